/**
 * Query keys of the notification centre (issue 24). Every answer is the signed-in user's own, so
 * each key carries the user id: a sign-in or sign-out never shows someone else's notifications.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: (userId: number) => ['notifications', 'unread', userId] as const,
  list: (userId: number) => ['notifications', 'list', userId] as const,
  settingsAll: ['notifications', 'settings'] as const,
  settings: (userId: number) => ['notifications', 'settings', userId] as const,
  /** The unsubscribe link's answer: no sign-in, the token says whose it is. */
  unsubscribe: (token: string) => ['notifications', 'unsubscribe', token] as const,
};
