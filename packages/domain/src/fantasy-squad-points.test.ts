import { describe, expect, it } from 'vitest';
import { scoreStageSquad, unspentCoinsBonus, type StageSquadPlayer } from './fantasy-squad-points.ts';
import type { FieldPosition } from './formations.ts';

/** A 4-4-2 squad: ids 1 GK, 2–5 DEF, 6–9 MID, 10–11 FWD start; 12 GK, 13 DEF, 14 MID, 15 FWD on the bench. */
function squad(overrides: Record<number, Partial<StageSquadPlayer>> = {}): StageSquadPlayer[] {
  const position = (id: number): FieldPosition =>
    id === 1 || id === 12 ? 1 : id <= 5 || id === 13 ? 2 : id <= 9 || id === 14 ? 3 : 4;
  return Array.from({ length: 15 }, (_, i) => {
    const playerId = i + 1;
    return {
      playerId,
      fieldPosition: position(playerId),
      starter: playerId <= 11,
      isCaptain: playerId === 6,
      points: 2,
      played: true,
      ...overrides[playerId],
    };
  });
}

const lineOf = (result: ReturnType<typeof scoreStageSquad>, id: number) =>
  result.lines.find((l) => l.playerId === id)!;

describe('unspentCoinsBonus', () => {
  it.each([
    [100, 0],
    [99.5, 0],
    [99, 1],
    [87.3, 12],
    [87, 13],
    [72.5, 27],
  ])('cost %d → %i', (cost, bonus) => {
    expect(unspentCoinsBonus(cost)).toBe(bonus);
  });
});

describe('scoreStageSquad', () => {
  it('counts the eleven, doubles the captain, adds the coins bonus, leaves the bench out', () => {
    const result = scoreStageSquad({ players: squad({ 6: { points: 7 }, 14: { points: 9 } }), cost: 95.5 });
    // 10 starters × 2 + captain 7 × 2 + bonus 4
    expect(result.points).toBe(20 + 14 + 4);
    expect(result.coinsBonus).toBe(4);
    expect(lineOf(result, 6)).toEqual({ playerId: 6, points: 14, substitutePlayerId: null, counted: 14 });
    expect(lineOf(result, 14)).toEqual({ playerId: 14, points: 9, substitutePlayerId: null, counted: 0 });
  });

  it('replaces a starter who did not play by the bench player of his position who did', () => {
    const result = scoreStageSquad({
      players: squad({ 3: { played: false, points: 0 }, 13: { points: 5 } }),
      cost: 100,
    });
    expect(lineOf(result, 3)).toEqual({ playerId: 3, points: 0, substitutePlayerId: 13, counted: 0 });
    expect(lineOf(result, 13).counted).toBe(5);
    expect(result.points).toBe(9 * 2 + 2 * 2 + 5);
  });

  it('makes no substitution when the bench player did not play either', () => {
    const result = scoreStageSquad({
      players: squad({ 10: { played: false, points: 0 }, 15: { played: false, points: 0 } }),
      cost: 100,
    });
    expect(lineOf(result, 10).substitutePlayerId).toBeNull();
    expect(result.points).toBe(9 * 2 + 2 * 2);
  });

  it('never brings on a bench player of another position', () => {
    const result = scoreStageSquad({ players: squad({ 1: { played: false, points: 0 } }), cost: 100 });
    // Goalkeeper 12 played and replaces 1; no outfield player is touched.
    expect(lineOf(result, 1).substitutePlayerId).toBe(12);
    const outfield = scoreStageSquad({
      players: squad({ 1: { played: false, points: 0 }, 12: { played: false, points: 0 } }),
      cost: 100,
    });
    expect(outfield.lines.filter((l) => l.substitutePlayerId !== null)).toEqual([]);
  });

  it('uses one bench player once: of two absent starters of a position, the lower id is replaced', () => {
    const result = scoreStageSquad({
      players: squad({ 5: { played: false, points: 0 }, 4: { played: false, points: 0 } }),
      cost: 100,
    });
    expect(lineOf(result, 4).substitutePlayerId).toBe(13);
    expect(lineOf(result, 5).substitutePlayerId).toBeNull();
  });

  it('doubles nobody when the captain did not play (his substitute counts once)', () => {
    const result = scoreStageSquad({
      players: squad({ 6: { played: false, points: 0 }, 14: { points: 6 } }),
      cost: 100,
    });
    expect(lineOf(result, 6)).toEqual({ playerId: 6, points: 0, substitutePlayerId: 14, counted: 0 });
    expect(lineOf(result, 14).counted).toBe(6);
    expect(result.points).toBe(10 * 2 + 6);
  });

  it('doubles a captain’s negative points too', () => {
    const result = scoreStageSquad({ players: squad({ 6: { points: -2 } }), cost: 100 });
    expect(lineOf(result, 6).points).toBe(-4);
    expect(result.points).toBe(10 * 2 - 4);
  });
});
