import { BRAND } from '#text/shell.ts';
import styles from './Logo.module.css';

/** The league crest: a shield with a ball on a pitch stripe, and the wordmark. */
export function Logo({ compact = false, inHeader = false }: { compact?: boolean; inHeader?: boolean }) {
  return (
    <span className={styles.logo} data-in-header={inHeader || undefined}>
      <svg className={styles.crest} viewBox="0 0 40 44" aria-hidden="true" focusable="false">
        <path d="M20 1 38 7v15c0 11-7.6 18.6-18 21C9.6 40.6 2 33 2 22V7L20 1Z" fill="#117a42" />
        <path d="M20 1 38 7v15c0 11-7.6 18.6-18 21V1Z" fill="#0d6135" />
        <path d="M2 18h36v6H2z" fill="#c8f03c" opacity=".9" />
        <circle cx="20" cy="21" r="8.5" fill="#fff" stroke="#0a1a2f" strokeWidth="1.6" />
        <path d="m20 16.2 3.2 2.3-1.2 3.8h-4l-1.2-3.8 3.2-2.3Z" fill="#0a1a2f" />
      </svg>
      {compact ? null : (
        <span className={styles.wordmark}>
          <span className={styles.name}>{BRAND.name}</span>
          <span className={styles.tagline}>{BRAND.tagline}</span>
        </span>
      )}
    </span>
  );
}
