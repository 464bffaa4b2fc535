import { useState } from 'react';
import { TeamLogo, type MediaSize } from './TeamLogo.tsx';
import styles from './media.module.css';

interface PlayerPhotoProps {
  name: string;
  src?: string | null;
  team?: { name: string; logo?: string | null } | null;
  size?: MediaSize;
  decorative?: boolean;
}

/** Spec 2 §3: a placeholder photo path means the club logo is shown instead. */
export function isPlaceholderPhoto(src: string | null | undefined): boolean {
  return !src || /placeholder|no[-_]?photo|no[-_]?image|default/i.test(src);
}

/** A player's portrait cut into a rounded tile, or the club crest when there is no photo. */
export function PlayerPhoto({ name, src, team, size = 'md', decorative = false }: PlayerPhotoProps) {
  const [failed, setFailed] = useState(false);
  if (isPlaceholderPhoto(src) || failed) {
    return <TeamLogo name={team?.name ?? name} src={team?.logo} size={size} decorative={decorative} />;
  }
  return (
    <span className={[styles.photo, styles[size]].filter(Boolean).join(' ')}>
      <img
        src={src ?? undefined}
        alt={decorative ? '' : name}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    </span>
  );
}
