import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminIdParams, AdminParticipationResponse } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { requireAdmin } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { getParticipation } from './participation.service.ts';
import { ratingCsv } from './rating-export.ts';

const tags = ['admin'];

/** Issue 23 §5: the games' participation per tour and any rating as a CSV file (role admin). */
export const adminGameReportsRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/reports/participation/',
    {
      schema: {
        tags,
        summary: 'Участие по турам активных лиг обеих игр (сохранили прогноз / свой состав) и их рейтинги',
        response: { 200: AdminParticipationResponse },
      },
    },
    async (request) => {
      requireAdmin(request);
      return ok(await getParticipation(db));
    },
  );

  app.get(
    '/admin/ratings/:id/export/',
    {
      schema: {
        tags,
        summary: 'Рейтинг целиком в CSV для Excel (UTF-8 с BOM, разделитель «;», русские заголовки)',
        description:
          'Любой рейтинг обеих игр по id (общий, партнёрский, частные и пользовательские лиги): место, логин или ' +
          'команда, очки и очки каждого рассчитанного тура. Файл пишется частями по мере чтения.',
        params: AdminIdParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const { fileName, lines } = await ratingCsv(db, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Readable.from(lines));
    },
  );
};
