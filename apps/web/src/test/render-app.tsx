import type { ActiveLeague, PredictorActiveLeague } from '@mliga/contract';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { activeLeagueQuery } from '../api/active-league.ts';
import { createQueryClient } from '../api/query-client.ts';
import { Providers } from '../app/providers.tsx';
import { routes as appRoutes } from '../app/routes.tsx';
import { predictorKeys } from '../features/predictor/api/keys.ts';

/** The contract's example answer of GET /v1/leagues/active/ during a season. */
export const ACTIVE_LEAGUE: ActiveLeague = {
  league: { id: 1, name: 'Фэнтези МЛиги 2026' },
  stage: {
    id: 42,
    name: 'Тур 6',
    status: 'current',
    start_date: '04.05.2026',
    stop_date: '10.05.2026',
    user_points: null,
    league: { id: 1, name: 'Фэнтези МЛиги 2026' },
    max_players_from_team_count: 3,
    max_players_substitutions_count: 2,
    budget: 100,
    update_is_available: true,
    update_closing_at: '04.05.2026 18:00',
  },
  champ: { id: 3, name: 'Общий рейтинг', place: null, type: 'general' },
};

export const NO_LEAGUE: ActiveLeague = { league: null, stage: null, champ: null };

/** GET /v1/predictors/active-league/ before a season starts. */
export const NO_PREDICTOR_LEAGUE: PredictorActiveLeague = {
  league: null,
  stages: [],
  closes_before_minutes: null,
  ratings: null,
};

interface Options {
  /** Seeds the active-league query (no request is made for it). */
  activeLeague?: ActiveLeague;
  /** Seeds the predictor's active league for a visitor (no request is made for it). */
  predictorActiveLeague?: PredictorActiveLeague;
  routes?: RouteObject[];
}

export function renderApp(
  path: string,
  { activeLeague, predictorActiveLeague, routes = appRoutes }: Options = {},
) {
  const client = createQueryClient();
  if (activeLeague) client.setQueryData(activeLeagueQuery.queryKey, activeLeague);
  if (predictorActiveLeague) client.setQueryData(predictorKeys.activeLeague(0), predictorActiveLeague);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, client };
}
