import type { ReactNode } from 'react';
import { Container } from './Container.tsx';
import styles from './layout.module.css';

interface PageHeaderProps {
  title: string;
  lead?: string;
  eyebrow?: string;
  /** Extra content under the title: tabs of a game, actions. */
  children?: ReactNode;
}

/** The dark band at the top of a page with its one <h1>. */
export function PageHeader({ title, lead, eyebrow, children }: PageHeaderProps) {
  return (
    <div className={styles.pageHeader}>
      <Container>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.pageTitle}>{title}</h1>
        {lead ? <p className={styles.pageLead}>{lead}</p> : null}
        {children}
      </Container>
    </div>
  );
}
