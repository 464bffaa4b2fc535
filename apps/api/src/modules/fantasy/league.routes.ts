import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActiveLeagueResponse } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { ok } from '../../http/envelope.ts';
import { getActiveLeague } from './league.service.ts';
import type { PublicReadCache } from '../../http/cache/public-read-cache.ts';
import { revalidateAnonymousRead } from '../../http/cache/read-cache.ts';

export const leagueRoutes: FastifyPluginAsyncTypebox<{ db: Db; publicReads: PublicReadCache }> = async (
  app,
  { db, publicReads },
) => {
  app.get(
    '/leagues/active/',
    {
      onSend: revalidateAnonymousRead,
      schema: {
        tags: ['leagues'],
        summary: 'Активная лига фэнтези: текущий тур и общий рейтинг',
        response: { 200: ActiveLeagueResponse },
      },
    },
    async (request) => {
      const load = async (from: Db = db) => ok(await getActiveLeague(from, request.user?.id ?? null));
      return request.user ? load() : publicReads.read(request.url, load);
    },
  );
};
