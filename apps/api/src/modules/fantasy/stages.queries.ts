import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect.ts';
import {
  fantasyLeagues,
  fantasyStagePoints,
  fantasyStages,
  fantasyTeams,
  seasons,
} from '../../db/schema/index.ts';
import type { StageRow } from './league.queries.ts';

export type LeagueRow = { id: number; name: string; seasonId: number; seasonName: string; budget: number };

/** A fantasy stage with its league and the league's season (the real championship). */
export type StageContext = { stage: StageRow; league: LeagueRow };

export const leagueColumns = {
  id: fantasyLeagues.id,
  name: fantasyLeagues.name,
  seasonId: fantasyLeagues.seasonId,
  seasonName: seasons.name,
  budget: fantasyLeagues.budget,
};

export async function findLeague(db: DbOrTx, leagueId: number): Promise<LeagueRow | null> {
  const [league] = await db
    .select(leagueColumns)
    .from(fantasyLeagues)
    .innerJoin(seasons, eq(seasons.id, fantasyLeagues.seasonId))
    .where(eq(fantasyLeagues.id, leagueId))
    .limit(1);
  return league ?? null;
}

export async function findStageContext(db: DbOrTx, stageId: number): Promise<StageContext | null> {
  const [row] = await db
    .select({ stage: fantasyStages, league: leagueColumns })
    .from(fantasyStages)
    .innerJoin(fantasyLeagues, eq(fantasyLeagues.id, fantasyStages.leagueId))
    .innerJoin(seasons, eq(seasons.id, fantasyLeagues.seasonId))
    .where(eq(fantasyStages.id, stageId))
    .limit(1);
  return row ?? null;
}

/** One stage of the league (null when the id is unknown or another league's). */
export async function findLeagueStage(
  db: DbOrTx,
  leagueId: number,
  stageId: number,
): Promise<StageRow | null> {
  const [stage] = await db
    .select()
    .from(fantasyStages)
    .where(and(eq(fantasyStages.id, stageId), eq(fantasyStages.leagueId, leagueId)))
    .limit(1);
  return stage ?? null;
}

export async function findLeagueStages(db: DbOrTx, leagueId: number): Promise<StageRow[]> {
  return db
    .select()
    .from(fantasyStages)
    .where(eq(fantasyStages.leagueId, leagueId))
    .orderBy(asc(fantasyStages.tour));
}

/** The user's fantasy team in a league (any moderation status). */
export async function findTeamOfUser(db: DbOrTx, userId: number, leagueId: number) {
  const [team] = await db
    .select({ id: fantasyTeams.id })
    .from(fantasyTeams)
    .where(and(eq(fantasyTeams.userId, userId), eq(fantasyTeams.leagueId, leagueId)))
    .limit(1);
  return team ?? null;
}

/** The team's stored points per scored stage, by stage id. */
export async function findTeamPointsByStage(
  db: DbOrTx,
  fantasyTeamId: number,
  stageIds: number[],
): Promise<Map<number, number>> {
  if (stageIds.length === 0) return new Map();
  const rows = await db
    .select({ stageId: fantasyStagePoints.stageId, points: fantasyStagePoints.points })
    .from(fantasyStagePoints)
    .where(
      and(eq(fantasyStagePoints.fantasyTeamId, fantasyTeamId), inArray(fantasyStagePoints.stageId, stageIds)),
    );
  return new Map(rows.map((r) => [r.stageId, r.points]));
}

/** Squads may change until the closing time, and never once the stage is played. */
export const isStageOpen = (stage: StageRow, now: Date) =>
  stage.status !== 'past' && now.getTime() < stage.updateClosingAt.getTime();
