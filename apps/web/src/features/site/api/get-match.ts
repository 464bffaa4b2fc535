import type { LiveMatches, PublicMatch } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { siteKeys } from './keys.ts';

/** The live stream keeps these current; a read goes back to the server only on a new visit. */
const LIVE_STALE_MS = 5_000;

/** GET /v1/matches/{id}/ — the match centre: score, state and minute, events, who played. */
export const matchQuery = (id: number) =>
  queryOptions({
    queryKey: siteKeys.match(id),
    queryFn: ({ signal }) => apiGet<PublicMatch>(`/matches/${id}/`, { signal }),
    staleTime: LIVE_STALE_MS,
  });

export function useMatch(id: number) {
  return useQuery(matchQuery(id));
}

/** GET /v1/matches/live/ — the matches being played now. */
export function useLiveMatches() {
  return useQuery({
    queryKey: siteKeys.liveMatches,
    queryFn: ({ signal }) => apiGet<LiveMatches>('/matches/live/', { signal }),
    staleTime: LIVE_STALE_MS,
  });
}
