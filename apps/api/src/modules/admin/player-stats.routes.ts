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
import { acceptCsvBodies, CSV_BODY_LIMIT, csvContent, csvOfRequest } from './csv-body.ts';
import { importPlayerStats } from './player-stats.service.ts';

const tags = ['admin'];

export const playerStatsImportMessages = {
  imported: 'Статистика загружена',
  checked: 'Файл проверен, статистика не сохранена',
} as const;

/** The per-player statistics CSV import (role admin). */
export const adminPlayerStatsRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  acceptCsvBodies(app);

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
        body: csvContent(PlayerStatsImportBody),
        response: { 200: PlayerStatsImportResponse },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { csv, dryRun } = csvOfRequest<ImportBody>(request.body, request.query as ImportQuery);
      const result = await importPlayerStats(db, admin, csv, dryRun);
      return ok(result, dryRun ? playerStatsImportMessages.checked : playerStatsImportMessages.imported);
    },
  );
};
