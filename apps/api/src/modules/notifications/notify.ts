import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect.ts';
import { pingUsers } from './live-ping.ts';
import type { LeagueJoinPayload, TeamNamePayload } from './site-notices.ts';

type Direct =
  { kind: 'league_join'; payload: LeagueJoinPayload } | { kind: 'team_name'; payload: TeamNamePayload };

/**
 * A notification of one user's own event (someone joined their league, their team name was
 * moderated), written in the caller's transaction: on the site only, unless the user turned the
 * kind off or is blocked; once per cause (`dedupeKey`). Answers whether it was written.
 */
export async function notifyUser(
  tx: Tx,
  userId: number,
  n: Direct & { dedupeKey: string },
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    insert into notifications (user_id, kind, payload, dedupe_key, created_at)
    select u.id, ${n.kind}, ${JSON.stringify(n.payload)}::jsonb, ${n.dedupeKey}, ${now}
    from users u
    left join notification_settings s on s.user_id = u.id and s.kind = ${n.kind}
    where u.id = ${userId} and u.blocked_at is null and coalesce(s.site, true)
    on conflict (user_id, dedupe_key) do nothing
    returning id`);
  if (rows.length === 0) return false;
  await pingUsers(tx, [userId]);
  return true;
}
