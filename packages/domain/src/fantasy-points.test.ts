import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_STAT_LINE,
  FANTASY_EVENTS,
  FPL_2023_24_SCORING,
  playerMatchPoints,
  scoringTableFromRows,
  scoringTableRows,
  type PlayerStatLine,
} from './fantasy-points.ts';
import type { FieldPosition } from './formations.ts';

const GK = 1,
  DEF = 2,
  MID = 3,
  FWD = 4;

const score = (fieldPosition: FieldPosition, line: Partial<PlayerStatLine>) =>
  playerMatchPoints({ line: { ...EMPTY_STAT_LINE, ...line }, fieldPosition });

/** Points of the line minus the appearance points of its minutes, to look at one event alone. */
const eventsOf = (fieldPosition: FieldPosition, line: Partial<PlayerStatLine>) =>
  score(fieldPosition, line).events.map((e) => [e.event, e.count, e.points]);

describe('playerMatchPoints: each event with the FPL 2023/24 table', () => {
  it('gives nothing to a player who did not play', () => {
    for (const position of [GK, DEF, MID, FWD] as const) {
      expect(score(position, {})).toEqual({ points: 0, events: [] });
    }
  });

  it.each([
    [1, 1, 'appearance_lt60'],
    [59, 1, 'appearance_lt60'],
    [60, 2, 'appearance_60'],
    [90, 2, 'appearance_60'],
    [120, 2, 'appearance_60'],
  ])('appearance: %i minutes → %i points (%s)', (minutes, points, event) => {
    for (const position of [GK, DEF, MID, FWD] as const) {
      expect(eventsOf(position, { minutes })).toEqual([[event, 1, points]]);
    }
  });

  it('goal: 6 for a goalkeeper or defender, 5 for a midfielder, 4 for a forward, per goal', () => {
    expect(eventsOf(GK, { minutes: 90, goalsScored: 1 })[1]).toEqual(['goal', 1, 6]);
    expect(eventsOf(DEF, { minutes: 90, goalsScored: 2 })[1]).toEqual(['goal', 2, 12]);
    expect(eventsOf(MID, { minutes: 90, goalsScored: 1 })[1]).toEqual(['goal', 1, 5]);
    expect(eventsOf(FWD, { minutes: 90, goalsScored: 3 })[1]).toEqual(['goal', 3, 12]);
  });

  it('assist: 3 for every position', () => {
    for (const position of [GK, DEF, MID, FWD] as const) {
      expect(eventsOf(position, { minutes: 30, assists: 2 })[1]).toEqual(['assist', 2, 6]);
    }
  });

  it('clean sheet: 4 GK/DEF, 1 MID, nothing for a forward, and only with 60 minutes', () => {
    expect(eventsOf(GK, { minutes: 90, cleanSheets: 1 })[1]).toEqual(['clean_sheet', 1, 4]);
    expect(eventsOf(DEF, { minutes: 60, cleanSheets: 1 })[1]).toEqual(['clean_sheet', 1, 4]);
    expect(eventsOf(MID, { minutes: 75, cleanSheets: 1 })[1]).toEqual(['clean_sheet', 1, 1]);
    expect(eventsOf(FWD, { minutes: 90, cleanSheets: 1 })).toEqual([['appearance_60', 1, 2]]);
    expect(eventsOf(DEF, { minutes: 59, cleanSheets: 1 })).toEqual([['appearance_lt60', 1, 1]]);
  });

  it('saves: 1 per 3 whole saves for a goalkeeper only', () => {
    expect(eventsOf(GK, { minutes: 90, saves: 2 })).toEqual([['appearance_60', 1, 2]]);
    expect(eventsOf(GK, { minutes: 90, saves: 3 })[1]).toEqual(['saves_3', 1, 1]);
    expect(eventsOf(GK, { minutes: 90, saves: 8 })[1]).toEqual(['saves_3', 2, 2]);
    expect(eventsOf(GK, { minutes: 90, saves: 9 })[1]).toEqual(['saves_3', 3, 3]);
    expect(eventsOf(DEF, { minutes: 90, saves: 3 })).toEqual([['appearance_60', 1, 2]]);
  });

  it('penalty saved: 5 for a goalkeeper', () => {
    expect(eventsOf(GK, { minutes: 90, penaltiesSaved: 1 })[1]).toEqual(['penalty_saved', 1, 5]);
    expect(eventsOf(GK, { minutes: 90, penaltiesSaved: 2 })[1]).toEqual(['penalty_saved', 2, 10]);
  });

  it('penalty missed: −2 for every position', () => {
    for (const position of [GK, DEF, MID, FWD] as const) {
      expect(eventsOf(position, { minutes: 90, penaltiesMissed: 1 })[1]).toEqual(['penalty_missed', 1, -2]);
    }
  });

  it('goals conceded: −1 per 2 whole goals for a goalkeeper or defender only', () => {
    expect(eventsOf(GK, { minutes: 90, goalsConceded: 1 })).toEqual([['appearance_60', 1, 2]]);
    expect(eventsOf(GK, { minutes: 90, goalsConceded: 2 })[1]).toEqual(['goals_conceded_2', 1, -1]);
    expect(eventsOf(DEF, { minutes: 90, goalsConceded: 5 })[1]).toEqual(['goals_conceded_2', 2, -2]);
    expect(eventsOf(MID, { minutes: 90, goalsConceded: 4 })).toEqual([['appearance_60', 1, 2]]);
    expect(eventsOf(FWD, { minutes: 90, goalsConceded: 4 })).toEqual([['appearance_60', 1, 2]]);
  });

  it('cards: yellow −1, red −3', () => {
    for (const position of [GK, DEF, MID, FWD] as const) {
      expect(eventsOf(position, { minutes: 90, yellowCards: 1 })[1]).toEqual(['yellow_card', 1, -1]);
      expect(eventsOf(position, { minutes: 40, redCards: 1 })[1]).toEqual(['red_card', 1, -3]);
    }
  });

  it('own goal: −2 each', () => {
    expect(eventsOf(DEF, { minutes: 90, ownGoals: 1 })[1]).toEqual(['own_goal', 1, -2]);
    expect(eventsOf(MID, { minutes: 90, ownGoals: 2 })[1]).toEqual(['own_goal', 2, -4]);
  });

  it('bonus: the entered points as they are', () => {
    for (const bonus of [1, 2, 3]) {
      expect(eventsOf(FWD, { minutes: 90, bonus })[1]).toEqual(['bonus', bonus, bonus]);
    }
  });

  it('adds the events up, in table order, with their Russian names', () => {
    const result = score(DEF, {
      minutes: 90,
      goalsScored: 1,
      assists: 1,
      cleanSheets: 1,
      yellowCards: 1,
      bonus: 3,
    });
    expect(result.points).toBe(2 + 6 + 3 + 4 - 1 + 3);
    expect(result.events.map((e) => e.name)).toEqual([
      'Выход на поле (60 минут и больше)',
      'Гол',
      'Голевая передача',
      'Сухой матч',
      'Жёлтая карточка',
      'Бонусные очки',
    ]);
  });

  it('uses the table it is given', () => {
    const table = scoringTableFromRows([{ event: 'goal', fieldPosition: FWD, points: 10 }]);
    const result = playerMatchPoints({
      line: { ...EMPTY_STAT_LINE, minutes: 90, goalsScored: 2 },
      fieldPosition: FWD,
      table,
    });
    expect(result.points).toBe(2 + 20);
  });
});

