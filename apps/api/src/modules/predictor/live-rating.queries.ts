import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect.ts';
import { LIVE_BUCKET } from '../../db/schema/index.ts';

/*
 * A predictor rating's live places while its stage is played, as scoring/live-predictor.ts stores
 * them: per LIVE_BUCKET users, their stage points, totals and places (null: not in the rating).
 */

/** The stage a rating's live places are of: being played, not scored yet; null between tours. */
export async function findLiveStage(
  db: DbOrTx,
  champId: number,
): Promise<{ id: number; name: string } | null> {
  const { rows } = await db.execute<{ id: number; name: string }>(sql`
    select s.id, s.name from predictor_live_rows l join predictor_stages s on s.id = l.stage_id
    where l.champ_id = ${champId} and s.scored_at is null limit 1`);
  return rows[0] ?? null;
}

/**
 * The user `u`'s live figures in the row `l` of predictor_live_rows (joined on the user's bucket):
 * null figures when the user is not in the rating.
 */
export const liveFiguresSql = {
  bucket: (user: string) => sql.raw(`${user} / ${LIVE_BUCKET}`),
  stagePoints: (user: string) => sql.raw(`l.stage_points[${user} % ${LIVE_BUCKET} + 1]`),
  points: (user: string) => sql.raw(`l.points[${user} % ${LIVE_BUCKET} + 1]`),
  place: (user: string) => sql.raw(`l.places[${user} % ${LIVE_BUCKET} + 1]`),
};

export type LiveRow = { stagePoints: number; points: number; place: number };

/** These users' live figures in the rating. */
export async function findLiveRows(
  db: DbOrTx,
  champId: number,
  userIds: number[],
): Promise<Map<number, LiveRow>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await db.execute<{
    user_id: number;
    stage_points: number;
    points: number;
    place: number;
  }>(sql`
    select u.id as user_id, ${liveFiguresSql.stagePoints('u.id')} as stage_points,
           ${liveFiguresSql.points('u.id')} as points, ${liveFiguresSql.place('u.id')} as place
    from unnest(${`{${userIds.join(',')}}`}::int[]) u(id)
    join predictor_live_rows l on l.champ_id = ${champId} and l.bucket = ${liveFiguresSql.bucket('u.id')}
    where ${liveFiguresSql.place('u.id')} is not null`);
  return new Map(
    rows.map((r) => [r.user_id, { stagePoints: r.stage_points, points: r.points, place: r.place }]),
  );
}
