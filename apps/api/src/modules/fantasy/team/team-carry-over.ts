import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connect.ts';

/**
 * A new season's league gets every user's team of their latest earlier league: the same name,
 * moderation status and media marks, and nothing else (no squads, points or leagues). Users
 * keep their team names from season to season; a team already in the league stays as it is.
 * Earlier means created before (a lower id): an old league activated again gets no team of a later
 * one. One set-based statement, run when a fantasy league is activated. Answers how many it made.
 */
export async function carryTeamsOver(db: DbOrTx, leagueId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    with latest as (
      select distinct on (t.user_id) t.user_id, t.name, t.moderation_status, t.is_media, t.media_name, t.media_url
      from fantasy_teams t
      where t.league_id < ${leagueId}
      order by t.user_id, t.league_id desc
    ), carried as (
      insert into fantasy_teams (user_id, league_id, name, moderation_status, is_media, media_name, media_url)
      select user_id, ${leagueId}, name, moderation_status, is_media, media_name, media_url from latest
      on conflict (user_id, league_id) do nothing
      returning 1
    )
    select count(*)::int as n from carried`);
  return Number(rows[0]?.n ?? 0);
}
