import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OauthCallbackQuery, OauthQuery, OauthResponse } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { requireUser, signedInOnly } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import {
  completeLink,
  isBrowserNonce,
  newBrowserNonce,
  partnerUnavailable,
  startLink,
  STATE_TTL_MS,
} from './link.service.ts';
import { LINK_PATH, type PartnerClient } from './partner-client.ts';
import type { SandboxSession } from './sandbox-session.ts';

const tags = ['partner'];
/** The nonce that binds a link's state to the browser that started it. */
const NONCE_COOKIE = 'mliga_partner_link';

export type LinkOptions = {
  db: Db;
  client: PartnerClient | null;
  sandboxSession: SandboxSession | null;
  secureCookies: boolean;
};

export const linkRoutes: FastifyPluginAsyncTypebox<LinkOptions> = async (
  app,
  { db, client, sandboxSession, secureCookies },
) => {
  const cookie = { path: LINK_PATH, httpOnly: true, sameSite: 'lax', secure: secureCookies } as const;

  app.get(
    '/users/oauthwinline/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Адрес страницы партнёра для привязки аккаунта (OAuth 2.0, authorization code)',
        querystring: OauthQuery,
        response: { 200: OauthResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!client) throw partnerUnavailable();
      const kept = request.cookies[NONCE_COOKIE];
      const browserNonce = isBrowserNonce(kept) ? kept : newBrowserNonce();
      const source = request.query.source ?? 'predictor';
      const redirectUrl = await startLink(db, client, { userId: user.id, source, browserNonce });
      reply.setCookie(NONCE_COOKIE, browserNonce, { ...cookie, maxAge: STATE_TTL_MS / 1000 });
      return ok({ redirect_url: redirectUrl });
    },
  );

  app.get(
    '/users/oauthwinline/callback/',
    {
      schema: {
        tags,
        summary:
          'Возврат от партнёра в браузер, начавший привязку: проверка state, обмен кода, привязка; переход на страницу игры',
        querystring: OauthCallbackQuery,
      },
    },
    async (request, reply) => {
      if (!client) throw partnerUnavailable();
      const { source, outcome, linked } = await completeLink(db, client, {
        ...request.query,
        browserNonce: request.cookies[NONCE_COOKIE],
      });
      if (outcome !== 'expired') reply.clearCookie(NONCE_COOKIE, cookie);
      if (linked && sandboxSession) sandboxSession.grant(reply, linked);
      return reply.redirect(`/game/${source}/?partner_link=${outcome}`, 302);
    },
  );
};
