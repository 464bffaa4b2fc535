import { describe, expect, it } from 'vitest';
import { checkStatLine, STAT_COLUMNS, type WireStatLine } from './fantasy-stat-line.ts';

const line = (values: Partial<WireStatLine>): WireStatLine => ({
  ...(Object.fromEntries(STAT_COLUMNS.map((c) => [c, 0])) as WireStatLine),
  ...values,
});

describe('checkStatLine', () => {
  it('accepts a full line and a line of a player who did not play', () => {
    expect(
      checkStatLine(
        line({
          minutes: 90,
          goals_scored: 2,
          assists: 1,
          clean_sheets: 1,
          saves: 4,
          yellow_cards: 1,
          bonus: 3,
        }),
      ),
    ).toEqual([]);
    expect(checkStatLine(line({}))).toEqual([]);
  });

  it('accepts a card for a player who stayed on the bench (FPL counts it)', () => {
    expect(checkStatLine(line({ yellow_cards: 1 }))).toEqual([]);
  });

  it.each([
    ['minutes', 131, '«minutes» — целое число от 0 до 130'],
    ['minutes', -1, '«minutes» — целое число от 0 до 130'],
    ['clean_sheets', 2, '«clean_sheets» — целое число от 0 до 1'],
    ['yellow_cards', 2, '«yellow_cards» — целое число от 0 до 1'],
    ['red_cards', 2, '«red_cards» — целое число от 0 до 1'],
    ['bonus', 4, '«bonus» — целое число от 0 до 3'],
    ['goals_scored', 1.5, '«goals_scored» — целое число от 0 до 20'],
  ] as const)('refuses %s = %d', (column, value, message) => {
    expect(checkStatLine(line({ minutes: 90, [column]: value }))).toEqual([{ column, message }]);
  });

  it('refuses figures for a player with 0 minutes', () => {
    expect(checkStatLine(line({ goals_scored: 1 }))).toEqual([
      {
        column: 'goals_scored',
        message: 'Игрок не выходил на поле (0 минут): кроме карточек, показатели должны быть 0',
      },
    ]);
  });

  it('refuses a clean sheet under 60 minutes or with a goal conceded', () => {
    expect(checkStatLine(line({ minutes: 59, clean_sheets: 1 }))).toEqual([
      { column: 'clean_sheets', message: 'Сухой матч засчитывается только при 60 минутах на поле и больше' },
    ]);
    expect(checkStatLine(line({ minutes: 90, clean_sheets: 1, goals_conceded: 1 }))).toEqual([
      { column: 'clean_sheets', message: 'Сухой матч невозможен, если при игроке пропущены голы' },
    ]);
  });
});
