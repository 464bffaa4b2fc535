import type { StagePredictions } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { useSessionUser } from '#api/session.ts';
import { predictorKeys } from './keys.ts';

/** GET /v1/predictors/{leagueId}/stages/{stageId}/predictions/ — the items, the user's own predictions, x2_status. */
export const fetchStagePredictions = (leagueId: number, stageId: number, signal?: AbortSignal) =>
  apiGet<StagePredictions>(`/predictors/${leagueId}/stages/${stageId}/predictions/`, { signal });

/** Predictions of the stage are closed (its closing time passed): every item says so; a stage without items is not. */
export const isStageClosed = (data: StagePredictions | undefined): boolean =>
  Boolean(data?.predictions.length) && data!.predictions.every((p) => p.prediction.is_closed);

/** Spec 1 §7: the answer is keyed by who asks. */
export const stagePredictionsQuery = (leagueId: number, stageId: number, userId: number) =>
  queryOptions({
    queryKey: predictorKeys.stagePredictions(leagueId, stageId, userId),
    queryFn: ({ signal }) => fetchStagePredictions(leagueId, stageId, signal),
  });

export function useStagePredictions(leagueId: number, stageId: number) {
  const userId = useSessionUser()?.id ?? 0;
  return useQuery(stagePredictionsQuery(leagueId, stageId, userId));
}
