import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginBody, ProfileBody, RegistrationBody, SignedIn, User } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../http/auth.ts';
import { AppError, badRequest, forbidden, unauthorized, type FieldError } from '../../http/errors.ts';
import { emailChangedMail } from '../../mail/email-changed-mail.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  accountMessages,
  checkEmail,
  checkLogin,
  checkPassword,
  normalizePhone,
  uniqueIndexMessages,
} from './account-rules.ts';
import { issueAuthKey, revokeOtherAuthKeys } from './auth-keys.ts';
import { forgetSignedInKeys } from '../../http/auth-cache.ts';
import { presentUser } from './users.presenter.ts';
import { findTaken, findUserById, findUserByLoginOrEmail, type UserRow } from './users.queries.ts';

// Verifying against this when the login is unknown keeps both answers equally slow.
const unknownUserHash = hash('no-such-user-password-1');

function takenErrors(taken: { login: boolean; email: boolean; phone: boolean }): FieldError[] {
  const errors: FieldError[] = [];
  if (taken.login) errors.push(uniqueIndexMessages.users_login_lower_uq!);
  if (taken.email) errors.push(uniqueIndexMessages.users_email_lower_uq!);
  if (taken.phone) errors.push(uniqueIndexMessages.users_phone_uq!);
  return errors;
}

/** A unique index broken by a concurrent write becomes the same message the pre-check gives. */
function asTakenError(error: unknown): AppError | null {
  const constraint = violatedConstraint(error);
  const known = constraint ? uniqueIndexMessages[constraint] : undefined;
  return known ? new AppError(409, 'conflict', [known]) : null;
}

export async function register(db: Db, body: RegistrationBody): Promise<SignedIn> {
  const errors: FieldError[] = [];
  const login = body.login?.trim();
  const email = body.email?.trim();
  checkLogin(login, errors);
  checkEmail(email, errors);
  const phone = body.phone ? normalizePhone(body.phone) : null;
  if (!phone) errors.push({ field: 'phone', message: accountMessages.badPhone });
  checkPassword(body.password, 'password', errors);
  if (body.personal_data_accept !== 1)
    errors.push({ field: 'personal_data_accept', message: accountMessages.noPersonalData });
  if (body.rules_accept !== 1) errors.push({ field: 'rules_accept', message: accountMessages.noRules });
  if (errors.length > 0) throw badRequest(errors);

  const taken = takenErrors(await findTaken(db, { login, email, phone: phone! }));
  if (taken.length > 0) throw new AppError(409, 'conflict', taken);

  const now = new Date();
  const passwordHash = await hash(body.password!);
  let user: UserRow;
  try {
    [user] = (await db
      .insert(users)
      .values({
        login: login!,
        email: email!,
        phone,
        passwordHash,
        personalDataAcceptedAt: now,
        rulesAcceptedAt: now,
      })
      .returning()) as [UserRow];
  } catch (error) {
    throw asTakenError(error) ?? error;
  }
  return { user: await presentUser(db, user), auth_key: await issueAuthKey(db, user.id, now) };
}

export async function login(db: Db, body: LoginBody): Promise<SignedIn> {
  const user = body.login ? await findUserByLoginOrEmail(db, body.login) : null;
  const password = body.password ?? '';
  if (!user) {
    await verify(await unknownUserHash, password);
    throw badRequest(accountMessages.wrongCredentials);
  }
  if (!(await verify(user.passwordHash, password))) throw badRequest(accountMessages.wrongCredentials);
  // Told only to whoever knows the password, so the message reveals nothing to a guesser.
  if (user.blockedAt) throw forbidden(accountMessages.blocked);
  return { user: await presentUser(db, user), auth_key: await issueAuthKey(db, user.id) };
}

export async function getMe(db: Db, authUser: AuthUser): Promise<User> {
  const user = await findUserById(db, authUser.id);
  if (!user) throw unauthorized();
  return presentUser(db, user);
}

export type ProfileDeps = { db: Db; mailer: Mailer; log: FastifyBaseLogger };

/**
 * The login changes freely. A new email needs the current password (else a stolen key could send the
 * recovery codes elsewhere) and is told to the old address; a new password needs the current one and
 * signs out every other device.
 */
export async function updateProfile(
  { db, mailer, log }: ProfileDeps,
  authUser: AuthUser,
  authKeyId: number | null,
  body: ProfileBody,
): Promise<{ user: User; message: string }> {
  const user = await findUserById(db, authUser.id);
  if (!user) throw unauthorized();
  const errors: FieldError[] = [];
  const login = body.login?.trim() || undefined;
  const email = body.email?.trim() || undefined;
  const changesLogin = login !== undefined && login !== user.login;
  const changesEmail = email !== undefined && email.toLowerCase() !== user.email.toLowerCase();
  const changesPassword = Boolean(body.new_password);
  if (changesLogin) checkLogin(login, errors);
  if (changesEmail) checkEmail(email, errors);
  if (changesPassword) checkPassword(body.new_password, 'new_password', errors);
  if (changesEmail || changesPassword) {
    if (!body.old_password) {
      const message = changesPassword
        ? accountMessages.oldPasswordNeeded
        : accountMessages.oldPasswordForEmail;
      errors.push({ field: 'old_password', message });
    } else if (!(await verify(user.passwordHash, body.old_password))) {
      errors.push({ field: 'old_password', message: accountMessages.wrongOldPassword });
    }
  }
  if (errors.length > 0) throw badRequest(errors);

  const taken = takenErrors(
    await findTaken(
      db,
      { login: changesLogin ? login : undefined, email: changesEmail ? email : undefined },
      user.id,
    ),
  );
  if (taken.length > 0) throw new AppError(409, 'conflict', taken);

  const set: Partial<typeof users.$inferInsert> = {};
  if (changesLogin) set.login = login;
  if (changesEmail) set.email = email;
  if (changesPassword) set.passwordHash = await hash(body.new_password!);
  let updated = user;
  if (Object.keys(set).length > 0) {
    try {
      await db.transaction(async (tx) => {
        [updated] = (await tx.update(users).set(set).where(eq(users.id, user.id)).returning()) as [UserRow];
        if (changesPassword) await revokeOtherAuthKeys(tx, user.id, authKeyId);
      });
    } catch (error) {
      throw asTakenError(error) ?? error;
    }
    // The login is part of who a key signs in.
    if (changesLogin) forgetSignedInKeys();
  }
  if (changesEmail) {
    // Not awaited: the change is made; a mail server that fails or hangs must not undo or delay it.
    mailer
      .send(emailChangedMail(user.email, updated.login, updated.email))
      .catch((error: unknown) => log.error({ err: error }, 'email change mail not sent'));
  }
  const message = changesPassword ? accountMessages.passwordChanged : accountMessages.profileSaved;
  return { user: await presentUser(db, updated), message };
}
