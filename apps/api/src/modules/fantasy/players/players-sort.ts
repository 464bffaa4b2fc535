import type { PLAYER_SORT_FIELDS } from '@mliga/contract';

/**
 * The market's sort (spec 2 §9): a field, '-' for descending, default
 * '-points'. 'mysquad' orders by membership in the `selected` ids, so
 * '-mysquad' lists the squad being built first; ties go by points, then id.
 */
export type PlayerSort = {
  field: (typeof PLAYER_SORT_FIELDS)[number];
  descending: boolean;
  selected: number[];
};

export const DEFAULT_PLAYER_SORT = '-points';

export function parsePlayerSort(token = DEFAULT_PLAYER_SORT, selected = ''): PlayerSort {
  const descending = token.startsWith('-');
  return {
    field: (descending ? token.slice(1) : token) as PlayerSort['field'],
    descending,
    selected: selected
      .split(',')
      .filter(Boolean)
      .map(Number)
      .filter((n) => Number.isSafeInteger(n) && n > 0 && n <= 2147483647),
  };
}
