import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect.ts';
import { ratingMonthCounts } from '../../db/schema/index.ts';
import type { RatingRow } from './rating.queries.ts';

/** Issue 23 §3 «Месяц»: a rating's month table as stored by scoring (general, partner). */

export async function findMonthCount(db: DbOrTx, champId: number, month: string): Promise<number> {
  const [row] = await db
    .select({ n: ratingMonthCounts.membersCount })
    .from(ratingMonthCounts)
    .where(and(eq(ratingMonthCounts.champId, champId), eq(ratingMonthCounts.month, month)))
    .limit(1);
  return row?.n ?? 0;
}

type MonthRow = {
  user_id: number;
  login: string;
  winline_id: string | null;
  points: number;
  place: number;
};

const toRatingRow = (r: MonthRow, place = Number(r.place)): RatingRow => ({
  userId: r.user_id,
  login: r.login,
  winlineId: r.winline_id,
  points: Number(r.points),
  lastTourPoints: 0,
  place,
  maxPlace: place,
  prevPlace: null,
});

/**
 * Where a month table's rows are: the rows of the month's latest scored stage (its players, with
 * the month columns) and the rows of the month's players who skipped it. Both hold the same places.
 */
export type MonthSource = { champId: number; month: string; latestStageId: number; partner: boolean };

/** The month rows of a rating, as one relation (user_id, points, place), filtered by `where`. */
function monthRows(source: MonthSource, where: (place: SQL, userId: SQL) => SQL): SQL {
  const place = source.partner ? sql`sp.month_partner_place` : sql`sp.month_place`;
  return sql`(
    select sp.user_id, sp.month_points as points, ${place} as place from predictor_stage_points sp
    where sp.stage_id = ${source.latestStageId} and ${place} is not null and ${where(place, sql`sp.user_id`)}
    union all
    select m.user_id, m.points, m.place from predictor_month_ratings m
    where m.champ_id = ${source.champId} and m.month = ${source.month} and ${where(sql`m.place`, sql`m.user_id`)}
  )`;
}

/** The month rows of the places `from`..`to` (the place indexes), in place order. */
export async function findMonthPage(
  db: DbOrTx,
  source: MonthSource,
  range: { from: number; to: number },
): Promise<RatingRow[]> {
  const { rows } = await db.execute<MonthRow>(sql`
    select x.user_id, u.login, u.winline_id, x.points, x.place
    from ${monthRows(source, (place) => sql`${place} between ${range.from} and ${range.to}`)} x
    join users u on u.id = x.user_id
    order by x.place`);
  return rows.map((r) => toRatingRow(r));
}

/** One user's month row, wherever it is. */
export async function findMonthRowOf(db: DbOrTx, source: MonthSource, userId: number) {
  const { rows } = await db.execute<MonthRow>(sql`
    select x.user_id, u.login, u.winline_id, x.points, x.place
    from ${monthRows(source, (_place, user) => sql`${user} = ${userId}`)} x
    join users u on u.id = x.user_id`);
  return rows[0] ? toRatingRow(rows[0]) : null;
}

/** A private league's month: its members' rows of the general month table, ranked among them. */
export async function findLeagueMonthRows(
  db: DbOrTx,
  champId: number,
  general: MonthSource,
): Promise<RatingRow[]> {
  const members = sql`(select user_id from predictor_league_members where champ_id = ${champId})`;
  const { rows } = await db.execute<MonthRow>(sql`
    select x.user_id, u.login, u.winline_id, x.points, x.place
    from ${monthRows(general, (_place, user) => sql`${user} in ${members}`)} x
    join users u on u.id = x.user_id
    order by x.place`);
  return rows.map((r, i) => toRatingRow(r, i + 1));
}
