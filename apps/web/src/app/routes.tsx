import type { RouteObject } from 'react-router';
import { authRoutes } from '../features/auth/index.ts';
import { fantasyInviteAlias, fantasyRoutes } from '../features/fantasy/index.ts';
import { notificationRoutes } from '../features/notifications/index.ts';
import { predictorRoutes } from '../features/predictor/index.ts';
import { siteRoutes } from '../features/site/index.ts';
import { BootScreen } from './shell/BootScreen.tsx';
import { NotFoundPage } from './shell/NotFoundPage.tsx';
import { RootError, RouteError } from './shell/RouteError.tsx';
import { Shell } from './shell/Shell.tsx';

/**
 * Every route of both specs. Paths are written without the trailing slash the
 * links carry: React Router matches both forms.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Shell />,
    errorElement: <RootError />,
    hydrateFallbackElement: <BootScreen />,
    children: [
      {
        // Errors of a page render inside the shell, with header and footer in place.
        errorElement: <RouteError />,
        children: [
          ...siteRoutes,
          predictorRoutes(authRoutes()),
          fantasyRoutes(authRoutes()),
          fantasyInviteAlias,
          ...notificationRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
