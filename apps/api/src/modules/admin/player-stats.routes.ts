import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PlayerStatsImportBody,
  PlayerStatsImportQuery,
  PlayerStatsImportResponse,
  type PlayerStatsImportBody as ImportBody,
  type PlayerStatsImportQuery as ImportQuery,
} from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { requireAdmin } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { importPlayerStats } from './player-stats.service.ts';

const tags = ['admin'];
/** A season's statistics of one tour are a few hundred kilobytes; the import allows far more. */
const CSV_BODY_LIMIT = 5 * 1024 * 1024;

export const playerStatsImportMessages = {
  imported: 'Статистика загружена',
  checked: 'Файл проверен, статистика не сохранена',
} as const;

/** The per-player statistics CSV import (role admin). */
export const adminPlayerStatsRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  // Only this plugin's routes read a CSV body: the file as it is, as a string.
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/admin/player-stats/import/',
    {
      bodyLimit: CSV_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Импорт статистики игроков из CSV (весь файл или ничего; dry_run — только проверка)',
        description:
          'Файл: строка заголовка `match_id,player_id,minutes,goals_scored,assists,clean_sheets,goals_conceded,' +
          'own_goals,penalties_saved,penalties_missed,yellow_cards,red_cards,saves,bonus` (порядок любой), ' +
          'затем строка на игрока и матч. Тело — `text/csv` (проверка без записи: `?dry_run=1`) или JSON ' +
          '`{"csv": "...", "dry_run": true}`. Каждый матч из файла получает ровно строки файла. Файл с ошибками ' +
          'отклоняется целиком (422) со списком ошибок по номерам строк; ничего не записывается.',
        querystring: PlayerStatsImportQuery,
        body: {
          content: {
            'application/json': { schema: PlayerStatsImportBody },
            'text/csv': { schema: { type: 'string', minLength: 1, maxLength: CSV_BODY_LIMIT } },
          },
        },
        response: { 200: PlayerStatsImportResponse },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const body = request.body as unknown as ImportBody | string;
      const query = request.query as ImportQuery;
      const csv = typeof body === 'string' ? body : body.csv;
      // Only the declared types are validated: a form body arrives unchecked, maybe without csv.
      if (typeof csv !== 'string' || csv === '')
        throw badRequest('Поле «csv» обязательно для заполнения', 'csv');
      const dryRun = typeof body === 'string' ? query.dry_run === 1 : Boolean(body.dry_run ?? query.dry_run);
      const result = await importPlayerStats(db, admin, csv, dryRun);
      return ok(result, dryRun ? playerStatsImportMessages.checked : playerStatsImportMessages.imported);
    },
  );
};
