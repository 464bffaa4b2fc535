import type { NotificationKind } from '@mliga/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect.ts';
import { PING_ONE_BY_ONE, pingUsers } from './live-ping.ts';

export type FanOut = {
  /** A temporary table of (user_id, payload): who gets the notification, with its facts. */
  candidates: string;
  kind: NotificationKind;
  /** The cause: with the user, the key that makes the notification once (`results:predictor:12`). */
  dedupeKey: ReturnType<typeof sql>;
  now: Date;
  /** Whether the kind may also come by email (the users' settings decide). */
  email: boolean;
};

/**
 * Writes a scan's notifications (and emails to send) from its candidates table in two set-based
 * statements, honouring each user's settings (on by default); blocked users get nothing, and a
 * row already written for the same cause is left as it is. The bells of those notified hear of it
 * at the commit. Answers how many of each were written.
 */
export async function fanOut(tx: Tx, f: FanOut): Promise<{ notified: number; emailed: number }> {
  const wanted = (channel: 'site' | 'email') => sql`
    select c.user_id, ${f.kind}, c.payload, ${f.dedupeKey}, ${f.now}::timestamptz
    from ${sql.identifier(f.candidates)} c
    join users u on u.id = c.user_id and u.blocked_at is null
    left join notification_settings s on s.user_id = c.user_id and s.kind = ${f.kind}
    where coalesce(s.${sql.raw(channel)}, true)`;
  const { rows } = await tx.execute<{ n: number; some: number[] | null }>(sql`
    with written as (
      insert into notifications (user_id, kind, payload, dedupe_key, created_at) ${wanted('site')}
      on conflict (user_id, dedupe_key) do nothing
      returning user_id
    )
    select count(*)::int as n,
           (select array_agg(user_id) from (select user_id from written limit ${PING_ONE_BY_ONE + 1}) x) as some
    from written`);
  const site = rows[0]!;
  await pingUsers(tx, site.some ?? []);
  let emailed = 0;
  if (f.email) {
    const { rows: sent } = await tx.execute<{ n: number }>(sql`
      with written as (
        insert into email_deliveries (user_id, kind, payload, dedupe_key, next_attempt_at) ${wanted('email')}
        on conflict (user_id, dedupe_key) do nothing
        returning 1
      )
      select count(*)::int as n from written`);
    emailed = sent[0]!.n;
  }
  return { notified: site.n, emailed };
}
