import { plural } from '@mliga/domain';
import { describe, expect, it } from 'vitest';
import { WORDS } from './plural.ts';

describe('plural words', () => {
  it('formats the count with its word', () => {
    expect(plural(21, WORDS.tour)).toBe('21 тур');
    expect(plural(3, WORDS.player)).toBe('3 игрока');
    expect(plural(15, WORDS.player)).toBe('15 игроков');
    expect(plural(1, WORDS.newOne)).toBe('1 новое');
    expect(plural(3, WORDS.newOne)).toBe('3 новых');
    expect(plural(21, WORDS.unreadNotification)).toBe('21 непрочитанное уведомление');
    expect(plural(12, WORDS.unreadNotification)).toBe('12 непрочитанных уведомлений');
  });
});
