import { plural } from '@mliga/domain';
import { describe, expect, it } from 'vitest';
import { WORDS } from './plural.ts';

describe('plural words', () => {
  it('formats the count with its word', () => {
    expect(plural(21, WORDS.tour)).toBe('21 тур');
    expect(plural(3, WORDS.player)).toBe('3 игрока');
    expect(plural(15, WORDS.player)).toBe('15 игроков');
  });
});
