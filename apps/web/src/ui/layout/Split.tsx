import type { ReactNode } from 'react';
import styles from './layout.module.css';

/** A main column and a narrower side column; one column below 960 px. */
export function Split({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <div className={styles.split}>
      <div>{main}</div>
      <div>{side}</div>
    </div>
  );
}
