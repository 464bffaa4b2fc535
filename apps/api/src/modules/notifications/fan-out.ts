import type { NotificationKind } from '@mliga/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect.ts';
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

/** Users a statement of a large fan-out writes: a save waits behind one batch, never the whole scan. */
const BATCH_USERS = 5_000;

/**
 * Writes a scan's notifications (and emails to send) from its candidates table, set-based, honouring
 * each user's settings (on by default); blocked users get nothing, and a row already written for the
 * same cause is left as it is. The bells of those notified hear of it at the commit. Answers how
 * many of each were written.
 *
 * A million users are written in batches of users in id order: the indexes keyed by user are filled
 * in order, and no statement holds the WAL for long (issue 24 §4: saves go on while a scan runs).
 */
export async function fanOut(tx: Tx, f: FanOut): Promise<{ notified: number; emailed: number }> {
  const table = sql.identifier(f.candidates);
  const wanted = (channel: 'site' | 'email', range: SQL) => sql`
    select c.user_id, ${f.kind}, c.payload, ${f.dedupeKey}, ${f.now}::timestamptz
    from ${table} c
    join users u on u.id = c.user_id and u.blocked_at is null
    left join notification_settings s on s.user_id = c.user_id and s.kind = ${f.kind}
    where ${range} and coalesce(s.${sql.raw(channel)}, true)
    order by c.user_id`;
  const totals = { notified: 0, emailed: 0 };
  const pinged: number[] = [];
  const [{ n: size }] = (await tx.execute<{ n: number }>(sql`select count(*)::int as n from ${table}`))
    .rows as [{ n: number }];
  if (size > BATCH_USERS) await tx.execute(sql`create index on ${table} (user_id)`);
  for (let after = 0; ;) {
    const { rows: bound } = await tx.execute<{ user_id: number }>(sql`
      select user_id from ${table} where user_id > ${after} order by user_id offset ${BATCH_USERS - 1} limit 1`);
    const upTo = bound[0] ? Number(bound[0].user_id) : null;
    const range = sql`c.user_id > ${after} ${upTo === null ? sql`` : sql`and c.user_id <= ${upTo}`}`;
    const { rows } = await tx.execute<{ n: number; some: number[] | null }>(sql`
      with written as (
        insert into notifications (user_id, kind, payload, dedupe_key, created_at) ${wanted('site', range)}
        on conflict (user_id, dedupe_key) do nothing
        returning user_id
      )
      select count(*)::int as n,
             (select array_agg(user_id) from (select user_id from written limit ${PING_ONE_BY_ONE + 1}) x) as some
      from written`);
    totals.notified += rows[0]!.n;
    if (pinged.length <= PING_ONE_BY_ONE) pinged.push(...(rows[0]!.some ?? []));
    if (f.email) {
      const { rows: sent } = await tx.execute<{ n: number }>(sql`
        with written as (
          insert into email_deliveries (user_id, kind, payload, dedupe_key, next_attempt_at) ${wanted('email', range)}
          on conflict (user_id, dedupe_key) do nothing
          returning 1
        )
        select count(*)::int as n from written`);
      totals.emailed += sent[0]!.n;
    }
    if (upTo === null) break;
    after = upTo;
  }
  await pingUsers(tx, pinged);
  return totals;
}

/**
 * A scan, once across all instances, in one transaction: `claim` inserts the scan's record and
 * returns a row (none when another worker ran it, or runs it and commits first: then nothing is
 * done), and `work` writes in the same transaction, so a crash leaves neither.
 */
export function scanOnce<T>(db: Db, claim: SQL, work: (tx: Tx) => Promise<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    if ((await tx.execute(claim)).rows.length === 0) return null;
    // Sorts and hashes over a million users fit in memory (this transaction only).
    await tx.execute(sql`set local work_mem = '256MB'`);
    return work(tx);
  });
}

/** A scan's temporary candidates table, made afresh by `create`. */
export async function makeCandidates(tx: Tx, name: string, create: SQL): Promise<void> {
  await tx.execute(sql`drop table if exists pg_temp.${sql.identifier(name)}`);
  await tx.execute(create);
}
