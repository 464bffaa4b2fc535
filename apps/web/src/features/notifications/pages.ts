/** The notification centre's screens, one chunk (issue 24). */
export { NotificationSettingsPage } from './NotificationSettingsPage.tsx';
export { NotificationsPage } from './NotificationsPage.tsx';
export { UnsubscribePage } from './UnsubscribePage.tsx';
