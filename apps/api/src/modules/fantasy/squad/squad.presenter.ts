import type { FantasyPlayer, SquadEntry } from '@mliga/contract';
import type { StoredSquadEntry } from './squad.queries.ts';

/**
 * spec 2 §3 Squad entries: starters first, each part by field position
 * (goalkeeper to forwards), the order the pitch and the bench show them.
 */
export function presentSquadEntries(
  entries: StoredSquadEntry[],
  cards: Map<number, FantasyPlayer>,
): SquadEntry[] {
  const present = entries.flatMap((entry) => {
    const player = cards.get(entry.playerId);
    if (!player) return [];
    return [
      {
        player,
        points: entry.points,
        is_captain: entry.isCaptain ? (1 as const) : (0 as const),
        position: entry.starter ? (1 as const) : (0 as const),
        substitute_player_id: entry.substitutePlayerId,
      },
    ];
  });
  return present.sort(
    (a, b) =>
      b.position - a.position ||
      a.player.fieldPosition.id - b.player.fieldPosition.id ||
      a.player.id - b.player.id,
  );
}
