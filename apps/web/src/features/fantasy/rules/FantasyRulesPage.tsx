import type { RulesEvent } from '@mliga/contract';
import { FIELD_POSITIONS, FIELD_POSITION_NAMES } from '@mliga/domain';
import { FANTASY } from '#text/games.ts';
import { FANTASY_RULES as RULES } from '#text/fantasy-rating.ts';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import { RuleCards } from '#ui/layout/RuleCards.tsx';
import { ScreenHeading } from '#ui/layout/ScreenHeading.tsx';
import { useScoringRules } from './api.ts';
import styles from './rules.module.css';

const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '0');

/** Spec 2 §2 "Rules": the rules text, the icon legend and the points per event by position. */
export function FantasyRulesPage() {
  return (
    <>
      <PageTitle parts={[RULES.title, FANTASY.title]} />
      <ScreenHeading title={RULES.title} />
      <p className={styles.lead}>{RULES.lead}</p>
      <RuleCards sections={RULES.sections} idPrefix="fantasy-rules" />
      <PointsTable />
      <Legend />
    </>
  );
}

function PointsTable() {
  const query = useScoringRules();
  const events = query.data?.events;
  return (
    <section className={styles.block} aria-labelledby="fantasy-rules-points">
      <h3 id="fantasy-rules-points" className={styles.blockTitle}>
        {RULES.pointsTitle}
      </h3>
      {!events ? (
        <QueryState isError={query.isError} onRetry={() => void query.refetch()} />
      ) : events.length === 0 ? (
        <EmptyState level={3} icon="whistle" title={RULES.noPoints} />
      ) : (
        <div className={styles.tableFrame}>
          <table className={styles.table}>
            <caption className="visually-hidden">{RULES.pointsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{RULES.event}</th>
                {FIELD_POSITIONS.map((position) => (
                  <th key={position} scope="col" className={styles.num}>
                    <abbr title={FIELD_POSITION_NAMES[position].name}>
                      {FIELD_POSITION_NAMES[position].shortName}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {events.map((row) => (
                <tr key={row.event.code}>
                  <th scope="row">
                    {row.event.name}
                    {row.event.description ? (
                      <span className={styles.eventDesc}>{row.event.description}</span>
                    ) : null}
                  </th>
                  {FIELD_POSITIONS.map((position) => (
                    <PointsCell key={position} row={row} position={position} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function PointsCell({ row, position }: { row: RulesEvent; position: number }) {
  const value = row.points.find((p) => p.amplua.id === position)?.value ?? 0;
  return (
    <td className={styles.num} data-sign={value > 0 ? 'plus' : value < 0 ? 'minus' : 'zero'}>
      {signed(value)}
    </td>
  );
}

const LEGEND_ORDER = [
  ['captain', 'captain'],
  ['substituted', 'danger'],
  ['cameOn', 'danger'],
  ['swap', 'plain'],
  ['surplus', 'danger'],
  ['injury', 'danger'],
  ['doubtful', 'danger'],
  ['disqualified', 'danger'],
  ['noPoints', 'plain'],
  ['media', 'media'],
] as const;

function Legend() {
  return (
    <section className={styles.block} aria-labelledby="fantasy-rules-legend">
      <h3 id="fantasy-rules-legend" className={styles.blockTitle}>
        {RULES.legendTitle}
      </h3>
      <dl className={styles.legend}>
        {LEGEND_ORDER.map(([key, kind]) => (
          <div key={key} className={styles.legendItem}>
            <dt>
              <span className={styles.mark} data-kind={kind}>
                {RULES.legend[key].mark}
              </span>
            </dt>
            <dd>{RULES.legend[key].text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
