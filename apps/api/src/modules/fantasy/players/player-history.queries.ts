import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connect.ts';
import {
  fantasyStagePopularity,
  fantasyStages,
  matches,
  playerMatchPoints,
  playerMatchStats,
} from '../../../db/schema/index.ts';
import { selectMatches, type MatchRow } from '../matches.queries.ts';

export type HistoryRow = MatchRow & {
  teamId: number;
  points: number | null;
  events: { name: string; points: number }[] | null;
};

const played = (seasonId: number, playerId: number) =>
  and(
    eq(playerMatchStats.playerId, playerId),
    gt(playerMatchStats.minutes, 0),
    eq(matches.seasonId, seasonId),
  );

/** A page of the matches the player took part in this season, newest first, with his points once scored. */
export async function findPlayerHistory(
  db: DbOrTx,
  opts: { seasonId: number; playerId: number; offset: number; limit: number },
): Promise<{ rows: HistoryRow[]; total: number }> {
  const where = played(opts.seasonId, opts.playerId);
  const [rows, [count]] = await Promise.all([
    selectMatches(db, {
      teamId: playerMatchStats.teamId,
      points: playerMatchPoints.points,
      events: playerMatchPoints.events,
    })
      .innerJoin(playerMatchStats, eq(playerMatchStats.matchId, matches.id))
      .leftJoin(
        playerMatchPoints,
        and(
          eq(playerMatchPoints.matchId, playerMatchStats.matchId),
          eq(playerMatchPoints.playerId, playerMatchStats.playerId),
        ),
      )
      .where(where)
      .orderBy(desc(matches.startsAt), desc(matches.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(playerMatchStats)
      .innerJoin(matches, eq(matches.id, playerMatchStats.matchId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      match: r.match,
      home: r.home,
      guest: r.guest,
      homeBest: r.homeBest,
      guestBest: r.guestBest,
      teamId: r.teamId,
      points: r.points,
      events: r.events,
    })),
    total: count?.total ?? 0,
  };
}

export type StageFacts = {
  points: Map<number, number>;
  matchesPlayed: Map<number, number>;
  goals: Map<number, number>;
  assists: Map<number, number>;
  popularity: Map<number, number>;
};

/**
 * The player's figures per stage of the league (by stage id): points, matches
 * played, goals, assists and the stored popularity. A handful of rows each, by
 * the player's indexes.
 */
export async function findStageFacts(
  db: DbOrTx,
  opts: { leagueId: number; seasonId: number; playerId: number },
): Promise<StageFacts> {
  const stageOfMatch = and(
    eq(fantasyStages.leagueId, opts.leagueId),
    eq(fantasyStages.tour, matches.tour),
    eq(matches.seasonId, opts.seasonId),
  );
  const [points, appearances, popularity] = await Promise.all([
    db
      .select({
        stageId: playerMatchPoints.stageId,
        value: sql<number>`sum(${playerMatchPoints.points})::int`,
      })
      .from(playerMatchPoints)
      .where(eq(playerMatchPoints.playerId, opts.playerId))
      .groupBy(playerMatchPoints.stageId),
    db
      .select({
        stageId: fantasyStages.id,
        matches: sql<number>`count(*)::int`,
        goals: sql<number>`sum(${playerMatchStats.goals})::int`,
        assists: sql<number>`sum(${playerMatchStats.assists})::int`,
      })
      .from(playerMatchStats)
      .innerJoin(matches, eq(matches.id, playerMatchStats.matchId))
      .innerJoin(fantasyStages, stageOfMatch)
      .where(and(eq(playerMatchStats.playerId, opts.playerId), gt(playerMatchStats.minutes, 0)))
      .groupBy(fantasyStages.id),
    db
      .select({ stageId: fantasyStagePopularity.stageId, value: fantasyStagePopularity.popularityPercent })
      .from(fantasyStagePopularity)
      .where(eq(fantasyStagePopularity.playerId, opts.playerId))
      .orderBy(asc(fantasyStagePopularity.stageId)),
  ]);
  return {
    points: new Map(points.map((r) => [r.stageId, r.value])),
    matchesPlayed: new Map(appearances.map((r) => [r.stageId, r.matches])),
    goals: new Map(appearances.map((r) => [r.stageId, r.goals])),
    assists: new Map(appearances.map((r) => [r.stageId, r.assists])),
    popularity: new Map(popularity.map((r) => [r.stageId, r.value])),
  };
}
