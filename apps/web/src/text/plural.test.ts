import { describe, expect, it } from 'vitest';
import { plural, withCount, WORDS } from './plural.ts';

describe('plural', () => {
  const cases: Array<[number, string]> = [
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
  ];

  it.each(cases)('%i → %s', (n, expected) => {
    expect(plural(n, ['очко', 'очка', 'очков'])).toBe(expected);
  });

  it('treats negative numbers by their absolute value', () => {
    expect(plural(-1, WORDS.point)).toBe('очко');
    expect(plural(-3, WORDS.point)).toBe('очка');
  });

  it('formats the count with its word', () => {
    expect(withCount(21, WORDS.tour)).toBe('21 тур');
    expect(withCount(3, WORDS.player)).toBe('3 игрока');
    expect(withCount(15, WORDS.player)).toBe('15 игроков');
  });
});
