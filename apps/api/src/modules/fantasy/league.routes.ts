import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActiveLeagueResponse } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { ok } from '../../http/envelope.ts';
import { getActiveLeague } from './league.service.ts';
import { cacheAnonymousRead } from '../../http/read-cache.ts';

export const leagueRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/leagues/active/',
    {
      onSend: cacheAnonymousRead,
      schema: {
        tags: ['leagues'],
        summary: 'Активная лига фэнтези: текущий тур и общий рейтинг',
        response: { 200: ActiveLeagueResponse },
      },
    },
    async (request) => ok(await getActiveLeague(db, request.user?.id ?? null)),
  );
};
