import { sql, type SQL } from 'drizzle-orm';
import { itemScore, scoredEventsSql } from '../predictor/index.ts';

/**
 * The stage's points per user (sum of item points, number of predictions, last change) into a
 * temporary table for this transaction: one pass over the stage's predictions joined to its
 * few events (`events`: their results; the live standings give the scores so far).
 * stageRowsSql (predictor-ratings.sql.ts) writes them with the places.
 */
export function stageTotalsSql(stageId: number, events: SQL = scoredEventsSql(stageId)): SQL[] {
  return [
    sql`drop table if exists pg_temp.predictor_scoring_stage`,
    sql`create temp table predictor_scoring_stage on commit drop as
        select p.user_id, coalesce(sum(${itemScore.points}), 0)::int as points, count(*)::int as predictions_count,
               max(p.updated_at) as last_prediction_at
        from predictions p join ${events} ev on ev.id = p.event_id
        where p.stage_id = ${stageId}
        group by p.user_id
        -- In the order of the stage rows' key: their insert reads it through the index below.
        order by p.user_id`,
    sql`create unique index on predictor_scoring_stage (user_id)`,
    sql`analyze predictor_scoring_stage`,
  ];
}

/** The stage becomes past (first scoring time kept) with its average and best; the next one becomes current if none is. */
export function markStageScoredSql(stage: { id: number; leagueId: number; tour: number }): SQL[] {
  return [
    sql`update predictor_stages set status = 'past', scored_at = coalesce(scored_at, now())
        where id = ${stage.id} and (status <> 'past' or scored_at is null)`,
    // The debrief's figures (issue 23 §4) from the stage's points just counted.
    sql`update predictor_stages s
        set avg_points = x.avg, max_points = x.max, players_count = x.n
        from (select round(avg(points), 2) as avg, max(points) as max, count(*)::int as n
              from predictor_scoring_stage) x
        where s.id = ${stage.id}
          and (s.avg_points, s.max_points, s.players_count) is distinct from (x.avg, x.max, x.n)`,
    sql`update predictor_stages set status = 'current'
        where id = (select id from predictor_stages
                    where league_id = ${stage.leagueId} and status = 'future' and tour > ${stage.tour}
                    order by tour limit 1)
          and not exists (select 1 from predictor_stages where league_id = ${stage.leagueId} and status = 'current')`,
  ];
}
