import { accountPath, withReturnUrl } from '../../app/account-paths.ts';

/** Issue 24: the notification centre, its settings and the unsubscribe page (no sign-in). */
export const NOTIFICATIONS_PATH = '/notifications/';
export const NOTIFICATION_SETTINGS_PATH = '/notifications/settings/';
export const UNSUBSCRIBE_PATH = '/unsubscribe/';

/** The account doors for a visitor of a signed-in page, coming back to it (its path is an allowed returnUrl). */
export const visitorPaths = (back: string) => ({
  login: withReturnUrl(accountPath('predictor', 'login'), back),
  registration: withReturnUrl(accountPath('predictor', 'registration'), back),
});

/** A notification's link is a path of this site; anything else (another origin, `//host`) is not followed. */
export const sitePath = (link: string | null): string | null =>
  link && link.startsWith('/') && !link.startsWith('//') && !link.includes('\\') ? link : null;
