import { describe, expect, it } from 'vitest';
import { checkStatLine, zeroStatLine, type WireStatLine } from './fantasy-stat-line.ts';
import { deriveMatch, type MatchEvent, type MatchPlayer } from './match-events.ts';

// Home: 1 goalkeeper, 2 defender, 3 midfielder, 4 forward starting; 5 defender, 6 forward on the bench.
// Guest: 11 goalkeeper, 12 defender, 13 midfielder, 14 forward starting; 15 midfielder on the bench.
const players: MatchPlayer[] = [
  ...[1, 2, 3, 4].map((playerId) => ({ playerId, side: 'home' as const, starter: true })),
  ...[5, 6].map((playerId) => ({ playerId, side: 'home' as const, starter: false })),
  ...[11, 12, 13, 14].map((playerId) => ({ playerId, side: 'guest' as const, starter: true })),
  { playerId: 15, side: 'guest', starter: false },
];

const line = (figures: Partial<WireStatLine>): WireStatLine => ({ ...zeroStatLine(), ...figures });

const derive = (events: MatchEvent[], endMinute = 90, bonus?: Map<number, number>) =>
  deriveMatch({ players, events, endMinute, bonus });

describe('a match entered event by event', () => {
  it('gives the starters of a goalless match 90 minutes and a clean sheet, and the bench nothing', () => {
    const { score, lines } = derive([]);
    expect(score).toEqual({ home: 0, guest: 0 });
    expect(lines.get(2)).toEqual(line({ minutes: 90, clean_sheets: 1 }));
    expect(lines.has(5)).toBe(false);
    expect([...lines.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 11, 12, 13, 14]);
  });

  it('counts a goal, its assist and the goal conceded by everyone of the other side on the pitch', () => {
    const { score, lines } = derive([{ kind: 'goal', minute: 23, playerId: 4, assistId: 3 }]);
    expect(score).toEqual({ home: 1, guest: 0 });
    expect(lines.get(4)).toEqual(line({ minutes: 90, goals_scored: 1, clean_sheets: 1 }));
    expect(lines.get(3)).toEqual(line({ minutes: 90, assists: 1, clean_sheets: 1 }));
    expect(lines.get(11)).toEqual(line({ minutes: 90, goals_conceded: 1 }));
  });

  it('does not charge a defender for a goal conceded while he was off the pitch', () => {
    const { lines } = derive([
      { kind: 'substitution', minute: 55, playerId: 2, replacementId: 5 },
      { kind: 'goal', minute: 70, playerId: 14 },
    ]);
    // Off at 55 with nothing conceded: under 60 minutes, so no clean sheet either.
    expect(lines.get(2)).toEqual(line({ minutes: 55 }));
    expect(lines.get(5)).toEqual(line({ minutes: 35, goals_conceded: 1 }));
    expect(lines.get(1)).toEqual(line({ minutes: 90, goals_conceded: 1 }));
  });

  it('keeps the clean sheet of a player taken off after 60 minutes before the goal', () => {
    const { lines } = derive([
      { kind: 'substitution', minute: 75, playerId: 2, replacementId: 5 },
      { kind: 'goal', minute: 80, playerId: 14 },
    ]);
    expect(lines.get(2)).toEqual(line({ minutes: 75, clean_sheets: 1 }));
    expect(lines.get(5)).toEqual(line({ minutes: 15, goals_conceded: 1 }));
  });

  it('scores an own goal for the other side and charges the own goal to its maker', () => {
    const { score, lines } = derive([{ kind: 'goal', minute: 40, playerId: 12, ownGoal: true }]);
    expect(score).toEqual({ home: 1, guest: 0 });
    expect(lines.get(12)).toEqual(line({ minutes: 90, own_goals: 1, goals_conceded: 1 }));
    expect(lines.get(2)).toEqual(line({ minutes: 90, clean_sheets: 1 }));
  });

  it('stops the minutes of a sent-off player and goes on charging him the goals conceded', () => {
    const { lines } = derive([
      { kind: 'yellow_card', minute: 10, playerId: 2 },
      { kind: 'red_card', minute: 30, playerId: 2 },
      { kind: 'goal', minute: 80, playerId: 13 },
    ]);
    expect(lines.get(2)).toEqual(line({ minutes: 30, red_cards: 1, goals_conceded: 1 }));
  });

  it('turns a second yellow card into a red one', () => {
    const { lines } = derive([
      { kind: 'yellow_card', minute: 20, playerId: 13 },
      { kind: 'yellow_card', minute: 65, playerId: 13 },
    ]);
    expect(lines.get(13)).toEqual(line({ minutes: 65, red_cards: 1, clean_sheets: 1 }));
  });

  it('books a player on the bench without giving him minutes', () => {
    const { lines } = derive([{ kind: 'yellow_card', minute: 50, playerId: 15 }]);
    expect(lines.get(15)).toEqual(line({ yellow_cards: 1 }));
  });

  it('counts penalties saved and missed, the goalkeeper’s saves and the bonus', () => {
    const { lines } = derive(
      [
        { kind: 'penalty_missed', minute: 12, playerId: 14 },
        { kind: 'penalty_saved', minute: 12, playerId: 1 },
        { kind: 'saves', minute: 30, playerId: 1 },
        { kind: 'saves', minute: 61, playerId: 1, count: 2 },
        { kind: 'goal', minute: 88, playerId: 4, penalty: true },
      ],
      90,
      new Map([
        [1, 3],
        [4, 2],
      ]),
    );
    expect(lines.get(1)).toEqual(
      line({ minutes: 90, clean_sheets: 1, penalties_saved: 1, saves: 3, bonus: 3 }),
    );
    expect(lines.get(14)).toEqual(line({ minutes: 90, penalties_missed: 1, goals_conceded: 1 }));
    expect(lines.get(4)).toEqual(line({ minutes: 90, goals_scored: 1, clean_sheets: 1, bonus: 2 }));
  });

  it('gives at least one minute to a player who came on in added time', () => {
    const { lines } = derive([{ kind: 'substitution', minute: 90, playerId: 4, replacementId: 6 }]);
    expect(lines.get(6)).toEqual(line({ minutes: 1 }));
  });

  it('while the match is played, counts the minutes up to the minute it has reached', () => {
    const { lines } = derive([{ kind: 'substitution', minute: 20, playerId: 3, replacementId: 6 }], 35);
    expect(lines.get(4)).toEqual(line({ minutes: 35 }));
    expect(lines.get(6)).toEqual(line({ minutes: 15 }));
  });

  it('derives lines the result form accepts, for every event kind at once', () => {
    const { lines } = derive(
      [
        { kind: 'goal', minute: 5, playerId: 4, assistId: 2 },
        { kind: 'yellow_card', minute: 18, playerId: 12 },
        { kind: 'saves', minute: 20, playerId: 11, count: 4 },
        { kind: 'substitution', minute: 46, playerId: 13, replacementId: 15 },
        { kind: 'goal', minute: 50, playerId: 15, penalty: true },
        { kind: 'red_card', minute: 60, playerId: 3 },
        { kind: 'penalty_saved', minute: 70, playerId: 11 },
        { kind: 'penalty_missed', minute: 70, playerId: 4 },
        { kind: 'goal', minute: 85, playerId: 2, ownGoal: true },
      ],
      93,
      new Map([[15, 3]]),
    );
    for (const [, stat] of lines) expect(checkStatLine(stat)).toEqual([]);
  });

  it('refuses a player outside both squads', () => {
    expect(() => derive([{ kind: 'goal', minute: 1, playerId: 99 }])).toThrow(RangeError);
  });
});
