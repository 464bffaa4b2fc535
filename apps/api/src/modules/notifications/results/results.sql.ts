import { sql, type SQL } from 'drizzle-orm';

const TABLES = {
  predictor: {
    leagues: sql.raw('predictor_leagues'),
    stages: sql.raw('predictor_stages'),
    rating: sql.raw('predictor_ratings'),
  },
  fantasy: {
    leagues: sql.raw('fantasy_leagues'),
    stages: sql.raw('fantasy_stages'),
    rating: sql.raw('champ_rating'),
  },
};

/** The CTEs `general` (the season's general rating of the stage's game) and `rated` (its size). */
function generalRating(game: 'predictor' | 'fantasy', stageId: number): SQL {
  const t = TABLES[game];
  return sql`general as (
      select c.id from champs c
      join ${t.leagues} l on l.season_id = c.season_id
      join ${t.stages} s on s.league_id = l.id and s.id = ${stageId}
      where c.game = ${game} and c.type = 'general'
      order by c.id limit 1
    ), rated as (
      select count(*)::int as n from ${t.rating} where champ_id = (select id from general)
    )`;
}

/**
 * Issue 24 §1: who played a scored predictor stage, with their tour results as
 * `result_candidates (user_id, payload)`: the stage points and, in the season's general rating,
 * the place now and before the tour, and how many are rated. Names are read when shown.
 */
export function predictorResultsSql(stageId: number): SQL {
  return sql`
    create temp table result_candidates on commit drop as
    with ${generalRating('predictor', stageId)}
    select sp.user_id,
           jsonb_build_object('game', 'predictor', 'stage_id', ${stageId}::int, 'points', sp.points,
                              'place', r.place, 'prev_place', r.prev_place, 'rated', (select n from rated)) as payload
    from predictor_stage_points sp
    left join predictor_ratings r on r.champ_id = (select id from general) and r.user_id = sp.user_id
    where sp.stage_id = ${stageId}`;
}

/** The same for a scored fantasy stage: the teams with points in it, in the season's general rating. */
export function fantasyResultsSql(stageId: number): SQL {
  return sql`
    create temp table result_candidates on commit drop as
    with ${generalRating('fantasy', stageId)}
    select t.user_id,
           jsonb_build_object('game', 'fantasy', 'stage_id', ${stageId}::int, 'points', sp.points,
                              'place', r.place, 'prev_place', r.prev_place, 'rated', (select n from rated)) as payload
    from fantasy_stage_points sp
    join fantasy_teams t on t.id = sp.fantasy_team_id
    left join champ_rating r on r.champ_id = (select id from general) and r.fantasy_team_id = sp.fantasy_team_id
    where sp.stage_id = ${stageId}`;
}

/** The owners of both teams of every H2H match of a scored fantasy stage, as `h2h_candidates`. */
export function h2hResultsSql(stageId: number): SQL {
  return sql`
    create temp table h2h_candidates on commit drop as
    select t.user_id, jsonb_build_object('match_id', m.id, 'team_id', t.id) as payload
    from h2h_matches m
    join fantasy_teams t on t.id = m.team1_id or t.id = m.team2_id
    where m.stage_id = ${stageId} and m.score1 is not null`;
}
