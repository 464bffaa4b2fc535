/** Predictor: stages and predictions, X2 and its confirmation, the ratings (private leagues' too). */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { leaguePredictionsRoutes } from './league-predictions.routes.ts';
import { predictorRoutes } from './predictor.routes.ts';
import { predictorRatingRoutes } from './rating.routes.ts';

export const predictorModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, now, publicReads }) => {
  await app.register(predictorRoutes, { db, now });
  await app.register(predictorRatingRoutes, { db, publicReads });
  await app.register(leaguePredictionsRoutes, { db, now });
};

export { countCrowdStats } from './crowd-stats.ts';
export { itemScore, liveEventsSql, scoredEventsSql } from './item-score.sql.ts';
export { planTwoSegmentPage, type SegmentRead } from './rating-sort.ts';
export { followMatchKickOff, refreshStageTimes } from './stage-times.ts';
export { refreshX2Confirmation } from './x2-confirmation.ts';
export { findLeagueRows } from './league-rating.queries.ts';
