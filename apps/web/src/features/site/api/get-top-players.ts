import type { TopPlayers } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { SITE_STALE_MS, siteKeys } from './keys.ts';

/** GET /v1/seasons/{id}/top-players/ — the ten best scorers and assistants. */
export const fetchTopPlayers = (id: number, signal?: AbortSignal) =>
  apiGet<TopPlayers>(`/seasons/${id}/top-players/`, { signal });

export const topPlayersQuery = (id: number) =>
  queryOptions({
    queryKey: siteKeys.topPlayers(id),
    queryFn: ({ signal }) => fetchTopPlayers(id, signal),
    staleTime: SITE_STALE_MS,
  });

/** A side block: a failure shows its own quiet retry, not a popup over the season. */
export function useTopPlayers(id: number) {
  return useQuery({ ...topPlayersQuery(id), meta: { errorDisplay: 'none' } });
}
