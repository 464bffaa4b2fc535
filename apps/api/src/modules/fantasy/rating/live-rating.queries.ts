import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connect.ts';
import { LIVE_BUCKET } from '../../../db/schema/index.ts';

/*
 * A fantasy rating's live places while its stage is played, as scoring/live-places.ts stores them:
 * the teams' provisional stage points in buckets of LIVE_BUCKET, the rating's live totals with their places,
 * and its live order in parts of LIVE_BUCKET.
 */

/** The stage a champ's live places are of: being played, not scored yet; null between tours. */
export async function findLiveStage(
  db: DbOrTx,
  champId: number,
): Promise<{ id: number; name: string } | null> {
  const { rows } = await db.execute<{ id: number; name: string }>(sql`
    select s.id, s.name from fantasy_live_heads h join fantasy_stages s on s.id = h.stage_id
    where h.champ_id = ${champId} and s.scored_at is null`);
  return rows[0] ?? null;
}

/** How many rows the live places hold. */
export async function countLiveRows(db: DbOrTx, champId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select rows_count as n from fantasy_live_heads where champ_id = ${champId}`,
  );
  return rows[0]?.n ?? 0;
}

/** The teams at offsets [offset, offset + limit) of the live order (best first). */
export async function readLiveOrder(
  db: DbOrTx,
  champId: number,
  read: { offset: number; limit: number },
): Promise<number[]> {
  if (read.limit <= 0 || read.offset < 0) return [];
  const first = Math.floor(read.offset / LIVE_BUCKET);
  const last = Math.floor((read.offset + read.limit - 1) / LIVE_BUCKET);
  const { rows } = await db.execute<{ team_ids: number[] }>(sql`
    select team_ids from fantasy_live_order
    where champ_id = ${champId} and part between ${first} and ${last} order by part`);
  const start = read.offset - first * LIVE_BUCKET;
  return rows.flatMap((r) => r.team_ids).slice(start, start + read.limit);
}

/**
 * A team's live figures in the champ `h` (a row of fantasy_live_heads) for the team `t` (a row of
 * fantasy_teams), with its stored total `r` (its champ_rating row, if any): its stage points, its
 * live total and that total's place. Only for a team the rating holds: every team of the league
 * in the general rating, the members in a user league.
 */
export const liveFiguresSql = sql`
  select x.stage_points, x.points, h.places[array_position(h.totals, x.points)] as place
  from fantasy_stages ls
  left join fantasy_live_points p on p.stage_id = h.stage_id and p.bucket = t.id / ${sql.raw(String(LIVE_BUCKET))}
  cross join lateral (
    select coalesce(p.points[t.id % ${sql.raw(String(LIVE_BUCKET))} + 1], 0) as stage_points,
           coalesce(r.points, 0) + coalesce(p.points[t.id % ${sql.raw(String(LIVE_BUCKET))} + 1], 0) as points) x
  where ls.id = h.stage_id and ls.scored_at is null and t.league_id = ls.league_id
    and (exists (select 1 from champs c where c.id = h.champ_id and c.type = 'general')
         or exists (select 1 from champ_members m where m.champ_id = h.champ_id and m.fantasy_team_id = t.id))`;

export type LiveRow = { stagePoints: number; points: number; place: number };

/** These teams' live figures in the champ. */
export async function findLiveRows(
  db: DbOrTx,
  champId: number,
  teamIds: number[],
): Promise<Map<number, LiveRow>> {
  if (teamIds.length === 0) return new Map();
  const { rows } = await db.execute<{
    team_id: number;
    stage_points: number;
    points: number;
    place: number;
  }>(sql`
    select t.id as team_id, l.stage_points, l.points, l.place
    from fantasy_live_heads h
    join fantasy_teams t on t.id = any(${`{${teamIds.join(',')}}`}::int[])
    left join champ_rating r on r.champ_id = h.champ_id and r.fantasy_team_id = t.id
    cross join lateral (${liveFiguresSql}) l
    where h.champ_id = ${champId}`);
  return new Map(
    rows.map((r) => [r.team_id, { stagePoints: r.stage_points, points: r.points, place: r.place }]),
  );
}
