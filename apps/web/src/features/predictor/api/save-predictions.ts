import type { PredictionInput, X2Status } from '@mliga/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#api/client.ts';
import { predictorKeys } from './keys.ts';

interface SaveVariables {
  leagueId: number;
  stageId: number;
  predictions: PredictionInput[];
}

/** POST /v1/predictors/{leagueId}/stages/{stageId}/predictions/ — the stage's open predictions become exactly these. */
export const savePredictions = ({ leagueId, stageId, predictions }: SaveVariables) =>
  apiPost<{ x2_status: X2Status }>(`/predictors/${leagueId}/stages/${stageId}/predictions/`, {
    predictions,
  });

/**
 * Errors show the 'Ошибка' popup (the client's default). Either way the stage is read
 * again: a refusal because the stage closed meanwhile turns its items read-only.
 */
export function useSavePredictions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePredictions,
    onSettled: (_data, _error, { leagueId, stageId }) => {
      void client.invalidateQueries({ queryKey: predictorKeys.stagePredictionsAll(leagueId, stageId) });
      void client.invalidateQueries({ queryKey: predictorKeys.stagesAll(leagueId) });
    },
  });
}
