/** Spec 1 §5 and §9: a score is 0 to 20; an unset score becomes 0 on its first step either way. */
export const SCORE_MIN = 0;
export const SCORE_MAX = 20;

export function stepDown(value: number | null, min: number = SCORE_MIN): number {
  if (value === null) return min;
  return Math.max(min, value - 1);
}

export function stepUp(value: number | null, max: number = SCORE_MAX, min: number = SCORE_MIN): number {
  if (value === null) return min;
  return Math.min(max, value + 1);
}
