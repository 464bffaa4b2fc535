import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fantasyPlayersRoutes } from './players/players.routes.ts';
import { fantasyRatingRoutes } from './rating/rating.routes.ts';
import { fantasySquadRoutes } from './squad/squad.routes.ts';
import { fantasyStatRoutes } from './stat/stat.routes.ts';
import type { FantasyRoutesOptions } from './routes-options.ts';
import { teamNameRoutes } from './team/team-name.routes.ts';

export type { FantasyRoutesOptions };

/** The squad builder's calls (spec 2 §7): player market, stages, squads, matches, team name. */
export const fantasyRoutes: FastifyPluginAsyncTypebox<FantasyRoutesOptions> = async (app, options) => {
  await app.register(fantasyPlayersRoutes, options);
  await app.register(fantasySquadRoutes, options);
  await app.register(teamNameRoutes, options);
  await app.register(fantasyRatingRoutes, options);
  await app.register(fantasyStatRoutes, options);
};
