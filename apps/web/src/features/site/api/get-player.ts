import type { SitePlayerDetails } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { SITE_STALE_MS, siteKeys } from './keys.ts';

/** GET /v1/players/{id}/ — the season's statistics and the last matches played. */
export const fetchPlayer = (id: number, signal?: AbortSignal) =>
  apiGet<SitePlayerDetails>(`/players/${id}/`, { signal });

export const playerQuery = (id: number) =>
  queryOptions({
    queryKey: siteKeys.player(id),
    queryFn: ({ signal }) => fetchPlayer(id, signal),
    staleTime: SITE_STALE_MS,
  });

export function usePlayer(id: number) {
  return useQuery(playerQuery(id));
}
