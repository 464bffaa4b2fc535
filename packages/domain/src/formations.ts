export const FIELD_POSITIONS = [1, 2, 3, 4] as const;
export type FieldPosition = (typeof FIELD_POSITIONS)[number];

export const FORMATIONS = ['4-4-2', '4-5-1', '4-3-3', '5-4-1', '5-3-2', '5-2-3', '3-5-2', '3-4-3'] as const;
export type Formation = (typeof FORMATIONS)[number];
export const DEFAULT_FORMATION: Formation = '4-4-2';

export const SQUAD_SIZE = 15;
export const STARTERS_COUNT = 11;
export const SQUAD_BUDGET = 100;

export function isFormation(value: string): value is Formation {
  return (FORMATIONS as readonly string[]).includes(value);
}

/** Starters per field position (1 goalkeeper, 2 defenders, 3 midfielders, 4 forwards). */
export function startersByPosition(formation: Formation): Record<FieldPosition, number> {
  const [def, mid, fwd] = formation.split('-').map(Number) as [number, number, number];
  return { 1: 1, 2: def, 3: mid, 4: fwd };
}

/** The squad's players per position: the formation's starters plus one bench slot each. */
export function squadSlotsByPosition(formation: Formation): Record<FieldPosition, number> {
  const starters = startersByPosition(formation);
  return { 1: starters[1] + 1, 2: starters[2] + 1, 3: starters[3] + 1, 4: starters[4] + 1 };
}

/** Field position names as the player cards and filters show them. */
export const FIELD_POSITION_NAMES: Record<FieldPosition, { name: string; shortName: string }> = {
  1: { name: 'Вратарь', shortName: 'ВР' },
  2: { name: 'Защитник', shortName: 'ЗЩ' },
  3: { name: 'Полузащитник', shortName: 'ПЗ' },
  4: { name: 'Нападающий', shortName: 'НП' },
};

export function isFieldPosition(value: number): value is FieldPosition {
  return (FIELD_POSITIONS as readonly number[]).includes(value);
}
