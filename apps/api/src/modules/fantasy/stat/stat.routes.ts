import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FantasyDebriefResponse,
  FantasyLeagueParams,
  FantasyRulesResponse,
  FantasyStageParams,
  FantasyStatResponse,
} from '@mliga/contract';
import { requireUser, signedInOnly } from '../../../http/auth.ts';
import { getFantasyDebrief } from './debrief.service.ts';
import { ok } from '../../../http/envelope.ts';
import type { FantasyRoutesOptions } from '../routes-options.ts';
import { getFantasyRules } from './rules.service.ts';
import { getFantasyStat } from './stat.service.ts';

const tags = ['fantasy'];

/** The statistics and rules pages (spec 2 §7), and the tour debrief (issue 23 §4). */
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

  app.get(
    '/stages/:stageId/debrief/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Итоги рассчитанного тура фэнтези для пользователя',
        description:
          'Очки команды, среднее и лучшее за тур, место в общем рейтинге и его изменение, лучший капитан среди ' +
          'игроков основы и что он дал бы, очки запасных, которые не вышли на замену. До расчёта тура — 404.',
        params: FantasyStageParams,
        response: { 200: FantasyDebriefResponse },
      },
    },
    async (request) => ok(await getFantasyDebrief(db, requireUser(request), request.params.stageId)),
  );
};
