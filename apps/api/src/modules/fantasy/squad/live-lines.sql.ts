import { and, eq, inArray } from 'drizzle-orm';
import {
  playerMatchPoints as pointsOfLine,
  scoreStageSquad,
  type FieldPosition,
  type StageSquadLine,
} from '@mliga/domain';
import type { DbOrTx } from '../../../db/connect.ts';
import {
  fantasyLeagues,
  fantasyStages,
  matches,
  matchLive,
  playerMatchStats,
} from '../../../db/schema/index.ts';
import { findScoringTable } from '../stat/scoring-table.queries.ts';

type Entry = {
  playerId: number;
  position: number;
  isCaptain: boolean;
  fieldPosition: number;
  teamId: number | null;
};

/**
 * Issue 22 §3: a squad's lines while its stage's matches are played and before it is scored — the
 * FPL-verified points of the statistics so far, the captain ×2, and provisional automatic
 * substitutions (a starter is replaced only once every match of his club in the tour is over).
 * Null while no match of the tour has started. Reads the league site's and the match centre's
 * tables (set-based, docs/architecture.md).
 */
export async function liveStageLines(
  db: DbOrTx,
  stageId: number,
  entries: Entry[],
  cost: number,
): Promise<{ lines: Map<number, StageSquadLine>; points: number } | null> {
  const tour = await db
    .select({
      id: matches.id,
      homeTeamId: matches.homeTeamId,
      guestTeamId: matches.guestTeamId,
      isFinished: matches.isFinished,
      status: matchLive.status,
    })
    .from(fantasyStages)
    .innerJoin(fantasyLeagues, eq(fantasyLeagues.id, fantasyStages.leagueId))
    .innerJoin(
      matches,
      and(eq(matches.seasonId, fantasyLeagues.seasonId), eq(matches.tour, fantasyStages.tour)),
    )
    .leftJoin(matchLive, eq(matchLive.matchId, matches.id))
    .where(eq(fantasyStages.id, stageId));
  const started = tour.filter((m) => m.isFinished || (m.status !== null && m.status !== 'scheduled'));
  if (started.length === 0) return null;
  // One after another: the caller may be inside a transaction (one connection).
  const stats = await db
    .select()
    .from(playerMatchStats)
    .where(
      and(
        inArray(
          playerMatchStats.matchId,
          started.map((m) => m.id),
        ),
        inArray(
          playerMatchStats.playerId,
          entries.map((e) => e.playerId),
        ),
      ),
    );
  const table = await findScoringTable(db);
  const stillToPlay = new Set(
    tour.filter((m) => !m.isFinished).flatMap((m) => [m.homeTeamId, m.guestTeamId]),
  );
  const position = new Map(entries.map((e) => [e.playerId, e.fieldPosition as FieldPosition]));
  const facts = new Map<number, { points: number; played: boolean }>();
  for (const s of stats) {
    const { points } = pointsOfLine({
      line: { ...s, goalsScored: s.goals },
      fieldPosition: position.get(s.playerId) ?? 4,
      table,
    });
    const fact = facts.get(s.playerId) ?? { points: 0, played: false };
    facts.set(s.playerId, { points: fact.points + points, played: fact.played || s.minutes > 0 });
  }
  const scored = scoreStageSquad({
    cost,
    players: entries.map((e) => ({
      playerId: e.playerId,
      fieldPosition: e.fieldPosition as FieldPosition,
      starter: e.position === 1,
      isCaptain: e.isCaptain,
      points: facts.get(e.playerId)?.points ?? 0,
      played: facts.get(e.playerId)?.played === true || (e.teamId !== null && stillToPlay.has(e.teamId)),
    })),
  });
  return { lines: new Map(scored.lines.map((l) => [l.playerId, l])), points: scored.points };
}
