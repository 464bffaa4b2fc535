import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MyPredictorRatingResponse,
  MyStandingsResponse,
  PredictorRatingResponse,
  RatingLeagueParams,
  RatingParams,
  RatingQuery,
  TourWinnersRollResponse,
} from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { requireUser, signedInOnly } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { getMyPredictorRating, getPredictorTourWinners } from './rating.service.ts';
import { readPredictorRating } from './rating-of-reader.ts';
import { sendJson, serializeOk } from '../../http/cache/serialized-page.ts';
import { getPredictorStandings } from './standings.service.ts';
import type { PublicReadCache } from '../../http/cache/public-read-cache.ts';
import { cacheAnonymousRead } from '../../http/cache/read-cache.ts';

const tags = ['predictor'];

export const predictorRatingRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  publicReads: PublicReadCache;
}> = async (app, { db, publicReads }) => {
  app.get(
    '/predictors/:id/my-rating/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Очки и места пользователя в общем и партнёрском рейтингах',
        params: RatingLeagueParams,
        response: { 200: MyPredictorRatingResponse },
      },
    },
    async (request) => ok(await getMyPredictorRating(db, request.params.id, requireUser(request).id)),
  );

  app.get(
    '/predictors/:id/rating/:champId/',
    {
      onSend: cacheAnonymousRead,
      schema: {
        tags,
        summary: 'Рейтинг прогнозов: страница, сортировка по месту или туру',
        params: RatingParams,
        querystring: RatingQuery,
        response: { 200: PredictorRatingResponse },
      },
    },
    async (request, reply) => {
      const { id, champId } = request.params;
      const where = { url: request.url, leagueId: id, champId, query: request.query, user: request.user };
      const json = await readPredictorRating(db, publicReads, where, serializeOk(reply));
      return sendJson(reply, json);
    },
  );

  app.get(
    '/predictors/:id/rating/:champId/winners/',
    {
      schema: {
        tags,
        summary: 'Победители туров рейтинга прогнозов (общего, партнёрского или частной лиги)',
        description:
          'Каждый рассчитанный тур, последний первым: наибольшие очки тура среди участников рейтинга и кто ' +
          'их набрал (при равенстве побеждают все). Победителей частной лиги видят только её участники.',
        params: RatingParams,
        response: { 200: TourWinnersRollResponse },
      },
    },
    async (request) =>
      ok(await getPredictorTourWinners(db, request.params.id, request.params.champId, request.user)),
  );

  app.get(
    '/predictors/:id/standings/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Топ-3 + вы + соседи: общий и партнёрский рейтинги и частные лиги пользователя',
        description:
          'Для каждого рейтинга пользователя — три первых места, его строка и по две строки выше и ниже, ' +
          'по порядку рейтинга без повторов (скачок места — разрыв).',
        params: RatingLeagueParams,
        response: { 200: MyStandingsResponse },
      },
    },
    async (request) => ok(await getPredictorStandings(db, request.params.id, requireUser(request).id)),
  );
};
