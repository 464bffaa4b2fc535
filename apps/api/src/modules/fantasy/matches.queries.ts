import { and, asc, eq } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/connect.ts';
import { matches, players, teams } from '../../db/schema/index.ts';

const home = alias(teams, 'home_club');
const guest = alias(teams, 'guest_club');
const homeBest = alias(players, 'home_best');
const guestBest = alias(players, 'guest_best');

export const matchColumns = {
  match: matches,
  home: {
    id: home.id,
    name: home.name,
    shortName: home.shortName,
    logo: home.logo,
    logoWhite: home.logoWhite,
  },
  guest: {
    id: guest.id,
    name: guest.name,
    shortName: guest.shortName,
    logo: guest.logo,
    logoWhite: guest.logoWhite,
  },
  homeBest: { id: homeBest.id, name: homeBest.name, surname: homeBest.surname, photo: homeBest.photo },
  guestBest: { id: guestBest.id, name: guestBest.name, surname: guestBest.surname, photo: guestBest.photo },
};

export type ClubRow = { id: number; name: string; shortName: string; logo: string; logoWhite: string };
export type BestPlayerRow = { id: number; name: string; surname: string; photo: string | null };
export type MatchRow = {
  match: typeof matches.$inferSelect;
  home: ClubRow;
  guest: ClubRow;
  homeBest: BestPlayerRow | null;
  guestBest: BestPlayerRow | null;
};

/** Matches with both clubs and their best players, ready for the presenter (plus `extra` columns). */
export const selectMatches = <T extends SelectedFields>(db: DbOrTx, extra: T = {} as T) =>
  db
    .select({ ...matchColumns, ...extra })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(guest, eq(guest.id, matches.guestTeamId))
    .leftJoin(homeBest, eq(homeBest.id, matches.homeBestPlayerId))
    .leftJoin(guestBest, eq(guestBest.id, matches.guestBestPlayerId));

/** The matches of one tour of the season, in kick-off order (index matches_season_tour_idx). */
export async function findTourMatches(db: DbOrTx, seasonId: number, tour: number): Promise<MatchRow[]> {
  return selectMatches(db)
    .where(and(eq(matches.seasonId, seasonId), eq(matches.tour, tour)))
    .orderBy(asc(matches.startsAt), asc(matches.id));
}

/** Each club's opponent in the tour (its first match when it plays twice). */
export function rivalsOf(tourMatches: MatchRow[]): Map<number, ClubRow> {
  const rivals = new Map<number, ClubRow>();
  for (const { home: h, guest: g } of tourMatches) {
    if (!rivals.has(h.id)) rivals.set(h.id, g);
    if (!rivals.has(g.id)) rivals.set(g.id, h);
  }
  return rivals;
}
