import { useLiveStream } from '#api/live.ts';
import type { Stage, StagePredictions } from '@mliga/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { useIdParam } from '#api/route-params.ts';
import { useSessionUser } from '#api/session.ts';
import { PREDICTOR } from '#text/games.ts';
import { DEBRIEF_LINK } from '#text/debrief-link.ts';
import { STAGE } from '#text/predictor.ts';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { QueryState } from '#ui/feedback/QueryState.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import { Loader } from '#ui/loader/Loader.tsx';
import { PartnerLinkDialog, shouldOfferPartnerLink } from '../../partner/index.ts';
import { useMyRating } from '../api/get-my-rating.ts';
import { usePredictorStages } from '../api/get-stages.ts';
import { isStageClosed, stagePredictionsQuery, useStagePredictions } from '../api/get-stage-predictions.ts';
import { debriefPath } from '../paths.ts';
import { PredictorStandings } from '../standings/PredictorStandings.tsx';
import { LeaguesPredictionsLink } from './LeaguesPredictionsLink.tsx';
import { PredictionsForm } from './PredictionsForm.tsx';
import { ScoreSummary } from './ScoreSummary.tsx';
import { StageHeading } from './StageHeading.tsx';
import { StageSlider } from './StageSlider.tsx';
import { VisitorPrompt } from './VisitorPrompt.tsx';
import styles from './stage.module.css';

/**
 * Issue 23 §4: a scored tour leads to its own debrief; any other (the current one the game opens
 * on) to the latest scored tour's, named. None before the first tour is scored.
 */
function debriefLink(leagueId: number, stage: Stage | null, stages: readonly Stage[]) {
  const target = stage?.status === 'past' ? stage : stages.findLast((s) => s.status === 'past');
  if (!target) return null;
  return {
    to: debriefPath(leagueId, target.id),
    label: target === stage ? DEBRIEF_LINK.link : DEBRIEF_LINK.linkOf(target.name),
  };
}

/** Spec 1 §2 "Predictor stage page". */
export function PredictorStagePage() {
  const leagueId = useIdParam('id');
  const stageId = useIdParam('stageId');
  const user = useSessionUser();
  const userId = user?.id ?? null;
  const client = useQueryClient();
  const stages = usePredictorStages(leagueId);
  const predictions = useStagePredictions(leagueId, stageId);
  const myRating = useMyRating(leagueId, userId);
  const [partnerOpen, setPartnerOpen] = useState(false);

  // A signed-in user without a partner account gets the link popup once per visit of the
  // page. The user is read afresh first: the stored record may predate a link made in another tab.
  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    void shouldOfferPartnerLink(client, userId).then((offer) => {
      if (offer && !cancelled) setPartnerOpen(true);
    });
    return () => {
      cancelled = true;
    };
  }, [client, userId]);

  const onLinked = () => {
    if (userId === null) return;
    // Spec 1 §4: after linking, the X2 status is not_set until the server says more.
    client.setQueryData(
      stagePredictionsQuery(leagueId, stageId, userId).queryKey,
      (old: StagePredictions | undefined) =>
        old && old.x2_status === 'not_available' ? { ...old, x2_status: 'not_set' as const } : old,
    );
  };

  const stage = stages.data?.stages.find((s) => s.id === stageId) ?? null;
  const data = predictions.data;
  // While a match of the stage is played, each live score reads the stage again (provisional points).
  const playing = data?.predictions.some((p) => p.event.match?.live) ?? false;
  useLiveStream(['matches'], playing ? null : undefined, () => {
    void client.invalidateQueries({
      queryKey: stagePredictionsQuery(leagueId, stageId, userId ?? 0).queryKey,
    });
  });
  const stageClosed = isStageClosed(data);
  const openPartner = () => setPartnerOpen(true);
  // The slider, the heading, the summary and the form appear together, once each answer is in:
  // one arriving after another would push what is already on screen down (layout shift).
  const settled = (query: { data: unknown; isError: boolean }) => query.data !== undefined || query.isError;
  const ready = settled(stages) && settled(predictions) && (user === null || settled(myRating));
  // The page's big render runs at transition priority, in slices between which the browser
  // stays responsive (an answer's update alone would render it in one long task).
  const shown = useDeferredValue(ready);

  if (!shown)
    return (
      <>
        <PageTitle parts={[STAGE.listTitle, PREDICTOR.title]} />
        <Loader />
      </>
    );

  return (
    <>
      <PageTitle parts={[stage?.name ?? STAGE.listTitle, PREDICTOR.title]} />
      {stages.data && stages.data.stages.length > 0 ? (
        <StageSlider stages={stages.data.stages} leagueId={leagueId} selectedId={stageId} />
      ) : null}
      <StageHeading
        stage={stage}
        stageClosed={stageClosed}
        closesBeforeMinutes={stages.data?.closes_before_minutes ?? null}
        user={user}
        onOpenPartner={openPartner}
        debrief={user ? debriefLink(leagueId, stage, stages.data?.stages ?? []) : null}
      />
      {user && myRating.data ? <ScoreSummary rating={myRating.data} /> : null}
      {user ? null : <VisitorPrompt />}
      <div className={styles.content}>
        {!data ? (
          <QueryState isError={predictions.isError} onRetry={() => void predictions.refetch()} />
        ) : data.predictions.length === 0 ? (
          <EmptyState icon="calendar" title={STAGE.empty} />
        ) : (
          <PredictionsForm
            key={`${stageId}:${userId ?? 0}`}
            leagueId={leagueId}
            stageId={stageId}
            items={data.predictions}
            x2Status={data.x2_status}
            user={user}
            scored={stage?.status === 'past'}
            onOpenPartner={openPartner}
            closedNoteExtra={
              user && stageClosed ? <LeaguesPredictionsLink leagueId={leagueId} stageId={stageId} /> : null
            }
          />
        )}
      </div>
      {/* Issue 23 §3: under the form; its data and chunk once it comes near the viewport. */}
      {user ? <PredictorStandings leagueId={leagueId} userId={user.id} /> : null}
      {partnerOpen && user ? (
        <PartnerLinkDialog source="predictor" onClose={() => setPartnerOpen(false)} onLinked={onLinked} />
      ) : null}
    </>
  );
}
