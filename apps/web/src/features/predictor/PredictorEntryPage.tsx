import { useActiveLeague } from '../../api/active-league.ts';
import { PREDICTOR_GENERAL_RATING_ID, PREDICTOR_LEAGUE_ID } from '../../config/site.ts';
import { PREDICTOR } from '../../text/games.ts';
import { ButtonLink } from '../../ui/button/Button.tsx';
import { KeyFacts } from '../../ui/facts/KeyFacts.tsx';
import { QueryState, SeasonSoon } from '../../ui/feedback/QueryState.tsx';
import { PageTitle } from '../../ui/layout/PageTitle.tsx';
import { Split } from '../../ui/layout/Split.tsx';
import { TourCard } from '../../ui/tour/TourCard.tsx';

/**
 * Spec 1 §2 "Predictor entry". Until the predictor's own calls exist it shows
 * the league's current tour; the redirect to the stage page comes with them.
 */
export function PredictorEntryPage() {
  const query = useActiveLeague();
  const data = query.data;
  let main;
  if (!data) main = <QueryState isError={query.isError} onRetry={() => void query.refetch()} />;
  else if (!data.league || !data.stage) main = <SeasonSoon />;
  else
    main = (
      <TourCard
        stage={data.stage}
        eyebrow="status"
        details={<p>{PREDICTOR.closingRule}</p>}
        actions={
          <>
            <ButtonLink to="/game/predictor/rules/" variant="accent">
              {PREDICTOR.tabs.rules}
            </ButtonLink>
            <ButtonLink
              to={`/game/predictor/${PREDICTOR_LEAGUE_ID}/rating/${PREDICTOR_GENERAL_RATING_ID}/`}
              variant="on-dark"
            >
              {PREDICTOR.tabs.rating}
            </ButtonLink>
          </>
        }
      />
    );
  return (
    <>
      <PageTitle parts={[PREDICTOR.title]} />
      <Split main={main} side={<KeyFacts title={PREDICTOR.factsTitle} facts={PREDICTOR.facts} />} />
    </>
  );
}
