import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { hash } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PasswordRecoveryBody, SignedIn } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { passwordResets, users } from '../../db/schema/index.ts';
import { badRequest, forbidden, type FieldError } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { recoveryMail } from '../../mail/recovery-mail.ts';
import { accountMessages, checkPassword } from './account-rules.ts';
import { issueAuthKey, revokeOtherAuthKeys } from './auth-keys.ts';
import { presentUser } from './users.presenter.ts';
import { findUserByLoginOrEmail } from './users.queries.ts';
import { PhantomCodes } from './phantom-codes.ts';

export const RECOVERY_CODE_TTL_MINUTES = 15;
export const RECOVERY_MAX_TRIES = 5;
export const RECOVERY_RESEND_MS = 60_000;
/**
 * Every recovery answer takes at least this long, so the database work done only for a real
 * account (a code row, a counted try) cannot be told from the outside by timing.
 */
export const RECOVERY_MIN_ANSWER_MS = 100;

export type RecoveryDeps = {
  db: Db;
  mailer: Mailer;
  /** The same code rules played for unknown accounts, so no answer tells whether an account exists. */
  phantoms: PhantomCodes;
  log: FastifyBaseLogger;
};

const hashCode = (userId: number, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

export type RecoveryResult = { message: string; signedIn: SignedIn | null };

/** Step 1: the same answer whether or not the account exists; a code at most once a minute. */
async function sendCode(
  { db, mailer, phantoms, log }: RecoveryDeps,
  loginOrEmail: string,
  now: Date,
): Promise<RecoveryResult> {
  const user = await findUserByLoginOrEmail(db, loginOrEmail);
  if (!user) phantoms.issue(loginOrEmail, now.getTime(), RECOVERY_RESEND_MS);
  if (user) {
    const [last] = await db
      .select({ createdAt: passwordResets.createdAt })
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id))
      .orderBy(desc(passwordResets.createdAt))
      .limit(1);
    if (!last || now.getTime() - last.createdAt.getTime() >= RECOVERY_RESEND_MS) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
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
      });
      // Not awaited: a slow or failing mail server must not make a real account's answer differ.
      mailer
        .send(recoveryMail(user.email, user.login, code, RECOVERY_CODE_TTL_MINUTES))
        .catch((error: unknown) => log.error({ err: error }, 'recovery mail not sent'));
    }
  }
  return { message: accountMessages.recoverySent, signedIn: null };
}

/** Step 2: a right code sets the password, signs out every device and signs in here. */
async function useCode(
  { db, phantoms }: RecoveryDeps,
  body: PasswordRecoveryBody,
  now: Date,
): Promise<RecoveryResult> {
  const errors: FieldError[] = [];
  const code = body.code!.trim();
  if (!/^\d{6}$/.test(code)) errors.push({ field: 'code', message: accountMessages.recoveryBadCode });
  checkPassword(body.new_password, 'new_password', errors);
  if (body.new_password && body.new_password !== body.password_repeat) {
    errors.push({ field: 'password_repeat', message: accountMessages.passwordsDiffer });
  }
  if (errors.length > 0) throw badRequest(errors);

  const user = await findUserByLoginOrEmail(db, body.login!);
  const [reset] = user
    ? await db
        .select()
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)))
        .orderBy(desc(passwordResets.createdAt))
        .limit(1)
    : [];
  if (!user) {
    // An unknown account plays a phantom code: the same wrong-code and too-many-tries answers.
    const exhausted = phantoms.wrongTry(body.login!, now.getTime(), RECOVERY_MAX_TRIES);
    throw badRequest(
      exhausted ? accountMessages.recoveryTooManyTries : accountMessages.recoveryBadCode,
      'code',
    );
  }
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
    // Counted in the database, so parallel guesses cannot exceed the limit.
    const [counted] = await db
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(and(eq(passwordResets.id, reset.id), sql`${passwordResets.attempts} < ${RECOVERY_MAX_TRIES}`))
      .returning({ attempts: passwordResets.attempts });
    const exhausted = !counted || counted.attempts >= RECOVERY_MAX_TRIES;
    throw badRequest(
      exhausted ? accountMessages.recoveryTooManyTries : accountMessages.recoveryBadCode,
      'code',
    );
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
