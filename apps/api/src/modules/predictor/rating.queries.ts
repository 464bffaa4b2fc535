import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect.ts';
import {
  champs,
  predictorRatings,
  predictorRatingStageCounts,
  predictorStagePoints,
  predictorStages,
  predictorTourWinners,
  users,
} from '../../db/schema/index.ts';
import type { SegmentRead } from './rating-sort.ts';

export type PredictorChamp = { id: number; type: string; name: string; membersCount: number };

export type RatingRow = {
  userId: number;
  login: string;
  winlineId: string | null;
  points: number;
  lastTourPoints: number;
  place: number;
  maxPlace: number;
  prevPlace: number | null;
};

/** The predictor ratings (general, partner) of a season; private leagues are read one by one (league-access.ts). */
export async function findPredictorChamps(db: DbOrTx, seasonId: number): Promise<PredictorChamp[]> {
  return db
    .select({ id: champs.id, type: champs.type, name: champs.name, membersCount: champs.membersCount })
    .from(champs)
    .where(
      and(
        eq(champs.seasonId, seasonId),
        eq(champs.game, 'predictor'),
        inArray(champs.type, ['general', 'partner']),
      ),
    )
    .orderBy(champs.id);
}

/** A page sorted by place: a range read on the unique (champ_id, place) index. */
export function userIdsByPlaceSql(
  champId: number,
  range: { from: number; to: number },
  bestFirst: boolean,
): SQL {
  return sql`
    select user_id from predictor_ratings
    where champ_id = ${champId} and place between ${range.from} and ${range.to}
    order by place ${bestFirst ? sql`asc` : sql`desc`}`;
}

/** Members who played the stage, in the stage's rating order: the stage sort index read forwards or backwards. */
export function userIdsByStagePointsSql(
  champId: number,
  stageId: number,
  read: SegmentRead,
  bestFirst: boolean,
): SQL {
  const order = bestFirst
    ? sql`sp.points desc nulls last, sp.predictions_count asc, sp.last_prediction_at asc, sp.user_id asc`
    : sql`sp.points asc nulls first, sp.predictions_count desc, sp.last_prediction_at desc, sp.user_id desc`;
  return sql`
    select sp.user_id from predictor_stage_points sp
    where sp.stage_id = ${stageId}
      and exists (select 1 from predictor_ratings r where r.champ_id = ${champId} and r.user_id = sp.user_id)
    order by ${order}
    limit ${read.limit} offset ${read.offset}`;
}

/**
 * Members who did not play the stage, by place: the place index with a key
 * look-up per row. The look-up is a scalar subquery on purpose: as an anti-join
 * the planner may hash the whole stage first instead of stopping after a page.
 */
export function userIdsAbsentFromStageSql(
  champId: number,
  stageId: number,
  read: SegmentRead,
  bestFirst: boolean,
): SQL {
  return sql`
    select r.user_id from predictor_ratings r
    where r.champ_id = ${champId}
      and (select sp.points from predictor_stage_points sp where sp.stage_id = ${stageId} and sp.user_id = r.user_id) is null
    order by r.place ${bestFirst ? sql`asc` : sql`desc`}
    limit ${read.limit} offset ${read.offset}`;
}

export async function findUserIds(db: DbOrTx, query: SQL): Promise<number[]> {
  const { rows } = await db.execute<{ user_id: number }>(query);
  return rows.map((r) => r.user_id);
}

/** How many members played the stage (stored by the scoring job). */
export async function findStageMembersCount(db: DbOrTx, champId: number, stageId: number): Promise<number> {
  const [row] = await db
    .select({ n: predictorRatingStageCounts.usersCount })
    .from(predictorRatingStageCounts)
    .where(
      and(eq(predictorRatingStageCounts.champId, champId), eq(predictorRatingStageCounts.stageId, stageId)),
    )
    .limit(1);
  return row?.n ?? 0;
}

export async function findRatingRows(db: DbOrTx, champId: number, userIds: number[]): Promise<RatingRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: predictorRatings.userId,
      login: users.login,
      winlineId: users.winlineId,
      points: predictorRatings.points,
      lastTourPoints: predictorRatings.lastTourPoints,
      place: predictorRatings.place,
      maxPlace: predictorRatings.maxPlace,
      prevPlace: predictorRatings.prevPlace,
    })
    .from(predictorRatings)
    .innerJoin(users, eq(users.id, predictorRatings.userId))
    .where(and(eq(predictorRatings.champId, champId), inArray(predictorRatings.userId, userIds)));
}

/** Stage points of these users in these stages, keyed `${userId}:${stageId}`. */
export async function findStagePointsOf(
  db: DbOrTx,
  userIds: number[],
  stageIds: number[],
): Promise<Map<string, number>> {
  if (userIds.length === 0 || stageIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: predictorStagePoints.userId,
      stageId: predictorStagePoints.stageId,
      points: predictorStagePoints.points,
    })
    .from(predictorStagePoints)
    .where(
      and(inArray(predictorStagePoints.stageId, stageIds), inArray(predictorStagePoints.userId, userIds)),
    );
  return new Map(rows.map((r) => [`${r.userId}:${r.stageId}`, r.points]));
}

export type TourWins = { wins: number; latest: boolean };
export type WinnerRow = { stageId: number; stageName: string; points: number; userId: number; name: string };

/** Issue 23 §3: how many stages these users won in the rating, and whether the latest (`latestStageId`). */
export async function findTourWins(
  db: DbOrTx,
  champId: number,
  userIds: number[],
  latestStageId: number | null,
): Promise<Map<number, TourWins>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: predictorTourWinners.userId,
      wins: sql<number>`count(*)::int`,
      latest: sql<boolean>`bool_or(${predictorTourWinners.stageId} = ${latestStageId ?? 0})`,
    })
    .from(predictorTourWinners)
    .where(and(eq(predictorTourWinners.champId, champId), inArray(predictorTourWinners.userId, userIds)))
    .groupBy(predictorTourWinners.userId);
  return new Map(rows.map((r) => [r.userId, { wins: r.wins, latest: r.latest }]));
}

/** The rating's stage winners with their logins, the latest stage first. */
export async function findTourWinnersRoll(db: DbOrTx, champId: number): Promise<WinnerRow[]> {
  return db
    .select({
      stageId: predictorStages.id,
      stageName: predictorStages.name,
      points: predictorTourWinners.points,
      userId: predictorTourWinners.userId,
      name: users.login,
    })
    .from(predictorTourWinners)
    .innerJoin(predictorStages, eq(predictorStages.id, predictorTourWinners.stageId))
    .innerJoin(users, eq(users.id, predictorTourWinners.userId))
    .where(eq(predictorTourWinners.champId, champId))
    .orderBy(desc(predictorStages.tour), asc(users.login));
}
