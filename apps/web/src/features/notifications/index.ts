/**
 * The notification centre on the web (issue 24): its routes, the header bell's count, the
 * profile's card and the onboarding ask that registration leads to.
 */
export { notificationRoutes } from './routes.tsx';
export { useUnread } from './api/get-unread.ts';
export { NotificationsCard } from './NotificationsCard.tsx';
export { onboardingPath } from './onboarding.ts';
export { NOTIFICATIONS_PATH } from './paths.ts';
