import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/connect.ts';
import { playersRoutes } from './players.routes.ts';
import { registerPublicCache } from '../../http/cache/http-cache.ts';
import { seasonRoutes } from './season.routes.ts';
import { siteRoutes } from './site.routes.ts';
import { teamsRoutes } from './teams.routes.ts';

/** A minute fresh, ten more minutes served stale while a cache refreshes: results change a few times a week. */
const CACHE = { maxAge: 60, staleWhileRevalidate: 600 };

/** The league's public pages (season, teams, players, history, tickets, videos, text pages), cached for everyone. */
export const leagueSiteRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => Date }> = async (
  app,
  options,
) => {
  registerPublicCache(app, CACHE);
  await app.register(seasonRoutes, options);
  await app.register(teamsRoutes, options);
  await app.register(playersRoutes, options);
  await app.register(siteRoutes, options);
};
