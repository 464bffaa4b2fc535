import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { hash } from '@node-rs/argon2';
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

export const RECOVERY_CODE_TTL_MINUTES = 15;
export const RECOVERY_MAX_TRIES = 5;
export const RECOVERY_RESEND_MS = 60_000;

const hashCode = (userId: number, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

export type RecoveryResult = { message: string; signedIn: SignedIn | null };

/** Step 1: the same answer whether or not the account exists; a code at most once a minute. */
async function sendCode(db: Db, mailer: Mailer, loginOrEmail: string, now: Date): Promise<RecoveryResult> {
  const user = await findUserByLoginOrEmail(db, loginOrEmail);
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
      await mailer.send(recoveryMail(user.email, user.login, code, RECOVERY_CODE_TTL_MINUTES));
    }
  }
  return { message: accountMessages.recoverySent, signedIn: null };
}

/** Step 2: a right code sets the password, signs out every device and signs in here. */
async function useCode(db: Db, body: PasswordRecoveryBody, now: Date): Promise<RecoveryResult> {
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
  if (!user || !reset) throw badRequest(accountMessages.recoveryBadCode, 'code');
  if (reset.expireAt <= now) throw badRequest(accountMessages.recoveryExpired, 'code');
  if (reset.attempts >= RECOVERY_MAX_TRIES) throw badRequest(accountMessages.recoveryTooManyTries, 'code');

  const expected = Buffer.from(reset.codeHash, 'hex');
  const given = Buffer.from(hashCode(user.id, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
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
  db: Db,
  mailer: Mailer,
  body: PasswordRecoveryBody,
  now = new Date(),
): Promise<RecoveryResult> {
  if (!body.login?.trim()) throw badRequest(accountMessages.recoveryLoginNeeded, 'login');
  return body.code ? useCode(db, body, now) : sendCode(db, mailer, body.login, now);
}
