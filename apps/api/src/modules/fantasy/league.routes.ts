import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActiveLeagueResponse } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { sendJson, serializeOk } from '../../http/cache/serialized-page.ts';
import { readActiveLeague } from './league.service.ts';
import type { PublicReadCache } from '../../http/cache/public-read-cache.ts';
import { revalidateAnonymousRead } from '../../http/cache/read-cache.ts';

export const leagueRoutes: FastifyPluginAsyncTypebox<{ db: Db; publicReads: PublicReadCache }> = async (
  app,
  { publicReads },
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
    async (request, reply) => {
      const where = { url: request.url, userId: request.user?.id ?? null };
      return sendJson(reply, await readActiveLeague(publicReads, where, serializeOk(reply)));
    },
  );
};
