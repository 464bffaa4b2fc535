import { useId } from 'react';
import type { User } from '@mliga/contract';
import type { SessionUser } from '#api/session.ts';
import { AUTH } from '#text/auth.ts';
import { SQUAD } from '#text/fantasy.ts';
import { ButtonLink } from '#ui/button/Button.tsx';
import { Card } from '#ui/layout/Card.tsx';
import { TeamNameStatus } from '../fantasy/index.ts';
import styles from './auth.module.css';

/** The stored record is the API's user with its key (spec 1 §3): it carries the fantasy view's fields. */
type ProfileUser = SessionUser & Partial<Pick<User, 'teamName' | 'teamNameModerationStatus'>>;

/**
 * Issue 20 §1.5: the profile shows the fantasy team's name and its moderation state, and a
 * rejected name can be replaced here as in the squad builder.
 */
export function FantasyTeamCard({ user }: { user: ProfileUser }) {
  const headingId = useId();
  return (
    <Card as="section" className={styles.partner} labelledBy={user.teamName ? undefined : headingId}>
      {user.teamName ? (
        <TeamNameStatus
          teamName={user.teamName}
          status={user.teamNameModerationStatus ?? null}
          headingLevel={3}
        />
      ) : (
        <>
          <h3 id={headingId} className={styles.partnerTitle}>
            {SQUAD.teamName.yourTeam}
          </h3>
          <p className={styles.muted}>{AUTH.profile.teamMissing}</p>
          <ButtonLink to="/game/fantasy/" variant="secondary" className={styles.cardAction}>
            {AUTH.profile.teamCreate}
          </ButtonLink>
        </>
      )}
    </Card>
  );
}
