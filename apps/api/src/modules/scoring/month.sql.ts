import { sql, type SQL } from 'drizzle-orm';

/**
 * The calendar month (its first day) a tour belongs to: the month its first match starts in,
 * Moscow time (UTC+3 all year since 2014, so no time-zone data is needed).
 */
export const monthOfSql = (startAt: SQL) =>
  sql`date_trunc('month', (${startAt} at time zone 'UTC') + interval '3 hours')::date`;

/** The month tables' stored totals of these champs and month, from the rows just written to `table`. */
export function monthCountsSql(table: SQL, champIds: SQL, month: SQL): SQL[] {
  return [
    sql`delete from rating_month_counts where champ_id in (${champIds}) and month = ${month}`,
    sql`insert into rating_month_counts (champ_id, month, members_count)
        select champ_id, month, count(*)::int from ${table}
        where champ_id in (${champIds}) and month = ${month}
        group by champ_id, month`,
  ];
}
