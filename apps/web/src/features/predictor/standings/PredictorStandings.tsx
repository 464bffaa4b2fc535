import { lazy, Suspense } from 'react';
import { useNearViewport } from '#ui/standings/use-near-viewport.ts';
import { ratingPath } from '../paths.ts';
import { useStandings } from './get-standings.ts';

// Its own chunk (the stage page is size-budgeted), asked for only once there is something to show.
const StandingsCards = lazy(() => import('#ui/standings/StandingsCards.tsx'));

/**
 * Issue 23 §3 «Топ-3 + вы + соседи» of the signed-in user, under the stage page's form. The page
 * renders it once its own data is on screen; its data and cards are asked for when it comes near the
 * viewport. Loading, an error or no rating with rows: nothing.
 */
export function PredictorStandings({ leagueId, userId }: { leagueId: number; userId: number }) {
  const [near, ref] = useNearViewport();
  const standings = useStandings(leagueId, userId, near).data;
  return (
    <div ref={ref}>
      {standings?.length ? (
        <Suspense fallback={null}>
          <StandingsCards standings={standings} pathOf={(champ) => ratingPath(champ.id, leagueId)} />
        </Suspense>
      ) : null}
    </div>
  );
}
