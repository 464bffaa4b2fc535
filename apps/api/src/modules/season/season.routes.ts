import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SeasonHistoryResponse,
  SeasonMatchesQuery,
  SeasonMatchesResponse,
  SeasonOverviewResponse,
  SiteIdParams,
  TopPlayersResponse,
} from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { ok } from '../../http/envelope.ts';
import { getSeasonHistory, getSeasonMatches, getSeasonOverview, getTopPlayers } from './season.service.ts';

const tags = ['season'];

export const seasonRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  // Declared before :id; the router prefers the static path anyway.
  app.get(
    '/seasons/history/',
    {
      schema: {
        tags,
        summary: 'Прошлые сезоны: чемпионы и итоговые таблицы',
        security: [],
        response: { 200: SeasonHistoryResponse },
      },
    },
    async () => ok(await getSeasonHistory(db)),
  );

  app.get(
    '/seasons/:id/',
    {
      schema: {
        tags,
        summary: 'Сезон: турнирная таблица и туры',
        security: [],
        params: SiteIdParams,
        response: { 200: SeasonOverviewResponse },
      },
    },
    async (request) => ok(await getSeasonOverview(db, request.params.id)),
  );

  app.get(
    '/seasons/:id/matches/',
    {
      schema: {
        tags,
        summary: 'Матчи тура: расписание и результаты',
        security: [],
        params: SiteIdParams,
        querystring: SeasonMatchesQuery,
        response: { 200: SeasonMatchesResponse },
      },
    },
    async (request) => ok(await getSeasonMatches(db, request.params.id, request.query.tour)),
  );

  app.get(
    '/seasons/:id/top-players/',
    {
      schema: {
        tags,
        summary: 'Лучшие бомбардиры и ассистенты сезона',
        security: [],
        params: SiteIdParams,
        response: { 200: TopPlayersResponse },
      },
    },
    async (request) => ok(await getTopPlayers(db, request.params.id)),
  );
};
