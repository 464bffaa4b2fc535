import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OauthCallbackQuery, OauthQuery, OauthResponse } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { completeLink, partnerUnavailable, startLink } from './link.service.ts';
import type { PartnerClient } from './partner-client.ts';

const tags = ['partner'];

export const linkRoutes: FastifyPluginAsyncTypebox<{ db: Db; client: PartnerClient | null }> = async (
  app,
  { db, client },
) => {
  app.get(
    '/users/oauthwinline/',
    {
      schema: {
        tags,
        summary: 'Адрес страницы партнёра для привязки аккаунта (OAuth 2.0, authorization code)',
        querystring: OauthQuery,
        response: { 200: OauthResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!client) throw partnerUnavailable();
      return ok({ redirect_url: await startLink(db, client, user.id, request.query.source ?? 'predictor') });
    },
  );

  app.get(
    '/users/oauthwinline/callback/',
    {
      schema: {
        tags,
        summary: 'Возврат от партнёра: проверка state, обмен кода, привязка; переход на страницу игры',
        querystring: OauthCallbackQuery,
      },
    },
    async (request, reply) => {
      if (!client) throw partnerUnavailable();
      const { source, outcome } = await completeLink(db, client, request.query);
      return reply.redirect(`/game/${source}/?partner_link=${outcome}`, 302);
    },
  );
};
