import type { PublicReadCache } from '../../http/public-read-cache.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/connect.ts';
import { fantasyPlayersRoutes } from './players.routes.ts';
import { fantasyRatingRoutes } from './rating.routes.ts';
import { fantasySquadRoutes } from './squad.routes.ts';
import { fantasyStatRoutes } from './stat.routes.ts';
import { teamNameRoutes } from './team-name.routes.ts';

export type FantasyRoutesOptions = { db: Db; now: () => Date; publicReads: PublicReadCache };

/** The squad builder's calls (spec 2 §7): player market, stages, squads, matches, team name. */
export const fantasyRoutes: FastifyPluginAsyncTypebox<FantasyRoutesOptions> = async (app, options) => {
  await app.register(fantasyPlayersRoutes, options);
  await app.register(fantasySquadRoutes, options);
  await app.register(teamNameRoutes, options);
  await app.register(fantasyRatingRoutes, options);
  await app.register(fantasyStatRoutes, options);
};
