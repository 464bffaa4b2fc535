import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icons/Icon.tsx';
import styles from './feedback.module.css';

type EmptyIcon = Extract<IconName, 'whistle' | 'ball' | 'calendar' | 'search' | 'bell'>;

interface EmptyStateProps {
  title: string;
  text?: string;
  icon?: EmptyIcon;
  children?: ReactNode;
  /** Heading level inside the page (h2 by default). */
  level?: 2 | 3;
}

/** An honest empty or not-yet state: what is missing and, when possible, what to do next. */
export function EmptyState({ title, text, icon = 'ball', children, level = 2 }: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty}>
      <div className={styles.emptyIcon}>
        <Icon name={icon} size={34} />
      </div>
      <Heading className={styles.emptyTitle}>{title}</Heading>
      {text ? <p className={styles.emptyText}>{text}</p> : null}
      {children ? <div className={styles.emptyActions}>{children}</div> : null}
    </div>
  );
}
