import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MarkReadBody,
  MarkReadResponse,
  NotificationSettingsResponse,
  NotificationsPageResponse,
  NotificationsQuery,
  SaveNotificationSettingsBody,
  UnreadCountResponse,
} from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { requireUser, signedInOnly } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { userLiveTopic } from './live-ping.ts';
import { notificationMessages as m } from './notifications.messages.ts';
import { presentNotifications } from './notifications.presenter.ts';
import { markRead, notificationsPage, unreadCount } from './notifications.queries.ts';
import { getNotificationSettings, saveNotificationSettings } from './settings.service.ts';

const tags = ['notifications'];

/** Issue 24 §2: the notification centre (the header's bell) and the settings per kind. */
export const notificationsRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/notifications/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Уведомления пользователя, новые первыми, по 20',
        description: 'Следующая страница — `?before={next_before}`; `next_before` равен null на последней.',
        querystring: NotificationsQuery,
        response: { 200: NotificationsPageResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const page = await notificationsPage(db, user.id, request.query.before);
      const items = await presentNotifications(db, user, page.rows);
      return ok({ items, next_before: page.nextBefore, unread: await unreadCount(db, user.id) });
    },
  );

  app.get(
    '/notifications/unread/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Число непрочитанных уведомлений (колокольчик в шапке)',
        description:
          '`live_topic` — личная тема пользователя в трансляции GET /v1/live/: её имя знает только он сам. ' +
          'Сообщение в ней пустое и значит лишь «есть новое» — число читается отсюда заново. Тема ' +
          'notifications — то же для массовой рассылки: её читатели перечитывают число через случайные 0–30 с.',
        response: { 200: UnreadCountResponse },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      return ok({ unread: await unreadCount(db, userId), live_topic: await userLiveTopic(db, userId) });
    },
  );

  app.post(
    '/notifications/read/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Отметить уведомления прочитанными',
        description: 'Без `ids` — все уведомления пользователя. Чужие id не меняются.',
        body: MarkReadBody,
        response: { 200: MarkReadResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await markRead(db, user.id, request.body.ids, now());
      return ok({ unread: await unreadCount(db, user.id) }, request.body.ids ? '' : m.allRead);
    },
  );

  app.get(
    '/notifications/settings/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Настройки уведомлений: по каждому виду — почта и/или сайт',
        description: '`asked` — пользователь уже сохранял настройки (онбординг больше не спрашивает).',
        response: { 200: NotificationSettingsResponse },
      },
    },
    async (request) => ok(await getNotificationSettings(db, requireUser(request).id)),
  );

  app.put(
    '/notifications/settings/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Сохранить настройки уведомлений',
        description:
          'Виды, которых нет в запросе, не меняются. `email` допустим только для напоминаний и итогов туров.',
        body: SaveNotificationSettingsBody,
        response: { 200: NotificationSettingsResponse },
      },
    },
    async (request) =>
      ok(await saveNotificationSettings(db, requireUser(request).id, request.body), m.settingsSaved),
  );
};
