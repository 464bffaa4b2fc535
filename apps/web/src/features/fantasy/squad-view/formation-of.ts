import type { SquadEntry } from '@mliga/contract';
import { DEFAULT_FORMATION, isFormation, type Formation } from '@mliga/domain';

/** The formation a stored squad was played in, read from its starters (4-4-2 when they make none). */
export function formationOf(entries: readonly SquadEntry[]): Formation {
  const count = (position: number) =>
    entries.filter((e) => e.position === 1 && e.player.fieldPosition.id === position).length;
  const formation = `${count(2)}-${count(3)}-${count(4)}`;
  return isFormation(formation) ? formation : DEFAULT_FORMATION;
}
