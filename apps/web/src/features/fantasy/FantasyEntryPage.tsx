import { useActiveLeague } from '../../api/active-league.ts';
import { FANTASY, TOUR } from '../../text/games.ts';
import { ButtonLink } from '../../ui/button/Button.tsx';
import { KeyFacts } from '../../ui/facts/KeyFacts.tsx';
import { QueryState, SeasonSoon } from '../../ui/feedback/QueryState.tsx';
import { PageTitle } from '../../ui/layout/PageTitle.tsx';
import { Split } from '../../ui/layout/Split.tsx';
import { TourCard } from '../../ui/tour/TourCard.tsx';

/**
 * Spec 2 §2 entry screen: the active league's current tour and the way to its
 * squad builder. The automatic redirect comes with the squad builder itself.
 */
export function FantasyEntryPage() {
  const query = useActiveLeague();
  const data = query.data;
  let main;
  if (!data) main = <QueryState isError={query.isError} onRetry={() => void query.refetch()} />;
  else if (!data.league || !data.stage) main = <SeasonSoon />;
  else
    main = (
      <TourCard
        stage={data.stage}
        details={
          <>
            <p>
              {data.stage.update_is_available
                ? FANTASY.squadDeadline(data.stage.update_closing_at)
                : FANTASY.squadClosed}
            </p>
            <p>
              {TOUR.clubLimit(data.stage.max_players_from_team_count)} ·{' '}
              {TOUR.substitutions(data.stage.max_players_substitutions_count)}
            </p>
          </>
        }
        actions={
          <ButtonLink
            to={`/game/fantasy/${data.league.id}/my-team/stages/${data.stage.id}/`}
            variant="accent"
            size="lg"
          >
            {FANTASY.buildSquad}
          </ButtonLink>
        }
      />
    );
  return (
    <>
      <PageTitle parts={[FANTASY.title]} />
      <Split main={main} side={<KeyFacts title={FANTASY.factsTitle} facts={FANTASY.facts} />} />
    </>
  );
}
