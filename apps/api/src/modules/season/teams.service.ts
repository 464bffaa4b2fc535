import type { SiteTeamDetails, SiteTeams, SquadLine } from '@mliga/contract';
import { FIELD_POSITIONS } from '@mliga/domain';
import { and, asc, desc, eq, not, or } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { matches } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { findMatches } from './matches.queries.ts';
import { findCurrentSeason, findSeasonTeams } from './season.queries.ts';
import {
  presentMatch,
  presentPlayerBrief,
  presentPosition,
  presentSeason,
  presentTeam,
  type PlayerBriefRow,
} from './season.presenter.ts';
import { seasonTable } from './season.service.ts';
import { SEASON_MESSAGES } from './season.messages.ts';
import { findSquad, findTeam } from './teams.queries.ts';

const MATCHES_SHOWN = 5;

/** The clubs of the current season, by name. */
export async function listTeams(db: Db): Promise<SiteTeams> {
  const season = await findCurrentSeason(db);
  if (!season) return { season: null, teams: [] };
  const teams = await findSeasonTeams(db, [season.id]);
  return { season: presentSeason(season), teams: teams.map(presentTeam) };
}

export function squadLines(players: readonly PlayerBriefRow[]): SquadLine[] {
  return FIELD_POSITIONS.map((position) => ({
    position: presentPosition(position),
    players: players.filter((p) => p.fieldPosition === position).map(presentPlayerBrief),
  })).filter((line) => line.players.length > 0);
}

export async function getTeamDetails(db: Db, id: number): Promise<SiteTeamDetails> {
  const [team, season] = await Promise.all([findTeam(db, id), findCurrentSeason(db)]);
  if (!team) throw notFound(SEASON_MESSAGES.teamNotFound);
  const squad = await findSquad(db, id);
  if (!season) {
    return {
      team: presentTeam(team),
      season: null,
      standing: null,
      squad: squadLines(squad),
      results: [],
      next: [],
    };
  }
  const plays = and(
    eq(matches.seasonId, season.id),
    or(eq(matches.homeTeamId, id), eq(matches.guestTeamId, id)),
  );
  const [table, results, next] = await Promise.all([
    seasonTable(db, season.id),
    findMatches(db, {
      where: and(plays, eq(matches.isFinished, true)),
      orderBy: [desc(matches.startsAt), desc(matches.id)],
      limit: MATCHES_SHOWN,
    }),
    findMatches(db, {
      where: and(plays, not(matches.isFinished)),
      orderBy: [asc(matches.startsAt), asc(matches.id)],
      limit: MATCHES_SHOWN,
    }),
  ]);
  return {
    team: presentTeam(team),
    season: presentSeason(season),
    standing: table.find((row) => row.team.id === id) ?? null,
    squad: squadLines(squad),
    results: results.map(presentMatch),
    next: next.map(presentMatch),
  };
}
