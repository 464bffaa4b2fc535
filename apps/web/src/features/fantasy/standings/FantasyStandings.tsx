import { lazy, Suspense } from 'react';
import { useNearViewport } from '#ui/standings/use-near-viewport.ts';
import { useStandings } from './get-standings.ts';

// Its own chunk (the squad builder is size-budgeted), asked for only once there is something to show.
const StandingsCards = lazy(() => import('#ui/standings/StandingsCards.tsx'));

/** The general rating and a user league alike: spec 2 §2 `{id}/rating/{champId}/`. */
const ratingPath = (leagueId: number, champId: number) => `/game/fantasy/${leagueId}/rating/${champId}/`;

/**
 * Issue 23 §3 «Топ-3 + вы + соседи» of the user's team, under the squad builder. The page renders it
 * once the squad is on screen; its data and cards are asked for when it comes near the viewport.
 * Loading, an error, no team or no rating with rows: nothing.
 */
export function FantasyStandings({ leagueId, userId }: { leagueId: number; userId: number }) {
  const [near, ref] = useNearViewport();
  const standings = useStandings(leagueId, userId, near).data;
  return (
    <div ref={ref}>
      {standings?.length ? (
        <Suspense fallback={null}>
          <StandingsCards standings={standings} pathOf={(champ) => ratingPath(leagueId, champ.id)} />
        </Suspense>
      ) : null}
    </div>
  );
}
