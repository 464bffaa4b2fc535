/** Issue 24's email and notification templates: what the notification jobs render. */
export { renderReminderMail } from './render-reminder.tsx';
export { reminderNotice, NOTICE_BODY_MAX } from './reminder-notice.ts';
export { moscowDeadline } from './reminder-content.ts';
export { renderResultsMail } from './render-results.tsx';
export { resultsNotice } from './results-notice.ts';
export type * from './types.ts';
