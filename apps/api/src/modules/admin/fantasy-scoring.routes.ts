import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminFantasyStageScoreResponse, AdminIdParams } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { requireAdmin } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { scoreFantasyStageByAdmin } from './fantasy-scoring.service.ts';

const tags = ['admin'];

/** Fantasy stage scoring (role admin; the back-office screens come later). */
export const adminFantasyScoringRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  // The issue spells this path without the trailing slash; both answer, the API's usual one is documented.
  for (const url of ['/admin/fantasy-stages/:id/score/', '/admin/fantasy-stages/:id/score']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary:
            'Подсчёт очков тура фэнтези: очки игроков и составов, рейтинги, популярность (можно повторять)',
          params: AdminIdParams,
          response: { 200: AdminFantasyStageScoreResponse },
          hide: !url.endsWith('/'),
        },
      },
      async (request) =>
        ok(
          await scoreFantasyStageByAdmin(db, requireAdmin(request), request.params.id, now()),
          'Очки тура подсчитаны',
        ),
    );
  }
};
