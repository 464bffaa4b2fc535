import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LeagueParams,
  PredictorActiveLeagueResponse,
  PredictorDebriefResponse,
  PredictorStagesResponse,
  SavePredictionsBody,
  SavePredictionsResponse,
  StageParams,
  StagePredictionsResponse,
} from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { requireUser, signedInOnly } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { getPredictorDebrief } from './debrief.service.ts';
import { predictionMessages } from './prediction-rules.ts';
import { savePredictions } from './predictions-save.service.ts';
import { getStagePredictions } from './predictions.service.ts';
import { getActivePredictorLeague, getPredictorStages } from './stages.service.ts';

export type PredictorOptions = { db: Db; now: () => Date };

const tags = ['predictor'];

export const predictorRoutes: FastifyPluginAsyncTypebox<PredictorOptions> = async (app, { db, now }) => {
  app.get(
    '/predictors/active-league/',
    {
      schema: {
        tags,
        summary: 'Активная лига прогнозов и её туры',
        response: { 200: PredictorActiveLeagueResponse },
      },
    },
    async (request) => ok(await getActivePredictorLeague(db, request.user?.id ?? null)),
  );

  app.get(
    '/predictors/:leagueId/stages/',
    {
      schema: {
        tags,
        summary: 'Туры лиги прогнозов с очками пользователя',
        params: LeagueParams,
        response: { 200: PredictorStagesResponse },
      },
    },
    async (request) => ok(await getPredictorStages(db, request.params.leagueId, request.user?.id ?? null)),
  );

  app.get(
    '/predictors/:leagueId/stages/:stageId/predictions/',
    {
      schema: {
        tags,
        summary: 'События тура с прогнозами пользователя, результатами и статистикой',
        params: StageParams,
        response: { 200: StagePredictionsResponse },
      },
    },
    async (request) => {
      const { leagueId, stageId } = request.params;
      return ok(await getStagePredictions(db, leagueId, stageId, request.user, now()));
    },
  );

  app.post(
    '/predictors/:leagueId/stages/:stageId/predictions/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Сохранение прогнозов тура (заменяет прежние)',
        params: StageParams,
        body: SavePredictionsBody,
        response: { 200: SavePredictionsResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { leagueId, stageId } = request.params;
      const saved = await savePredictions(db, user, leagueId, stageId, request.body, now());
      return ok(saved, predictionMessages.saved);
    },
  );

  app.get(
    '/predictors/:leagueId/stages/:stageId/debrief/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Итоги рассчитанного тура для пользователя',
        description:
          'Очки пользователя, среднее и лучшее за тур, место в общем рейтинге и его изменение; по каждому матчу — ' +
          'доля сделавших прогноз, которых пользователь обошёл или с кем сравнялся. До расчёта тура — 404.',
        params: StageParams,
        response: { 200: PredictorDebriefResponse },
      },
    },
    async (request) =>
      ok(
        await getPredictorDebrief(
          db,
          request.params.leagueId,
          request.params.stageId,
          requireUser(request).id,
        ),
      ),
  );
};
