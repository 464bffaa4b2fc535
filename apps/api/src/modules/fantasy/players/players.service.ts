import type { FantasyPagination, PlayersPage, PlayersQuery, StatGraphField } from '@mliga/contract';
import { FIELD_POSITIONS, type FieldPosition } from '@mliga/domain';
import type { Db } from '../../../db/connect.ts';
import { notFound } from '../../../http/errors.ts';
import { findLandingStage } from '../league.queries.ts';
import { presentClub, presentMatch } from '../matches.presenter.ts';
import { findTourMatches, rivalsOf, type ClubRow } from '../matches.queries.ts';
import { loadPlayerCards, presentFieldPosition } from './player-cards.ts';
import { findEventMinutes, findPlayerHistory, findStageFacts } from './player-history.queries.ts';
import { presentLedger } from './player-ledger.ts';
import { findScoringTable } from '../stat/scoring-table.queries.ts';
import { parsePlayerSort } from './players-sort.ts';
import { findMarketPage, findSeasonClubs, isSeasonPlayer } from './players.queries.ts';
import { fantasyMessages } from '../fantasy.messages.ts';
import { findLeague, findLeagueStage, findLeagueStages, type LeagueRow } from '../stages.queries.ts';

export const PLAYERS_PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE = 10;

export const paginationOf = (page: number, pageSize: number, total: number): FantasyPagination => ({
  pageNumber: page,
  pageSize,
  pageCount: Math.ceil(total / pageSize),
  total,
});

async function leagueOrNotFound(db: Db, leagueId: number): Promise<LeagueRow> {
  const league = await findLeague(db, leagueId);
  if (!league) throw notFound();
  return league;
}

/**
 * Each club's opponent in the stage being built (`stage_id`, which must be the league's),
 * by default in the stage the site lands on (the current one, else the next, else the last).
 */
async function marketRivals(db: Db, league: LeagueRow, stageId?: number): Promise<Map<number, ClubRow>> {
  const stage =
    stageId === undefined
      ? await findLandingStage(db, league.id)
      : await findLeagueStage(db, league.id, stageId);
  if (stageId !== undefined && !stage) throw notFound(fantasyMessages.unknownStage);
  return stage ? rivalsOf(await findTourMatches(db, league.seasonId, stage.tour)) : new Map();
}

export async function getPlayersPage(db: Db, leagueId: number, query: PlayersQuery): Promise<PlayersPage> {
  const league = await leagueOrNotFound(db, leagueId);
  const page = query.p ?? 1;
  const [{ ids, total }, clubs, rivals] = await Promise.all([
    findMarketPage(db, {
      seasonId: league.seasonId,
      leagueId: league.id,
      filters: {
        teamId: query.team,
        fieldPosition: query.field_position,
        name: query.name,
        priceFrom: query.price_from,
        priceTo: query.price_to,
      },
      sort: parsePlayerSort(query.sort, query.selected),
      offset: (page - 1) * PLAYERS_PAGE_SIZE,
      limit: PLAYERS_PAGE_SIZE,
    }),
    findSeasonClubs(db, league.seasonId),
    marketRivals(db, league, query.stage_id),
  ]);
  const cards = await loadPlayerCards(db, { leagueId: league.id, playerIds: ids, rivals });
  return {
    players: ids.flatMap((id) => cards.get(id) ?? []),
    filters: { teams: clubs.map(presentClub), field_positions: FIELD_POSITIONS.map(presentFieldPosition) },
    pagination: paginationOf(page, PLAYERS_PAGE_SIZE, total),
  };
}

async function seasonPlayerOrNotFound(db: Db, league: LeagueRow, playerId: number): Promise<void> {
  if (!(await isSeasonPlayer(db, league.seasonId, playerId))) throw notFound();
}

export async function getPlayerDetails(
  db: Db,
  leagueId: number,
  playerId: number,
  query: { p?: number; stage_id?: number } = {},
) {
  const page = query.p ?? 1;
  const league = await leagueOrNotFound(db, leagueId);
  await seasonPlayerOrNotFound(db, league, playerId);
  const [rivals, history] = await Promise.all([
    marketRivals(db, league, query.stage_id),
    findPlayerHistory(db, {
      seasonId: league.seasonId,
      playerId,
      offset: (page - 1) * HISTORY_PAGE_SIZE,
      limit: HISTORY_PAGE_SIZE,
    }),
  ]);
  const cards = await loadPlayerCards(db, { leagueId: league.id, playerIds: [playerId], rivals });
  const player = cards.get(playerId)!;
  const minutes = await findEventMinutes(
    db,
    playerId,
    history.rows.map((r) => r.match.id),
  );
  // A match not scored yet is counted from its statistics so far, by the league's table.
  const table = history.rows.some((r) => r.points === null) ? await findScoringTable(db) : null;
  const champ = { id: league.seasonId, name: league.seasonName };
  return {
    player,
    matches: history.rows.map((row) => ({
      match: presentMatch(row, champ),
      rival_team_id: row.teamId === row.home.id ? row.guest.id : row.home.id,
      ...presentLedger(row, player.fieldPosition.id as FieldPosition, table, minutes.get(row.match.id)),
    })),
    pagination: paginationOf(page, HISTORY_PAGE_SIZE, history.total),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** One value per stage that has started (tour order); performance is the stage's points per match played. */
export async function getStatGraph(
  db: Db,
  leagueId: number,
  playerId: number,
  field: StatGraphField = 'points',
): Promise<{ stages: string[]; values: number[] }> {
  const league = await leagueOrNotFound(db, leagueId);
  await seasonPlayerOrNotFound(db, league, playerId);
  const [stages, facts] = await Promise.all([
    findLeagueStages(db, league.id),
    findStageFacts(db, { leagueId: league.id, seasonId: league.seasonId, playerId }),
  ]);
  const shown = stages.filter((s) => s.status !== 'future');
  const valueOf = (stageId: number): number => {
    switch (field) {
      case 'points':
        return facts.points.get(stageId) ?? 0;
      case 'goals':
        return facts.goals.get(stageId) ?? 0;
      case 'assists':
        return facts.assists.get(stageId) ?? 0;
      case 'popularity_percent':
        return facts.popularity.get(stageId) ?? 0;
      case 'performance': {
        const played = facts.matchesPlayed.get(stageId) ?? 0;
        return played === 0 ? 0 : round2((facts.points.get(stageId) ?? 0) / played);
      }
    }
  };
  return { stages: shown.map((s) => s.name), values: shown.map((s) => valueOf(s.id)) };
}
