import { lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect.ts';
import { recoveryPhantoms } from '../../db/schema/index.ts';
import { accountMessages } from './account-rules.ts';
import {
  countedToday,
  lockedMessage,
  maySendCode,
  RECOVERY_CODE_TTL_MINUTES,
  RECOVERY_DAY_MS,
  RECOVERY_MAX_TRIES,
  wrongTryMessage,
  type CodeRecord,
} from './recovery-rules.ts';

/*
 * Recovery codes "sent" to names that are no account. Step 1 and step 2 of password recovery answer
 * an unknown login exactly as a real one, by the same rules over the same history (a code at most
 * once a minute and 5 a day, wrong-code answers, 'too many tries' after the fifth, the lock after
 * the day's tenth), so no sequence of calls tells whether an account exists. Kept in the database,
 * one row per name locked while it changes, so every API instance plays the same history; a row
 * goes once its tries no longer count.
 */

/** One name's counted codes, the row locked until the caller's transaction ends. */
async function lockedCodes(tx: Tx, loginOrEmail: string, nowMs: number) {
  const name = loginOrEmail.trim().toLowerCase();
  await tx.execute(sql`insert into recovery_phantoms (name, codes, updated_at)
                       values (${name}, '[]'::jsonb, ${new Date(nowMs)}) on conflict do nothing`);
  const { rows } = await tx.execute<{ codes: CodeRecord[] }>(
    sql`select codes from recovery_phantoms where name = ${name} for update`,
  );
  return { name, codes: countedToday(rows[0]?.codes ?? [], nowMs) };
}

const save = (tx: Tx, name: string, codes: CodeRecord[], nowMs: number) =>
  tx.execute(sql`update recovery_phantoms set codes = ${JSON.stringify(codes)}::jsonb, updated_at = ${new Date(nowMs)}
                 where name = ${name}`);

/** Like a real request: a new phantom code when a real account would get one. */
export async function issuePhantomCode(db: Db, loginOrEmail: string, nowMs: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { name, codes } = await lockedCodes(tx, loginOrEmail, nowMs);
    if (maySendCode(codes, nowMs))
      codes.push({ createdAt: nowMs, expireAt: nowMs + RECOVERY_CODE_TTL_MINUTES * 60_000, attempts: 0 });
    await save(tx, name, codes, nowMs);
  });
  // The rows whose codes all stopped counting (a day after they expired), now and then.
  if (Math.random() < 0.01)
    await db
      .delete(recoveryPhantoms)
      .where(
        lt(
          recoveryPhantoms.updatedAt,
          new Date(nowMs - RECOVERY_DAY_MS - RECOVERY_CODE_TTL_MINUTES * 60_000),
        ),
      );
}

/** A wrong try (a phantom code is never right): the message a real account would answer. */
export async function phantomWrongTry(db: Db, loginOrEmail: string, nowMs: number): Promise<string> {
  return db.transaction(async (tx) => {
    const { name, codes } = await lockedCodes(tx, loginOrEmail, nowMs);
    const locked = lockedMessage(codes, nowMs);
    if (locked) return locked;
    const live = codes.at(-1);
    if (!live || live.expireAt <= nowMs) return accountMessages.recoveryBadCode;
    if (live.attempts >= RECOVERY_MAX_TRIES) return accountMessages.recoveryTooManyTries;
    live.attempts += 1;
    await save(tx, name, codes, nowMs);
    return wrongTryMessage(codes, live, nowMs);
  });
}
