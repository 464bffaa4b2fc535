import { sql, type SQL } from 'drizzle-orm';
import { monthOfSql } from './month.sql.ts';

const ORDER = sql.raw('t.points desc, t.predictions_count asc, t.last_prediction_at asc, t.user_id asc');
const PREV_ORDER = sql.raw('t.prev_points desc, t.prev_count asc, t.prev_last asc, t.user_id asc');
const MONTH_COLUMNS = sql.raw(
  'month_points, month_predictions_count, month_last_prediction_at, month_place, month_partner_place',
);
const MONTH_ORDER = sql.raw('t.month_points desc, t.month_count asc, t.month_last asc, t.user_id asc');

/**
 * A unique place among the rows `among`, in the order of `window` (a window from the first row):
 * the running count of such rows, so several places share one sort.
 */
const runningPlace = (among: SQL, window: string) =>
  sql`(case when ${among} then count(*) filter (where ${among}) over ${sql.raw(window)} end)::int`;

/** The first day of the stage's month. */
const monthOfStage = (stageId: number) =>
  sql`(select ${monthOfSql(sql`start_at`)} from predictor_stages where id = ${stageId})`;

/** The month's totals (issue 23 §3 «Месяц») over its scored stages, and both month places. */
const monthTotals = (leagueId: number, stageId: number) => ({
  sums: sql`,
    sum(sp.points) filter (where sp.stage_id in (select id from month_stages))::int as month_points,
    sum(sp.predictions_count) filter (where sp.stage_id in (select id from month_stages))::int as month_count,
    max(sp.last_prediction_at) filter (where sp.stage_id in (select id from month_stages)) as month_last`,
  places: sql`,
    ${runningPlace(sql`t.month_count is not null`, 'by_month')} as month_place,
    ${runningPlace(sql`t.month_count is not null and t.is_partner`, 'by_month')} as month_partner_place`,
  window: sql`, by_month as (order by ${MONTH_ORDER} rows unbounded preceding)`,
  stages: sql`, month_stages as (
    select id from predictor_stages
    where league_id = ${leagueId} and scored_at is not null
      and ${monthOfSql(sql`start_at`)} = ${monthOfStage(stageId)}
  )`,
});

/**
 * Every rated user's totals over the league's scored stages (this stage's points from
 * predictor_scoring_stage, the others' from their stored rows), with both places (points desc,
 * fewer predictions, earlier last prediction, user id) and the best places held after earlier
 * stages. A temporary table for this transaction. With `withMonth` (scoring, not the live places),
 * also the totals over the scored stages of the stage's month and both month places.
 */
export function totalsSql(leagueId: number, stageId: number, withMonth = false): SQL[] {
  const month = withMonth
    ? monthTotals(leagueId, stageId)
    : { sums: sql``, places: sql``, window: sql``, stages: sql`` };
  return [
    sql`drop table if exists pg_temp.predictor_scoring_totals`,
    sql`create temp table predictor_scoring_totals on commit drop as
        with latest as (
          select id from predictor_stages where league_id = ${leagueId} and scored_at is not null
          order by tour desc limit 1
        )${month.stages}, stage_rows as (
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
                 max(sp.last_prediction_at) filter (where sp.stage_id <> (select id from latest)) as prev_last,
                 -- A hashed set of the partners, not a join: a million index probes of users took 5 s.
                 (sp.user_id in (select id from users where winline_id is not null)) as is_partner
                 ${month.sums}
          from stage_rows sp
          group by sp.user_id
        )
        select t.*,
               (row_number() over by_total)::int as place,
               ${runningPlace(sql`t.is_partner`, 'by_total')} as partner_place,
               ${runningPlace(sql`t.prev_count is not null`, 'by_prev')} as prev_place,
               ${runningPlace(sql`t.prev_count is not null and t.is_partner`, 'by_prev')} as prev_partner_place
               ${month.places}
        from totals t
        window by_total as (order by ${ORDER} rows unbounded preceding),
               by_prev as (order by ${PREV_ORDER} rows unbounded preceding)
               ${month.window}`,
    sql`create unique index on predictor_scoring_totals (user_id)`,
    sql`analyze predictor_scoring_totals`,
  ];
}

