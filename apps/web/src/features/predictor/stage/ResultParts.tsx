import type { PredictorMatch, PredictorQuestion, PredictionResult } from '@mliga/contract';
import { STAGE } from '#text/predictor.ts';
import { plural } from '@mliga/domain';
import { WORDS } from '#text/plural.ts';
import type { ReactNode } from 'react';
import styles from './stage.module.css';

/** Spec 1 §4: grade 1 green, 2 and 3 yellow, 4 red. */
export function gradeTone(grade: number): 'success' | 'warning' | 'danger' {
  if (grade === 1) return 'success';
  if (grade === 4) return 'danger';
  return 'warning';
}

/** The points of a closed item with its grade colour, or `missing`: why there are none (yet). */
export function PointsBadge({ result, missing }: { result: PredictionResult | null; missing: string }) {
  const points = result?.points;
  if (!points) return <span className={styles.pending}>{missing}</span>;
  return (
    <span className={styles.points} data-tone={gradeTone(points.grade.value)}>
      <strong>{plural(points.value, WORDS.point)}</strong>
      {points.grade.text ? <span className={styles.gradeText}>{points.grade.text}</span> : null}
      {points.provisional ? <span className={styles.provisional}>{STAGE.closed.provisional}</span> : null}
    </span>
  );
}

interface StatRow {
  key: string;
  label: string;
  percent: number;
  mine: boolean;
}

function StatBars({ rows, title, children }: { rows: StatRow[]; title: string; children?: ReactNode }) {
  return (
    <div className={styles.crowd}>
      <p className={styles.crowdTitle}>{title}</p>
      {children}
      {rows.length === 0 ? (
        <p className={styles.muted}>{STAGE.closed.noCrowd}</p>
      ) : (
        <ul className={styles.crowdList}>
          {rows.map((row) => (
            <li key={row.key} className={styles.crowdRow} data-mine={row.mine || undefined}>
              <span className={styles.crowdLabel}>{row.label}</span>
              <span className={styles.crowdBar} aria-hidden="true">
                <span style={{ width: `${Math.min(100, Math.max(0, row.percent))}%` }} />
              </span>
              <span className={styles.crowdPercent}>{formatPercent(row.percent)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const formatNumber = (value: number) => value.toLocaleString('ru-RU', { maximumFractionDigits: 1 });

export const formatPercent = (value: number) => `${formatNumber(value)}%`;

/** Issue 23 §2: the shares of the three outcomes as one bar, and their percents under it. */
function Outcomes({ outcomes }: { outcomes: NonNullable<PredictorMatch['outcomes']> }) {
  const parts = (['home', 'draw', 'away'] as const).map((key) => ({ key, percent: outcomes[key] }));
  return (
    <div className={styles.outcomes}>
      <span className={styles.outcomeBar} aria-hidden="true">
        {parts.map(({ key, percent }) => (
          <span key={key} data-outcome={key} style={{ flexGrow: percent }} />
        ))}
      </span>
      <ul className={styles.outcomeLegend} aria-label={STAGE.closed.outcomes.label}>
        {parts.map(({ key, percent }) => (
          <li key={key} data-outcome={key}>
            <strong>{STAGE.closed.outcomes[key]}</strong> {formatPercent(percent)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A closed match: the outcomes' shares and the three most predicted scores, in percent. */
export function MatchCrowd({ match, result }: { match: PredictorMatch; result: PredictionResult | null }) {
  const rows = match.stats.slice(0, 3).map((s) => ({
    key: `${s.home_team_score}:${s.guest_team_score}`,
    label: `${s.home_team_score}:${s.guest_team_score}`,
    percent: s.percent,
    mine: result?.home_team_score === s.home_team_score && result?.guest_team_score === s.guest_team_score,
  }));
  return (
    <StatBars rows={rows} title={STAGE.closed.crowd}>
      {match.outcomes ? <Outcomes outcomes={match.outcomes} /> : null}
      {rows.length > 0 ? <p className={styles.crowdSubtitle}>{STAGE.closed.topScores}</p> : null}
    </StatBars>
  );
}

/** The answers of a closed question, in percent. */
export function QuestionCrowd({
  question,
  result,
}: {
  question: PredictorQuestion;
  result: PredictionResult | null;
}) {
  const rows = question.stats.slice(0, 6).map((s) => ({
    key: `${s.variant_id ?? 'n'}-${s.variant_name}`,
    label: s.variant_name,
    percent: s.percent,
    mine:
      s.variant_id !== null
        ? result?.variant_id === s.variant_id
        : result?.variant_value !== null && String(result?.variant_value) === s.variant_name,
  }));
  const numbers = question.numbers;
  return (
    <StatBars rows={rows} title={STAGE.closed.crowd}>
      {numbers ? (
        <p className={styles.crowdSpread}>
          {STAGE.closed.spread(
            formatNumber(numbers.median),
            formatNumber(numbers.low),
            formatNumber(numbers.high),
          )}
        </p>
      ) : null}
    </StatBars>
  );
}
