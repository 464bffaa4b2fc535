import type { ErrorBody } from '../api/http.ts';
import { RESULT } from '../text/screens.ts';
import type { StatLine } from './stat-lines.ts';

/** What the form shows of a refused result: messages by cell (`playerId.column`) and every message in order. */
export interface Refusal {
  cells: Record<string, string>;
  messages: string[];
}

export const NO_REFUSAL: Refusal = { cells: {}, messages: [] };

const STAT_FIELD = /^stats\[(\d+)\]\.(\w+)$/;

/**
 * The API's refusal: an error on `stats[i].column` belongs to that column's cell of the i-th line sent;
 * the list shows every message, or the error's own when the answer lists none.
 */
export function apiRefusal(error: { message: string; body?: ErrorBody }, sent: readonly StatLine[]): Refusal {
  const list = error.body?.list ?? [];
  const cells: Record<string, string> = {};
  for (const item of list) {
    const cell = STAT_FIELD.exec(item.field ?? '');
    const line = cell ? sent[Number(cell[1])] : undefined;
    if (cell && line) cells[`${line.player_id}.${cell[2]}`] = item.message;
  }
  return { cells, messages: list.length > 0 ? list.map((item) => item.message) : [error.message] };
}

/** The local check's problems (keyed by cell), listed with the player's name. */
export function localRefusal(problems: Record<string, string>, names: ReadonlyMap<number, string>): Refusal {
  const messages = Object.entries(problems).map(([cell, message]) =>
    RESULT.problem(names.get(Number(cell.split('.')[0])) ?? '', message),
  );
  return { cells: problems, messages };
}
