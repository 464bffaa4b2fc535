import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect.ts';
import { predictorLiveRating, predictorStages } from '../../db/schema/index.ts';

/** The stage a rating's live places are of: being played, not scored yet; null between tours. */
export async function findLiveStage(
  db: DbOrTx,
  champId: number,
): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: predictorStages.id, name: predictorStages.name })
    .from(predictorLiveRating)
    .innerJoin(predictorStages, eq(predictorStages.id, predictorLiveRating.stageId))
    .where(and(eq(predictorLiveRating.champId, champId), isNull(predictorStages.scoredAt)))
    .limit(1);
  return row ?? null;
}

export type LiveRow = { stagePoints: number; points: number; place: number };

/** These users' live figures in the rating. */
export async function findLiveRows(
  db: DbOrTx,
  champId: number,
  userIds: number[],
): Promise<Map<number, LiveRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: predictorLiveRating.userId,
      stagePoints: predictorLiveRating.stagePoints,
      points: predictorLiveRating.points,
      place: predictorLiveRating.place,
    })
    .from(predictorLiveRating)
    .where(and(eq(predictorLiveRating.champId, champId), inArray(predictorLiveRating.userId, userIds)));
  return new Map(rows.map(({ userId, ...row }) => [userId, row]));
}
