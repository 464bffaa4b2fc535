import { useState } from 'react';
import styles from './media.module.css';

export type MediaSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

interface TeamLogoProps {
  name: string;
  src?: string | null;
  size?: MediaSize;
  /** Decorative when the team name is written next to it. */
  decorative?: boolean;
  className?: string;
}

export function initials(name: string): string {
  const words = name
    .replace(/[«»"']/g, '')
    .split(/[\s-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [name.slice(0, 2)];
  return letters.join('').toUpperCase();
}

/** A club crest in a round frame; falls back to the club's initials when there is no image. */
export function TeamLogo({ name, src, size = 'md', decorative = false, className }: TeamLogoProps) {
  const [failed, setFailed] = useState(false);
  const cls = [styles.logo, styles[size], className].filter(Boolean).join(' ');
  if (!src || failed) {
    return (
      <span
        className={`${cls} ${styles.fallback}`}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative || undefined}
      >
        {initials(name)}
      </span>
    );
  }
  return (
    <span className={cls}>
      <img
        src={src}
        alt={decorative ? '' : name}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    </span>
  );
}
