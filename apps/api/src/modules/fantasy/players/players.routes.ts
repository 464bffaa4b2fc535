import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FantasyLeagueParams,
  FantasyPlayerParams,
  FantasyStagesResponse,
  PlayerDetailsQuery,
  PlayerDetailsResponse,
  PlayersPageResponse,
  PlayersQuery,
  StatGraphQuery,
  StatGraphResponse,
} from '@mliga/contract';
import { ok } from '../../../http/envelope.ts';
import type { FantasyRoutesOptions } from '../routes-options.ts';
import { getPlayerDetails, getPlayersPage, getStatGraph } from './players.service.ts';
import { getLeagueStages } from '../squad/squad.service.ts';
import { cacheAnonymousRead } from '../../../http/cache/read-cache.ts';
import { sendJson, serializeOk } from '../../../http/cache/serialized-page.ts';

const tags = ['fantasy'];

export const fantasyPlayersRoutes: FastifyPluginAsyncTypebox<FantasyRoutesOptions> = async (
  app,
  { db, now, publicReads },
) => {
  app.get(
    '/leagues/:leagueId/players/',
    {
      onSend: cacheAnonymousRead,
      schema: {
        tags,
        summary: 'Рынок игроков лиги: фильтры, сортировка, страницы по 20',
        description:
          'sort: points, popularity_percent, goals, assists, performance или mysquad, «-» — по убыванию (по умолчанию -points). ' +
          'selected — id игроков собираемого состава через запятую: список не фильтрует, а задаёт порядок для sort=mysquad ' +
          '(-mysquad — сначала они). name ищется в имени, фамилии и никнейме без учёта регистра. ' +
          'stage_id — собираемый тур лиги: rival_team — соперник клуба в нём (по умолчанию — в текущем туре); ' +
          'тур другой лиги или неизвестный — 404.',
        params: FantasyLeagueParams,
        querystring: PlayersQuery,
        response: { 200: PlayersPageResponse },
      },
    },
    // The same answer for every reader.
    async (request, reply) => {
      const json = await publicReads.read(request.url, async (readDb) =>
        Buffer.from(serializeOk(reply)(await getPlayersPage(readDb, request.params.leagueId, request.query))),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/leagues/:leagueId/players/:playerId/',
    {
      schema: {
        tags,
        summary: 'Карточка игрока и его матчи сезона с очками и их разбивкой (по 10)',
        params: FantasyPlayerParams,
        querystring: PlayerDetailsQuery,
        response: { 200: PlayerDetailsResponse },
      },
    },
    async (request) => {
      const { leagueId, playerId } = request.params;
      return ok(await getPlayerDetails(db, leagueId, playerId, request.query));
    },
  );

  app.get(
    '/leagues/:leagueId/players/:playerId/stat-graph/',
    {
      schema: {
        tags,
        summary: 'График показателя игрока по начавшимся турам',
        params: FantasyPlayerParams,
        querystring: StatGraphQuery,
        response: { 200: StatGraphResponse },
      },
    },
    async (request) => {
      const { leagueId, playerId } = request.params;
      return ok(await getStatGraph(db, leagueId, playerId, request.query.field));
    },
  );

  app.get(
    '/leagues/:leagueId/stages/',
    {
      schema: {
        tags,
        summary: 'Туры лиги фэнтези с очками команды пользователя',
        params: FantasyLeagueParams,
        response: { 200: FantasyStagesResponse },
      },
    },
    async (request) =>
      ok(await getLeagueStages(db, request.params.leagueId, request.user?.id ?? null, now())),
  );
};
