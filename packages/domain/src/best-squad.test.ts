import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestSquad, type BestSquadCandidate } from './best-squad.ts';
import { FIELD_POSITIONS, FORMATIONS, startersByPosition, type FieldPosition } from './formations.ts';

let nextId = 1;
const line = (fieldPosition: FieldPosition, points: number[]): BestSquadCandidate[] =>
  points.map((p) => ({ playerId: nextId++, fieldPosition, points: p }));

describe('bestSquad', () => {
  it('picks the formation whose lines give the most points', () => {
    nextId = 1;
    const pool = [
      ...line(1, [6, 2]),
      ...line(2, [9, 8, 7, 1, 1]),
      ...line(3, [5, 5, 5, 4, 3]),
      ...line(4, [10, 9, 8]),
    ];
    const best = bestSquad(pool)!;
    // 3-4-3: 6 + (9+8+7) + (5+5+5+4) + (10+9+8) = 76; 4-4-2 would be 6+25+19+19 = 69.
    expect(best.formation).toBe('3-4-3');
    expect(best.points).toBe(76);
    expect(best.players.map((p) => p.points)).toEqual([6, 9, 8, 7, 5, 5, 5, 4, 10, 9, 8]);
  });

  it('lists the eleven goalkeeper to forwards, each line best first', () => {
    nextId = 1;
    const pool = [...line(4, [1, 3]), ...line(3, [2, 4, 6, 8, 1]), ...line(2, [5, 4, 3, 2]), ...line(1, [3])];
    const best = bestSquad(pool)!;
    expect(best.players.map((p) => p.fieldPosition)).toEqual([1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4]);
    expect(best.formation).toBe('4-4-2');
    expect(best.players.filter((p) => p.fieldPosition === 3).map((p) => p.points)).toEqual([8, 6, 4, 2]);
  });

  it('breaks ties between players by the lower id and between formations by the earlier one', () => {
    const pool: BestSquadCandidate[] = [
      { playerId: 30, fieldPosition: 1, points: 5 },
      { playerId: 10, fieldPosition: 1, points: 5 },
      ...Array.from({ length: 5 }, (_, i) => ({ playerId: 100 + i, fieldPosition: 2 as const, points: 2 })),
      ...Array.from({ length: 5 }, (_, i) => ({ playerId: 200 + i, fieldPosition: 3 as const, points: 2 })),
      ...Array.from({ length: 3 }, (_, i) => ({ playerId: 300 + i, fieldPosition: 4 as const, points: 2 })),
    ];
    const best = bestSquad(pool)!;
    expect(best.formation).toBe('4-4-2'); // every formation scores 25
    expect(best.players[0]!.playerId).toBe(10);
    expect(best.players.filter((p) => p.fieldPosition === 2).map((p) => p.playerId)).toEqual([
      100, 101, 102, 103,
    ]);
    expect(bestSquad([...pool].reverse())).toEqual(best);
  });

  it('keeps a goalkeeper with negative points when he is the only one', () => {
    nextId = 1;
    const pool = [...line(1, [-2]), ...line(2, [1, 1, 1]), ...line(3, [1, 1, 1, 1, 1]), ...line(4, [1, 1])];
    const best = bestSquad(pool)!;
    expect(best.formation).toBe('3-5-2');
    expect(best.points).toBe(8);
  });

  it('answers null when no formation can be filled', () => {
    nextId = 1;
    expect(bestSquad([])).toBeNull();
    expect(
      bestSquad([...line(2, [1, 1, 1, 1, 1]), ...line(3, [1, 1, 1, 1, 1]), ...line(4, [1, 1, 1])]),
    ).toBeNull();
    expect(
      bestSquad([...line(1, [1]), ...line(2, [1, 1]), ...line(3, [9, 9, 9, 9, 9]), ...line(4, [9, 9, 9])]),
    ).toBeNull();
  });

  it('refuses a player listed twice', () => {
    expect(() =>
      bestSquad([
        { playerId: 1, fieldPosition: 1, points: 1 },
        { playerId: 1, fieldPosition: 1, points: 1 },
      ]),
    ).toThrow();
  });

  it('is never beaten by any valid eleven and does not depend on input order', () => {
    const candidate = fc.record({
      fieldPosition: fc.constantFrom<FieldPosition>(1, 2, 3, 4),
      points: fc.integer({ min: -5, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(candidate, { minLength: 11, maxLength: 40 }), fc.nat(), (rows, seed) => {
        const pool = rows.map((r, i) => ({ ...r, playerId: i + 1 }));
        const best = bestSquad(pool);
        const byLine = (p: FieldPosition) =>
          pool.filter((c) => c.fieldPosition === p).sort((a, b) => b.points - a.points);
        for (const formation of FORMATIONS) {
          const starters = startersByPosition(formation);
          if (FIELD_POSITIONS.some((p) => byLine(p).length < starters[p])) continue;
          const top = FIELD_POSITIONS.reduce(
            (sum, p) =>
              sum +
              byLine(p)
                .slice(0, starters[p])
                .reduce((s, c) => s + c.points, 0),
            0,
          );
          expect(best).not.toBeNull();
          expect(best!.points).toBeGreaterThanOrEqual(top);
        }
        if (best) {
          expect(best.players).toHaveLength(11);
          expect(new Set(best.players.map((p) => p.playerId)).size).toBe(11);
          const shuffled = [...pool].sort(
            (a, b) => ((a.playerId * 7919 + seed) % 97) - ((b.playerId * 7919 + seed) % 97),
          );
          expect(bestSquad(shuffled)).toEqual(best);
        }
      }),
    );
  });
});
