import type { SiteTeams } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { SITE_STALE_MS, siteKeys } from './keys.ts';

/** GET /v1/teams/ — the current season's clubs by name. */
export const fetchTeams = (signal?: AbortSignal) => apiGet<SiteTeams>('/teams/', { signal });

export const teamsQuery = queryOptions({
  queryKey: siteKeys.teams,
  queryFn: ({ signal }) => fetchTeams(signal),
  staleTime: SITE_STALE_MS,
});

export function useTeams() {
  return useQuery(teamsQuery);
}
