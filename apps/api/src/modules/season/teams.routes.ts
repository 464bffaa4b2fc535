import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteIdParams, SiteTeamDetailsResponse, SiteTeamsResponse } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { ok } from '../../http/envelope.ts';
import { getTeamDetails, listTeams } from './teams.service.ts';

const tags = ['teams'];

export const teamsRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/teams/',
    {
      schema: {
        tags,
        summary: 'Команды текущего сезона',
        security: [],
        response: { 200: SiteTeamsResponse },
      },
    },
    async () => ok(await listTeams(db)),
  );

  app.get(
    '/teams/:id/',
    {
      schema: {
        tags,
        summary: 'Команда: состав по позициям, место в таблице, результаты и ближайшие матчи',
        security: [],
        params: SiteIdParams,
        response: { 200: SiteTeamDetailsResponse },
      },
    },
    async (request) => ok(await getTeamDetails(db, request.params.id)),
  );
};
