import type {
  LeagueTableRow,
  SeasonHistory,
  SeasonMatches,
  SeasonOverview,
  TopPlayers,
} from '@mliga/contract';
import { buildLeagueTable } from '@mliga/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { matches } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { liveCursor } from '../live/index.ts';
import { findGameWinners } from './game-winners.queries.ts';
import { findMatches, type TeamRow } from './matches.queries.ts';
import {
  findPastSeasons,
  findResults,
  findSeason,
  findSeasonTeams,
  findTopPlayers,
  findTours,
  type ResultRow,
  type SeasonRow,
  type TourRow,
} from './season.queries.ts';
import {
  presentMatch,
  presentPlayerBrief,
  presentSeason,
  presentTableRow,
  presentTeam,
  presentTour,
} from './season.presenter.ts';
import { SEASON_MESSAGES } from './season.messages.ts';

const TOP_PLAYERS = 10;

export async function requireSeason(db: Db, id: number): Promise<SeasonRow> {
  const season = await findSeason(db, id);
  if (!season) throw notFound(SEASON_MESSAGES.seasonNotFound);
  return season;
}

/** The table of one season from its finished results, by the rule of packages/domain. */
export function tableOf(teams: readonly TeamRow[], results: readonly ResultRow[]): LeagueTableRow[] {
  const byId = new Map(teams.map((t) => [t.id, t]));
  const finished = results.flatMap((r) =>
    r.isFinished && r.homeScore !== null && r.guestScore !== null
      ? [
          {
            homeTeamId: r.homeTeamId,
            guestTeamId: r.guestTeamId,
            homeScore: r.homeScore,
            guestScore: r.guestScore,
          },
        ]
      : [],
  );
  return buildLeagueTable({ teams, matches: finished }).map((row) =>
    presentTableRow(row, byId.get(row.teamId) as TeamRow),
  );
}

export async function seasonTable(db: Db, seasonId: number): Promise<LeagueTableRow[]> {
  const [teams, results] = await Promise.all([findSeasonTeams(db, [seasonId]), findResults(db, [seasonId])]);
  return tableOf(teams, results);
}

/** The tour a visitor lands on: the first one not fully played, else the last one. */
export function landingTour(tours: readonly TourRow[]): number | null {
  return (tours.find((t) => t.finishedCount < t.matchesCount) ?? tours.at(-1))?.tour ?? null;
}

export async function getSeasonOverview(db: Db, id: number): Promise<SeasonOverview> {
  const season = await requireSeason(db, id);
  const [table, tours] = await Promise.all([seasonTable(db, id), findTours(db, id)]);
  const current = landingTour(tours);
  return {
    season: presentSeason(season),
    table,
    tours: tours.map((t) => presentTour(t, current)),
    current_tour: current,
  };
}

export async function getSeasonMatches(db: Db, id: number, tour?: number): Promise<SeasonMatches> {
  const live_cursor = await liveCursor(db);
  const season = await requireSeason(db, id);
  const tours = await findTours(db, id);
  const chosen = tour ?? landingTour(tours) ?? 1;
  if (tours.length > 0 && !tours.some((t) => t.tour === chosen)) {
    throw notFound(SEASON_MESSAGES.tourNotFound);
  }
  const rows = await findMatches(db, {
    where: and(eq(matches.seasonId, id), eq(matches.tour, chosen)),
    orderBy: [asc(matches.startsAt), asc(matches.id)],
  });
  return { season: presentSeason(season), tour: chosen, matches: rows.map(presentMatch), live_cursor };
}

export async function getTopPlayers(db: Db, id: number): Promise<TopPlayers> {
  const season = await requireSeason(db, id);
  const [scorers, assists] = await Promise.all([
    findTopPlayers(db, id, 'goals', TOP_PLAYERS),
    findTopPlayers(db, id, 'assists', TOP_PLAYERS),
  ]);
  const present = (rows: typeof scorers) =>
    rows.map((r) => ({
      player: presentPlayerBrief(r.player),
      team: r.team ? presentTeam(r.team) : null,
      value: r.value,
      matches: r.matches,
    }));
  return { season: presentSeason(season), scorers: present(scorers), assists: present(assists) };
}

/** Every past season with its final table; the champion once every match is played. */
export async function getSeasonHistory(db: Db): Promise<SeasonHistory> {
  const seasons = await findPastSeasons(db);
  const ids = seasons.map((s) => s.id);
  const [teams, results, games] = await Promise.all([
    findSeasonTeams(db, ids),
    findResults(db, ids),
    findGameWinners(db, ids),
  ]);
  return {
    seasons: seasons.map((season) => {
      const own = results.filter((r) => r.seasonId === season.id);
      const table = tableOf(
        teams.filter((t) => t.seasonId === season.id),
        own,
      );
      const complete = own.length > 0 && own.every((r) => r.isFinished);
      return {
        season: presentSeason(season),
        champion: complete && table[0] ? table[0].team : null,
        table,
        games: games.filter((g) => g.seasonId === season.id).map(({ seasonId: _, ...game }) => game),
      };
    }),
  };
}
