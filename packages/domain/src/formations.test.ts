import { describe, expect, it } from 'vitest';
import {
  FORMATIONS,
  SQUAD_SIZE,
  STARTERS_COUNT,
  isFormation,
  squadSlotsByPosition,
  startersByPosition,
} from './formations.ts';

describe('formations', () => {
  it('every formation fields eleven starters with one goalkeeper', () => {
    for (const formation of FORMATIONS) {
      const starters = startersByPosition(formation);
      expect(starters[1]).toBe(1);
      expect(starters[1] + starters[2] + starters[3] + starters[4]).toBe(STARTERS_COUNT);
    }
  });

  it('adds one bench slot per position to make fifteen', () => {
    expect(squadSlotsByPosition('3-4-3')).toEqual({ 1: 2, 2: 4, 3: 5, 4: 4 });
    for (const formation of FORMATIONS) {
      const slots = squadSlotsByPosition(formation);
      expect(slots[1] + slots[2] + slots[3] + slots[4]).toBe(SQUAD_SIZE);
    }
  });

  it('recognises only the eight formations of the game', () => {
    expect(isFormation('4-4-2')).toBe(true);
    expect(isFormation('4-2-4')).toBe(false);
    expect(isFormation('')).toBe(false);
  });
});
