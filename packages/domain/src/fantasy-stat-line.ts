/**
 * What a per-player match statistics line may hold (the back office's form,
 * the match-result call and the CSV import check the same rules).
 */

/** The statistics columns in their wire (and CSV header) names, as FPL spells them. */
export const STAT_COLUMNS = [
  'minutes',
  'goals_scored',
  'assists',
  'clean_sheets',
  'goals_conceded',
  'own_goals',
  'penalties_saved',
  'penalties_missed',
  'yellow_cards',
  'red_cards',
  'saves',
  'bonus',
] as const;
export type StatColumn = (typeof STAT_COLUMNS)[number];
export type WireStatLine = Record<StatColumn, number>;

/** Every figure 0: a player who did nothing (yet). */
export const zeroStatLine = (): WireStatLine =>
  Object.fromEntries(STAT_COLUMNS.map((column) => [column, 0])) as WireStatLine;

/** Inclusive ranges. A second yellow card is entered as a red card (as FPL does), so at most one yellow. */
export const STAT_LIMITS: Record<StatColumn, readonly [min: number, max: number]> = {
  minutes: [0, 130],
  goals_scored: [0, 20],
  assists: [0, 20],
  clean_sheets: [0, 1],
  goals_conceded: [0, 99],
  own_goals: [0, 20],
  penalties_saved: [0, 20],
  penalties_missed: [0, 20],
  yellow_cards: [0, 1],
  red_cards: [0, 1],
  saves: [0, 99],
  bonus: [0, 3],
};

export const statLineMessages = {
  range: (column: string, min: number, max: number) => `«${column}» — целое число от ${min} до ${max}`,
  notPlayed: 'Игрок не выходил на поле (0 минут): кроме карточек, показатели должны быть 0',
  cleanSheetMinutes: 'Сухой матч засчитывается только при 60 минутах на поле и больше',
  cleanSheetConceded: 'Сухой матч невозможен, если при игроке пропущены голы',
} as const;

/** What a player may get without taking the pitch: a card on the bench (FPL counts it). */
const BENCH_COLUMNS = new Set<StatColumn>(['minutes', 'yellow_cards', 'red_cards']);

export type StatLineProblem = { column: StatColumn; message: string };

/**
 * Every broken rule of one line: each figure in its range; a player who did
 * not play (0 minutes) has nothing but a card; a clean sheet needs 60 minutes and
 * no goal conceded.
 */
export function checkStatLine(line: WireStatLine): StatLineProblem[] {
  const problems: StatLineProblem[] = [];
  for (const column of STAT_COLUMNS) {
    const [min, max] = STAT_LIMITS[column];
    const value = line[column];
    if (!Number.isInteger(value) || value < min || value > max)
      problems.push({ column, message: statLineMessages.range(column, min, max) });
  }
  if (problems.length > 0) return problems;
  if (line.minutes === 0) {
    const other = STAT_COLUMNS.find((c) => !BENCH_COLUMNS.has(c) && line[c] !== 0);
    if (other) problems.push({ column: other, message: statLineMessages.notPlayed });
    return problems;
  }
  if (line.clean_sheets === 1 && line.minutes < 60)
    problems.push({ column: 'clean_sheets', message: statLineMessages.cleanSheetMinutes });
  if (line.clean_sheets === 1 && line.goals_conceded > 0)
    problems.push({ column: 'clean_sheets', message: statLineMessages.cleanSheetConceded });
  return problems;
}
