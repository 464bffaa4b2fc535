import type { ActiveLeague } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVE_LEAGUE_STALE_MS } from '../config/site.ts';
import { apiGet } from './client.ts';

/** GET /v1/leagues/active/ — the league, its current stage and the general rating champ (all null off-season). */
export const fetchActiveLeague = (signal?: AbortSignal) =>
  apiGet<ActiveLeague>('/leagues/active/', { signal });

/** Query keys of the league as a whole, shared by both games and the site. */
export const leagueKeys = {
  active: ['leagues', 'active'] as const,
};

export const activeLeagueQuery = queryOptions({
  queryKey: leagueKeys.active,
  queryFn: ({ signal }) => fetchActiveLeague(signal),
  staleTime: ACTIVE_LEAGUE_STALE_MS,
});

export function useActiveLeague() {
  return useQuery(activeLeagueQuery);
}
