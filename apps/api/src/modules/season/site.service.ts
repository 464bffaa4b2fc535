import type { SitePage, SiteTickets, SiteVideos } from '@mliga/contract';
import { formatDate } from '@mliga/domain';
import { and, asc, eq, exists, gte, not } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { matches, matchVideos } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { findMatches } from './matches.queries.ts';
import { findCurrentSeason } from './season.queries.ts';
import { presentMatch, presentSeason } from './season.presenter.ts';
import { SEASON_MESSAGES } from './season.messages.ts';
import { findPage, findVideoTours } from './site.queries.ts';

const TICKET_MATCHES = 24;
/** A match that kicked off less than this long ago is still on the tickets page (late buyers at the gate). */
const TICKETS_GRACE_MS = 2 * 3_600_000;

/** The current season's matches still to come, soonest first, with ground and ticket link. */
export async function getTickets(db: Db, now: Date): Promise<SiteTickets> {
  const season = await findCurrentSeason(db);
  if (!season) return { season: null, matches: [] };
  const rows = await findMatches(db, {
    where: and(
      eq(matches.seasonId, season.id),
      not(matches.isFinished),
      gte(matches.startsAt, new Date(now.getTime() - TICKETS_GRACE_MS)),
    ),
    orderBy: [asc(matches.startsAt), asc(matches.id)],
    limit: TICKET_MATCHES,
  });
  return { season: presentSeason(season), matches: rows.map(presentMatch) };
}

/** The videos of one tour of the current season (the latest tour with videos by default). */
export async function getVideos(db: Db, tour?: number): Promise<SiteVideos> {
  const season = await findCurrentSeason(db);
  if (!season) return { season: null, tours: [], tour: null, matches: [] };
  const tours = await findVideoTours(db, season.id);
  const chosen = tour ?? tours.at(-1) ?? null;
  const rows =
    chosen === null
      ? []
      : await findMatches(db, {
          where: and(
            eq(matches.seasonId, season.id),
            eq(matches.tour, chosen),
            exists(
              db.select({ one: matchVideos.id }).from(matchVideos).where(eq(matchVideos.matchId, matches.id)),
            ),
          ),
          orderBy: [asc(matches.startsAt), asc(matches.id)],
        });
  return { season: presentSeason(season), tours, tour: chosen, matches: rows.map(presentMatch) };
}

export async function getPage(db: Db, slug: string): Promise<SitePage> {
  const page = await findPage(db, slug);
  if (!page) throw notFound(SEASON_MESSAGES.pageNotFound);
  return { slug: page.slug, title: page.title, body: page.body, updated_at: formatDate(page.updatedAt) };
}
