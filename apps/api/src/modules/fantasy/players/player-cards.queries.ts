import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connect.ts';
import {
  fantasyPlayerStats,
  fantasyStages,
  matches,
  playerMatchPoints,
  players,
  teams,
} from '../../../db/schema/index.ts';

export const FORM_MATCHES = 5;

export const playerCardColumns = {
  player: players,
  team: {
    id: teams.id,
    name: teams.name,
    shortName: teams.shortName,
    logo: teams.logo,
    logoWhite: teams.logoWhite,
  },
  stats: {
    points: fantasyPlayerStats.points,
    goals: fantasyPlayerStats.goals,
    assists: fantasyPlayerStats.assists,
    matches: fantasyPlayerStats.matches,
    minutes: fantasyPlayerStats.minutes,
    ycards: fantasyPlayerStats.ycards,
    rcards: fantasyPlayerStats.rcards,
    popularityPercent: fantasyPlayerStats.popularityPercent,
    performance: fantasyPlayerStats.performance,
  },
};

export type PlayerCardRow = {
  player: typeof players.$inferSelect;
  team: { id: number; name: string; shortName: string; logo: string; logoWhite: string } | null;
  stats: {
    points: number;
    goals: number;
    assists: number;
    matches: number;
    minutes: number;
    ycards: number;
    rcards: number;
    popularityPercent: number;
    performance: number;
  } | null;
};

/** Players with their club and their season aggregates in the league (none yet: null). */
export async function findPlayerCardRows(
  db: DbOrTx,
  leagueId: number,
  playerIds: number[],
): Promise<PlayerCardRow[]> {
  if (playerIds.length === 0) return [];
  return db
    .select(playerCardColumns)
    .from(players)
    .leftJoin(teams, eq(teams.id, players.teamId))
    .leftJoin(
      fantasyPlayerStats,
      and(eq(fantasyPlayerStats.leagueId, leagueId), eq(fantasyPlayerStats.playerId, players.id)),
    )
    .where(inArray(players.id, playerIds));
}

/** The points of each player's last scored matches in the league, oldest first. */
export async function findRecentPoints(
  db: DbOrTx,
  leagueId: number,
  playerIds: number[],
): Promise<Map<number, { points: number[]; stages: string[] }>> {
  const form = new Map<number, { points: number[]; stages: string[] }>();
  if (playerIds.length === 0) return form;
  const ranked = db
    .select({
      playerId: playerMatchPoints.playerId,
      points: playerMatchPoints.points,
      stageName: fantasyStages.name,
      startsAt: matches.startsAt,
      rank: sql<number>`row_number() over (partition by ${playerMatchPoints.playerId} order by ${matches.startsAt} desc)`.as(
        'rank',
      ),
    })
    .from(playerMatchPoints)
    .innerJoin(fantasyStages, eq(fantasyStages.id, playerMatchPoints.stageId))
    .innerJoin(matches, eq(matches.id, playerMatchPoints.matchId))
    .where(and(inArray(playerMatchPoints.playerId, playerIds), eq(fantasyStages.leagueId, leagueId)))
    .as('ranked');
  const rows = await db
    .select({ playerId: ranked.playerId, points: ranked.points, stageName: ranked.stageName })
    .from(ranked)
    .where(lte(ranked.rank, FORM_MATCHES))
    .orderBy(asc(ranked.playerId), desc(ranked.rank));
  for (const row of rows) {
    const entry = form.get(row.playerId) ?? { points: [], stages: [] };
    entry.points.push(row.points);
    entry.stages.push(row.stageName);
    form.set(row.playerId, entry);
  }
  return form;
}