/**
 * The stage's rows of predictor_stage_points, written once: the points from
 * predictor_scoring_stage with the places right after this stage (max_place is the best of
 * them) and, when the stage is its month's latest scored one (`withMonth`), the month's totals
 * and places. Rows of users with no prediction left are deleted; rows already right are left alone.
 */
export function stageRowsSql(stageId: number, withMonth: boolean): SQL[] {
  const month = withMonth
    ? sql`t.month_points, t.month_count, t.month_last, t.month_place, t.month_partner_place`
    : sql`null::int, null::int, null::timestamptz, null::int, null::int`;
  return [
    sql`delete from predictor_stage_points sp
        where sp.stage_id = ${stageId}
          and not exists (select 1 from predictor_scoring_stage s where s.user_id = sp.user_id)`,
    sql`insert into predictor_stage_points (stage_id, user_id, points, predictions_count, last_prediction_at,
                                            rating_place, partner_rating_place, ${MONTH_COLUMNS})
        select ${stageId}, s.user_id, s.points, s.predictions_count, s.last_prediction_at, t.place, t.partner_place,
               ${month}
        from predictor_scoring_stage s join predictor_scoring_totals t on t.user_id = s.user_id
        order by s.user_id
        on conflict (stage_id, user_id) do update
          set points = excluded.points,
              predictions_count = excluded.predictions_count,
              last_prediction_at = excluded.last_prediction_at,
              rating_place = excluded.rating_place,
              partner_rating_place = excluded.partner_rating_place,
              month_points = excluded.month_points,
              month_predictions_count = excluded.month_predictions_count,
              month_last_prediction_at = excluded.month_last_prediction_at,
              month_place = excluded.month_place,
              month_partner_place = excluded.month_partner_place
          where (predictor_stage_points.points, predictor_stage_points.predictions_count,
                 predictor_stage_points.last_prediction_at, predictor_stage_points.rating_place,
                 predictor_stage_points.partner_rating_place, predictor_stage_points.month_points,
                 predictor_stage_points.month_predictions_count, predictor_stage_points.month_last_prediction_at,
                 predictor_stage_points.month_place, predictor_stage_points.month_partner_place)
                is distinct from (excluded.points, excluded.predictions_count, excluded.last_prediction_at,
                                  excluded.rating_place, excluded.partner_rating_place, excluded.month_points,
                                  excluded.month_predictions_count, excluded.month_last_prediction_at,
                                  excluded.month_place, excluded.month_partner_place)`,
  ];
}

/** A rating's wanted rows from predictor_scoring_totals: the general's, or the partner's (`partner`). */
function wantedRows(champId: number, partner: boolean) {
  const [place, best, prev] = partner
    ? [sql`t.partner_place`, sql`t.best_partner_place_before`, sql`t.prev_partner_place`]
    : [sql`t.place`, sql`t.best_place_before`, sql`t.prev_place`];
  return {
    select: sql`select ${champId}::int as champ_id, t.user_id, t.points, t.last_tour_points, t.predictions_count,
                       t.last_prediction_at, ${place} as place, least(${place}, coalesce(${best}, ${place})) as max_place,
                       ${prev} as prev_place
                from predictor_scoring_totals t ${partner ? sql`where t.is_partner` : sql``}`,
    // Its stored rows that differ from the wanted ones (or are not wanted any more).
    stale: sql`delete from predictor_ratings r
               where r.champ_id = ${champId}
                 and not exists (
                   select 1 from predictor_scoring_totals t
                   where t.user_id = r.user_id ${partner ? sql`and t.is_partner` : sql``}
                     and (t.points, t.last_tour_points, t.predictions_count, t.last_prediction_at, ${place},
                          least(${place}, coalesce(${best}, ${place})))
                       = (r.points, r.last_tour_points, r.predictions_count, r.last_prediction_at, r.place, r.max_place)
                     and ${prev} is not distinct from r.prev_place)`,
    count: sql`select ${champId}::int as id, count(*)::int as n from predictor_scoring_totals t
               ${partner ? sql`where t.is_partner` : sql``}`,
  };
}

/**
 * The wanted rows of both ratings, read from predictor_scoring_totals, and only the rows that
 * differ are replaced: deleted first, so the unique (champ_id, place) never sees two rows on one
 * place, then inserted. A second run finds nothing to change.
 */
