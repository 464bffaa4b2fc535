import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LeagueStageParams, LeagueStagePredictionsResponse } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { signedInOnly } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { getLeagueStagePredictions } from './league-predictions.service.ts';

/** Issue 23 §1: a private league's members see each other's predictions once a stage is closed. */
export const leaguePredictionsRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/predictors/leagues/:champId/stages/:stageId/predictions/',
    {
      config: signedInOnly,
      schema: {
        tags: ['predictor'],
        summary: 'Прогнозы участников частной лиги на закрытый тур',
        description:
          'Только участникам лиги и только после закрытия приёма прогнозов на тур (до него — 403). ' +
          'Участники — в порядке рейтинга лиги; очки — когда известен результат.',
        params: LeagueStageParams,
        response: { 200: LeagueStagePredictionsResponse },
      },
    },
    async (request) => {
      const { champId, stageId } = request.params;
      return ok(await getLeagueStagePredictions(db, champId, stageId, request.user, now()));
    },
  );
};
