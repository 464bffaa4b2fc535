import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActiveLeagueResponse } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { ok } from '../../http/envelope.ts';
import { getActiveLeague, getActiveLeagueOfReader } from './league.service.ts';
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
      const visitorPage = () =>
        publicReads.read(request.url, async (from: Db) => ok(await getActiveLeague(from, null)));
      if (!request.user) return visitorPage();
      return ok(await getActiveLeagueOfReader(db, request.user.id, visitorPage));
    },
  );
};
