import { Icon } from '../icons/Icon.tsx';
import styles from './TourWins.module.css';

/** What the marks say, in the game's words (issue 23 §3). */
export interface TourWinsText {
  /** The crown's name: 'Победитель последнего тура'. */
  latest: string;
  /** The trophy's name: '2 победы в турах'. */
  wins: (n: number) => string;
}

/**
 * Beside a rating row's name (issue 23 §3): a crown for the winner of the latest scored tour and a
 * trophy with the count of tours won. A badge rather than a column of its own: a phone's table has
 * no room left for another column, and the name is where the eye already is.
 */
export function TourWinMarks({ wins, latest, text }: { wins: number; latest: boolean; text: TourWinsText }) {
  if (!latest && wins === 0) return null;
  return (
    <span className={styles.marks}>
      {latest ? (
        <span className={styles.crown} role="img" aria-label={text.latest} title={text.latest}>
          <Crown />
        </span>
      ) : null}
      {wins > 0 ? (
        <span className={styles.wins} role="img" aria-label={text.wins(wins)} title={text.wins(wins)}>
          <Icon name="trophy" size={12} />
          {wins}
        </span>
      ) : null}
    </span>
  );
}

function Crown() {
  return (
    <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" focusable="false">
      <path
        d="M3 8.5 7.5 12 12 5l4.5 7L21 8.5 19 19H5L3 8.5Z"
        fill="var(--color-warning)"
        stroke="var(--color-warning-ink)"
        strokeWidth={1.8}
        strokeLinejoin="round"
      />
    </svg>
  );
}
