import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connect.ts';
import { ratingMonthCounts } from '../../../db/schema/index.ts';
import type { RatingTeamRow } from './rating.queries.ts';

/** Issue 23 §3 «Месяц»: a fantasy rating's month table as stored by scoring. */

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
  opts: { champId: number; month: string; offset: number; limit: number; bestFirst: boolean },
): Promise<number[]> {
  const dir = opts.bestFirst ? sql`asc` : sql`desc`;
  const { rows } = await db.execute<{ fantasy_team_id: number }>(sql`
    select fantasy_team_id from fantasy_month_rating
    where champ_id = ${opts.champId} and month = ${opts.month}
    order by place ${dir}, fantasy_team_id ${dir}
    offset ${opts.offset} limit ${opts.limit}`);
  return rows.map((r) => r.fantasy_team_id);
}

/** These teams' month rows with their names (a team without points in the month has none). */
export async function findMonthRows(
  db: DbOrTx,
  champId: number,
  month: string,
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
    from fantasy_month_rating r join fantasy_teams t on t.id = r.fantasy_team_id
    where r.champ_id = ${champId} and r.month = ${month}
      and r.fantasy_team_id in ${sql`(${sql.join(
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
