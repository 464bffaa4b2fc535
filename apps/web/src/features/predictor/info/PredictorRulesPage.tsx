import { PREDICTOR } from '../../../text/games.ts';
import { RULES } from '../../../text/predictor.ts';
import { PageTitle } from '../../../ui/layout/PageTitle.tsx';
import { ScreenHeading } from '../../../ui/layout/ScreenHeading.tsx';
import styles from './info.module.css';

/** Spec 1 §9 as a readable page: points, closing time, main time only, X2, the winner bonus, rating order. */
export function PredictorRulesPage() {
  return (
    <>
      <PageTitle parts={[PREDICTOR.rulesTitle, PREDICTOR.title]} />
      <ScreenHeading title={PREDICTOR.rulesTitle} />
      <p className={styles.lead}>{RULES.lead}</p>
      <div className={styles.rules}>
        {RULES.sections.map((section, index) => (
          <section key={section.title} className={styles.rule} aria-labelledby={`rules-${index}`}>
            <h3 id={`rules-${index}`} className={styles.sectionTitle}>
              {section.title}
            </h3>
            <ul className={styles.ruleList}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
