import type { MyStandings } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { standingsKeys } from './keys.ts';

/** GET /v1/predictors/{id}/standings/ — the top three and the user's neighbours in each of their ratings. */
export const standingsQuery = (leagueId: number, userId: number) =>
  queryOptions({
    queryKey: standingsKeys.standings(leagueId, userId),
    queryFn: ({ signal }) => apiGet<MyStandings>(`/predictors/${leagueId}/standings/`, { signal }),
  });

/** Only the ratings with rows: none, and the widget shows nothing. */
const withRows = (data: MyStandings) => data.standings.filter((s) => s.rows.length > 0);

/**
 * Signed in only (the call answers 401 to a visitor), and once `enabled` (the widget near the
 * viewport). A secondary widget: a failure shows nothing.
 */
export function useStandings(leagueId: number, userId: number, enabled: boolean) {
  return useQuery({
    ...standingsQuery(leagueId, userId),
    enabled,
    select: withRows,
    meta: { errorDisplay: 'none' },
  });
}
