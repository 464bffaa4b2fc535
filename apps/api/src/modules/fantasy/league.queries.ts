import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { fantasyLeagues, fantasyStagePoints, fantasyStages } from '../../db/schema/index.ts';

export type StageRow = typeof fantasyStages.$inferSelect;

export async function findActiveLeague(db: Db) {
  const [league] = await db
    .select({
      id: fantasyLeagues.id,
      name: fantasyLeagues.name,
      seasonId: fantasyLeagues.seasonId,
      budget: fantasyLeagues.budget,
    })
    .from(fantasyLeagues)
    .where(eq(fantasyLeagues.isActive, true))
    .limit(1);
  return league ?? null;
}

/** The stage a visitor lands on: the current one, else the next to come, else the last played. */
export async function findLandingStage(db: Db, leagueId: number): Promise<StageRow | null> {
  const [stage] = await db
    .select()
    .from(fantasyStages)
    .where(eq(fantasyStages.leagueId, leagueId))
    .orderBy(
      sql`case ${fantasyStages.status} when 'current' then 0 when 'future' then 1 else 2 end`,
      sql`case when ${fantasyStages.status} = 'past' then -${fantasyStages.tour} else ${fantasyStages.tour} end`,
    )
    .limit(1);
  return stage ?? null;
}

export async function findTeamStagePoints(
  db: Db,
  fantasyTeamId: number,
  stageId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ points: fantasyStagePoints.points })
    .from(fantasyStagePoints)
    .where(and(eq(fantasyStagePoints.fantasyTeamId, fantasyTeamId), eq(fantasyStagePoints.stageId, stageId)))
    .limit(1);
  return row?.points ?? null;
}
