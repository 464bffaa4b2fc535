import type { RouteObject } from 'react-router';

type Pages = typeof import('./pages.ts');
const page = (name: keyof Pages) => async () => ({ Component: (await import('./pages.ts'))[name] });
type LeaguePages = typeof import('./leagues/pages.ts');
const leaguePage = (name: keyof LeaguePages) => async () => ({
  Component: (await import('./leagues/pages.ts'))[name],
});

/** Spec 1 §2: every predictor route; `accountRoutes` are the users/* screens. */
export function predictorRoutes(accountRoutes: RouteObject[]): RouteObject {
  return {
    path: 'game/predictor',
    // The layout and the stage page (the game's main screen) are their own chunks: the stage page
    // does not wait for the rating, prizes and rules screens (pages.ts) to download.
    lazy: async () => ({ Component: (await import('./PredictorLayout.tsx')).PredictorLayout }),
    children: [
      { index: true, lazy: page('PredictorEntryPage') },
      {
        path: ':id/stage/:stageId',
        lazy: async () => ({
          Component: (await import('./stage/PredictorStagePage.tsx')).PredictorStagePage,
        }),
      },
      {
        // Issue 23 §4: its own chunk, so the stage page does not carry it.
        path: ':id/stage/:stageId/debrief',
        lazy: async () => ({
          Component: (await import('./debrief/PredictorDebriefPage.tsx')).PredictorDebriefPage,
        }),
      },
      { path: ':id/rating/:champId', lazy: page('PredictorRatingPage') },
      // Private leagues, their invites and members' predictions: their own chunk (features/predictor/leagues).
      { path: 'leagues', lazy: leaguePage('PredictorLeaguesPage') },
      { path: 'leagues/:champId/stage/:stageId', lazy: leaguePage('LeaguePredictionsPage') },
      { path: 'invite/:hash', lazy: leaguePage('PredictorInvitePage') },
      { path: 'prizes', lazy: page('PredictorPrizesPage') },
      { path: 'rules', lazy: page('PredictorRulesPage') },
      ...accountRoutes,
    ],
  };
}
