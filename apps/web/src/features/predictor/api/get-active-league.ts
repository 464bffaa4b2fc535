import type { PredictorActiveLeague } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { useSessionUser } from '#api/session.ts';
import { ACTIVE_LEAGUE_STALE_MS } from '#config/site.ts';
import { predictorKeys } from './keys.ts';

/** GET /v1/predictors/active-league/ — the league and its stages; league null off-season. */
export const fetchPredictorActiveLeague = (signal?: AbortSignal) =>
  apiGet<PredictorActiveLeague>('/predictors/active-league/', { signal });

/** Spec 1 §9: the active league is cached for 60 s. */
export const predictorActiveLeagueQuery = (userId: number) =>
  queryOptions({
    queryKey: predictorKeys.activeLeague(userId),
    queryFn: ({ signal }) => fetchPredictorActiveLeague(signal),
    staleTime: ACTIVE_LEAGUE_STALE_MS,
  });

export function usePredictorActiveLeague() {
  const userId = useSessionUser()?.id ?? 0;
  return useQuery(predictorActiveLeagueQuery(userId));
}

/** The same answer where it only refines the screen (the rating tabs, a rating's title): a failure stays quiet. */
export function useQuietPredictorActiveLeague() {
  const userId = useSessionUser()?.id ?? 0;
  return useQuery({ ...predictorActiveLeagueQuery(userId), meta: { errorDisplay: 'none' } });
}
