export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

/**
 * The one way to put a query string on a path, for API calls and the site's own links alike.
 * From a record, empty values (null, undefined, '') are left out and a list is joined with
 * commas; search params are taken as they are. No '?' when nothing is left, so
 * `buildUrl('', query)` is the search part of a link ('' or '?…').
 */
export function buildUrl(path: string, query?: Query | URLSearchParams): string {
  let params: URLSearchParams;
  if (query instanceof URLSearchParams) params = query;
  else {
    params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null || value === '') continue;
      params.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
