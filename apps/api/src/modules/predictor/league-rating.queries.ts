import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect.ts';
import type { RatingSort } from './rating-sort.ts';
import type { RatingRow, WinnerRow } from './rating.queries.ts';

/**
 * Issue 23 §1: a private league's rating is derived when read from its members' rows of the general
 * rating (a league holds at most a few hundred): the general order (points, fewer predictions,
 * earlier last prediction, user id) ranks the members, those with nothing scored yet last by user
 * id with 0 points; the place before the latest stage ranks the members' general previous places.
 * Every member in the asked order, best first (the caller turns it round for the reverse).
 */
export async function findLeagueRows(
  db: DbOrTx,
  champId: number,
  generalId: number | null,
  sort: RatingSort,
): Promise<RatingRow[]> {
  const general = generalId === null ? sql`false` : sql`g.champ_id = ${generalId} and g.user_id = m.user_id`;
  const stageId = sort.kind === 'stage' ? sort.stageId : null;
  const order =
    stageId === null
      ? sql`place`
      : sql`sp.points desc nulls last, sp.predictions_count, sp.last_prediction_at, m.user_id, place`;
  const { rows } = await db.execute<{
    user_id: number;
    login: string;
    winline_id: string | null;
    points: number;
    last_tour_points: number;
    place: number;
    prev_place: number | null;
  }>(sql`
    select m.user_id, u.login, u.winline_id,
           coalesce(g.points, 0) as points, coalesce(g.last_tour_points, 0) as last_tour_points,
           (row_number() over (order by g.place asc nulls last, m.user_id))::int as place,
           (case when g.prev_place is not null
                 then row_number() over (partition by g.prev_place is not null order by g.prev_place) end)::int
             as prev_place
    from predictor_league_members m
    join users u on u.id = m.user_id
    left join predictor_ratings g on ${general}
    left join predictor_stage_points sp on sp.stage_id = ${stageId} and sp.user_id = m.user_id
    where m.champ_id = ${champId}
    order by ${order}`);
  return rows.map((r) => ({
    userId: r.user_id,
    login: r.login,
    winlineId: r.winline_id,
    points: Number(r.points),
    lastTourPoints: Number(r.last_tour_points),
    place: Number(r.place),
    maxPlace: Number(r.place),
    prevPlace: r.prev_place === null ? null : Number(r.prev_place),
  }));
}

/**
 * A private league's stage winners, found among its members when read: per scored stage of the
 * predictor league, the members with the most stage points (ties share; nobody when the best is 0),
 * the latest stage first.
 */
export async function findLeagueWinners(db: DbOrTx, champId: number, leagueId: number): Promise<WinnerRow[]> {
  const { rows } = await db.execute<{
    stage_id: number;
    stage_name: string;
    points: number;
    user_id: number;
    login: string;
  }>(sql`
    select x.stage_id, s.name as stage_name, x.points, x.user_id, u.login
    from (
      select p.stage_id, p.user_id, p.points, max(p.points) over (partition by p.stage_id) as best
      from predictor_league_members m
      join predictor_stage_points p on p.user_id = m.user_id
      join predictor_stages ps on ps.id = p.stage_id and ps.league_id = ${leagueId} and ps.scored_at is not null
      where m.champ_id = ${champId}
    ) x
    join predictor_stages s on s.id = x.stage_id
    join users u on u.id = x.user_id
    where x.points = x.best and x.best > 0
    order by s.tour desc, u.login`);
  return rows.map((r) => ({
    stageId: r.stage_id,
    stageName: r.stage_name,
    points: Number(r.points),
    userId: r.user_id,
    name: r.login,
  }));
}
