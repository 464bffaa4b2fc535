import { useIdParam } from '../../api/route-params.ts';
import { PREDICTOR } from '../../text/games.ts';
import { ScreenPlaceholder } from '../../ui/feedback/ScreenPlaceholder.tsx';
import { PREDICTOR_PARTNER_RATING_ID } from '../../config/site.ts';

export function PredictorStagePage() {
  useIdParam('id');
  useIdParam('stageId');
  return <ScreenPlaceholder title={PREDICTOR.stageTitle} context={PREDICTOR.title} />;
}

export function PredictorRatingPage() {
  useIdParam('id');
  const champId = useIdParam('champId');
  const title =
    champId === PREDICTOR_PARTNER_RATING_ID ? PREDICTOR.partnerRatingTitle : PREDICTOR.ratingTitle;
  return <ScreenPlaceholder title={title} context={PREDICTOR.title} />;
}

export function PredictorPrizesPage() {
  return <ScreenPlaceholder title={PREDICTOR.prizesTitle} context={PREDICTOR.title} />;
}

export function PredictorRulesPage() {
  return <ScreenPlaceholder title={PREDICTOR.rulesTitle} context={PREDICTOR.title} />;
}
