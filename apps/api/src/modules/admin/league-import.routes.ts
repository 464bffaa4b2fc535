import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LeagueImportBody,
  LeagueImportQuery,
  LeagueImportResponse,
  type LeagueImportBody as ImportBody,
  type LeagueImportKind,
  type LeagueImportQuery as ImportQuery,
} from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { requireAdmin } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { acceptCsvBodies, CSV_BODY_LIMIT, csvContent, csvOfRequest } from './csv-body.ts';
import { importLeagueData } from './league-import.service.ts';

const tags = ['admin'];

export const leagueImportReplies = {
  imported: 'Данные загружены',
  checked: 'Файл проверен, ничего не записано',
} as const;

const COMMON =
  'Файл CSV в UTF-8 (с BOM или без), разделитель `;` или `,` (как сохраняет Excel), значения можно брать в кавычки; ' +
  'заголовки по-русски или по-английски, в любом порядке. Тело — `text/csv` (проверка без записи: `?dry_run=1`) ' +
  'или JSON `{"csv": "...", "dry_run": true}`. Повторный импорт того же файла ничего не меняет; изменённая строка ' +
  'обновляет запись на месте. Ответ по каждой строке: added / changed / unchanged. Файл с ошибками отклоняется ' +
  'целиком (422) со списком ошибок по номерам строк; ничего не записывается.';

const ROUTES: { kind: LeagueImportKind; summary: string; columns: string }[] = [
  {
    kind: 'clubs',
    summary: 'Импорт клубов из CSV (ключ — название)',
    columns:
      'Столбцы: «Название» (name, обязательно), «Сокращение» (short_name), «Город» (city), «Логотип» (logo: ссылка). ',
  },
  {
    kind: 'players',
    summary: 'Импорт игроков из CSV (ключ — имя, фамилия и клуб)',
    columns:
      'Столбцы: «Имя» (name), «Фамилия» (surname), «Позиция» (position: Вратарь/ВР/1 … Нападающий/НП/4), ' +
      '«Клуб» (club: название существующего клуба), «Цена» (price: кратна 0,5), «Статус» (status: В строю, Травма, ' +
      'Под вопросом, Дисквалификация; по умолчанию В строю), «Никнейм» (nickname). ',
  },
  {
    kind: 'fixtures',
    summary: 'Импорт календаря матчей из CSV (ключ — сезон, тур, хозяева, гости)',
    columns:
      'Столбцы: «Тур» (tour), «Начало» (starts_at: ДД.ММ.ГГГГ ЧЧ:ММ или ГГГГ-ММ-ДД ЧЧ:ММ, московское время), ' +
      '«Хозяева» (home), «Гости» (away), «Стадион» (venue: название существующего стадиона). Сезон — `season_id` ' +
      '(в теле или в запросе), по умолчанию текущий. ',
  },
];

/** The CSV imports of a league's clubs, players and fixtures (role admin). */
export const adminLeagueImportRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  acceptCsvBodies(app);

  for (const { kind, summary, columns } of ROUTES) {
    app.post(
      `/admin/imports/${kind}/`,
      {
        bodyLimit: CSV_BODY_LIMIT,
        schema: {
          tags,
          summary,
          description: columns + COMMON,
          querystring: LeagueImportQuery,
          body: csvContent(LeagueImportBody),
          response: { 200: LeagueImportResponse },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        const query = request.query as ImportQuery;
        const { csv, dryRun, json } = csvOfRequest<ImportBody>(request.body, query);
        const seasonId = json?.season_id ?? query.season_id;
        const result = await importLeagueData(db, admin, kind, csv, { dryRun, seasonId });
        return ok(result, dryRun ? leagueImportReplies.checked : leagueImportReplies.imported);
      },
    );
  }
};
