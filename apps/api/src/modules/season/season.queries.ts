import { and, asc, desc, eq, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { matches, playerMatchStats, players, seasons, seasonTeams, teams } from '../../db/schema/index.ts';
import type { TeamRow } from './matches.queries.ts';

export type SeasonRow = { id: number; name: string; year: string; isCurrent: boolean };

const seasonColumns = {
  id: seasons.id,
  name: seasons.name,
  year: seasons.year,
  isCurrent: seasons.isCurrent,
};
export const teamColumns = {
  id: teams.id,
  name: teams.name,
  shortName: teams.shortName,
  city: teams.city,
  logo: teams.logo,
};

export async function findSeason(db: Db, id: number): Promise<SeasonRow | null> {
  const [row] = await db.select(seasonColumns).from(seasons).where(eq(seasons.id, id)).limit(1);
  return row ?? null;
}

/** The season the site shows by default (seasons_one_current_uq). */
export async function findCurrentSeason(db: Db): Promise<SeasonRow | null> {
  const [row] = await db.select(seasonColumns).from(seasons).where(eq(seasons.isCurrent, true)).limit(1);
  return row ?? null;
}

/** Every season but the current one, the latest first. */
export async function findPastSeasons(db: Db): Promise<SeasonRow[]> {
  return db
    .select(seasonColumns)
    .from(seasons)
    .where(not(seasons.isCurrent))
    .orderBy(desc(seasons.year), desc(seasons.id));
}

export async function findSeasonTeams(
  db: Db,
  seasonIds: number[],
): Promise<(TeamRow & { seasonId: number })[]> {
  if (seasonIds.length === 0) return [];
  return db
    .select({ seasonId: seasonTeams.seasonId, ...teamColumns })
    .from(seasonTeams)
    .innerJoin(teams, eq(teams.id, seasonTeams.teamId))
    .where(inArray(seasonTeams.seasonId, seasonIds))
    .orderBy(asc(teams.name));
}

export type ResultRow = {
  seasonId: number;
  isFinished: boolean;
  homeTeamId: number;
  guestTeamId: number;
  homeScore: number | null;
  guestScore: number | null;
};

/** The scores the tables are computed from, in kick-off order (index matches_season_tour_idx). */
export async function findResults(db: Db, seasonIds: number[]): Promise<ResultRow[]> {
  if (seasonIds.length === 0) return [];
  return db
    .select({
      seasonId: matches.seasonId,
      isFinished: matches.isFinished,
      homeTeamId: matches.homeTeamId,
      guestTeamId: matches.guestTeamId,
      homeScore: matches.homeScore,
      guestScore: matches.guestScore,
    })
    .from(matches)
    .where(inArray(matches.seasonId, seasonIds))
    .orderBy(asc(matches.startsAt), asc(matches.id));
}

export type TourRow = {
  tour: number;
  startsAt: Date;
  stopsAt: Date;
  matchesCount: number;
  finishedCount: number;
};

export async function findTours(db: Db, seasonId: number): Promise<TourRow[]> {
  return db
    .select({
      tour: matches.tour,
      startsAt: sql<Date>`min(${matches.startsAt})`.mapWith(matches.startsAt),
      stopsAt: sql<Date>`max(${matches.startsAt})`.mapWith(matches.startsAt),
      matchesCount: sql<number>`count(*)::int`,
      finishedCount: sql<number>`count(*) filter (where ${matches.isFinished})::int`,
    })
    .from(matches)
    .where(eq(matches.seasonId, seasonId))
    .groupBy(matches.tour)
    .orderBy(asc(matches.tour));
}

export type TopPlayerRow = {
  player: Pick<
    typeof players.$inferSelect,
    'id' | 'name' | 'surname' | 'nickname' | 'photo' | 'fieldPosition' | 'status'
  >;
  team: TeamRow | null;
  value: number;
  matches: number;
};

export const playerBriefColumns = {
  id: players.id,
  name: players.name,
  surname: players.surname,
  nickname: players.nickname,
  photo: players.photo,
  fieldPosition: players.fieldPosition,
  status: players.status,
};

/** The season's best scorers or assistants: most first, then fewer matches, then by surname. */
export async function findTopPlayers(
  db: Db,
  seasonId: number,
  by: 'goals' | 'assists',
  limit: number,
): Promise<TopPlayerRow[]> {
  const value = by === 'goals' ? playerMatchStats.goals : playerMatchStats.assists;
  const total = sql<number>`sum(${value})::int`;
  const played = sql<number>`count(*) filter (where ${playerMatchStats.minutes} > 0)::int`;
  return db
    .select({ player: playerBriefColumns, team: teamColumns, value: total, matches: played })
    .from(playerMatchStats)
    .innerJoin(matches, and(eq(matches.id, playerMatchStats.matchId), eq(matches.seasonId, seasonId)))
    .innerJoin(players, eq(players.id, playerMatchStats.playerId))
    .leftJoin(teams, eq(teams.id, players.teamId))
    .groupBy(players.id, teams.id)
    .having(sql`sum(${value}) > 0`)
    .orderBy(desc(total), asc(played), asc(players.surname), asc(players.name), asc(players.id))
    .limit(limit);
}
