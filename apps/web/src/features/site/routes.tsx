import type { RouteObject } from 'react-router';
import { HomePage } from './HomePage.tsx';

type Pages = typeof import('./pages.ts');
const page = (name: keyof Pages) => async () => ({ Component: (await import('./pages.ts'))[name] });

/** Spec 1 §2: the league site's own pages. The home page is in the main bundle. */
export const siteRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  // Declared before :id so that 'history' is never read as a championship id.
  { path: 'champs/history', lazy: page('HistoryPage') },
  { path: 'champs/:id', lazy: page('SeasonPage') },
  { path: 'matches/:id', lazy: page('MatchPage') },
  { path: 'players', lazy: page('PlayersPage') },
  { path: 'players/:id', lazy: page('PlayerPage') },
  { path: 'teams', lazy: page('TeamsPage') },
  { path: 'teams/:id', lazy: page('TeamPage') },
  { path: 'tickets', lazy: page('TicketsPage') },
  { path: 'videos', lazy: page('VideosPage') },
  { path: 'mliga/pages/agreement', lazy: page('AgreementPage') },
  { path: 'mliga/pages/confidential', lazy: page('ConfidentialPage') },
];
