import { PREDICTOR } from '#text/games.ts';
import { RULES } from '#text/predictor.ts';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import { RuleCards } from '#ui/layout/RuleCards.tsx';
import { ScreenHeading } from '#ui/layout/ScreenHeading.tsx';
import styles from './info.module.css';

/** Spec 1 §9 as a readable page: points, closing time, main time only, X2, the winner bonus, rating order. */
export function PredictorRulesPage() {
  return (
    <>
      <PageTitle parts={[PREDICTOR.rulesTitle, PREDICTOR.title]} />
      <ScreenHeading title={PREDICTOR.rulesTitle} />
      <p className={styles.lead}>{RULES.lead}</p>
      <RuleCards sections={RULES.sections} idPrefix="rules" />
    </>
  );
}
