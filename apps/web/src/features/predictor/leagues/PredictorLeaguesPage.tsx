import { PREDICTOR_LEAGUES_PER_USER } from '@mliga/contract';
import { useSessionUser } from '#api/session.ts';
import { PREDICTOR } from '#text/games.ts';
import { PREDICTOR_LEAGUES } from '#text/predictor-leagues.ts';
import { ButtonLink } from '#ui/button/Button.tsx';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { QueryState, SeasonSoon } from '#ui/feedback/QueryState.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import { leaguesLoginPath, leaguesRegistrationPath } from '../paths.ts';
import { useMyPredictorLeagues } from './get-my-leagues.ts';
import { useClosedStages } from './closed-stages.ts';
import { CreateLeagueForm } from './CreateLeagueForm.tsx';
import { LeagueCard } from './LeagueCard.tsx';
import listPage from '#ui/layout/ListPage.module.css';
import styles from '#ui/leagues/leagues.module.css';
import own from './leagues.module.css';

const T = PREDICTOR_LEAGUES;

/** Issue 23 §1 «Мои лиги»: the user's private predictor leagues, with create, invite, rating, predictions, leave and delete. */
export function PredictorLeaguesPage() {
  const user = useSessionUser();
  return (
    <div className={listPage.page}>
      <PageTitle parts={[T.title, PREDICTOR.title]} />
      <header className={listPage.head}>
        <h2 className={styles.title}>{T.title}</h2>
        <p className={listPage.lead}>{T.lead}</p>
      </header>
      {user ? <SignedIn /> : <Visitor />}
    </div>
  );
}

function Visitor() {
  return (
    <EmptyState icon="ball" title={T.visitor.title} text={T.visitor.text}>
      <ButtonLink to={leaguesLoginPath} variant="accent">
        {T.visitor.login}
      </ButtonLink>
      <ButtonLink to={leaguesRegistrationPath} variant="secondary">
        {T.visitor.register}
      </ButtonLink>
    </EmptyState>
  );
}

function SignedIn() {
  const { active, leagueId, latest, settled } = useClosedStages();
  const query = useMyPredictorLeagues(leagueId);
  if (!active.data) return <QueryState isError={active.isError} onRetry={() => void active.refetch()} />;
  if (leagueId === null) return <SeasonSoon />;
  const data = query.data;
  // The cards appear once the latest closed stage is known: their links do not pop in later.
  if (!data || !settled) return <QueryState isError={query.isError} onRetry={() => void query.refetch()} />;
  return (
    <>
      {data.can_create > 0 ? (
        <CreateLeagueForm leagueId={leagueId} left={data.can_create} />
      ) : (
        <p className={own.createdNote}>{T.create.limitReached(PREDICTOR_LEAGUES_PER_USER)}</p>
      )}
      <section aria-labelledby="predictor-leagues-list">
        <h2 id="predictor-leagues-list" className={styles.sectionTitle}>
          {T.list}
        </h2>
        {data.leagues.length === 0 ? (
          <EmptyState icon="ball" level={3} title={T.empty.title} text={T.empty.text} />
        ) : (
          <ul className={own.list}>
            {data.leagues.map((league) => (
              <LeagueCard
                key={league.id}
                league={league}
                leagueId={data.league.id}
                stageId={latest?.id ?? null}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
