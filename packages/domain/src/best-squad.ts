/**
 * The best possible eleven of a stage (the rating's and statistics' "best
 * squad"): the formation and players that give the most stage points under the
 * formation rules of spec 2 §4. No budget, club limit or captain: it is the
 * stage's dream team, not a squad anyone could have saved.
 */
import {
  FIELD_POSITIONS,
  FORMATIONS,
  startersByPosition,
  type FieldPosition,
  type Formation,
} from './formations.ts';

export type BestSquadCandidate = { playerId: number; fieldPosition: FieldPosition; points: number };

export type BestSquad = {
  formation: Formation;
  /** The eleven, goalkeeper to forwards, each line best first. */
  players: BestSquadCandidate[];
  points: number;
};

/** Best first; equal points go to the lower player id, so the answer never depends on input order. */
const byMerit = (a: BestSquadCandidate, b: BestSquadCandidate) =>
  b.points - a.points || a.playerId - b.playerId;

/**
 * Within a formation the lines are independent, so each line takes its best
 * players; the formation with the most points wins, a tie going to the earlier
 * one in FORMATIONS (4-4-2 first). Null when no formation can be filled.
 */
export function bestSquad(candidates: readonly BestSquadCandidate[]): BestSquad | null {
  const lines = new Map<FieldPosition, BestSquadCandidate[]>(FIELD_POSITIONS.map((p) => [p, []]));
  const seen = new Set<number>();
  for (const c of candidates) {
    if (seen.has(c.playerId)) throw new Error(`player ${c.playerId} is listed twice`);
    seen.add(c.playerId);
    lines.get(c.fieldPosition)?.push(c);
  }
  for (const line of lines.values()) line.sort(byMerit);

  let best: BestSquad | null = null;
  for (const formation of FORMATIONS) {
    const starters = startersByPosition(formation);
    if (FIELD_POSITIONS.some((p) => lines.get(p)!.length < starters[p])) continue;
    const players = FIELD_POSITIONS.flatMap((p) => lines.get(p)!.slice(0, starters[p]));
    const points = players.reduce((sum, p) => sum + p.points, 0);
    if (best === null || points > best.points) best = { formation, players, points };
  }
  return best;
}