export function rewriteRatingsSql(champs: { generalId: number | null; partnerId: number | null }): SQL[] {
  const ratings = [
    ...(champs.generalId === null ? [] : [wantedRows(champs.generalId, false)]),
    ...(champs.partnerId === null ? [] : [wantedRows(champs.partnerId, true)]),
  ];
  if (ratings.length === 0) return [];
  const columns = sql.raw(
    'champ_id, user_id, points, last_tour_points, predictions_count, last_prediction_at, place, max_place, prev_place',
  );
  return [
    ...ratings.map((r) => r.stale),
    // The rows left are exactly the unchanged ones; their (champ_id, user_id) turns the insert into nothing.
    // (An anti-join here would read the table this statement fills, row by row.)
    sql`insert into predictor_ratings (${columns})
        ${sql.join(
          ratings.map((r) => r.select),
          sql` union all `,
        )}
        order by champ_id, user_id
        on conflict (champ_id, user_id) do nothing`,
    sql`update champs set members_count = x.n
        from (${sql.join(
          ratings.map((r) => r.count),
          sql` union all `,
        )}) x
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
               select ${champId}::int, s.user_id, ${stageId}::int, s.points from ${among}
               where s.points > 0 and s.points = (select max(s.points) from ${among})`;
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

/** The latest scored stage of the stage's month (the stage itself once marked scored, unless a later one is). */
export const monthLatestStageSql = (leagueId: number, stageId: number) => sql`
  select id from predictor_stages
  where league_id = ${leagueId} and scored_at is not null and ${monthOfSql(sql`start_at`)} = ${monthOfStage(stageId)}
  order by tour desc limit 1`;

/**
 * Issue 23 §3 «Месяц», after the stage rows: the month's latest scored stage (`latestId`) holds the
 * month rows of its players (stageRowsSql wrote them when it is this stage; a re-score of an earlier
 * stage of the month updates them); the month's players who skipped it get rows of
 * predictor_month_ratings, rewritten for that month, and both ratings their stored month totals.
 */
export function monthRatingsSql(
  stage: { id: number },
  latestId: number,
  champs: { generalId: number | null; partnerId: number | null },
): SQL[] {
  const ids = [champs.generalId, champs.partnerId].filter((id) => id !== null);
  if (ids.length === 0) return [];
  const champList = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const month = monthOfStage(stage.id);
  const skipped = sql`t.month_count is not null
    and not exists (select 1 from predictor_stage_points sp where sp.stage_id = ${latestId} and sp.user_id = t.user_id)`;
  const skippedRows = (champId: number | null, place: SQL): SQL[] =>
    champId === null
      ? []
      : [
          sql`insert into predictor_month_ratings (champ_id, month, user_id, points, predictions_count,
                                                   last_prediction_at, place)
              select ${champId}::int, ${month}, t.user_id, t.month_points, t.month_count, t.month_last, ${place}
              from predictor_scoring_totals t where ${skipped} and ${place} is not null`,
        ];
  const counts = (champId: number | null, place: SQL): SQL[] =>
    champId === null
      ? []
      : [
          sql`insert into rating_month_counts (champ_id, month, members_count)
              select ${champId}::int, ${month}, count(*)::int from predictor_scoring_totals t
              where ${place} is not null having count(*) > 0`,
        ];
  return [
    ...(latestId === stage.id
      ? []
      : [
          sql`update predictor_stage_points sp
              set month_points = t.month_points, month_predictions_count = t.month_count,
                  month_last_prediction_at = t.month_last, month_place = t.month_place,
                  month_partner_place = t.month_partner_place
              from predictor_scoring_totals t
              where sp.stage_id = ${latestId} and sp.user_id = t.user_id
                and (sp.month_points, sp.month_predictions_count, sp.month_last_prediction_at, sp.month_place,
                     sp.month_partner_place)
                    is distinct from (t.month_points, t.month_count, t.month_last, t.month_place,
                                      t.month_partner_place)`,
        ]),
    sql`delete from predictor_month_ratings where champ_id in (${champList}) and month = ${month}`,
    ...skippedRows(champs.generalId, sql`t.month_place`),
    ...skippedRows(champs.partnerId, sql`t.month_partner_place`),
    sql`delete from rating_month_counts where champ_id in (${champList}) and month = ${month}`,
    ...counts(champs.generalId, sql`t.month_place`),
    ...counts(champs.partnerId, sql`t.month_partner_place`),
  ];
}
