import { sql, type SQL } from 'drizzle-orm';
import { monthCountsSql, monthOfSql } from './month.sql.ts';

const ORDER = sql.raw('t.points desc, t.predictions_count asc, t.last_prediction_at asc, t.user_id asc');
const PREV_ORDER = sql.raw('t.prev_points desc, t.prev_count asc, t.prev_last asc, t.user_id asc');

/**
 * Every rated user's totals over the league's scored stages (this stage's points from
 * predictor_scoring_stage, the others' from their stored rows), with both places (points desc,
 * fewer predictions, earlier last prediction, user id) and the best places held after earlier
 * stages. A temporary table for this transaction.
 */
export function totalsSql(leagueId: number, stageId: number): SQL[] {
  return [
    sql`drop table if exists pg_temp.predictor_scoring_totals`,
    sql`create temp table predictor_scoring_totals on commit drop as
        with latest as (
          select id from predictor_stages where league_id = ${leagueId} and scored_at is not null
          order by tour desc limit 1
        ), stage_rows as (
          select sp.user_id, sp.stage_id, sp.points, sp.predictions_count, sp.last_prediction_at,
                 sp.rating_place, sp.partner_rating_place
          from predictor_stage_points sp
          where sp.stage_id in (select id from predictor_stages
                                where league_id = ${leagueId} and scored_at is not null and id <> ${stageId})
          union all
          select user_id, ${stageId}, points, predictions_count, last_prediction_at, null, null
          from predictor_scoring_stage
        ), totals as (
          select sp.user_id,
                 sum(sp.points)::int as points,
                 sum(sp.predictions_count)::int as predictions_count,
                 max(sp.last_prediction_at) as last_prediction_at,
                 coalesce(sum(sp.points) filter (where sp.stage_id = (select id from latest)), 0)::int as last_tour_points,
                 min(sp.rating_place) as best_place_before,
                 min(sp.partner_rating_place) as best_partner_place_before,
                 -- The totals before the latest stage: the order the movement is measured from.
                 sum(sp.points) filter (where sp.stage_id <> (select id from latest))::int as prev_points,
                 sum(sp.predictions_count) filter (where sp.stage_id <> (select id from latest))::int as prev_count,
                 max(sp.last_prediction_at) filter (where sp.stage_id <> (select id from latest)) as prev_last
          from stage_rows sp
          group by sp.user_id
        )
        select t.*, (u.winline_id is not null) as is_partner,
               (row_number() over (order by ${ORDER}))::int as place,
               (case when u.winline_id is not null
                     then row_number() over (partition by u.winline_id is not null order by ${ORDER}) end)::int
                 as partner_place,
               (case when t.prev_count is not null
                     then row_number() over (partition by t.prev_count is not null order by ${PREV_ORDER}) end)::int
                 as prev_place,
               (case when t.prev_count is not null and u.winline_id is not null
                     then row_number() over (partition by t.prev_count is not null and u.winline_id is not null
                                             order by ${PREV_ORDER}) end)::int
                 as prev_partner_place
        from totals t join users u on u.id = t.user_id`,
    sql`create unique index on predictor_scoring_totals (user_id)`,
    sql`analyze predictor_scoring_totals`,
  ];
}

/**
 * The stage's rows of predictor_stage_points, written once: the points from
 * predictor_scoring_stage with the places right after this stage (max_place is the best of
 * them). Rows of users with no prediction left are deleted; rows already right are left alone.
 */
export function stageRowsSql(stageId: number): SQL[] {
  return [
    sql`delete from predictor_stage_points sp
        where sp.stage_id = ${stageId}
          and not exists (select 1 from predictor_scoring_stage s where s.user_id = sp.user_id)`,
    sql`insert into predictor_stage_points (stage_id, user_id, points, predictions_count, last_prediction_at,
                                            rating_place, partner_rating_place)
        select ${stageId}, s.user_id, s.points, s.predictions_count, s.last_prediction_at, t.place, t.partner_place
        from predictor_scoring_stage s join predictor_scoring_totals t on t.user_id = s.user_id
        on conflict (stage_id, user_id) do update
          set points = excluded.points,
              predictions_count = excluded.predictions_count,
              last_prediction_at = excluded.last_prediction_at,
              rating_place = excluded.rating_place,
              partner_rating_place = excluded.partner_rating_place
          where (predictor_stage_points.points, predictor_stage_points.predictions_count,
                 predictor_stage_points.last_prediction_at, predictor_stage_points.rating_place,
                 predictor_stage_points.partner_rating_place)
                is distinct from (excluded.points, excluded.predictions_count, excluded.last_prediction_at,
                                  excluded.rating_place, excluded.partner_rating_place)`,
  ];
}

