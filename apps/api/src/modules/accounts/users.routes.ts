import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EmptyResponse,
  LoginBody,
  PasswordRecoveryBody,
  PasswordRecoveryResponse,
  ProfileBody,
  RegistrationBody,
  SignedInResponse,
  UserResponse,
} from '@mliga/contract';
import { Type } from 'typebox';
import type { Db } from '../../db/connect.ts';
import { requireUser, signedInOnly } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { authRateLimits, passwordCheckLimit } from '../../http/rate-limits.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { revokeAuthKey } from './auth-keys.ts';
import { recoverPassword } from './recovery.service.ts';
import { getMe, login, register, updateProfile } from './users.service.ts';
import { findUserByLoginOrEmail } from './users.queries.ts';

export type AccountsOptions = { db: Db; mailer: Mailer; authRateLimit: number };

const tags = ['users'];

export const usersRoutes: FastifyPluginAsyncTypebox<AccountsOptions> = async (
  app,
  { db, mailer, authRateLimit },
) => {
  const accountOf = async (loginOrEmail: string) => {
    const user = await findUserByLoginOrEmail(db, loginOrEmail);
    return user ? String(user.id) : null;
  };
  app.post(
    '/users/registration/',
    {
      schema: { tags, summary: 'Регистрация', body: RegistrationBody, response: { 200: SignedInResponse } },
      preHandler: authRateLimits(db, 'registration', authRateLimit, accountOf),
    },
    async (request) => ok(await register(db, request.body), 'Регистрация прошла успешно'),
  );

  app.post(
    '/users/login/',
    {
      schema: {
        tags,
        summary: 'Вход по логину или email',
        body: LoginBody,
        response: { 200: SignedInResponse },
      },
      preHandler: authRateLimits(db, 'login', authRateLimit, accountOf),
    },
    async (request) => ok(await login(db, request.body)),
  );

  app.get(
    '/users/me/',
    {
      config: signedInOnly,
      schema: { tags, summary: 'Текущий пользователь', response: { 200: UserResponse } },
    },
    async (request) => ok({ user: await getMe(db, requireUser(request)) }),
  );

  app.post(
    '/users/me/',
    {
      config: signedInOnly,
      schema: { tags, summary: 'Изменение профиля', body: ProfileBody, response: { 200: UserResponse } },
      preHandler: passwordCheckLimit(db, authRateLimit),
    },
    async (request) => {
      const { user, message } = await updateProfile(
        { db, mailer, log: request.log },
        requireUser(request),
        request.authKeyId,
        request.body,
      );
      return ok({ user }, message);
    },
  );

  app.post(
    '/users/logout/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Выход: ключ авторизации отзывается',
        body: Type.Optional(Type.Object({})),
        response: { 200: EmptyResponse },
      },
    },
    async (request) => {
      requireUser(request);
      await revokeAuthKey(db, request.authKeyId!);
      return ok({});
    },
  );

  app.post(
    '/users/password-recovery/',
    {
      schema: {
        tags,
        summary: 'Восстановление пароля: шаг 1 — код на email, шаг 2 — код и новый пароль',
        body: PasswordRecoveryBody,
        response: { 200: PasswordRecoveryResponse },
      },
      preHandler: authRateLimits(db, 'recovery', authRateLimit, accountOf),
    },
    async (request) => {
      const { message, signedIn } = await recoverPassword({ db, mailer, log: request.log }, request.body);
      return ok(signedIn ?? {}, message);
    },
  );
};
