import type { SeasonHistory } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { SITE_STALE_MS, siteKeys } from './keys.ts';

/** GET /v1/seasons/history/ — past seasons, newest first, with champions and final tables. */
export const fetchHistory = (signal?: AbortSignal) => apiGet<SeasonHistory>('/seasons/history/', { signal });

export const historyQuery = queryOptions({
  queryKey: siteKeys.history,
  queryFn: ({ signal }) => fetchHistory(signal),
  staleTime: SITE_STALE_MS,
});

export function useHistory() {
  return useQuery(historyQuery);
}
