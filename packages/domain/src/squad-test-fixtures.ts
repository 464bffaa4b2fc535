import { FIELD_POSITIONS, squadSlotsByPosition, startersByPosition } from './formations.ts';
import type { FieldPosition, Formation } from './formations.ts';
import type { Squad, SquadEntry, SquadLimits, SquadPlayer } from './squad-state.ts';

/** Test helpers for the squad rules (not exported from the package). */

export const player = (
  id: number,
  fieldPosition: FieldPosition,
  extra: Partial<Omit<SquadPlayer, 'id' | 'fieldPosition'>> = {},
): SquadPlayer => ({ id, fieldPosition, teamId: id, price: 6, status: 'active', ...extra });

export const limits = (extra: Partial<SquadLimits> = {}): SquadLimits => ({
  maxPlayersFromTeam: 3,
  maxSubstitutions: 2,
  previousPlayerIds: null,
  ...extra,
});

/**
 * A complete valid squad: ids 1..15 (goalkeepers first), every player of his
 * own club at 6 coins (90 in all), the first starter the captain.
 */
export function fullSquad(formation: Formation = '4-4-2', firstId = 1): Squad {
  const slots = squadSlotsByPosition(formation);
  const starters = startersByPosition(formation);
  const entries: SquadEntry[] = [];
  let id = firstId;
  for (const position of FIELD_POSITIONS) {
    for (let i = 0; i < slots[position]; i++) {
      entries.push({ player: player(id++, position), starter: i < starters[position], isCaptain: false });
    }
  }
  entries[0] = { ...(entries[0] as SquadEntry), isCaptain: true };
  return { formation, entries };
}

export const idsOf = (squad: Squad) => squad.entries.map((e) => e.player.id);
