import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { hash } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PasswordRecoveryBody, SignedIn } from '@mliga/contract';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { passwordResets, users } from '../../db/schema/index.ts';
import { badRequest, forbidden, type FieldError } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { recoveryMail } from '../../mail/recovery-mail.ts';
import { accountMessages, checkPassword } from './account-rules.ts';
import { issueAuthKey, revokeOtherAuthKeys } from './auth-keys.ts';
import { issuePhantomCode, phantomWrongTry } from './phantom-codes.ts';
import {
  lockedMessage,
  maySendCode,
  RECOVERY_CODE_TTL_MINUTES,
  RECOVERY_DAY_MS,
  RECOVERY_MAX_TRIES,
  triesCap,
  wrongTryMessage,
  type CodeRecord,
} from './recovery-rules.ts';
import { presentUser } from './users.presenter.ts';
import { findUserByLoginOrEmail } from './users.queries.ts';

/**
 * Every recovery answer takes at least this long, so the database work done only for a real
 * account (a code row, a counted try) cannot be told from the outside by timing.
 */
export const RECOVERY_MIN_ANSWER_MS = 100;

export type RecoveryDeps = {
  db: Db;
  mailer: Mailer;
  /** The same code rules played for unknown accounts, so no answer tells whether an account exists. */
  log: FastifyBaseLogger;
};

const hashCode = (userId: number, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

/** The account's codes whose tries still count for the day, newest first. */
function recentCodes(db: DbOrTx, userId: number, now: Date) {
  return db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        gt(passwordResets.expireAt, new Date(now.getTime() - RECOVERY_DAY_MS)),
      ),
    )
    .orderBy(desc(passwordResets.createdAt));
}

const asRecord = (row: { createdAt: Date; expireAt: Date; attempts: number }): CodeRecord => ({
  createdAt: row.createdAt.getTime(),
  expireAt: row.expireAt.getTime(),
  attempts: row.attempts,
});

export type RecoveryResult = { message: string; signedIn: SignedIn | null };

/** Step 1: the same answer whether or not the account exists; a code at most once a minute and 5 a day. */
async function sendCode(
  { db, mailer, log }: RecoveryDeps,
  loginOrEmail: string,
  now: Date,
): Promise<RecoveryResult> {
  const user = await findUserByLoginOrEmail(db, loginOrEmail);
  if (!user) await issuePhantomCode(db, loginOrEmail, now.getTime());
  if (user) {
    const code = await db.transaction(async (tx) => {
      // One request of an account at a time, so parallel ones cannot pass the day's limit together.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const codes = (await recentCodes(tx, user.id, now)).map(asRecord);
      if (!maySendCode(codes, now.getTime())) return null;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // A new code replaces the old ones.
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
      await tx.insert(passwordResets).values({
        userId: user.id,
        codeHash: hashCode(user.id, code),
        expireAt: new Date(now.getTime() + RECOVERY_CODE_TTL_MINUTES * 60_000),
        createdAt: now,
      });
      return code;
    });
    // Not awaited: a slow or failing mail server must not make a real account's answer differ.
    if (code) {
      mailer
        .send(recoveryMail(user.email, user.login, code, RECOVERY_CODE_TTL_MINUTES))
        .catch((error: unknown) => log.error({ err: error }, 'recovery mail not sent'));
    }
  }
  return { message: accountMessages.recoverySent, signedIn: null };
}

/** Step 2: a right code sets the password, signs out every device and signs in here. */
async function useCode({ db }: RecoveryDeps, body: PasswordRecoveryBody, now: Date): Promise<RecoveryResult> {
  const errors: FieldError[] = [];
  const code = body.code!.trim();
  if (!/^\d{6}$/.test(code)) errors.push({ field: 'code', message: accountMessages.recoveryBadCode });
  checkPassword(body.new_password, 'new_password', errors);
  if (body.new_password && body.new_password !== body.password_repeat) {
    errors.push({ field: 'password_repeat', message: accountMessages.passwordsDiffer });
  }
  if (errors.length > 0) throw badRequest(errors);

  const user = await findUserByLoginOrEmail(db, body.login!);
  // An unknown account plays phantom codes: the same wrong-code, too-many-tries and lock answers.
  if (!user) throw badRequest(await phantomWrongTry(db, body.login!, now.getTime()), 'code');
  const rows = await recentCodes(db, user.id, now);
  const codes = rows.map(asRecord);
  // Past the day's wrong tries even the right code is refused: guessing gets nowhere.
  const locked = lockedMessage(codes, now.getTime());
  if (locked) throw badRequest(locked, 'code');
  const liveIndex = rows.findIndex((row) => !row.usedAt);
  const reset = rows[liveIndex];
  if (!reset) throw badRequest(accountMessages.recoveryBadCode, 'code');

  const expected = Buffer.from(reset.codeHash, 'hex');
  const given = Buffer.from(hashCode(user.id, code), 'hex');
  const rightCode = timingSafeEqual(expected, given);
  // An expired code is like none (a phantom one is forgotten too): only its holder learns it expired.
  if (reset.expireAt <= now) {
    throw badRequest(rightCode ? accountMessages.recoveryExpired : accountMessages.recoveryBadCode, 'code');
  }
  if (reset.attempts >= RECOVERY_MAX_TRIES) throw badRequest(accountMessages.recoveryTooManyTries, 'code');
  if (!rightCode) {
    const live = codes[liveIndex]!;
    const cap = triesCap(codes, live, now.getTime());
    // Counted in the database, so parallel guesses cannot exceed the code's or the day's limit.
    const [counted] = await db
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(and(eq(passwordResets.id, reset.id), sql`${passwordResets.attempts} < ${cap}`))
      .returning({ attempts: passwordResets.attempts });
    live.attempts = counted?.attempts ?? cap;
    throw badRequest(wrongTryMessage(codes, live, now.getTime()), 'code');
  }

  // Only someone holding the emailed code learns that the account is blocked.
  if (user.blockedAt) throw forbidden(accountMessages.blocked);
  const passwordHash = await hash(body.new_password!);
  const used = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt), gt(passwordResets.expireAt, now)),
      )
      .returning({ id: passwordResets.id });
    if (claimed.length === 0) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeOtherAuthKeys(tx, user.id, null);
    return true;
  });
  if (!used) throw badRequest(accountMessages.recoveryBadCode, 'code');
  const signedIn = { user: await presentUser(db, user), auth_key: await issueAuthKey(db, user.id, now) };
  return { message: accountMessages.passwordChanged, signedIn };
}

export async function recoverPassword(
  deps: RecoveryDeps,
  body: PasswordRecoveryBody,
  now = new Date(),
): Promise<RecoveryResult> {
  if (!body.login?.trim()) throw badRequest(accountMessages.recoveryLoginNeeded, 'login');
  const started = performance.now();
  try {
    return body.code ? await useCode(deps, body, now) : await sendCode(deps, body.login, now);
  } finally {
    const left = RECOVERY_MIN_ANSWER_MS - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
