import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyX2,
  MAX_PREDICTED_GOALS,
  questionValue,
  scoreMatchPrediction,
  scoreQuestionAnswer,
  WINNER_BONUS_POINTS,
} from './predictor-points.ts';

const match = (prediction: string, result: string) => {
  const [ph, pg] = prediction.split(':').map(Number) as [number, number];
  const [rh, rg] = result.split(':').map(Number) as [number, number];
  return scoreMatchPrediction({ prediction: { home: ph, guest: pg }, result: { home: rh, guest: rg } });
};

describe('scoreMatchPrediction', () => {
  it.each([
    // prediction, result, points, grade, why
    ['2:1', '2:1', 5, 1, 'exact home win'],
    ['0:0', '0:0', 5, 1, 'exact goalless draw'],
    ['1:3', '1:3', 5, 1, 'exact away win'],
    ['1:1', '2:2', 3, 2, 'draw predicted for a draw with another score'],
    ['0:0', '3:3', 3, 2, '0:0 predicted for a scoring draw'],
    ['2:2', '0:0', 3, 2, 'scoring draw predicted for 0:0'],
    ['3:1', '2:0', 3, 2, 'home win by the same margin'],
    ['0:2', '1:3', 3, 2, 'away win by the same margin'],
    ['3:0', '2:1', 2, 3, 'home win, other margin'],
    ['0:1', '0:4', 2, 3, 'away win, other margin'],
    ['1:0', '5:0', 2, 3, 'home win, much bigger margin'],
    ['1:1', '0:1', 0, 4, 'predicted draw vs an away win'],
    ['0:0', '1:0', 0, 4, '0:0 predicted vs a home win'],
    ['2:1', '1:2', 0, 4, 'mirror of the result'],
    ['2:0', '1:1', 0, 4, 'home win predicted vs a draw'],
    ['0:3', '2:2', 0, 4, 'away win predicted vs a draw'],
    ['20:0', '0:20', 0, 4, 'extremes'],
  ])('%s for %s → %i points (grade %i): %s', (prediction, result, points, grade) => {
    expect(match(prediction, result)).toEqual({ points, grade });
  });
});

const goals = fc.integer({ min: 0, max: MAX_PREDICTED_GOALS });
const score = fc.record({ home: goals, guest: goals });
const swap = (s: { home: number; guest: number }) => ({ home: s.guest, guest: s.home });

describe('scoreMatchPrediction properties', () => {
  it('gives only 0, 2, 3 or 5 points, with the matching grade', () => {
    fc.assert(
      fc.property(score, score, (prediction, result) => {
        const { points, grade } = scoreMatchPrediction({ prediction, result });
        expect([0, 2, 3, 5]).toContain(points);
        expect({ 5: 1, 3: 2, 2: 3, 0: 4 }[points]).toBe(grade);
      }),
    );
  });

  it('gives 5 for every exact prediction, and 5 only for those', () => {
    fc.assert(
      fc.property(score, score, (prediction, result) => {
        const exact = prediction.home === result.home && prediction.guest === result.guest;
        expect(scoreMatchPrediction({ prediction, result }).points === 5).toBe(exact);
      }),
    );
  });

  it('is symmetric under swapping both teams in the prediction and the result', () => {
    fc.assert(
      fc.property(score, score, (prediction, result) => {
        expect(scoreMatchPrediction({ prediction: swap(prediction), result: swap(result) })).toEqual(
          scoreMatchPrediction({ prediction, result }),
        );
      }),
    );
  });

  it('never rewards a wrong outcome', () => {
    fc.assert(
      fc.property(score, score, (prediction, result) => {
        const sameOutcome =
          Math.sign(prediction.home - prediction.guest) === Math.sign(result.home - result.guest);
        if (!sameOutcome) expect(scoreMatchPrediction({ prediction, result }).points).toBe(0);
      }),
    );
  });
});

describe('scoreQuestionAnswer', () => {
  const base = { kind: 'question' as const, points: 3, correctVariantId: null, correctValue: null };

  it('gives the question points for the right variant and 0 for another', () => {
    const q = { ...base, correctVariantId: 11 };
    expect(scoreQuestionAnswer({ ...q, variantId: 11, variantValue: null })).toEqual({ points: 3, grade: 1 });
    expect(scoreQuestionAnswer({ ...q, variantId: 12, variantValue: null })).toEqual({ points: 0, grade: 4 });
  });

  it('gives the points only for the exact numeric answer', () => {
    const q = { ...base, points: 5, correctValue: 17 };
    expect(scoreQuestionAnswer({ ...q, variantId: null, variantValue: 17 })).toEqual({ points: 5, grade: 1 });
    expect(scoreQuestionAnswer({ ...q, variantId: null, variantValue: 16 })).toEqual({ points: 0, grade: 4 });
    expect(scoreQuestionAnswer({ ...q, correctValue: 0, variantId: null, variantValue: 0 })?.points).toBe(5);
  });

  it('gives the 20-point bonus for the tournament winner whatever the row says', () => {
    const q = { ...base, kind: 'winner' as const, points: 7, correctVariantId: 4 };
    expect(scoreQuestionAnswer({ ...q, variantId: 4, variantValue: null })).toEqual({
      points: WINNER_BONUS_POINTS,
      grade: 1,
    });
    expect(questionValue({ kind: 'winner', points: 7 })).toBe(20);
  });

  it('scores nothing while the answer is unknown', () => {
    expect(scoreQuestionAnswer({ ...base, variantId: 1, variantValue: null })).toBeNull();
  });
});

describe('applyX2', () => {
  it.each([
    [5, true, true, 10],
    [5, true, false, 5],
    [5, false, false, 5],
    [0, true, true, 0],
    [20, true, true, 40],
  ])('%i points, X2 %s, confirmed %s → %i', (points, isX2, isX2Confirmed, expected) => {
    expect(applyX2({ points, isX2, isX2Confirmed })).toBe(expected);
  });
});
