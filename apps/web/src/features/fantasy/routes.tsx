import type { RouteObject } from 'react-router';

type Pages = typeof import('./pages.ts');
const page = (name: keyof Pages) => async () => ({ Component: (await import('./pages.ts'))[name] });

/** Spec 2 §2: every route under /game/fantasy/; `accountRoutes` are the users/* screens. */
export function fantasyRoutes(accountRoutes: RouteObject[]): RouteObject {
  return {
    path: 'game/fantasy',
    lazy: page('FantasyLayout'),
    children: [
      { index: true, lazy: page('FantasyEntryPage') },
      {
        path: ':id/my-team/stages/:stageId',
        // Its own chunk: the slider and the rulebook load only with the squad builder.
        lazy: async () => ({ Component: (await import('./squad/FantasySquadPage.tsx')).FantasySquadPage }),
      },
      { path: 'rating', lazy: page('FantasyRatingRedirect') },
      {
        path: ':id/rating/:champId',
        // Rating, statistics and rules are their own chunks (the statistics page also loads Recharts on demand).
        lazy: async () => ({ Component: (await import('./rating/FantasyRatingPage.tsx')).FantasyRatingPage }),
      },
      { path: 'my-leagues', lazy: page('FantasyMyLeaguesPage') },
      { path: 'invite/:hash', lazy: page('FantasyInvitePage') },
      { path: 'h2h', lazy: page('FantasyH2hListPage') },
      { path: 'h2h/:id', lazy: page('FantasyH2hPage') },
      {
        path: 'stat',
        lazy: async () => ({ Component: (await import('./stat/FantasyStatPage.tsx')).FantasyStatPage }),
      },
      {
        path: 'rules',
        lazy: async () => ({ Component: (await import('./rules/FantasyRulesPage.tsx')).FantasyRulesPage }),
      },
      ...accountRoutes,
    ],
  };
}
