import { and, eq, sql } from 'drizzle-orm';
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

/** The month rows of the places `from`..`to` (the unique place index), in place order. */
export async function findMonthPage(
  db: DbOrTx,
  champId: number,
  month: string,
  range: { from: number; to: number },
): Promise<RatingRow[]> {
  const { rows } = await db.execute<MonthRow>(sql`
    select m.user_id, u.login, u.winline_id, m.points, m.place
    from predictor_month_ratings m join users u on u.id = m.user_id
    where m.champ_id = ${champId} and m.month = ${month} and m.place between ${range.from} and ${range.to}
    order by m.place`);
  return rows.map((r) => toRatingRow(r));
}

/** One user's month row, wherever it is. */
export async function findMonthRowOf(db: DbOrTx, champId: number, month: string, userId: number) {
  const { rows } = await db.execute<MonthRow>(sql`
    select m.user_id, u.login, u.winline_id, m.points, m.place
    from predictor_month_ratings m join users u on u.id = m.user_id
    where m.champ_id = ${champId} and m.month = ${month} and m.user_id = ${userId}`);
  return rows[0] ? toRatingRow(rows[0]) : null;
}

/** A private league's month: its members' rows of the general month table, ranked among them. */
export async function findLeagueMonthRows(
  db: DbOrTx,
  champId: number,
  generalId: number | null,
  month: string,
): Promise<RatingRow[]> {
  const { rows } = await db.execute<MonthRow>(sql`
    select m.user_id, u.login, u.winline_id, g.points, g.place
    from predictor_league_members m
    join users u on u.id = m.user_id
    join predictor_month_ratings g on g.champ_id = ${generalId ?? 0} and g.month = ${month} and g.user_id = m.user_id
    where m.champ_id = ${champId}
    order by g.place`);
  return rows.map((r, i) => toRatingRow(r, i + 1));
}
