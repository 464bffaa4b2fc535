import type { StandingRow } from '@mliga/contract';

/**
 * Whether places were left out between row `i` and the one before it (a «…» goes there). Places may
 * be shared (the fantasy's `rank()`: 1, 2, 2, 4), so after a run of equal places the next place is
 * that place plus the run's length when nothing lies between; a bigger jump means rows were left
 * out. With unique places (the predictor) that is the plain «place + 1».
 */
export function gapBefore(rows: readonly StandingRow[], i: number): boolean {
  const prev = rows[i - 1];
  if (!prev || rows[i]!.place === prev.place) return false;
  let tied = 1;
  while (rows[i - 1 - tied]?.place === prev.place) tied += 1;
  return rows[i]!.place > prev.place + tied;
}
