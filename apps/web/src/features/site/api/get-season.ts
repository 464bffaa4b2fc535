import type { SeasonOverview } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { SITE_STALE_MS, siteKeys } from './keys.ts';

/** GET /v1/seasons/{id}/ — the season, its table and its tours. */
export const fetchSeason = (id: number, signal?: AbortSignal) =>
  apiGet<SeasonOverview>(`/seasons/${id}/`, { signal });

export const seasonQuery = (id: number) =>
  queryOptions({
    queryKey: siteKeys.season(id),
    queryFn: ({ signal }) => fetchSeason(id, signal),
    staleTime: SITE_STALE_MS,
  });

export function useSeason(id: number) {
  return useQuery(seasonQuery(id));
}
