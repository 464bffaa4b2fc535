/** Champs: the ratings' leagues — general ratings, user leagues, private predictor leagues and H2H tournaments. */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { champsRoutes } from './champs.routes.ts';
import { h2hRoutes } from './h2h/h2h.routes.ts';
import { predictorLeaguesRoutes } from './predictor-leagues.routes.ts';

export const champsModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, now }) => {
  await app.register(champsRoutes, { db, now });
  await app.register(h2hRoutes, { db, now });
  await app.register(predictorLeaguesRoutes, { db, now });
};
