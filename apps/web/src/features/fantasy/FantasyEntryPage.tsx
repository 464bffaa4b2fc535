import { Navigate } from 'react-router';
import { useActiveLeague } from '#api/active-league.ts';
import { FANTASY } from '#text/games.ts';
import { QueryState, SeasonSoon } from '#ui/feedback/QueryState.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import { squadPath } from './squad/paths.ts';

/**
 * Spec 2 §2 entry screen: once the active league loads, on to the squad builder of
 * its active stage; without a league or stage, 'Сезон скоро начнется'.
 */
export function FantasyEntryPage() {
  const query = useActiveLeague();
  const data = query.data;
  if (data?.league && data.stage) return <Navigate replace to={squadPath(data.league.id, data.stage.id)} />;
  return (
    <>
      <PageTitle parts={[FANTASY.title]} />
      {data ? <SeasonSoon /> : <QueryState isError={query.isError} onRetry={() => void query.refetch()} />}
    </>
  );
}
