import type { PredictorRating } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { useSessionUser } from '#api/session.ts';
import { predictorKeys } from './keys.ts';

export interface RatingParams {
  leagueId: number;
  champId: number;
  page: number;
  /** 'place' or a stage id, '-' for best first (spec 1 §9). */
  sort: string;
  /** Issue 23 §3: one month's table (`YYYY-MM`); the season's when absent. */
  month?: string | null;
}

/** GET /v1/predictors/{id}/rating/{champId}/?p=&sort=&month= */
export const fetchRating = ({ leagueId, champId, page, sort, month }: RatingParams, signal?: AbortSignal) =>
  apiGet<PredictorRating>(`/predictors/${leagueId}/rating/${champId}/`, {
    query: { p: page, sort, month },
    signal,
  });

export const ratingQuery = (params: RatingParams, userId: number) =>
  queryOptions({
    queryKey: predictorKeys.rating(
      params.leagueId,
      params.champId,
      params.page,
      params.sort,
      params.month ?? null,
      userId,
    ),
    queryFn: ({ signal }) => fetchRating(params, signal),
  });

/**
 * Spec 1 §8: a rating that fails to load shows the empty state, no popup. The previous
 * page of the same rating stays on screen while the next one loads, so paging and sorting
 * do not flash a loader; another rating starts from the loader.
 */
export function useRating(params: RatingParams) {
  const userId = useSessionUser()?.id ?? 0;
  const options = ratingQuery(params, userId);
  return useQuery({
    ...options,
    placeholderData: (previous, previousQuery) => {
      const [, , leagueId, champId] = previousQuery?.queryKey ?? [];
      return leagueId === params.leagueId && champId === params.champId ? previous : undefined;
    },
    meta: { errorDisplay: 'none' },
  });
}
