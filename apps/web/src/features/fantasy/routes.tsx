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
      {
        // Issue 23 §4: the tour's debrief, its own chunk.
        path: ':id/my-team/stages/:stageId/debrief',
        lazy: async () => ({
          Component: (await import('./debrief/FantasyDebriefPage.tsx')).FantasyDebriefPage,
        }),
      },
      { path: 'rating', lazy: page('FantasyRatingRedirect') },
      {
        path: ':id/rating/:champId',
        // Rating, statistics and rules are their own chunks (the statistics page also loads Recharts on demand).
        lazy: async () => ({ Component: (await import('./rating/FantasyRatingPage.tsx')).FantasyRatingPage }),
      },
      // User leagues, invites and H2H tournaments: their own chunks (features/fantasy/leagues, h2h).
      {
        path: 'my-leagues',
        lazy: async () => ({ Component: (await import('./leagues/MyLeaguesPage.tsx')).MyLeaguesPage }),
      },
      {
        path: 'invite/:hash',
        lazy: async () => ({ Component: (await import('./leagues/InvitePage.tsx')).InvitePage }),
      },
      { path: 'h2h', lazy: async () => ({ Component: (await import('./h2h/H2hListPage.tsx')).H2hListPage }) },
      { path: 'h2h/:id', lazy: async () => ({ Component: (await import('./h2h/H2hPage.tsx')).H2hPage }) },
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

/** `/invite/{hash}/`, the invite path a sign-in may return to (spec 1 §2), opens the fantasy invite. */
export const fantasyInviteAlias: RouteObject = {
  path: 'invite/:hash',
  lazy: async () => ({ Component: (await import('./leagues/InvitePage.tsx')).InviteAliasRedirect }),
};
