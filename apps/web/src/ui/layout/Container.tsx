import type { ElementType, ReactNode } from 'react';
import styles from './layout.module.css';

interface ContainerProps {
  children: ReactNode;
  as?: ElementType;
  className?: string;
  'aria-labelledby'?: string;
}

/** The centred page column (max 1280 px, side padding per breakpoint). */
export function Container({ children, as: Tag = 'div', className, ...aria }: ContainerProps) {
  return (
    <Tag className={[styles.container, className].filter(Boolean).join(' ')} {...aria}>
      {children}
    </Tag>
  );
}
