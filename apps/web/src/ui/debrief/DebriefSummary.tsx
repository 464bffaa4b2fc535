import { DEBRIEF } from '#text/debrief.ts';
import styles from './Debrief.module.css';

const TEXT = DEBRIEF.summary;

export interface DebriefFigures {
  /** The user's points in the tour (a played tour: the page shows the not-played state otherwise). */
  points: number;
  average: number;
  best: number;
  place: number | null;
  movement: number | null;
}

/** The movement since the tour before: ▲ 2 up, ▼ 1 down, = none; nothing to compare with, nothing shown. */
function Movement({ value }: { value: number | null }) {
  if (value === null) return null;
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'same';
  const label = value > 0 ? TEXT.up(value) : value < 0 ? TEXT.down(-value) : TEXT.same;
  return (
    <span className={styles.movement} data-direction={direction} role="img" aria-label={label}>
      {direction === 'same' ? '=' : `${direction === 'up' ? '▲' : '▼'}\u00a0${Math.abs(value)}`}
    </span>
  );
}

/** Issue 23 §4: the tour in figures — the user's points large beside the tour's average and best, and the place. */
export function DebriefSummary({ figures }: { figures: DebriefFigures }) {
  const { points, average, best, place, movement } = figures;
  return (
    <section className={styles.summary} aria-label={TEXT.label}>
      <div className={styles.summaryPoints}>
        <span className={styles.summaryLabel}>{TEXT.points}</span>
        <span className={styles.summaryBig}>
          <strong>{points}</strong> <span className={styles.summaryWord}>{TEXT.pointsWord(points)}</span>
        </span>
        <span className={styles.summaryCompare}>
          {TEXT.average(average)} · {TEXT.best(best)}
        </span>
      </div>
      <div className={styles.summaryPlace}>
        <span className={styles.summaryLabel}>{TEXT.place}</span>
        <span className={styles.summaryPlaceValue}>
          <strong>{place === null ? TEXT.noPlace : place}</strong>
          {place === null ? null : <Movement value={movement} />}
        </span>
      </div>
    </section>
  );
}
