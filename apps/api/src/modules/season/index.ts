/** Season: the league site — seasons, calendar, teams, players, pages. */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { leagueSiteRoutes } from './league-site.routes.ts';

export const seasonModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, now }) => {
  await app.register(leagueSiteRoutes, { db, now });
};
