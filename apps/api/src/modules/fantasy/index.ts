/** Fantasy: the active league, players and market, squads, team names, ratings and statistics. */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { fantasyRoutes } from './fantasy.routes.ts';
import { leagueRoutes } from './league.routes.ts';

export const fantasyModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, now, publicReads }) => {
  await app.register(leagueRoutes, { db, publicReads });
  await app.register(fantasyRoutes, { db, now, publicReads });
};

export { checkChampReader, findTeamPlace, isMember } from './rating/champ-access.ts';
export { findActiveLeague } from './league.queries.ts';
export { findPreviousSquad, findSquad, type StoredSquad } from './squad/squad.queries.ts';
export { carriedOver, presentStageSquad } from './squad/squad.service.ts';
export { findStageContext, isStageOpen, type StageContext } from './stages.queries.ts';
export { carryTeamsOver } from './team/team-carry-over.ts';
