import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MyPredictorRatingResponse,
  PredictorRatingResponse,
  RatingLeagueParams,
  RatingParams,
  RatingQuery,
} from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { requireUser, signedInOnly } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { getMyPredictorRating, getPredictorRating } from './rating.service.ts';
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
    async (request) => {
      const { id, champId } = request.params;
      const load = async () => ok(await getPredictorRating(db, id, champId, request.query, request.user));
      return request.user ? load() : publicReads.read(request.url, load);
    },
  );
};
