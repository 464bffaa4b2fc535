import { STAT_COLUMNS } from '../text/screens.ts';

export type StatKey = (typeof STAT_COLUMNS)[number]['key'];
export type StatLine = { player_id: number } & Record<StatKey, number>;

export function emptyLine(playerId: number): StatLine {
  const line = { player_id: playerId } as StatLine;
  for (const column of STAT_COLUMNS) line[column.key] = 0;
  return line;
}

/** A line of only zeros is a player who did not play: it is not stored (the API keeps exactly what is sent). */
export function linesToSend(lines: StatLine[]): StatLine[] {
  return lines.filter((line) => STAT_COLUMNS.some((column) => (line[column.key] ?? 0) !== 0));
}
