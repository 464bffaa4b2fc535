import type { SitePlayersSort } from '@mliga/contract';
import { and, asc, desc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { matches, playerMatchStats, players, teams } from '../../db/schema/index.ts';
import type { TeamRow } from './matches.queries.ts';
import { playerBriefColumns, teamColumns } from './season.queries.ts';
import type { PlayerBriefRow, StatsRow } from './season.presenter.ts';

export type PlayersFilter = { teamId?: number; position?: number; name?: string };
export type PlayerListRow = { player: PlayerBriefRow; team: TeamRow | null; stats: StatsRow | null };

const statColumns = {
  matches: sql<number>`count(*) filter (where ${playerMatchStats.minutes} > 0)::int`,
  minutes: sql<number>`coalesce(sum(${playerMatchStats.minutes}), 0)::int`,
  goals: sql<number>`coalesce(sum(${playerMatchStats.goals}), 0)::int`,
  assists: sql<number>`coalesce(sum(${playerMatchStats.assists}), 0)::int`,
  yellowCards: sql<number>`coalesce(sum(${playerMatchStats.yellowCards}), 0)::int`,
  redCards: sql<number>`coalesce(sum(${playerMatchStats.redCards}), 0)::int`,
};

/** Each word must appear in the name, surname or nickname, in any case; % and _ are taken literally. */
function nameMatches(name: string): SQL[] {
  const words = name.trim().split(/\s+/).filter(Boolean).slice(0, 4);
  const haystack = sql`concat_ws(' ', ${players.name}, ${players.surname}, ${players.nickname})`;
  return words.map((w) => sql`${haystack} ilike ${`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
}

function where(filter: PlayersFilter): SQL | undefined {
  return and(
    isNotNull(players.teamId),
    filter.teamId === undefined ? undefined : eq(players.teamId, filter.teamId),
    filter.position === undefined ? undefined : eq(players.fieldPosition, filter.position),
    ...(filter.name ? nameMatches(filter.name) : []),
  );
}

export async function countPlayers(db: Db, filter: PlayersFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(players)
    .where(where(filter));
  return row?.n ?? 0;
}

/**
 * One page of players with their statistics in the season. The players of a
 * league number in the hundreds, so the season's lines are summed per request;
 * the answer is cached for anonymous readers.
 */
export async function findPlayersPage(
  db: Db,
  opts: {
    seasonId: number | null;
    filter: PlayersFilter;
    sort: SitePlayersSort;
    limit: number;
    offset: number;
  },
): Promise<PlayerListRow[]> {
  const stats = db.$with('season_stats').as(
    db
      .select({
        playerId: playerMatchStats.playerId,
        matches: statColumns.matches.as('matches'),
        minutes: statColumns.minutes.as('minutes'),
        goals: statColumns.goals.as('goals'),
        assists: statColumns.assists.as('assists'),
        yellowCards: statColumns.yellowCards.as('yellow_cards'),
        redCards: statColumns.redCards.as('red_cards'),
      })
      .from(playerMatchStats)
      .innerJoin(
        matches,
        and(eq(matches.id, playerMatchStats.matchId), eq(matches.seasonId, opts.seasonId ?? 0)),
      )
      .groupBy(playerMatchStats.playerId),
  );
  const bySurname = [asc(players.surname), asc(players.name), asc(players.id)];
  const order =
    opts.sort === 'name' ? bySurname : [desc(sql`coalesce(${stats[opts.sort]}, 0)`), ...bySurname];
  return db
    .with(stats)
    .select({
      player: playerBriefColumns,
      team: teamColumns,
      stats: {
        matches: stats.matches,
        minutes: stats.minutes,
        goals: stats.goals,
        assists: stats.assists,
        yellowCards: stats.yellowCards,
        redCards: stats.redCards,
      },
    })
    .from(players)
    .leftJoin(teams, eq(teams.id, players.teamId))
    .leftJoin(stats, eq(stats.playerId, players.id))
    .where(where(opts.filter))
    .orderBy(...order)
    .limit(opts.limit)
    .offset(opts.offset);
}

export async function findPlayer(db: Db, id: number) {
  const [row] = await db
    .select({ player: playerBriefColumns, team: teamColumns })
    .from(players)
    .leftJoin(teams, eq(teams.id, players.teamId))
    .where(eq(players.id, id))
    .limit(1);
  return row ?? null;
}

export async function findPlayerSeasonStats(db: Db, playerId: number, seasonId: number): Promise<StatsRow> {
  const [row] = await db
    .select(statColumns)
    .from(playerMatchStats)
    .innerJoin(matches, and(eq(matches.id, playerMatchStats.matchId), eq(matches.seasonId, seasonId)))
    .where(eq(playerMatchStats.playerId, playerId));
  return row ?? { matches: 0, minutes: 0, goals: 0, assists: 0, yellowCards: 0, redCards: 0 };
}

/** The player's last matches on the pitch, newest first (index player_match_stats_player_idx). */
export async function findPlayerLines(db: Db, playerId: number, limit: number) {
  return db
    .select({
      matchId: playerMatchStats.matchId,
      teamId: playerMatchStats.teamId,
      minutes: playerMatchStats.minutes,
      goals: playerMatchStats.goals,
      assists: playerMatchStats.assists,
      yellowCards: playerMatchStats.yellowCards,
      redCards: playerMatchStats.redCards,
    })
    .from(playerMatchStats)
    .innerJoin(matches, eq(matches.id, playerMatchStats.matchId))
    .where(and(eq(playerMatchStats.playerId, playerId), gt(playerMatchStats.minutes, 0)))
    .orderBy(desc(matches.startsAt), desc(matches.id))
    .limit(limit);
}
