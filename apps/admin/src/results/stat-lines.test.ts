import { describe, expect, it } from 'vitest';
import { emptyLine, lineProblems, linesToSend } from './stat-lines.ts';

describe('result form lines', () => {
  it('sends only players who did something, with the wire fields only', () => {
    const played = { ...emptyLine(5), minutes: 90, goals_scored: 1, team_id: 3 } as ReturnType<
      typeof emptyLine
    >;
    const benchCard = { ...emptyLine(6), yellow_cards: 1 };
    const sent = linesToSend([emptyLine(4), played, benchCard]);
    expect(sent.map((l) => l.player_id)).toEqual([5, 6]);
    expect(sent[0]).not.toHaveProperty('team_id');
    expect(sent[0]).toMatchObject({ minutes: 90, goals_scored: 1, assists: 0 });
  });

  it('keeps a stored line even when it holds only zeros', () => {
    expect(linesToSend([emptyLine(4), emptyLine(7)], new Set([7])).map((l) => l.player_id)).toEqual([7]);
  });

  it('finds the rulebook problems per cell with Russian column titles', () => {
    const problems = lineProblems([
      { ...emptyLine(1), minutes: 0, goals_scored: 1 },
      { ...emptyLine(2), minutes: 45, clean_sheets: 1 },
      { ...emptyLine(3), minutes: 200 },
      { ...emptyLine(4), minutes: 90, goals_scored: 2 },
    ]);
    expect(Object.keys(problems).sort()).toEqual(['1.goals_scored', '2.clean_sheets', '3.minutes']);
    expect(problems['3.minutes']).toBe('«Минуты» — целое число от 0 до 130');
  });
});
