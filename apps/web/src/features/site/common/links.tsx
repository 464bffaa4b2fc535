import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COMMON } from '#text/common.ts';
import { TeamLogo, type MediaSize } from '#ui/media/TeamLogo.tsx';
import styles from './site.module.css';

export const seasonPath = (id: number) => `/champs/${id}/`;
export const teamPath = (id: number) => `/teams/${id}/`;
export const playerPath = (id: number) => `/players/${id}/`;
export const matchPath = (id: number) => `/matches/${id}/`;

/** Only web addresses become links: a stored `javascript:` address can never run. */
export function safeWebUrl(url: string | null | undefined): string | null {
  return url && /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

/** A link out of the site: a new tab, no opener, and a hint for screen readers. */
export function ExternalLink({
  href,
  children,
  className,
  label,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  label?: string;
}) {
  const safe = safeWebUrl(href);
  if (!safe) return <span className={className}>{children}</span>;
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={label ? `${label} ${COMMON.opensInNewTab}` : undefined}
    >
      {children}
      {label ? null : <span className="visually-hidden"> {COMMON.opensInNewTab}</span>}
    </a>
  );
}

interface TeamLinkProps {
  team: { id: number; name: string; short_name?: string; logo: string };
  size?: MediaSize;
  /** Show the short name on a phone. */
  short?: boolean;
  className?: string;
}

/** A club's crest and name, linking to its page. */
export function TeamLink({ team, size = 'sm', short = false, className }: TeamLinkProps) {
  return (
    <Link to={teamPath(team.id)} className={[styles.teamLink, className].filter(Boolean).join(' ')}>
      <TeamLogo name={team.name} src={team.logo} size={size} decorative />
      {short && team.short_name ? (
        <>
          <span className={styles.longName}>{team.name}</span>
          <span className={styles.shortName} aria-hidden="true">
            {team.short_name}
          </span>
        </>
      ) : (
        <span className={styles.name}>{team.name}</span>
      )}
    </Link>
  );
}

/** A titled block of a page: a white card with its <h2>. */
export function Section({
  title,
  id,
  children,
  actions,
  className,
}: {
  title: string;
  id: string;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <section className={[styles.section, className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