describe('scoring table rows', () => {
  it('has every event for the four positions and round-trips', () => {
    const rows = scoringTableRows();
    expect(rows).toHaveLength(FANTASY_EVENTS.length * 4);
    expect(scoringTableFromRows(rows)).toEqual(FPL_2023_24_SCORING);
    expect(rows).toContainEqual({ event: 'goal', fieldPosition: MID, points: 5 });
  });
});

const statLine = fc.record({
  minutes: fc.integer({ min: 0, max: 120 }),
  goalsScored: fc.integer({ min: 0, max: 5 }),
  assists: fc.integer({ min: 0, max: 5 }),
  cleanSheets: fc.integer({ min: 0, max: 1 }),
  goalsConceded: fc.integer({ min: 0, max: 9 }),
  ownGoals: fc.integer({ min: 0, max: 2 }),
  penaltiesSaved: fc.integer({ min: 0, max: 2 }),
  penaltiesMissed: fc.integer({ min: 0, max: 2 }),
  yellowCards: fc.integer({ min: 0, max: 1 }),
  redCards: fc.integer({ min: 0, max: 1 }),
  saves: fc.integer({ min: 0, max: 15 }),
  bonus: fc.integer({ min: 0, max: 3 }),
});
const position = fc.constantFrom<FieldPosition>(1, 2, 3, 4);

describe('playerMatchPoints properties', () => {
  it('the points are the sum of the breakdown, and no entry is worth 0', () => {
    fc.assert(
      fc.property(statLine, position, (line, fieldPosition) => {
        const { points, events } = playerMatchPoints({ line, fieldPosition });
        expect(points).toBe(events.reduce((s, e) => s + e.points, 0));
        for (const e of events) expect(e.points).not.toBe(0);
      }),
    );
  });

  it('one more goal never lowers the points', () => {
    fc.assert(
      fc.property(statLine, position, (line, fieldPosition) => {
        const more = { ...line, goalsScored: line.goalsScored + 1 };
        expect(playerMatchPoints({ line: more, fieldPosition }).points).toBeGreaterThan(
          playerMatchPoints({ line, fieldPosition }).points,
        );
      }),
    );
  });
});
