import type { SiteTickets } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { SITE_STALE_MS, siteKeys } from './keys.ts';

/** GET /v1/tickets/ — the matches still to come, with ground and ticket link. */
export const fetchTickets = (signal?: AbortSignal) => apiGet<SiteTickets>('/tickets/', { signal });

export const ticketsQuery = queryOptions({
  queryKey: siteKeys.tickets,
  queryFn: ({ signal }) => fetchTickets(signal),
  staleTime: SITE_STALE_MS,
});

export function useTickets() {
  return useQuery(ticketsQuery);
}
