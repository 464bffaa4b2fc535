import { Navigate } from 'react-router';
import { useActiveLeague } from '#api/active-league.ts';
import { FANTASY } from '#text/games.ts';
import { QueryState, SeasonSoon } from '#ui/feedback/QueryState.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';

/** Spec 2 §2 `rating/`: to the active league's rating once loaded; otherwise 'Сезон скоро начнется'. */
export function FantasyRatingRedirect() {
  const query = useActiveLeague();
  const data = query.data;
  if (data?.league && data.champ) {
    return <Navigate replace to={`/game/fantasy/${data.league.id}/rating/${data.champ.id}/`} />;
  }
  return (
    <>
      <PageTitle parts={[FANTASY.ratingTitle, FANTASY.title]} />
      {data ? <SeasonSoon /> : <QueryState isError={query.isError} onRetry={() => void query.refetch()} />}
    </>
  );
}
