import {
  FANTASY_EVENT_NAMES,
  FANTASY_EVENTS,
  playerMatchPoints,
  type FantasyEvent,
  type FieldPosition,
  type ScoringTable,
} from '@mliga/domain';
import type { HistoryRow } from './player-history.queries.ts';

const EVENT_OF_NAME = new Map<string, FantasyEvent>(FANTASY_EVENTS.map((e) => [FANTASY_EVENT_NAMES[e], e]));

/**
 * A match's points of the player line by line (issue 22 §3): as scored once the stage is, else from
 * the statistics so far (provisional); each line with the minutes of the match centre's events behind it.
 */
export function presentLedger(
  row: HistoryRow,
  fieldPosition: FieldPosition,
  table: ScoringTable | null,
  minutes: Map<FantasyEvent, number[]> | undefined,
) {
  const scored = row.points !== null || table === null;
  const { points, events } = scored
    ? { points: row.points, events: row.events ?? [] }
    : playerMatchPoints({ line: row.line, fieldPosition, table });
  return {
    points,
    provisional: !scored,
    events: events.map((e) => ({
      name: e.name,
      points: e.points,
      minutes: minutes?.get(EVENT_OF_NAME.get(e.name)!) ?? [],
    })),
  };
}
