/** Season: the league site — seasons, calendar, teams, players, pages, the public match centre. */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { leagueSiteRoutes } from './league-site.routes.ts';
import { publicMatchRoutes } from './public-match.routes.ts';

export const seasonModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, now }) => {
  await app.register(leagueSiteRoutes, { db, now });
  await app.register(publicMatchRoutes, { db });
};

export { readPublicMatch, readSiteMatch } from './public-match.service.ts';
