import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnsubscribeInfoResponse, UnsubscribeQuery, type UnsubscribeInfo } from '@mliga/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { notificationMessages as m } from './notifications.messages.ts';
import { getNotificationSettings, unsubscribeEmail } from './settings.service.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

const tags = ['notifications'];

/** «ivan@mail.ru» → «i***@mail.ru»: enough to recognise one's own address, not to learn another's. */
const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
};

async function tokenInfo(db: Db, token: string): Promise<{ userId: number; info: UnsubscribeInfo }> {
  const owner = await readUnsubscribeToken(db, token);
  const { rows } = owner
    ? await db.execute<{ email: string }>(sql`select email from users where id = ${owner.userId}`)
    : { rows: [] };
  if (!owner || !rows[0]) throw badRequest(m.tokenInvalid, 'token');
  const settings = await getNotificationSettings(db, owner.userId);
  return {
    userId: owner.userId,
    info: {
      kind: owner.kind,
      kind_name: m.kindNames[owner.kind],
      email: maskEmail(rows[0].email),
      subscribed: settings.settings.find((s) => s.kind === owner.kind)?.email === true,
    },
  };
}

/**
 * Issue 24 §2: the link of every email, without signing in. GET tells the page what the link is
 * for; POST unsubscribes (the page's button, and mail clients' one-click POST of RFC 8058 with
 * the body `List-Unsubscribe=One-Click`).
 */
export const unsubscribeRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/unsubscribe/',
    {
      schema: {
        tags,
        summary: 'Что отменяет ссылка отписки из письма (без входа)',
        querystring: UnsubscribeQuery,
        response: { 200: UnsubscribeInfoResponse },
      },
    },
    async (request) => ok((await tokenInfo(db, request.query.token)).info),
  );

  app.post(
    '/unsubscribe/',
    {
      schema: {
        tags,
        summary: 'Отписаться от писем этого вида в один клик (RFC 8058, без входа)',
        description: 'Тело запроса не требуется; почтовые клиенты присылают `List-Unsubscribe=One-Click`.',
        querystring: UnsubscribeQuery,
        response: { 200: UnsubscribeInfoResponse },
      },
    },
    async (request) => {
      const { userId, info } = await tokenInfo(db, request.query.token);
      await unsubscribeEmail(db, userId, info.kind);
      return ok({ ...info, subscribed: false }, m.unsubscribed);
    },
  );
};
