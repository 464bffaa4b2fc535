import { buildUrl } from '#api/url.ts';
import type { SortDirection } from '#ui/table/SortableTable.tsx';

/**
 * Spec 1 §9: sort tokens are 'place' or a stage id, '-' for descending; the default is
 * '-place'. The API reads '-' as "the best first" (docs/decisions/005-predictor-rating.md): '-place' lists
 * place 1 first, '-{stageId}' the most stage points first.
 */
export const DEFAULT_SORT = '-place';
const TOKEN = /^-?(place|[1-9]\d{0,9})$/;

export const PLACE_COLUMN = 'place';

export function parseSort(raw: string | null): string {
  return raw && TOKEN.test(raw) ? raw : DEFAULT_SORT;
}

const MONTH = /^20\d{2}-(0[1-9]|1[0-2])$/;

/** Issue 23 §3 «Месяц»: `?month=YYYY-MM` shows that month's table; anything else the season's. */
export function parseMonth(raw: string | null): string | null {
  return raw && MONTH.test(raw) ? raw : null;
}

/** A month's table sorts by place alone (the API refuses a tour sort there): any other sort is the default. */
export function monthSort(sort: string, month: string | null): string {
  return month === null || sortState(sort).key === PLACE_COLUMN ? sort : DEFAULT_SORT;
}

export function parsePage(raw: string | null): number {
  const page = raw && /^[1-9]\d{0,6}$/.test(raw) ? Number(raw) : 1;
  return page;
}

/** The column a token sorts and its direction as the table shows it (place 1, 2, 3 is ascending). */
export function sortState(token: string): { key: string; direction: SortDirection } {
  const bestFirst = token.startsWith('-');
  const key = bestFirst ? token.slice(1) : token;
  const ascending = key === PLACE_COLUMN ? bestFirst : !bestFirst;
  return { key, direction: ascending ? 'ascending' : 'descending' };
}

/** Spec 1 §4: a click on the sorted column toggles its direction; another column starts with the best first. */
export function nextSort(current: string, column: string): string {
  const { key } = sortState(current);
  if (key !== column) return `-${column}`;
  return current.startsWith('-') ? column : `-${column}`;
}

/** The query string of a rating state; the defaults are left out so that links stay short. */
export function ratingSearch(page: number, sort: string, month: string | null = null): string {
  return buildUrl('', { p: page > 1 ? page : null, sort: sort !== DEFAULT_SORT ? sort : null, month });
}
