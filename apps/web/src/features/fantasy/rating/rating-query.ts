import { buildUrl } from '#api/url.ts';
import type { SortDirection } from '#ui/table/SortableTable.tsx';

/**
 * The rating's state as the URL keeps it (?p=&sort=&name=&media=1&month=), so reload, back and
 * shared links show the same page. Sort tokens are the API's: 'place', 'total', 'live' (the
 * live places while a tour is played) or a stage id, '-' for the best first (spec 2 §9: default '-place').
 */
export interface RatingState {
  page: number;
  sort: string;
  name: string;
  media: boolean;
  /** Issue 23 §3 «Месяц»: one month's table (`YYYY-MM`), null for the season's. */
  month: string | null;
}

export const DEFAULT_SORT = '-place';
export const NAME_MAX = 40;
const TOKEN = /^-?(place|total|live|[1-9]\d{0,9})$/;
const MONTH = /^20\d{2}-(0[1-9]|1[0-2])$/;

/**
 * A month's table is by place alone, without the search and the media filter (the API refuses
 * them there), so with a month any of those in the URL is read as its default.
 */
export function readRatingState(params: URLSearchParams): RatingState {
  const rawPage = params.get('p');
  const rawSort = params.get('sort');
  const rawMonth = params.get('month');
  const month = rawMonth && MONTH.test(rawMonth) ? rawMonth : null;
  const sort = rawSort && TOKEN.test(rawSort) ? rawSort : DEFAULT_SORT;
  return {
    page: rawPage && /^[1-9]\d{0,6}$/.test(rawPage) ? Number(rawPage) : 1,
    sort: monthSort(sort, month),
    name: month === null ? cleanName(params.get('name') ?? '') : '',
    media: month === null && params.get('media') === '1',
    month,
  };
}

/** A month's table sorts by place alone (the API refuses a tour or live sort there): any other is the default. */
export function monthSort(sort: string, month: string | null): string {
  return month === null || sortState(sort).key === 'place' ? sort : DEFAULT_SORT;
}

/** Control characters never reach the API (it refuses them); the length is the API's limit. */
export function cleanName(raw: string): string {
  const printable = [...raw].filter((ch) => ch.charCodeAt(0) >= 0x20).join('');
  return printable.trim().slice(0, NAME_MAX);
}

/** The query string of a state; defaults are left out so that links stay short. */
export function ratingSearch(state: RatingState): string {
  return buildUrl('', {
    p: state.page > 1 ? state.page : null,
    sort: state.sort !== DEFAULT_SORT ? state.sort : null,
    name: state.name,
    media: state.media ? 1 : null,
    month: state.month,
  });
}

/** The column a token sorts and its direction as the table shows it (place 1, 2, 3 is ascending). */
export function sortState(token: string): { key: string; direction: SortDirection } {
  const bestFirst = token.startsWith('-');
  const key = bestFirst ? token.slice(1) : token;
  const ascending = key === 'place' ? bestFirst : !bestFirst;
  return { key, direction: ascending ? 'ascending' : 'descending' };
}

/** A click on the sorted column reverses it; another column starts with the best first. */
export function nextSort(current: string, column: string): string {
  const { key } = sortState(current);
  if (key !== column) return `-${column}`;
  return current.startsWith('-') ? column : `-${column}`;
}
