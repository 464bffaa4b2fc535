import type { RouteObject } from 'react-router';

type Pages = typeof import('./pages.ts');
const page = (name: keyof Pages) => async () => ({ Component: (await import('./pages.ts'))[name] });

/** Issue 24 §2: the notification centre, its settings (and the onboarding ask), the unsubscribe link's page. */
export const notificationRoutes: RouteObject[] = [
  { path: 'notifications', lazy: page('NotificationsPage') },
  { path: 'notifications/settings', lazy: page('NotificationSettingsPage') },
  { path: 'unsubscribe', lazy: page('UnsubscribePage') },
];
