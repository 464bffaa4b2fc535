import type { PredictorDebrief } from '@mliga/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#api/client.ts';
import { predictorKeys } from './keys.ts';

/** GET /v1/predictors/{id}/stages/{stageId}/debrief/ — the signed-in user's scored tour (issue 23 §4). */
export const fetchPredictorDebrief = (leagueId: number, stageId: number, signal?: AbortSignal) =>
  apiGet<PredictorDebrief>(`/predictors/${leagueId}/stages/${stageId}/debrief/`, { signal });

export const predictorDebriefQuery = (leagueId: number, stageId: number, userId: number) =>
  queryOptions({
    queryKey: predictorKeys.debrief(leagueId, stageId, userId),
    queryFn: ({ signal }) => fetchPredictorDebrief(leagueId, stageId, signal),
  });

/**
 * Only for a signed-in user (a visitor gets 401). A 404 is the page's own state, not the 404 page:
 * before the tour is scored the API says so ('Итоги тура появятся после его расчёта').
 */
export function usePredictorDebrief(leagueId: number, stageId: number, userId: number | null) {
  return useQuery({
    ...predictorDebriefQuery(leagueId, stageId, userId ?? 0),
    enabled: userId !== null,
    throwOnError: false,
  });
}
