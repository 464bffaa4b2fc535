import type { SitePlayers, SitePlayersSort } from '@mliga/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { SITE_STALE_MS, siteKeys } from './keys.ts';

export interface PlayersFilters {
  page: number;
  team: number | null;
  position: number | null;
  name: string;
  sort: SitePlayersSort;
}

/** GET /v1/players/?p=&team=&position=&name=&sort= — 20 players a page. */
export const fetchPlayers = (f: PlayersFilters, signal?: AbortSignal) =>
  apiGet<SitePlayers>('/players/', {
    query: {
      p: f.page > 1 ? f.page : undefined,
      team: f.team,
      position: f.position,
      name: f.name.trim(),
      sort: f.sort === 'name' ? undefined : f.sort,
    },
    signal,
  });

export const playersQuery = (filters: PlayersFilters) =>
  queryOptions({
    queryKey: siteKeys.players(filters),
    queryFn: ({ signal }) => fetchPlayers(filters, signal),
    staleTime: SITE_STALE_MS,
  });

/** The previous page stays on screen (dimmed) while the next one loads. */
export function usePlayers(filters: PlayersFilters) {
  return useQuery({ ...playersQuery(filters), placeholderData: keepPreviousData });
}
