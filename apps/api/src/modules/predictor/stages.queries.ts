import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect.ts';
import { predictorLeagues, predictorStagePoints, predictorStages } from '../../db/schema/index.ts';

export type PredictorLeagueRow = { id: number; name: string; seasonId: number; closesBeforeMinutes: number };
export type PredictorStageRow = typeof predictorStages.$inferSelect;

const leagueColumns = {
  id: predictorLeagues.id,
  name: predictorLeagues.name,
  seasonId: predictorLeagues.seasonId,
  closesBeforeMinutes: predictorLeagues.closesBeforeMinutes,
};

export async function findActivePredictorLeague(db: DbOrTx): Promise<PredictorLeagueRow | null> {
  const [league] = await db
    .select(leagueColumns)
    .from(predictorLeagues)
    .where(eq(predictorLeagues.isActive, true))
    .limit(1);
  return league ?? null;
}

export async function findPredictorLeague(db: DbOrTx, leagueId: number): Promise<PredictorLeagueRow | null> {
  const [league] = await db
    .select(leagueColumns)
    .from(predictorLeagues)
    .where(eq(predictorLeagues.id, leagueId))
    .limit(1);
  return league ?? null;
}

export async function findLeagueStages(db: DbOrTx, leagueId: number): Promise<PredictorStageRow[]> {
  return db
    .select()
    .from(predictorStages)
    .where(eq(predictorStages.leagueId, leagueId))
    .orderBy(asc(predictorStages.tour));
}

export async function findLeagueStage(
  db: DbOrTx,
  leagueId: number,
  stageId: number,
): Promise<PredictorStageRow | null> {
  const [stage] = await db
    .select()
    .from(predictorStages)
    .where(and(eq(predictorStages.id, stageId), eq(predictorStages.leagueId, leagueId)))
    .limit(1);
  return stage ?? null;
}

/** The user's points per scored stage, by stage id. */
export async function findUserStagePoints(
  db: DbOrTx,
  userId: number,
  stageIds: number[],
): Promise<Map<number, number>> {
  if (stageIds.length === 0) return new Map();
  const rows = await db
    .select({ stageId: predictorStagePoints.stageId, points: predictorStagePoints.points })
    .from(predictorStagePoints)
    .where(and(eq(predictorStagePoints.userId, userId), inArray(predictorStagePoints.stageId, stageIds)));
  return new Map(rows.map((r) => [r.stageId, r.points]));
}

/** A stage of the season's predictor league (a private league names its season, not its league). */
export async function findPredictorLeagueOfSeasonStage(
  db: DbOrTx,
  seasonId: number,
  stageId: number,
): Promise<PredictorStageRow | null> {
  const [row] = await db
    .select({ stage: predictorStages })
    .from(predictorStages)
    .innerJoin(predictorLeagues, eq(predictorLeagues.id, predictorStages.leagueId))
    .where(and(eq(predictorStages.id, stageId), eq(predictorLeagues.seasonId, seasonId)))
    .limit(1);
  return row?.stage ?? null;
}
