import type { ActiveLeague } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { getGeneralFantasyChamp } from '../champs/champs.service.ts';
import { findActiveLeague, findLandingStage, findTeamStagePoints } from './league.queries.ts';
import { findTeamOfUser } from './stages.queries.ts';
import { presentFantasyStage } from './stage.presenter.ts';

const noLeague: ActiveLeague = { league: null, stage: null, champ: null };

export async function getActiveLeague(
  db: Db,
  userId: number | null,
  now = new Date(),
): Promise<ActiveLeague> {
  const league = await findActiveLeague(db);
  if (!league) return noLeague;
  const [stage, team] = await Promise.all([
    findLandingStage(db, league.id),
    userId === null ? null : findTeamOfUser(db, userId, league.id),
  ]);
  const [userPoints, champ] = await Promise.all([
    stage && team ? findTeamStagePoints(db, team.id, stage.id) : null,
    getGeneralFantasyChamp(db, league.seasonId, team?.id ?? null),
  ]);
  return {
    league: { id: league.id, name: league.name },
    stage: stage ? presentFantasyStage(stage, league, userPoints, now) : null,
    champ,
  };
}
