/** Notifications (issue 24): the centre, its settings, unsubscribe links, deadline reminders and their emails. */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { unsubscribeRoutes } from './unsubscribe.routes.ts';

export const notificationsModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, now }) => {
  await app.register(notificationsRoutes, { db, now });
  await app.register(unsubscribeRoutes, { db });
};

export { notifyUser } from './notify.ts';
export { NOTIFICATIONS_QUEUE, runNotificationRound, startNotificationJobs } from './jobs.ts';
export type { NotificationJobDeps } from './jobs.ts';
export {
  listEmailDeliveries,
  reminderOffsetsOfGames,
  retryEmailDelivery,
  setReminderOffsets,
} from './back-office.service.ts';
export { backOfficeMessages } from './back-office.messages.ts';
