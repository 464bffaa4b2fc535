import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FantasyLeagueParams, FantasyRulesResponse, FantasyStatResponse } from '@mliga/contract';
import { ok } from '../../../http/envelope.ts';
import type { FantasyRoutesOptions } from '../routes-options.ts';
import { getFantasyRules } from './rules.service.ts';
import { getFantasyStat } from './stat.service.ts';

const tags = ['fantasy'];

/** The statistics and rules pages (spec 2 §7). */
export const fantasyStatRoutes: FastifyPluginAsyncTypebox<FantasyRoutesOptions> = async (app, { db }) => {
  app.get(
    '/leagues/rules/',
    {
      schema: {
        tags,
        summary: 'Таблица очков за события по амплуа',
        response: { 200: FantasyRulesResponse },
      },
    },
    async () => ok(await getFantasyRules(db)),
  );

  app.get(
    '/leagues/:leagueId/stat/',
    {
      schema: {
        tags,
        summary: 'Статистика сезона: очки по турам (среднее, лучшее, мои) и лучшие игроки',
        params: FantasyLeagueParams,
        response: { 200: FantasyStatResponse },
      },
    },
    async (request) => ok(await getFantasyStat(db, request.params.leagueId, request.user?.id ?? null)),
  );
};
