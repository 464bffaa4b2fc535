import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connect.ts';
import { fantasyLiveRating, fantasyStages } from '../../../db/schema/index.ts';

/** The stage a champ's live places are of: being played, not scored yet; null between tours. */
export async function findLiveStage(
  db: DbOrTx,
  champId: number,
): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: fantasyStages.id, name: fantasyStages.name })
    .from(fantasyLiveRating)
    .innerJoin(fantasyStages, eq(fantasyStages.id, fantasyLiveRating.stageId))
    .where(and(eq(fantasyLiveRating.champId, champId), isNull(fantasyStages.scoredAt)))
    .limit(1);
  return row ?? null;
}

/** How many rows the live places hold: the last place, and the teams sharing it (one index range each). */
export async function countLiveRows(db: DbOrTx, champId: number): Promise<number> {
  const [last] = await db
    .select({ place: fantasyLiveRating.place })
    .from(fantasyLiveRating)
    .where(eq(fantasyLiveRating.champId, champId))
    .orderBy(desc(fantasyLiveRating.place))
    .limit(1);
  if (!last) return 0;
  const [tied] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(fantasyLiveRating)
    .where(and(eq(fantasyLiveRating.champId, champId), eq(fantasyLiveRating.place, last.place)));
  return last.place - 1 + (tied?.n ?? 0);
}

export type LiveRow = { stagePoints: number; points: number; place: number };

/** These teams' live figures in the champ. */
export async function findLiveRows(
  db: DbOrTx,
  champId: number,
  teamIds: number[],
): Promise<Map<number, LiveRow>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .select({
      teamId: fantasyLiveRating.fantasyTeamId,
      stagePoints: fantasyLiveRating.stagePoints,
      points: fantasyLiveRating.points,
      place: fantasyLiveRating.place,
    })
    .from(fantasyLiveRating)
    .where(and(eq(fantasyLiveRating.champId, champId), inArray(fantasyLiveRating.fantasyTeamId, teamIds)));
  return new Map(rows.map(({ teamId, ...row }) => [teamId, row]));
}
