import { sql, type SQL } from 'drizzle-orm';
import { H2H_POINTS } from '@mliga/domain';

const n = (value: number) => sql.raw(String(Math.trunc(value)));

/**
 * H2H results of a scored fantasy stage (DECISIONS "H2H"), set-based and
 * idempotent: everything is recomputed from `fantasy_stage_points` and the
 * stored calendar, and rows already right are left alone.
 */

/** The season's tournaments whose tables a scoring touches: every started (or finished) one. */
const tournamentsOf = (seasonId: number) => sql`(
  select id from champs
  where season_id = ${seasonId} and game = 'fantasy' and type = 'h2h' and status in ('started', 'finished'))`;

/**
 * Match scores of the stage: each team's fantasy points of the stage (0
 * without a squad); a team without an opponent meets the tour's average of its
 * tournament (all members, rounded half up like packages/domain h2hAverage).
 */
export function matchScoresSql(stageId: number): SQL {
  return sql`
    with tournaments as (select distinct champ_id from h2h_matches where stage_id = ${stageId}),
    points as (
      select m.champ_id, m.fantasy_team_id, coalesce(p.points, 0) as points
      from champ_members m
      join tournaments t on t.champ_id = m.champ_id
      left join fantasy_stage_points p on p.stage_id = ${stageId} and p.fantasy_team_id = m.fantasy_team_id
    ),
    averages as (
      select champ_id, floor(avg(points)::numeric + 0.5)::int as average from points group by champ_id
    ),
    scores as (
      select h.id,
             coalesce(p1.points, 0)::int as score1,
             (case when h.team2_id is null then coalesce(a.average, 0) else coalesce(p2.points, 0) end)::int as score2
      from h2h_matches h
      left join averages a on a.champ_id = h.champ_id
      left join fantasy_stage_points p1 on p1.stage_id = ${stageId} and p1.fantasy_team_id = h.team1_id
      left join fantasy_stage_points p2 on p2.stage_id = ${stageId} and p2.fantasy_team_id = h.team2_id
      where h.stage_id = ${stageId}
    )
    update h2h_matches h set score1 = s.score1, score2 = s.score2
    from scores s
    where h.id = s.id and (h.score1, h.score2) is distinct from (s.score1, s.score2)`;
}

/**
 * Every table of the season's tournaments from their scored matches: win 3,
 * draw 1, loss 0; points for and against; the season's fantasy points. A
 * member's row exists from the start, so only values change here.
 */
export function tablesSql(seasonId: number): SQL[] {
  const { win, draw, loss } = H2H_POINTS;
  return [
    sql`delete from h2h_table h
        where h.champ_id in ${tournamentsOf(seasonId)}
          and not exists (select 1 from champ_members m
                          where m.champ_id = h.champ_id and m.fantasy_team_id = h.fantasy_team_id)`,
    sql`
    with games as (
      select champ_id, team1_id as team, score1 as own, score2 as other
      from h2h_matches where champ_id in ${tournamentsOf(seasonId)} and score1 is not null and score2 is not null
      union all
      select champ_id, team2_id, score2, score1
      from h2h_matches
      where champ_id in ${tournamentsOf(seasonId)} and team2_id is not null
        and score1 is not null and score2 is not null
    ),
    results as (
      select champ_id, team,
             count(*)::int as games,
             (count(*) filter (where own > other))::int as wins,
             (count(*) filter (where own = other))::int as draws,
             (count(*) filter (where own < other))::int as loses,
             sum(own)::int as points_score,
             sum(other)::int as points_miss
      from games group by champ_id, team
    ),
    totals as (
      select m.champ_id, m.fantasy_team_id as team, coalesce(sum(p.points), 0)::int as total_points
      from champ_members m
      left join fantasy_stage_points p on p.fantasy_team_id = m.fantasy_team_id
      where m.champ_id in ${tournamentsOf(seasonId)}
      group by m.champ_id, m.fantasy_team_id
    ),
    rows as (
      select t.champ_id, t.team,
             coalesce(r.wins * ${n(win)} + r.draws * ${n(draw)} + r.loses * ${n(loss)}, 0) as points,
             coalesce(r.wins, 0) as wins, coalesce(r.draws, 0) as draws, coalesce(r.loses, 0) as loses,
             coalesce(r.games, 0) as games, coalesce(r.points_score, 0) as points_score,
             coalesce(r.points_miss, 0) as points_miss, t.total_points
      from totals t left join results r on r.champ_id = t.champ_id and r.team = t.team
    )
    insert into h2h_table (champ_id, fantasy_team_id, place, points, wins, draws, loses, games,
                           points_score, points_miss, total_points)
    select champ_id, team, 0, points, wins, draws, loses, games, points_score, points_miss, total_points from rows
    on conflict (champ_id, fantasy_team_id) do update set
      points = excluded.points, wins = excluded.wins, draws = excluded.draws, loses = excluded.loses,
      games = excluded.games, points_score = excluded.points_score, points_miss = excluded.points_miss,
      total_points = excluded.total_points
    where (h2h_table.points, h2h_table.wins, h2h_table.draws, h2h_table.loses, h2h_table.games,
           h2h_table.points_score, h2h_table.points_miss, h2h_table.total_points)
          is distinct from (excluded.points, excluded.wins, excluded.draws, excluded.loses, excluded.games,
                            excluded.points_score, excluded.points_miss, excluded.total_points)`,
  ];
}

/**
 * Unique places: table points, then the difference of points for and
 * against, then points for, then the season's points, then the name.
 */
export function placesSql(seasonId: number): SQL {
  return sql`
    update h2h_table h set place = x.place
    from (
      select h.champ_id, h.fantasy_team_id,
             row_number() over (
               partition by h.champ_id
               order by h.points desc, (h.points_score - h.points_miss) desc, h.points_score desc,
                        h.total_points desc, t.name, t.id
             )::int as place
      from h2h_table h join fantasy_teams t on t.id = h.fantasy_team_id
      where h.champ_id in ${tournamentsOf(seasonId)}
    ) x
    where h.champ_id = x.champ_id and h.fantasy_team_id = x.fantasy_team_id and h.place <> x.place`;
}

/** A tournament whose every match has a score is finished. */
export function finishSql(seasonId: number): SQL {
  return sql`
    update champs c set status = 'finished'
    where c.id in ${tournamentsOf(seasonId)} and c.status = 'started'
      and exists (select 1 from h2h_matches m where m.champ_id = c.id)
      and not exists (select 1 from h2h_matches m where m.champ_id = c.id and (m.score1 is null or m.score2 is null))`;
}
