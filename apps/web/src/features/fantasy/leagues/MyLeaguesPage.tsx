import { useActiveLeague } from '#api/active-league.ts';
import { useSessionUser } from '#api/session.ts';
import { LEAGUES } from '#text/fantasy-leagues.ts';
import { FANTASY } from '#text/games.ts';
import { ButtonLink } from '#ui/button/Button.tsx';
import { EmptyState } from '#ui/feedback/EmptyState.tsx';
import { QueryState, SeasonSoon } from '#ui/feedback/QueryState.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import { loginPath, registrationPath, squadPath } from '../squad/paths.ts';
import { useMyLeagues } from './api.ts';
import { CreateLeagueForm } from './CreateLeagueForm.tsx';
import { LeagueCard } from './LeagueCard.tsx';
import listPage from '#ui/layout/ListPage.module.css';
import styles from '#ui/leagues/leagues.module.css';

/** Spec 2 §2 "My leagues": the user's champs with create, share, details, delete and leave. */
export function MyLeaguesPage() {
  const user = useSessionUser();
  return (
    <div className={listPage.page}>
      <PageTitle parts={[LEAGUES.title, FANTASY.title]} />
      <header className={listPage.head}>
        <h2 className={styles.title}>{LEAGUES.title}</h2>
        <p className={listPage.lead}>{LEAGUES.lead}</p>
      </header>
      {user ? <SignedIn /> : <Visitor />}
    </div>
  );
}

function Visitor() {
  return (
    <EmptyState icon="ball" title={LEAGUES.visitor.title} text={LEAGUES.visitor.text}>
      <ButtonLink to={loginPath} variant="accent">
        {LEAGUES.visitor.login}
      </ButtonLink>
      <ButtonLink to={registrationPath} variant="secondary">
        {LEAGUES.visitor.register}
      </ButtonLink>
    </EmptyState>
  );
}

function SignedIn() {
  const query = useMyLeagues();
  const active = useActiveLeague();
  const data = query.data;
  if (!data) return <QueryState isError={query.isError} onRetry={() => void query.refetch()} />;
  if (!data.league) return <SeasonSoon />;
  const leagueId = data.league.id;
  const stage = active.data?.stage;
  return (
    <>
      {/* One league per user and season: the creator of one gets a note instead of a form that would refuse. */}
      {data.champs.some((c) => c.type === 'user' && c.actions.includes('delete')) ? (
        <p className={styles.createdNote}>{LEAGUES.create.alreadyCreated}</p>
      ) : (
        <CreateLeagueForm />
      )}
      <section aria-labelledby="my-leagues-list">
        <h2 id="my-leagues-list" className={styles.sectionTitle}>
          {LEAGUES.list}
        </h2>
        {data.champs.length === 0 ? (
          <EmptyState icon="ball" level={3} title={LEAGUES.empty} text={LEAGUES.noTeam.text}>
            {stage ? (
              <ButtonLink to={squadPath(leagueId, stage.id)} variant="accent">
                {LEAGUES.noTeam.action}
              </ButtonLink>
            ) : null}
          </EmptyState>
        ) : (
          <ul className={styles.list}>
            {data.champs.map((champ) => (
              <LeagueCard key={champ.id} champ={champ} leagueId={leagueId} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
