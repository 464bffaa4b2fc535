import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SiteIdParams,
  SitePlayerDetailsResponse,
  SitePlayersQuery,
  SitePlayersResponse,
} from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { ok } from '../../http/envelope.ts';
import { getPlayerDetails, listPlayers } from './players.service.ts';

const tags = ['players'];

export const playersRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/players/',
    {
      schema: {
        tags,
        summary: 'Игроки лиги: поиск, фильтр по команде и позиции, статистика сезона',
        security: [],
        querystring: SitePlayersQuery,
        response: { 200: SitePlayersResponse },
      },
    },
    async (request) => ok(await listPlayers(db, request.query)),
  );

  app.get(
    '/players/:id/',
    {
      schema: {
        tags,
        summary: 'Игрок: статистика сезона и последние матчи',
        security: [],
        params: SiteIdParams,
        response: { 200: SitePlayerDetailsResponse },
      },
    },
    async (request) => ok(await getPlayerDetails(db, request.params.id)),
  );
};
