import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connect.ts';

/**
 * Issue 23 §1: the ratings of private predictor leagues. A league's order is the general rating's
 * (points, fewer predictions, earlier last prediction, user id), so a member's league place is their
 * rank by general place among the members; members with no scored prediction follow, by user id,
 * with zero points. `champIds` selects the leagues (a subquery or a list).
 */
export function leagueRatingsSql(champIds: SQL, generalId: number | null): SQL[] {
  const general = generalId === null ? sql`false` : sql`g.champ_id = ${generalId} and g.user_id = m.user_id`;
  return [
    sql`drop table if exists pg_temp.predictor_league_rows`,
    sql`create temp table predictor_league_rows on commit drop as
        select x.*, least(x.place, coalesce(r.max_place, x.place)) as max_place
        from (
          select m.champ_id, m.user_id,
                 coalesce(g.points, 0) as points, coalesce(g.last_tour_points, 0) as last_tour_points,
                 coalesce(g.predictions_count, 0) as predictions_count,
                 coalesce(g.last_prediction_at, m.joined_at) as last_prediction_at,
                 (row_number() over (partition by m.champ_id order by g.place asc nulls last, m.user_id))::int as place,
                 (case when g.prev_place is not null
                       then row_number() over (partition by m.champ_id, g.prev_place is not null order by g.prev_place)
                  end)::int as prev_place
          from predictor_league_members m
          left join predictor_ratings g on ${general}
          where m.champ_id in (${champIds})
        ) x
        left join predictor_ratings r on r.champ_id = x.champ_id and r.user_id = x.user_id`,
    sql`delete from predictor_ratings where champ_id in (${champIds})`,
    sql`insert into predictor_ratings (champ_id, user_id, points, last_tour_points, predictions_count,
                                       last_prediction_at, place, max_place, prev_place)
        select champ_id, user_id, points, last_tour_points, predictions_count, last_prediction_at, place, max_place,
               prev_place
        from predictor_league_rows`,
  ];
}

/** How many members of each league played each of `stageIds` (scored stages): a stage-sorted page's total. */
export function leagueStageCountsSql(champIds: SQL, stageIds: SQL): SQL[] {
  return [
    sql`delete from predictor_rating_stage_counts where champ_id in (${champIds}) and stage_id in (${stageIds})`,
    sql`insert into predictor_rating_stage_counts (champ_id, stage_id, users_count)
        select m.champ_id, sp.stage_id, count(*)::int
        from predictor_league_members m
        join predictor_stage_points sp on sp.user_id = m.user_id and sp.stage_id in (${stageIds})
        where m.champ_id in (${champIds})
        group by m.champ_id, sp.stage_id`,
  ];
}

/**
 * One league's rating and stage totals rebuilt after a member joined or left (the champs module
 * calls it in its transaction, the league's row locked). A league holds at most a few hundred
 * members: this reads and writes only theirs.
 */
export async function refreshPredictorLeagueRating(tx: Tx, champId: number): Promise<void> {
  const { rows } = await tx.execute<{ general_id: number | null }>(sql`
    select (select g.id from champs g
            where g.season_id = c.season_id and g.game = 'predictor' and g.type = 'general'
            order by g.id limit 1) as general_id
    from champs c where c.id = ${champId}`);
  const generalId = rows[0]?.general_id ?? null;
  const champ = sql`${champId}::int`;
  const scoredStages = sql`select s.id from predictor_stages s
                           join predictor_leagues l on l.id = s.league_id
                           join champs c on c.season_id = l.season_id and c.id = ${champId}
                           where s.scored_at is not null`;
  for (const statement of [
    ...leagueRatingsSql(champ, generalId),
    ...leagueStageCountsSql(champ, scoredStages),
  ])
    await tx.execute(statement);
}
