import { sql, type SQL } from 'drizzle-orm';

/**
 * Issue 24 §1: who misses what in a predictor stage, as `reminder_candidates (user_id, payload)`
 * for the scan (reminder-scan.ts). Asked are the season's players — the general rating's users
 * and whoever predicted anything in the stage — and kept only those with something missing:
 * the stage's matches without a score, its questions without an answer (both as event ids, in
 * the stage's order) and, for users with a linked partner account, X2 put on nothing.
 */
export function predictorCandidatesSql(stageId: number): SQL {
  return sql`
    create temp table reminder_candidates on commit drop as
    with stage as (
      select s.id, l.season_id from predictor_stages s join predictor_leagues l on l.id = s.league_id
      where s.id = ${stageId}
    ), players as (
      select r.user_id from predictor_ratings r
      join champs c on c.id = r.champ_id and c.type = 'general' and c.game = 'predictor'
      where c.season_id = (select season_id from stage)
      union
      select distinct p.user_id from predictions p where p.stage_id = ${stageId}
    ), answered as (
      select p.user_id, p.event_id, p.is_x2 from predictions p
      join predictor_events e on e.id = p.event_id
      where p.stage_id = ${stageId}
        and case when e.kind = 'match' then p.home_score is not null and p.guest_score is not null
                 else p.variant_id is not null or p.variant_value is not null end
    ), missing as (
      select pl.user_id, array_agg(e.id order by e.sort_order, e.id) as events
      from players pl cross join predictor_events e
      where e.stage_id = ${stageId}
        and not exists (select 1 from answered a where a.user_id = pl.user_id and a.event_id = e.id)
      group by pl.user_id
    ), x2 as (
      select pl.user_id from players pl join users u on u.id = pl.user_id
      where u.winline_id is not null
        and not exists (select 1 from predictions p where p.stage_id = ${stageId} and p.user_id = pl.user_id and p.is_x2)
    )
    select coalesce(m.user_id, x.user_id) as user_id,
           jsonb_build_object('stage_id', ${stageId}::int, 'events', coalesce(to_jsonb(m.events), '[]'::jsonb),
                              'x2', x.user_id is not null) as payload
    from missing m full join x2 x on x.user_id = m.user_id`;
}
