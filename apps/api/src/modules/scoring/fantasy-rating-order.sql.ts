import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connect.ts';

/*
 * What the fantasy rating pages read besides the scoring job's own rows
 * (docs/decisions/019-fantasy-rating-api.md): every stored number
 * a page needs to be an index range read at 1,000,000 teams. The stage scoring
 * job runs `refreshRatingOrder` in its transaction after it has written
 * `fantasy_stage_points` and every `champ_rating` of the season; each statement
 * writes only rows that change, so a re-run writes nothing.
 */

/**
 * Each team's place in the stage among every team that has points in it
 * (points desc, ties share a place: 1, 2, 2, 4). A place is 1 + the number of
 * teams with more points, so the row at any offset of the stage's order is
 * found by an index seek on (stage_id, place, fantasy_team_id).
 */
export function stagePlacesSql(stageId: number): SQL {
  return sql`
    update fantasy_stage_points sp set place = x.place
    from (
      select fantasy_team_id, rank() over (order by points desc)::int as place
      from fantasy_stage_points where stage_id = ${stageId}
    ) x
    where sp.stage_id = ${stageId} and sp.fantasy_team_id = x.fantasy_team_id
      and sp.place is distinct from x.place`;
}

/** How many teams have points in the stage: where a stage-sorted page passes from its players to the others. */
export function stageTeamsCountSql(stageId: number): SQL {
  return sql`
    update fantasy_stages s set scored_teams_count = x.n
    from (select count(*)::int as n from fantasy_stage_points where stage_id = ${stageId}) x
    where s.id = ${stageId} and s.scored_teams_count is distinct from x.n`;
}

/**
 * `champs.members_count` of the season's fantasy ratings (general and user
 * leagues) equals their `champ_rating` rows: the page count of an unfiltered
 * rating, never counted per request.
 */
export function ratedCountsSql(seasonId: number): SQL {
  return sql`
    update champs c set members_count = x.n
    from (
      select c2.id, (select count(*)::int from champ_rating r where r.champ_id = c2.id) as n
      from champs c2
      where c2.season_id = ${seasonId} and c2.game = 'fantasy' and c2.type in ('general', 'user')
    ) x
    where c.id = x.id and c.members_count <> x.n`;
}

/**
 * Each rated team's first tour with points, in every fantasy rating of the
 * season: lowered to this stage's tour for the teams that have points in it
 * (stages may be scored in any order, so it is the minimum over the scored
 * ones). Only the stage's teams are touched, and only when their tour moves.
 */
export function firstToursSql(stageId: number, seasonId: number): SQL {
  return sql`
    update champ_rating r set first_tour = s.tour
    from fantasy_stage_points sp
    join fantasy_stages s on s.id = sp.stage_id
    where sp.stage_id = ${stageId}
      and r.fantasy_team_id = sp.fantasy_team_id
      and r.champ_id in (select id from champs
                         where season_id = ${seasonId} and game = 'fantasy' and type in ('general', 'user'))
      and r.first_tour > s.tour`;
}

/**
 * Stage places, the stage's team count, first tours and the ratings' row
 * counts, in the caller's transaction. The stage scoring job writes the stage
 * places and first tours with the points themselves (one write of each row,
 * `written: true`); the other callers let this step derive them.
 */
export async function refreshRatingOrder(
  tx: Tx,
  opts: { stageId: number; seasonId: number; written?: boolean },
): Promise<void> {
  if (!opts.written) await tx.execute(stagePlacesSql(opts.stageId));
  await tx.execute(stageTeamsCountSql(opts.stageId));
  if (!opts.written) await tx.execute(firstToursSql(opts.stageId, opts.seasonId));
  await tx.execute(ratedCountsSql(opts.seasonId));
}
