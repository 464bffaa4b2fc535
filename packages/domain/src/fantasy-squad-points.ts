/**
 * A fantasy squad's points for one stage (DECISIONS "Fantasy"): automatic
 * substitutions, the captain ×2 and the unspent-coins bonus. The scoring job
 * does the same for every squad at once in SQL; this is the rulebook and the
 * tests' reference.
 */
import type { FieldPosition } from './formations.ts';
import { SQUAD_BUDGET } from './formations.ts';

export type StageSquadPlayer = {
  playerId: number;
  fieldPosition: FieldPosition;
  starter: boolean;
  isCaptain: boolean;
  /** His points in the stage's matches (0 when his club had none). */
  points: number;
  /** He was on the pitch in the stage: more than 0 minutes in one of its matches. */
  played: boolean;
};

export type StageSquadLine = {
  playerId: number;
  /** Shown on the pitch: his stage points, doubled for a captain who played. */
  points: number;
  /** A starter who did not play: the bench player who came on for him. */
  substitutePlayerId: number | null;
  /** What he adds to the squad's total (a bench player only when he came on). */
  counted: number;
};

/** Bonus points for the coins left unspent: floor(budget − cost), never below 0. */
export function unspentCoinsBonus(cost: number, budget: number = SQUAD_BUDGET): number {
  // Coins are counted in tenths, so 100 − 87.3 is 12.7 and not 12.699999….
  return Math.max(0, Math.floor((Math.round(budget * 10) - Math.round(cost * 10)) / 10));
}

/**
 * A starter who played 0 minutes is replaced by the bench player of his field
 * position if that one played; when several starters of a position did not
 * play, the one with the lowest player id is replaced (one bench slot per
 * position). The captain's points are doubled only when he played.
 */
export function scoreStageSquad({
  players,
  cost,
  budget = SQUAD_BUDGET,
}: {
  players: StageSquadPlayer[];
  cost: number;
  budget?: number;
}): { points: number; coinsBonus: number; lines: StageSquadLine[] } {
  const benchByPosition = new Map<FieldPosition, StageSquadPlayer>();
  for (const p of [...players].sort((a, b) => a.playerId - b.playerId)) {
    if (!p.starter && !benchByPosition.has(p.fieldPosition)) benchByPosition.set(p.fieldPosition, p);
  }
  const replaced = new Map<number, number>();
  const usedBench = new Set<number>();
  const absent = players.filter((p) => p.starter && !p.played).sort((a, b) => a.playerId - b.playerId);
  for (const starter of absent) {
    const bench = benchByPosition.get(starter.fieldPosition);
    if (bench && bench.played && !usedBench.has(bench.playerId)) {
      replaced.set(starter.playerId, bench.playerId);
      usedBench.add(bench.playerId);
    }
  }
  const lines = players.map((p): StageSquadLine => {
    const shown = p.starter && p.isCaptain && p.played ? p.points * 2 : p.points;
    const counted = p.starter ? (p.played ? shown : 0) : usedBench.has(p.playerId) ? p.points : 0;
    return {
      playerId: p.playerId,
      points: shown,
      substitutePlayerId: replaced.get(p.playerId) ?? null,
      counted,
    };
  });
  const coinsBonus = unspentCoinsBonus(cost, budget);
  return { points: lines.reduce((sum, l) => sum + l.counted, 0) + coinsBonus, coinsBonus, lines };
}
