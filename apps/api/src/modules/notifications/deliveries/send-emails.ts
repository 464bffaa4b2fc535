import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect.ts';
import type { Mail, Mailer } from '../../../mail/mailer.ts';
import { lettersOf, type Claimed } from './letters.ts';

export type SendOptions = {
  /** The site's address, for the links in the letters. */
  publicUrl: string;
  now: () => Date;
  /** Rows claimed at a time. */
  batchSize?: number;
  /** Letters in flight at once. */
  concurrency?: number;
  /** Attempts before a letter is given up (the back office can retry it). */
  maxAttempts?: number;
};

/** How long a claimed batch is held by its sender before another may take it (a crashed sender). */
const CLAIM_MINUTES = 10;

/** Minutes to wait after the n-th failed attempt: 1, 4, 16, 64… */
const backoffMinutes = (attempts: number) => 4 ** (attempts - 1);

/**
 * Sends the emails due, batch after batch, until none is left. A batch is claimed in one short
 * statement (SKIP LOCKED: senders on other instances take other rows); each letter is marked sent
 * right after the SMTP server accepted it, so a crash repeats at most the letters in flight. A
 * failed letter waits (backoff) and is given up after `maxAttempts`.
 */
export async function sendDueEmails(
  db: Db,
  mailer: Mailer,
  opts: SendOptions,
): Promise<{ sent: number; failed: number }> {
  const batchSize = opts.batchSize ?? 200;
  const concurrency = opts.concurrency ?? 10;
  const maxAttempts = opts.maxAttempts ?? 5;
  const totals = { sent: 0, failed: 0 };
  for (;;) {
    const now = opts.now();
    const { rows } = await db.execute<Claimed>(sql`
      with claimed as (
        update email_deliveries d set claimed_until = ${now}::timestamptz + make_interval(mins => ${CLAIM_MINUTES})
        where d.id in (select id from email_deliveries
                       where sent_at is null and failed_at is null and next_attempt_at <= ${now}
                         and (claimed_until is null or claimed_until < ${now})
                       order by next_attempt_at, id limit ${batchSize}
                       for update skip locked)
        returning d.id, d.user_id, d.kind, d.payload, d.attempts
      )
      select c.*, u.login, u.email from claimed c join users u on u.id = c.user_id order by c.id`);
    if (rows.length === 0) return totals;
    const letters = await lettersOf(db, rows, opts.publicUrl);
    let next = 0;
    const sendOne = async (row: Claimed, letter: Mail | null | Error) => {
      try {
        if (letter instanceof Error) throw letter;
        if (letter) await mailer.send(letter);
        await db.execute(
          sql`update email_deliveries set sent_at = ${opts.now()}, claimed_until = null where id = ${row.id}`,
        );
        totals.sent++;
      } catch (err) {
        const attempts = row.attempts + 1;
        const giveUp = attempts >= maxAttempts;
        await db.execute(sql`
          update email_deliveries
          set attempts = ${attempts}, last_error = ${String((err as Error).message ?? err).slice(0, 500)},
              claimed_until = null,
              next_attempt_at = ${opts.now()}::timestamptz + make_interval(mins => ${backoffMinutes(attempts)}),
              failed_at = ${giveUp ? opts.now() : null}
          where id = ${row.id}`);
        if (giveUp) totals.failed++;
      }
    };
    const lane = async () => {
      while (next < rows.length) {
        const i = next++;
        await sendOne(rows[i]!, letters[i] ?? null);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
  }
}
