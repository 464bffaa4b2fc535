import { describe, expect, it } from 'vitest';
import { plural, pluralForm } from './plural.ts';

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

describe('pluralForm', () => {
  it.each([
    [0, 'очков'],
    [1, 'очко'],
    [2, 'очка'],
    [4, 'очка'],
    [5, 'очков'],
    [11, 'очков'],
    [12, 'очков'],
    [14, 'очков'],
    [21, 'очко'],
    [22, 'очка'],
    [25, 'очков'],
    [101, 'очко'],
    [111, 'очков'],
    [112, 'очков'],
    [122, 'очка'],
    [1001, 'очко'],
  ])('%i → %s', (n, expected) => {
    expect(pluralForm(n, points)).toBe(expected);
  });

  it('treats negative numbers by their absolute value', () => {
    expect(pluralForm(-1, points)).toBe('очко');
    expect(pluralForm(-3, points)).toBe('очка');
  });
});