/**
 * The wanted rows of both ratings, then only the rows that differ are
 * replaced: deleted first, so the unique (champ_id, place) never sees two
 * rows on one place, then inserted. A second run finds nothing to change.
 */
export function rewriteRatingsSql(champs: { generalId: number | null; partnerId: number | null }): SQL[] {
  const parts: SQL[] = [];
  if (champs.generalId !== null)
    parts.push(sql`select ${champs.generalId}::int as champ_id, user_id, points, last_tour_points, predictions_count,
                          last_prediction_at, place, least(place, coalesce(best_place_before, place)) as max_place,
                          prev_place
                   from predictor_scoring_totals`);
  if (champs.partnerId !== null)
    parts.push(sql`select ${champs.partnerId}::int, user_id, points, last_tour_points, predictions_count,
                          last_prediction_at, partner_place, least(partner_place, coalesce(best_partner_place_before, partner_place)),
                          prev_partner_place
                   from predictor_scoring_totals where is_partner`);
  const ids = [champs.generalId, champs.partnerId].filter((id) => id !== null);
  if (ids.length === 0) return [];
  const champList = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const columns = sql.raw(
    'champ_id, user_id, points, last_tour_points, predictions_count, last_prediction_at, place, max_place, prev_place',
  );
  return [
    sql`drop table if exists pg_temp.predictor_scoring_ratings`,
    sql`create temp table predictor_scoring_ratings on commit drop as ${sql.join(parts, sql` union all `)}`,
    sql`create unique index on predictor_scoring_ratings (champ_id, user_id)`,
    sql`analyze predictor_scoring_ratings`,
    sql`delete from predictor_ratings r
        where r.champ_id in (${champList})
          and not exists (
            select 1 from predictor_scoring_ratings d
            where d.champ_id = r.champ_id and d.user_id = r.user_id
              and (d.points, d.last_tour_points, d.predictions_count, d.last_prediction_at, d.place, d.max_place)
                = (r.points, r.last_tour_points, r.predictions_count, r.last_prediction_at, r.place, r.max_place)
              and d.prev_place is not distinct from r.prev_place)`,
    // The rows left are exactly the unchanged ones; their (champ_id, user_id) turns the insert into nothing.
    // (An anti-join here would read the table this statement fills, row by row.)
    sql`insert into predictor_ratings (${columns})
        select ${columns} from predictor_scoring_ratings
        on conflict (champ_id, user_id) do nothing`,
    sql`update champs set members_count = x.n
        from (select c.id, (select count(*) from predictor_scoring_ratings d where d.champ_id = c.id)::int as n
              from champs c where c.id in (${champList})) x
        where champs.id = x.id and champs.members_count <> x.n`,
  ];
}

/** Per rating and scored stage, how many members played it: the stored total behind a stage-sorted page. */
export function stageCountsSql(
  leagueId: number,
  champs: { generalId: number | null; partnerId: number | null },
): SQL[] {
  const rows: SQL[] = [];
  if (champs.generalId !== null)
    rows.push(sql`select ${champs.generalId}::int as champ_id, stage_id, all_users as n from per_stage`);
  if (champs.partnerId !== null)
    rows.push(
      sql`select ${champs.partnerId}::int, stage_id, partner_users from per_stage where partner_users > 0`,
    );
  if (rows.length === 0) return [];
  const ids = [champs.generalId, champs.partnerId].filter((id) => id !== null);
  const champList = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  return [
    sql`drop table if exists pg_temp.predictor_scoring_counts`,
    sql`create temp table predictor_scoring_counts on commit drop as
        with per_stage as (
          select sp.stage_id, count(*)::int as all_users, (count(*) filter (where t.is_partner))::int as partner_users
          from predictor_stage_points sp
          join predictor_stages s on s.id = sp.stage_id and s.league_id = ${leagueId} and s.scored_at is not null
          join predictor_scoring_totals t on t.user_id = sp.user_id
          group by sp.stage_id
        )
        ${sql.join(rows, sql` union all `)}`,
    sql`delete from predictor_rating_stage_counts c
        where c.champ_id in (${champList})
          and not exists (select 1 from predictor_scoring_counts d where d.champ_id = c.champ_id and d.stage_id = c.stage_id)`,
    sql`insert into predictor_rating_stage_counts (champ_id, stage_id, users_count)
        select champ_id, stage_id, n from predictor_scoring_counts
        on conflict (champ_id, stage_id) do update set users_count = excluded.users_count
          where predictor_rating_stage_counts.users_count <> excluded.users_count`,
  ];
}

