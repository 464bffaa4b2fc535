import type { SeasonMatches } from '@mliga/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { SITE_STALE_MS, siteKeys } from './keys.ts';

/** GET /v1/seasons/{id}/matches/?tour= — one tour's matches (the landing tour without `tour`). */
export const fetchSeasonMatches = (id: number, tour: number | null, signal?: AbortSignal) =>
  apiGet<SeasonMatches>(`/seasons/${id}/matches/`, { query: { tour }, signal });

export const seasonMatchesQuery = (id: number, tour: number | null) =>
  queryOptions({
    queryKey: siteKeys.seasonMatches(id, tour),
    queryFn: ({ signal }) => fetchSeasonMatches(id, tour, signal),
    staleTime: SITE_STALE_MS,
  });

/** The previous tour stays on screen while the next one loads, so the picker does not flash a loader. */
export function useSeasonMatches(id: number, tour: number | null, enabled = true) {
  return useQuery({ ...seasonMatchesQuery(id, tour), enabled, placeholderData: keepPreviousData });
}
