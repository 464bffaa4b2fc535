import type { Stage } from '@mliga/contract';
import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '#api/session.ts';
import { usePredictorActiveLeague } from '../api/get-active-league.ts';
import { isStageClosed, stagePredictionsQuery } from '../api/get-stage-predictions.ts';

/**
 * The stages whose predictions are closed, in the league's order: every scored one ('past'), and
 * the one being played ('current') once its closing time passed. A stage list carries no closing
 * time, so the current stage's own answer says it, as on the stage page (the same cached query).
 */
export function closedStages(stages: readonly Stage[], currentClosed: boolean): Stage[] {
  return stages.filter((s) => s.status === 'past' || (s.status === 'current' && currentClosed));
}

export function useClosedStages() {
  const active = usePredictorActiveLeague();
  const leagueId = active.data?.league?.id ?? null;
  const stages = active.data?.stages ?? [];
  const current = stages.find((s) => s.status === 'current') ?? null;
  const userId = useSessionUser()?.id ?? 0;
  const currentStage = useQuery({
    ...stagePredictionsQuery(leagueId ?? 0, current?.id ?? 0, userId),
    enabled: leagueId !== null && current !== null,
    meta: { errorDisplay: 'none' },
  });
  const closed = closedStages(stages, isStageClosed(currentStage.data));
  return {
    active,
    leagueId,
    /** Every stage of the league (the predictions page names the one in its address from these). */
    stages,
    closed,
    /** The latest closed stage: where a league's «Прогнозы участников» leads. */
    latest: closed.at(-1) ?? null,
    /** Whether the current stage's state is known (or there is none). */
    settled: current === null || currentStage.data !== undefined || currentStage.isError,
  };
}
