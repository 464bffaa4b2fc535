import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { FantasyEvent, PlayerStatLine } from '@mliga/domain';
import type { DbOrTx } from '../../../db/connect.ts';
import {
  fantasyStagePopularity,
  fantasyStages,
  matchEvents,
  matches,
  playerMatchPoints,
  playerMatchStats,
} from '../../../db/schema/index.ts';
import { selectMatches, type MatchRow } from '../matches.queries.ts';

export type HistoryRow = MatchRow & {
  teamId: number;
  points: number | null;
  events: { name: string; points: number }[] | null;
  line: PlayerStatLine;
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
      line: {
        minutes: playerMatchStats.minutes,
        goalsScored: playerMatchStats.goals,
        assists: playerMatchStats.assists,
        cleanSheets: playerMatchStats.cleanSheets,
        goalsConceded: playerMatchStats.goalsConceded,
        ownGoals: playerMatchStats.ownGoals,
        penaltiesSaved: playerMatchStats.penaltiesSaved,
        penaltiesMissed: playerMatchStats.penaltiesMissed,
        yellowCards: playerMatchStats.yellowCards,
        redCards: playerMatchStats.redCards,
        saves: playerMatchStats.saves,
        bonus: playerMatchStats.bonus,
      },
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
      line: r.line,
    })),
    total: count?.total ?? 0,
  };
}

/** Which line of the player's points a match centre event is, for him (null: none, e.g. a substitution). */
const eventLine = (playerId: number) => sql<FantasyEvent | null>`case
  when ${matchEvents.kind} = 'goal' and ${matchEvents.secondPlayerId} = ${playerId} then 'assist'
  when ${matchEvents.kind} = 'goal' and ${matchEvents.ownGoal} then 'own_goal'
  when ${matchEvents.kind} = 'goal' then 'goal'
  when ${matchEvents.kind} in ('yellow_card', 'red_card', 'penalty_saved', 'penalty_missed') then ${matchEvents.kind}
end`;

/**
 * The minutes of the match centre's events behind the player's lines, per match and line (a goal's
 * scorer, its assist, cards, penalties). Matches entered by the result form or a file have none.
 */
export async function findEventMinutes(
  db: DbOrTx,
  playerId: number,
  matchIds: number[],
): Promise<Map<number, Map<FantasyEvent, number[]>>> {
  const byMatch = new Map<number, Map<FantasyEvent, number[]>>();
  if (matchIds.length === 0) return byMatch;
  const rows = await db
    .select({ matchId: matchEvents.matchId, line: eventLine(playerId), minute: matchEvents.minute })
    .from(matchEvents)
    .where(
      and(
        inArray(matchEvents.matchId, matchIds),
        or(eq(matchEvents.playerId, playerId), eq(matchEvents.secondPlayerId, playerId)),
      ),
    )
    .orderBy(asc(matchEvents.minute), asc(matchEvents.id));
  for (const { matchId, line, minute } of rows) {
    if (line === null) continue;
    const lines = byMatch.get(matchId) ?? new Map<FantasyEvent, number[]>();
    lines.set(line, [...(lines.get(line) ?? []), minute]);
    byMatch.set(matchId, lines);
  }
  return byMatch;
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
