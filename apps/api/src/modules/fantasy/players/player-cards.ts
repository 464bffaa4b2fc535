import type { FantasyPlayer } from '@mliga/contract';
import { FIELD_POSITION_NAMES, isFieldPosition, type SquadPlayer } from '@mliga/domain';
import type { DbOrTx } from '../../../db/connect.ts';
import { fioOf, presentClub } from '../matches.presenter.ts';
import type { ClubRow } from '../matches.queries.ts';
import { findPlayerCardRows, findRecentPoints, type PlayerCardRow } from './player-cards.queries.ts';

const noStats = {
  points: 0,
  goals: 0,
  assists: 0,
  matches: 0,
  minutes: 0,
  ycards: 0,
  rcards: 0,
  popularityPercent: 0,
  performance: 0,
};

export function presentFieldPosition(id: number) {
  const names = isFieldPosition(id) ? FIELD_POSITION_NAMES[id] : { name: '', shortName: '' };
  return { id, name: names.name, short_name: names.shortName };
}

function presentPlayer(
  row: PlayerCardRow,
  rival: ClubRow | null,
  form: { points: number[]; stages: string[] } | undefined,
): FantasyPlayer {
  const { player, team } = row;
  const stats = row.stats ?? noStats;
  return {
    id: player.id,
    name: player.name,
    surname: player.surname,
    nickname: player.nickname,
    fio: fioOf(player),
    photo: player.photo,
    fieldPosition: presentFieldPosition(player.fieldPosition),
    external_url: player.externalUrl,
    team: team ? presentClub(team) : null,
    price: player.price,
    status: player.status as FantasyPlayer['status'],
    rival_team: rival ? presentClub(rival) : null,
    stats: {
      points: stats.points,
      goals: stats.goals,
      assists: stats.assists,
      matches: stats.matches,
      minutes: stats.minutes,
      popularity_percent: stats.popularityPercent,
      performance: stats.performance,
      ycards: stats.ycards,
      rcards: stats.rcards,
    },
    last_games_points: form ?? { points: [], stages: [] },
  };
}

/**
 * Full player cards (spec 2 §3 Player) for a few players: two indexed reads
 * whatever their number. `rivals` maps a club to its opponent in the stage shown.
 */
export async function loadPlayerCards(
  db: DbOrTx,
  opts: { leagueId: number; playerIds: number[]; rivals: Map<number, ClubRow> },
): Promise<Map<number, FantasyPlayer>> {
  const ids = [...new Set(opts.playerIds)];
  const [rows, form] = await Promise.all([
    findPlayerCardRows(db, opts.leagueId, ids),
    findRecentPoints(db, opts.leagueId, ids),
  ]);
  const cards = new Map<number, FantasyPlayer>();
  for (const row of rows) {
    const rival = row.player.teamId === null ? null : (opts.rivals.get(row.player.teamId) ?? null);
    cards.set(row.player.id, presentPlayer(row, rival, form.get(row.player.id)));
  }
  return cards;
}

/** What the squad rules need to know of a player row. */
export const toSquadPlayer = (player: {
  id: number;
  fieldPosition: number;
  teamId: number | null;
  price: number;
  status: string;
}): SquadPlayer => ({
  id: player.id,
  fieldPosition: player.fieldPosition as SquadPlayer['fieldPosition'],
  teamId: player.teamId,
  price: player.price,
  status: player.status,
});
