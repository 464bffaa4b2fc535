import type { ReactNode } from 'react';
import styles from './layout.module.css';

interface CardProps {
  children: ReactNode;
  className?: string;
  as?: 'section' | 'article' | 'div';
  labelledBy?: string;
}

/** A white surface with the standard radius and shadow. */
export function Card({ children, className, as: Tag = 'div', labelledBy }: CardProps) {
  return (
    <Tag className={[styles.card, className].filter(Boolean).join(' ')} aria-labelledby={labelledBy}>
      {children}
    </Tag>
  );
}

/** A page section under the header band. */
export function PageBody({ children }: { children: ReactNode }) {
  return <div className={styles.pageBody}>{children}</div>;
}
