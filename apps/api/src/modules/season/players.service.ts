import type { SitePlayerDetails, SitePlayers, SitePlayersQuery } from '@mliga/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { matches } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { findMatches } from './matches.queries.ts';
import {
  countPlayers,
  findPlayer,
  findPlayerLines,
  findPlayerSeasonStats,
  findPlayersPage,
  type PlayersFilter,
} from './players.queries.ts';
import { findCurrentSeason } from './season.queries.ts';
import {
  presentMatch,
  presentPlayerBrief,
  presentSeason,
  presentStats,
  presentTeam,
} from './season.presenter.ts';
import { SEASON_MESSAGES } from './season.messages.ts';

export const PLAYERS_PAGE_SIZE = 20;
const RECENT_MATCHES = 10;

export async function listPlayers(db: Db, query: SitePlayersQuery): Promise<SitePlayers> {
  const page = query.p ?? 1;
  const filter: PlayersFilter = { teamId: query.team, position: query.position, name: query.name?.trim() };
  const season = await findCurrentSeason(db);
  const [total, rows] = await Promise.all([
    countPlayers(db, filter),
    findPlayersPage(db, {
      seasonId: season?.id ?? null,
      filter,
      sort: query.sort ?? 'name',
      limit: PLAYERS_PAGE_SIZE,
      offset: (page - 1) * PLAYERS_PAGE_SIZE,
    }),
  ]);
  return {
    season: season ? presentSeason(season) : null,
    players: rows.map((r) => ({
      ...presentPlayerBrief(r.player),
      team: r.team ? presentTeam(r.team) : null,
      stats: presentStats(r.stats),
    })),
    pagination: {
      pageSize: PLAYERS_PAGE_SIZE,
      pageNumber: page,
      pageCount: Math.ceil(total / PLAYERS_PAGE_SIZE),
      total,
    },
  };
}

export async function getPlayerDetails(db: Db, id: number): Promise<SitePlayerDetails> {
  const [found, season, lines] = await Promise.all([
    findPlayer(db, id),
    findCurrentSeason(db),
    findPlayerLines(db, id, RECENT_MATCHES),
  ]);
  if (!found) throw notFound(SEASON_MESSAGES.playerNotFound);
  const [stats, rows] = await Promise.all([
    season ? findPlayerSeasonStats(db, id, season.id) : null,
    lines.length > 0
      ? findMatches(db, {
          where: inArray(
            matches.id,
            lines.map((l) => l.matchId),
          ),
          orderBy: [],
        })
      : [],
  ]);
  const byId = new Map(rows.map((r) => [r.match.id, r]));
  return {
    player: presentPlayerBrief(found.player),
    team: found.team ? presentTeam(found.team) : null,
    season: season ? presentSeason(season) : null,
    stats: presentStats(stats),
    matches: lines.flatMap((l) => {
      const row = byId.get(l.matchId);
      if (!row) return [];
      return [
        {
          match: presentMatch(row),
          team_id: l.teamId,
          minutes: l.minutes,
          goals: l.goals,
          assists: l.assists,
          yellow_cards: l.yellowCards,
          red_cards: l.redCards,
        },
      ];
    }),
  };
}
