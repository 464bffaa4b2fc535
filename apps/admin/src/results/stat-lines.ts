import type { AdminPlayer } from '@mliga/contract';
import { STAT_COLUMNS, STAT_LIMITS, checkStatLine, zeroStatLine, type StatColumn } from '@mliga/domain';
import { STAT_LABELS } from '../text/screens.ts';

export type StatKey = StatColumn;
export type StatLine = { player_id: number } & Record<StatKey, number>;
/** The form's lines by player id. */
export type Lines = Record<number, StatLine>;

/** A player as the form, the fantasy market and the pitch name them. */
export const playerName = (p: Pick<AdminPlayer, 'surname' | 'name'>) => `${p.surname} ${p.name}`;

/** The form's columns: the rulebook's order and ranges with Russian titles. */
export const COLUMNS = STAT_COLUMNS.map((key) => ({
  key,
  label: STAT_LABELS[key],
  max: STAT_LIMITS[key][1],
}));

export function emptyLine(playerId: number): StatLine {
  return { player_id: playerId, ...zeroStatLine() };
}

/** Only the wire fields of a line (a stored line also names its team). */
export function toWire(line: StatLine): StatLine {
  const out = emptyLine(line.player_id);
  for (const key of STAT_COLUMNS) out[key] = line[key] ?? 0;
  return out;
}

/**
 * The lines to send (the API keeps exactly what is sent): every player with a figure, and every player
 * who already had a line (a correction never drops a stored line the staff did not touch). A new line of
 * only zeros is a player who did not play: it is not stored.
 */
export function linesToSend(lines: StatLine[], stored: ReadonlySet<number> = new Set()): StatLine[] {
  return lines
    .map(toWire)
    .filter((line) => stored.has(line.player_id) || STAT_COLUMNS.some((key) => line[key] !== 0));
}

/** The rulebook's problems of the lines, keyed `playerId.column` like the form's cells. */
export function lineProblems(lines: StatLine[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const line of lines) {
    for (const problem of checkStatLine(line)) {
      const label = STAT_LABELS[problem.column];
      problems[`${line.player_id}.${problem.column}`] = problem.message.replace(
        `«${problem.column}»`,
        `«${label}»`,
      );
    }
  }
  return problems;
}
