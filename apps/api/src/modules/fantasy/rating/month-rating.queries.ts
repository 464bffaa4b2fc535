import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connect.ts';
import { ratingMonthCounts } from '../../../db/schema/index.ts';
import type { RatingTeamRow } from './rating.queries.ts';

/**
 * Issue 23 §3 «Месяц»: a fantasy rating's month table as stored by scoring — a user league's in
 * fantasy_month_rating, the general rating's folded into the rows of the month's latest scored tour
 * (fantasy_stage_points month_points, month_place).
 */
export type MonthTable = { champId: number; month: string } & (
  { general: false } | { general: true; latestStageId: number }
);

/** The table's rows: (fantasy_team_id, points, place) of the month. */
const rowsOf = (table: MonthTable): SQL =>
  table.general
    ? sql`(select fantasy_team_id, month_points as points, month_place as place from fantasy_stage_points
           where stage_id = ${table.latestStageId} and month_place is not null)`
    : sql`(select fantasy_team_id, points, place from fantasy_month_rating
           where champ_id = ${table.champId} and month = ${table.month})`;

export async function findMonthCount(db: DbOrTx, champId: number, month: string): Promise<number> {
  const [row] = await db
    .select({ n: ratingMonthCounts.membersCount })
    .from(ratingMonthCounts)
    .where(and(eq(ratingMonthCounts.champId, champId), eq(ratingMonthCounts.month, month)))
    .limit(1);
  return row?.n ?? 0;
}

/** A page of the month table in its order (place, team id), read along the place index. */
export async function findMonthPageIds(
  db: DbOrTx,
  opts: { table: MonthTable; offset: number; limit: number; bestFirst: boolean },
): Promise<number[]> {
  const dir = opts.bestFirst ? sql`asc` : sql`desc`;
  const { rows } = await db.execute<{ fantasy_team_id: number }>(sql`
    select fantasy_team_id from ${rowsOf(opts.table)} r
    order by place ${dir}, fantasy_team_id ${dir}
    offset ${opts.offset} limit ${opts.limit}`);
  return rows.map((r) => r.fantasy_team_id);
}

/** These teams' month rows with their names (a team without points in the month has none). */
export async function findMonthRows(
  db: DbOrTx,
  table: MonthTable,
  teamIds: number[],
): Promise<RatingTeamRow[]> {
  if (teamIds.length === 0) return [];
  const { rows } = await db.execute<{
    fantasy_team_id: number;
    points: number;
    place: number;
    name: string;
    is_media: boolean;
    media_name: string | null;
    media_url: string | null;
  }>(sql`
    select r.fantasy_team_id, r.points, r.place, t.name, t.is_media, t.media_name, t.media_url
    from ${rowsOf(table)} r join fantasy_teams t on t.id = r.fantasy_team_id
    where r.fantasy_team_id in ${sql`(${sql.join(
      teamIds.map((id) => sql`${id}`),
      sql`, `,
    )})`}`);
  return rows.map((r) => ({
    fantasyTeamId: r.fantasy_team_id,
    points: Number(r.points),
    place: Number(r.place),
    prevPlace: null,
    name: r.name,
    isMedia: r.is_media,
    mediaName: r.media_name,
    mediaUrl: r.media_url,
  }));
}
