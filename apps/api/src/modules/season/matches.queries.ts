import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/connect.ts';
import { matchDetails, matches, matchLive, matchVideos, teams, venues } from '../../db/schema/index.ts';

const home = alias(teams, 'home_team');
const guest = alias(teams, 'guest_team');

const teamColumns = (t: typeof home | typeof guest) => ({
  id: t.id,
  name: t.name,
  shortName: t.shortName,
  city: t.city,
  logo: t.logo,
});

export type TeamRow = { id: number; name: string; shortName: string; city: string | null; logo: string };
export type VenueRow = { id: number; name: string; city: string | null; address: string | null };
export type VideoRow = typeof matchVideos.$inferSelect;
export type MatchRow = {
  match: typeof matches.$inferSelect;
  home: TeamRow;
  guest: TeamRow;
  venue: VenueRow | null;
  ticketUrl: string | null;
  /** The match centre's state (issue 22); null for a match never followed live. */
  live: { status: string; minute: number } | null;
  videos: VideoRow[];
};

/**
 * Matches with both clubs, the ground, the ticket link and the videos: one
 * query for the matches (on the caller's index), one for their videos.
 */
export async function findMatches(
  db: DbOrTx,
  opts: { where: SQL | undefined; orderBy: SQL[]; limit?: number },
): Promise<MatchRow[]> {
  const query = db
    .select({
      match: matches,
      home: teamColumns(home),
      guest: teamColumns(guest),
      venue: { id: venues.id, name: venues.name, city: venues.city, address: venues.address },
      ticketUrl: matchDetails.ticketUrl,
      live: { status: matchLive.status, minute: matchLive.minute },
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(guest, eq(guest.id, matches.guestTeamId))
    .leftJoin(matchDetails, eq(matchDetails.matchId, matches.id))
    .leftJoin(venues, eq(venues.id, matchDetails.venueId))
    .leftJoin(matchLive, eq(matchLive.matchId, matches.id))
    .where(opts.where)
    .orderBy(...opts.orderBy);
  const rows = opts.limit === undefined ? await query : await query.limit(opts.limit);
  const videos = await findVideos(
    db,
    rows.map((r) => r.match.id),
  );
  return rows.map((r) => ({ ...r, videos: videos.get(r.match.id) ?? [] }));
}

async function findVideos(db: DbOrTx, matchIds: number[]): Promise<Map<number, VideoRow[]>> {
  const byMatch = new Map<number, VideoRow[]>();
  if (matchIds.length === 0) return byMatch;
  const rows = await db
    .select()
    .from(matchVideos)
    .where(inArray(matchVideos.matchId, matchIds))
    .orderBy(asc(matchVideos.matchId), asc(matchVideos.position), asc(matchVideos.id));
  for (const row of rows) byMatch.set(row.matchId, [...(byMatch.get(row.matchId) ?? []), row]);
  return byMatch;
}
