import type { ReactNode } from 'react';
import styles from './layout.module.css';

/** The <h2> of a screen inside a game shell, with room for actions on the right. */
export function ScreenHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.screenHeading}>
      <h2 className={styles.screenTitle}>{title}</h2>
      {children}
    </div>
  );
}
