import styles from './Movement.module.css';

interface MovementProps {
  /** Places gained (positive) or lost (negative); null when there is nothing to compare with. */
  value: number | null;
  /**
   * The accessible name ('Поднялся на 3 места'). Without it the arrow is decorative: the cell
   * around it names the place and the movement in words (the live column).
   */
  label?: (value: number) => string;
}

/** A place's change in a rating (issue 22 §3, issue 23 §3): green ▲3 up, red ▼2 down, a muted = for none. */
export function Movement({ value, label }: MovementProps) {
  // No previous place (the first scored tour, a late joiner): no arrow rather than a jump from the bottom.
  if (value === null) return null;
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'same';
  const named = label ? { role: 'img', 'aria-label': label(value) } : { 'aria-hidden': true };
  return (
    <span className={styles.movement} data-direction={direction} {...named}>
      {direction === 'same' ? (
        '='
      ) : (
        <>
          <span className={styles.arrow}>{direction === 'up' ? '▲' : '▼'}</span>
          {Math.abs(value)}
        </>
      )}
    </span>
  );
}
