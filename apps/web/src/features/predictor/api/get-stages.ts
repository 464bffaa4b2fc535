import type { PredictorStages } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { useSessionUser } from '#api/session.ts';
import { predictorKeys } from './keys.ts';

/** GET /v1/predictors/{leagueId}/stages/ — every stage, with the signed-in user's points. */
export const fetchPredictorStages = (leagueId: number, signal?: AbortSignal) =>
  apiGet<PredictorStages>(`/predictors/${leagueId}/stages/`, { signal });

export const predictorStagesQuery = (leagueId: number, userId: number) =>
  queryOptions({
    queryKey: predictorKeys.stages(leagueId, userId),
    queryFn: ({ signal }) => fetchPredictorStages(leagueId, signal),
  });

export function usePredictorStages(leagueId: number) {
  const userId = useSessionUser()?.id ?? 0;
  return useQuery(predictorStagesQuery(leagueId, userId));
}
