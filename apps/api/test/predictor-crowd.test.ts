import { describe, expect, it } from 'vitest';
import { presentMatchOutcomes, presentNumberSpread } from '../src/modules/predictor/crowd-stats.ts';

// Issue 23 §2: the crowd of a closed stage, from the counts stored once it closed.
describe('the crowd of a closed event', () => {
  it('splits every predicted score into home wins, draws and away wins', () => {
    const stats = [
      { h: 2, g: 1, n: 5 },
      { h: 1, g: 1, n: 3 },
      { h: 0, g: 2, n: 1 },
      { h: 3, g: 0, n: 1 },
    ];
    expect(presentMatchOutcomes(stats)).toEqual({ home: 60, draw: 30, away: 10 });
    expect(presentMatchOutcomes([])).toBeNull();
    expect(presentMatchOutcomes(null)).toBeNull();
  });

  it('gives a numeric question its median and middle half, whatever order the counts come in', () => {
    // 4, 6, 6, 6, 8, 9, 9, 15: eight answers.
    const stats = [
      { x: 6, n: 3 },
      { x: 9, n: 2 },
      { x: 4, n: 1 },
      { x: 15, n: 1 },
      { x: 8, n: 1 },
    ];
    expect(presentNumberSpread(stats)).toEqual({ median: 7, low: 6, high: 9 });
    expect(presentNumberSpread([{ x: 3, n: 1 }])).toEqual({ median: 3, low: 3, high: 3 });
    expect(presentNumberSpread([{ v: 31, n: 4 }])).toBeNull();
  });
});
