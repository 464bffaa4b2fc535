import type { SiteTeamDetails } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { SITE_STALE_MS, siteKeys } from './keys.ts';

/** GET /v1/teams/{id}/ — squad by position, standing, results and next matches. */
export const fetchTeam = (id: number, signal?: AbortSignal) =>
  apiGet<SiteTeamDetails>(`/teams/${id}/`, { signal });

export const teamQuery = (id: number) =>
  queryOptions({
    queryKey: siteKeys.team(id),
    queryFn: ({ signal }) => fetchTeam(id, signal),
    staleTime: SITE_STALE_MS,
  });

export function useTeam(id: number) {
  return useQuery(teamQuery(id));
}
