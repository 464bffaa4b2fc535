import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

const points = ['очко', 'очка', 'очков'] as const;

describe('plural', () => {
  it.each([
    [0, '0 очков'],
    [1, '1 очко'],
    [2, '2 очка'],
    [4, '4 очка'],
    [5, '5 очков'],
    [11, '11 очков'],
    [12, '12 очков'],
    [14, '14 очков'],
    [21, '21 очко'],
    [22, '22 очка'],
    [25, '25 очков'],
    [101, '101 очко'],
    [111, '111 очков'],
    [-2, '-2 очка'],
  ])('%i → %s', (n, expected) => {
    expect(plural(n, points)).toBe(expected);
  });
});
