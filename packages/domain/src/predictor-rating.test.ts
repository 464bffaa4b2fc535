import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { comparePredictorRating, placePredictorRating } from './predictor-rating.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 12, minute));

describe('placePredictorRating', () => {
  it('orders by points, then fewer predictions, then the earlier last prediction, then the user id', () => {
    const placed = placePredictorRating([
      { userId: 1, points: 10, predictionsCount: 8, lastPredictionAt: at(5) },
      { userId: 2, points: 12, predictionsCount: 9, lastPredictionAt: at(9) },
      { userId: 3, points: 10, predictionsCount: 7, lastPredictionAt: at(9) },
      { userId: 4, points: 10, predictionsCount: 8, lastPredictionAt: at(3) },
      { userId: 5, points: 10, predictionsCount: 8, lastPredictionAt: at(3) },
      { userId: 6, points: 0, predictionsCount: 1, lastPredictionAt: at(0) },
    ]);
    expect(placed.map((e) => [e.userId, e.place])).toEqual([
      [2, 1],
      [3, 2],
      [4, 3],
      [5, 4],
      [1, 5],
      [6, 6],
    ]);
  });

  it('gives unique places 1..n in an order that is a total order', () => {
    const entry = fc.record({
      userId: fc.integer({ min: 1, max: 1_000_000 }),
      points: fc.integer({ min: 0, max: 50 }),
      predictionsCount: fc.integer({ min: 1, max: 12 }),
      lastPredictionAt: fc.integer({ min: 0, max: 30 }).map(at),
    });
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (e) => e.userId, maxLength: 40 }), (entries) => {
        const placed = placePredictorRating(entries);
        expect(placed.map((e) => e.place)).toEqual(entries.map((_, i) => i + 1));
        for (let i = 1; i < placed.length; i++) {
          expect(comparePredictorRating(placed[i - 1]!, placed[i]!)).toBeLessThan(0);
        }
      }),
    );
  });
});