/**
 * Issue 23 §3: the stage's winners in the general and partner ratings, the users with the most
 * stage points (ties share; nobody when the best is 0), rewritten with the stage's points.
 */
export function tourWinnersSql(
  stageId: number,
  champs: { generalId: number | null; partnerId: number | null },
): SQL[] {
  const ids = [champs.generalId, champs.partnerId].filter((id) => id !== null);
  if (ids.length === 0) return [];
  const winners = (champId: number, partnerOnly: boolean) => {
    const among = partnerOnly
      ? sql`predictor_scoring_stage s join predictor_scoring_totals t on t.user_id = s.user_id and t.is_partner`
      : sql`predictor_scoring_stage s`;
    return sql`insert into predictor_tour_winners (champ_id, user_id, stage_id, points)
               select ${champId}::int, user_id, ${stageId}::int, points
               from (select s.user_id, s.points, max(s.points) over () as best from ${among}) x
               where points = best and best > 0`;
  };
  return [
    sql`delete from predictor_tour_winners where stage_id = ${stageId} and champ_id in (${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )})`,
    ...(champs.generalId === null ? [] : [winners(champs.generalId, false)]),
    ...(champs.partnerId === null ? [] : [winners(champs.partnerId, true)]),
  ];
}

/** One rating's month rows (the users `among` the month's totals), placed in the season's order. */
const monthInsert = (champId: number | null, among: SQL): SQL[] =>
  champId === null
    ? []
    : [
        sql`insert into predictor_month_ratings (champ_id, month, user_id, points, predictions_count,
                                                 last_prediction_at, place)
            select ${champId}::int, t.month, t.user_id, t.points, t.predictions_count, t.last_prediction_at,
                   (row_number() over (order by ${ORDER}))::int
            from predictor_scoring_month t where ${among}`,
      ];

/**
 * Issue 23 §3 «Месяц»: the general and partner ratings over the scored stages of the scored
 * stage's month, unique places in the season's order, rewritten whole for that month.
 */
export function monthRatingsSql(
  stage: { id: number; leagueId: number },
  champs: { generalId: number | null; partnerId: number | null },
): SQL[] {
  const ids = [champs.generalId, champs.partnerId].filter((id) => id !== null);
  if (ids.length === 0) return [];
  const champList = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const month = sql`(select ${monthOfSql(sql`start_at`)} from predictor_stages where id = ${stage.id})`;
  return [
    sql`drop table if exists pg_temp.predictor_scoring_month`,
    sql`create temp table predictor_scoring_month on commit drop as
        select sp.user_id, ${month} as month, sum(sp.points)::int as points,
               sum(sp.predictions_count)::int as predictions_count, max(sp.last_prediction_at) as last_prediction_at,
               (u.winline_id is not null) as is_partner
        from predictor_stage_points sp
        join predictor_stages s on s.id = sp.stage_id
        join users u on u.id = sp.user_id
        where s.league_id = ${stage.leagueId} and s.scored_at is not null and ${monthOfSql(sql`s.start_at`)} = ${month}
        group by sp.user_id, u.winline_id`,
    sql`delete from predictor_month_ratings where champ_id in (${champList}) and month = ${month}`,
    ...monthInsert(champs.generalId, sql`true`),
    ...monthInsert(champs.partnerId, sql`t.is_partner`),
    ...monthCountsSql(sql`predictor_month_ratings`, champList, month),
  ];
}
