/**
 * A player's fantasy points for one match (DECISIONS "Fantasy"): events counted
 * from his statistics line, each worth the scoring table's points for his field
 * position. The scoring job computes the same in SQL from the stored table; a
 * test checks both agree, another reproduces every real FPL 2023/24 line.
 */
import type { FieldPosition } from './formations.ts';

export const FANTASY_EVENTS = [
  'appearance_lt60',
  'appearance_60',
  'goal',
  'assist',
  'clean_sheet',
  'saves_3',
  'penalty_saved',
  'penalty_missed',
  'goals_conceded_2',
  'yellow_card',
  'red_card',
  'own_goal',
  'bonus',
] as const;
export type FantasyEvent = (typeof FANTASY_EVENTS)[number];

/** Points per event for a goalkeeper, defender, midfielder and forward (field positions 1–4). */
export type ScoringTable = Record<FantasyEvent, readonly [gk: number, def: number, mid: number, fwd: number]>;

/** The Fantasy Premier League 2023/24 values: the default table of a new league. */
export const FPL_2023_24_SCORING: ScoringTable = {
  appearance_lt60: [1, 1, 1, 1],
  appearance_60: [2, 2, 2, 2],
  goal: [6, 6, 5, 4],
  assist: [3, 3, 3, 3],
  clean_sheet: [4, 4, 1, 0],
  saves_3: [1, 0, 0, 0],
  penalty_saved: [5, 0, 0, 0],
  penalty_missed: [-2, -2, -2, -2],
  goals_conceded_2: [-1, -1, 0, 0],
  yellow_card: [-1, -1, -1, -1],
  red_card: [-3, -3, -3, -3],
  own_goal: [-2, -2, -2, -2],
  bonus: [1, 1, 1, 1],
};

/** How the rules page and a player's match history name each event. */
export const FANTASY_EVENT_NAMES: Record<FantasyEvent, string> = {
  appearance_lt60: 'Выход на поле (до 60 минут)',
  appearance_60: 'Выход на поле (60 минут и больше)',
  goal: 'Гол',
  assist: 'Голевая передача',
  clean_sheet: 'Сухой матч',
  saves_3: 'Каждые 3 сейва',
  penalty_saved: 'Отражённый пенальти',
  penalty_missed: 'Незабитый пенальти',
  goals_conceded_2: 'Каждые 2 пропущенных мяча',
  yellow_card: 'Жёлтая карточка',
  red_card: 'Красная карточка',
  own_goal: 'Автогол',
  bonus: 'Бонусные очки',
};

/** The table as rows of the scoring_rules table: event × field position → points. */
export function scoringTableRows(
  table: ScoringTable = FPL_2023_24_SCORING,
): { event: FantasyEvent; fieldPosition: FieldPosition; points: number }[] {
  return FANTASY_EVENTS.flatMap((event) =>
    table[event].map((points, i) => ({ event, fieldPosition: (i + 1) as FieldPosition, points })),
  );
}

/** A stored table back into its shape; events or positions it lacks keep the default points. */
export function scoringTableFromRows(
  rows: { event: string; fieldPosition: number; points: number }[],
  defaults: ScoringTable = FPL_2023_24_SCORING,
): ScoringTable {
  const table = Object.fromEntries(
    FANTASY_EVENTS.map((event) => [event, [...defaults[event]]]),
  ) as unknown as Record<FantasyEvent, [number, number, number, number]>;
  for (const row of rows) {
    const points = table[row.event as FantasyEvent];
    if (points && row.fieldPosition >= 1 && row.fieldPosition <= 4)
      points[row.fieldPosition - 1] = row.points;
  }
  return table;
}

/** What one player did in one match (the wire names of the admin API and the CSV import, in camelCase). */
export type PlayerStatLine = {
  minutes: number;
  goalsScored: number;
  assists: number;
  /** 1 when his team conceded nothing while he played 60 minutes or more (entered, as FPL does). */
  cleanSheets: number;
  /** Goals his team conceded while he was on the pitch. */
  goalsConceded: number;
  ownGoals: number;
  penaltiesSaved: number;
  penaltiesMissed: number;
  yellowCards: number;
  redCards: number;
  saves: number;
  /** Bonus points as entered (0–3). */
  bonus: number;
};

export const EMPTY_STAT_LINE: PlayerStatLine = {
  minutes: 0,
  goalsScored: 0,
  assists: 0,
  cleanSheets: 0,
  goalsConceded: 0,
  ownGoals: 0,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
  yellowCards: 0,
  redCards: 0,
  saves: 0,
  bonus: 0,
};

/**
 * How many times each event happened in the line. A clean sheet needs 60
 * minutes; saves and goals conceded count in whole steps of 3 and 2.
 */
export function fantasyEventCounts(line: PlayerStatLine): Record<FantasyEvent, number> {
  return {
    appearance_lt60: line.minutes > 0 && line.minutes < 60 ? 1 : 0,
    appearance_60: line.minutes >= 60 ? 1 : 0,
    goal: line.goalsScored,
    assist: line.assists,
    clean_sheet: line.cleanSheets > 0 && line.minutes >= 60 ? 1 : 0,
    saves_3: Math.floor(line.saves / 3),
    penalty_saved: line.penaltiesSaved,
    penalty_missed: line.penaltiesMissed,
    goals_conceded_2: Math.floor(line.goalsConceded / 2),
    yellow_card: line.yellowCards,
    red_card: line.redCards,
    own_goal: line.ownGoals,
    bonus: line.bonus,
  };
}

export type PointsEvent = { event: FantasyEvent; name: string; count: number; points: number };
export type PlayerMatchPoints = { points: number; events: PointsEvent[] };

/**
 * The player's points for the match and their breakdown: one entry per event
 * that happened and is worth something for his position, in table order.
 */
export function playerMatchPoints({
  line,
  fieldPosition,
  table = FPL_2023_24_SCORING,
}: {
  line: PlayerStatLine;
  fieldPosition: FieldPosition;
  table?: ScoringTable;
}): PlayerMatchPoints {
  const counts = fantasyEventCounts(line);
  const events: PointsEvent[] = [];
  for (const event of FANTASY_EVENTS) {
    const count = counts[event];
    const points = count * table[event][fieldPosition - 1]!;
    if (count !== 0 && points !== 0) events.push({ event, name: FANTASY_EVENT_NAMES[event], count, points });
  }
  return { points: events.reduce((sum, e) => sum + e.points, 0), events };
}
