import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminNextSeasonBody, AdminNextSeasonResponse } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { requireAdmin } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { startNextSeason } from './next-season.service.ts';

/** The back office's «Начать новый сезон» (role admin). */
export const adminNextSeasonRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.post(
    '/admin/seasons/next/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Начать новый сезон: сезон, лиги обеих игр, перенос названий команд',
        description:
          'Новый сезон становится текущим; у каждой игры создаётся лига сезона, сразу активная, с настройками ' +
          'прежней активной лиги (закрытие прогнозов, рейтинг партнёра; бюджет и лимиты фэнтези), её рейтинги и ' +
          'таблица очков. Команды фэнтези переносят названия и статус модерации. Прошлый сезон, его матчи, ' +
          'рейтинги, лиги и турниры H2H остаются как были. Всё в одной транзакции; каждый шаг — в журнале.',
        body: AdminNextSeasonBody,
        response: { 200: AdminNextSeasonResponse },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { result, message } = await startNextSeason(db, admin, request.body, now());
      return ok(result, message);
    },
  );
};
