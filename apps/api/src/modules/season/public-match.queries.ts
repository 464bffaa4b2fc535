import { and, asc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/connect.ts';
import { matchEvents, matchLineups, playerMatchStats, players } from '../../db/schema/index.ts';
import { playerBriefColumns } from './season.queries.ts';

const second = alias(players, 'second_player');

/** The match centre's events with the players' names and sides (set-based read of the admin's tables). */
export function findMatchEvents(db: DbOrTx, matchId: number) {
  return db
    .select({
      id: matchEvents.id,
      kind: matchEvents.kind,
      minute: matchEvents.minute,
      penalty: matchEvents.penalty,
      ownGoal: matchEvents.ownGoal,
      count: matchEvents.count,
      side: matchLineups.side,
      player: { id: players.id, name: players.name, surname: players.surname },
      second: { id: second.id, name: second.name, surname: second.surname },
    })
    .from(matchEvents)
    .innerJoin(players, eq(players.id, matchEvents.playerId))
    .leftJoin(second, eq(second.id, matchEvents.secondPlayerId))
    .leftJoin(
      matchLineups,
      and(eq(matchLineups.matchId, matchEvents.matchId), eq(matchLineups.playerId, matchEvents.playerId)),
    )
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.minute), asc(matchEvents.id));
}
export type MatchEventRow = Awaited<ReturnType<typeof findMatchEvents>>[number];

/** Who played: the statistics lines with minutes, and whether each started (when lineups were entered). */
export function findMatchPlayers(db: DbOrTx, matchId: number) {
  return db
    .select({
      player: playerBriefColumns,
      teamId: playerMatchStats.teamId,
      starter: matchLineups.starter,
      minutes: playerMatchStats.minutes,
      goals: playerMatchStats.goals,
      assists: playerMatchStats.assists,
      ownGoals: playerMatchStats.ownGoals,
      yellowCards: playerMatchStats.yellowCards,
      redCards: playerMatchStats.redCards,
    })
    .from(playerMatchStats)
    .innerJoin(players, eq(players.id, playerMatchStats.playerId))
    .leftJoin(
      matchLineups,
      and(
        eq(matchLineups.matchId, playerMatchStats.matchId),
        eq(matchLineups.playerId, playerMatchStats.playerId),
      ),
    )
    .where(and(eq(playerMatchStats.matchId, matchId), gt(playerMatchStats.minutes, 0)))
    .orderBy(asc(players.fieldPosition), asc(players.surname), asc(players.id));
}
export type MatchPlayerRow = Awaited<ReturnType<typeof findMatchPlayers>>[number];
