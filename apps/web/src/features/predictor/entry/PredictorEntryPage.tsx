import type { Stage } from '@mliga/contract';
import { Navigate } from 'react-router';
import { PREDICTOR } from '#text/games.ts';
import { QueryState, SeasonSoon } from '#ui/feedback/QueryState.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import { usePredictorActiveLeague } from '../api/get-active-league.ts';
import { stagePath } from '../paths.ts';

/** Spec 1 §2 "Predictor entry": the stage whose status is current, otherwise the last one. */
export function landingStage(stages: readonly Stage[]): Stage | null {
  return stages.find((s) => s.status === 'current') ?? stages.at(-1) ?? null;
}

export function PredictorEntryPage() {
  const query = usePredictorActiveLeague();
  const data = query.data;
  if (!data) {
    return (
      <>
        <PageTitle parts={[PREDICTOR.title]} />
        <QueryState isError={query.isError} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const stage = data.league ? landingStage(data.stages) : null;
  if (!data.league || !stage) {
    return (
      <>
        <PageTitle parts={[PREDICTOR.title]} />
        <SeasonSoon />
      </>
    );
  }
  // A partner-link outcome in the query string is the shell's (usePartnerLinkOutcome), read before this.
  return <Navigate replace to={stagePath(data.league.id, stage.id)} />;
}
