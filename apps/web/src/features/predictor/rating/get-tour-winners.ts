import type { TourWinnersRoll } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { useSessionUser } from '#api/session.ts';
import { predictorKeys } from '../api/keys.ts';

/** GET /v1/predictors/{id}/rating/{champId}/winners/ (issue 23 §3): the rating's tour winners, the latest tour first. */
export const tourWinnersQuery = (leagueId: number, champId: number, userId: number) =>
  queryOptions({
    queryKey: predictorKeys.tourWinners(leagueId, champId, userId),
    queryFn: ({ signal }) =>
      apiGet<TourWinnersRoll>(`/predictors/${leagueId}/rating/${champId}/winners/`, { signal }),
  });

/**
 * The roll below the rating. A private league's answers its members only, so the key names the
 * reader; the page asks only once the rating itself has answered, and a failure leaves the roll out.
 */
export function useTourWinners(leagueId: number, champId: number, enabled: boolean) {
  const userId = useSessionUser()?.id ?? 0;
  return useQuery({
    ...tourWinnersQuery(leagueId, champId, userId),
    enabled,
    meta: { errorDisplay: 'none' },
  });
}
