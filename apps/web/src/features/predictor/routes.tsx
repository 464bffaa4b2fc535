import type { RouteObject } from 'react-router';

type Pages = typeof import('./pages.ts');
const page = (name: keyof Pages) => async () => ({ Component: (await import('./pages.ts'))[name] });

/** Spec 1 §2: every predictor route; `accountRoutes` are the users/* screens. */
export function predictorRoutes(accountRoutes: RouteObject[]): RouteObject {
  return {
    path: 'game/predictor',
    lazy: page('PredictorLayout'),
    children: [
      { index: true, lazy: page('PredictorEntryPage') },
      { path: ':id/stage/:stageId', lazy: page('PredictorStagePage') },
      { path: ':id/rating/:champId', lazy: page('PredictorRatingPage') },
      { path: 'prizes', lazy: page('PredictorPrizesPage') },
      { path: 'rules', lazy: page('PredictorRulesPage') },
      ...accountRoutes,
    ],
  };
}
