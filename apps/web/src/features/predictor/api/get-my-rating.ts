import type { MyPredictorRating } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { predictorKeys } from './keys.ts';

/** GET /v1/predictors/{id}/my-rating/ — the signed-in user's points and places. */
export const fetchMyRating = (leagueId: number, signal?: AbortSignal) =>
  apiGet<MyPredictorRating>(`/predictors/${leagueId}/my-rating/`, { signal });

export const myRatingQuery = (leagueId: number, userId: number) =>
  queryOptions({
    queryKey: predictorKeys.myRating(leagueId, userId),
    queryFn: ({ signal }) => fetchMyRating(leagueId, signal),
  });

/** Only for a signed-in user (the call answers 401 to a visitor); a failure leaves the summary out quietly. */
export function useMyRating(leagueId: number, userId: number | null) {
  return useQuery({
    ...myRatingQuery(leagueId, userId ?? 0),
    enabled: userId !== null,
    meta: { errorDisplay: 'none' },
  });
}
