import { sql, type SQL } from 'drizzle-orm';
import type { FantasyScoringStage, SquadPointsSource } from './fantasy-scoring.sql.ts';

/*
 * Issue 22 §3–4: the live places of both games, set-based like the stage scoring they foretell.
 * Each statement rewrites only the rows that change, so a refresh with nothing new writes nothing.
 */

/** Whether the match `m` has kicked off: it is being played or is over, or has a result. */
const kickedOff = sql`(m.is_finished or m.home_score is not null
  or exists (select 1 from match_live ml where ml.match_id = m.id and ml.status <> 'scheduled'))`;

/** Whether a match of the fantasy stage's tour has kicked off: until one has, nothing is live. */
export const fantasyStageStartedSql = (stage: FantasyScoringStage) => sql`
  select exists (select 1 from matches m
                 where m.season_id = ${stage.seasonId} and m.tour = ${stage.tour} and ${kickedOff}) as holds`;

/** Whether the fantasy stage is closed (its squads can no longer change). */
export const fantasyStageClosedSql = (stageId: number) =>
  sql`select update_closing_at <= now() as holds from fantasy_stages where id = ${stageId}`;

/** Whether the predictor stage is closed (its predictions can no longer be saved). */
export const predictorStageClosedSql = (stageId: number) =>
  sql`select closes_at <= now() as holds from predictor_stages where id = ${stageId}`;

/** Whether a match of the predictor stage has kicked off or a question of it has its answer. */
export const predictorStageStartedSql = (stageId: number) => sql`
  select exists (select 1 from predictor_events e left join matches m on m.id = e.match_id
                 where e.stage_id = ${stageId}
                   and (e.correct_variant_id is not null or e.correct_value is not null or ${kickedOff})) as holds`;

/**
 * A fantasy stage being played: each player's points so far (the statistics lines of its started
 * matches, scored into fantasy_scoring_match_points by matchPointsSql); he counts as having played
 * while his club still has a match of the tour to finish (automatic substitutions are provisional),
 * and the squads in force are each team's latest up to the stage (`fromTour`: the last scored tour,
 * whose squads are complete).
 */
export function liveSquadSource(stage: FantasyScoringStage, fromTour: number): SquadPointsSource {
  return {
    facts: sql`
      select pl.id as player_id, coalesce(x.points, 0)::int as points,
             coalesce(x.played, false) or exists (
               select 1 from matches m
               where m.season_id = ${stage.seasonId} and m.tour = ${stage.tour} and not m.is_finished
                 and pl.team_id in (m.home_team_id, m.guest_team_id)) as played
      from players pl
      left join (select player_id, sum(points)::int as points, bool_or(minutes > 0) as played
                 from fantasy_scoring_match_points group by player_id) x on x.player_id = pl.id`,
    squads: sql`
      select distinct on (s.fantasy_team_id) s.id, s.fantasy_team_id, s.cost
      from squads s join fantasy_stages fs on fs.id = s.stage_id
      where fs.league_id = ${stage.leagueId} and fs.tour >= ${fromTour} and fs.tour <= ${stage.tour}
      order by s.fantasy_team_id, fs.tour desc`,
  };
}

/** The stage's live rows, gone: before its first kick-off, and once it is scored. */
export function clearFantasyLivePlacesSql(stageId: number): SQL[] {
  return [
    sql`delete from fantasy_live_heads where stage_id = ${stageId}`,
    sql`delete from fantasy_live_points where stage_id = ${stageId}`,
  ];
}

/** The predictor stage's live rows, gone: before its first kick-off, and once it is scored. */
export const clearPredictorLivePlacesSql = (stageId: number) =>
  sql`delete from predictor_live_rows where stage_id = ${stageId}`;
