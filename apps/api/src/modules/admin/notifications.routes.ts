import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminEmailDeliveriesQuery,
  AdminEmailDeliveriesResponse,
  AdminEmailDeliveryParams,
  AdminEmailDeliveryResponse,
  AdminReminderGameParams,
  AdminReminderOffsetsBody,
  AdminReminderOffsetsListResponse,
  AdminReminderOffsetsResponse,
} from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { requireAdmin } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import {
  backOfficeMessages,
  listEmailDeliveries,
  reminderOffsetsOfGames,
  retryEmailDelivery,
  setReminderOffsets,
} from '../notifications/index.ts';

const tags = ['admin'];

/** Issue 24: the reminder times of each game and the letters, with «Повторить» for a given-up one (role admin). */
export const adminNotificationsRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/admin/notifications/reminder-offsets/',
    {
      schema: {
        tags,
        summary: 'Время напоминаний о закрытии тура в обеих играх',
        description:
          'Для прогнозов и фэнтези: за сколько минут до закрытия тура уходят напоминания (по убыванию) и ' +
          'действует ли время по умолчанию — за 24 часа и за 2 часа.',
        response: { 200: AdminReminderOffsetsListResponse },
      },
    },
    async (request) => {
      requireAdmin(request);
      return ok(await reminderOffsetsOfGames(db));
    },
  );

  app.put(
    '/admin/notifications/reminder-offsets/:game/',
    {
      schema: {
        tags,
        summary: 'Задать время напоминаний игры (predictor или fantasy)',
        description:
          'От 1 до 4 разных целых чисел минут, каждое от 10 до 10080 (неделя); хранятся по убыванию. Каждое ' +
          'нарушенное правило — своё сообщение (422), неизвестная игра — 404. Новое время действует со ' +
          'следующей минуты; уже отправленные напоминания не повторяются. Изменение записывается в журнал.',
        params: AdminReminderGameParams,
        body: AdminReminderOffsetsBody,
        response: { 200: AdminReminderOffsetsResponse },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const saved = await setReminderOffsets(db, admin.id, request.params.game, request.body.offsets_minutes);
      return ok(saved, backOfficeMessages.offsetsSaved);
    },
  );

  app.get(
    '/admin/notifications/email-deliveries/',
    {
      schema: {
        tags,
        summary: 'Письма уведомлений: неотправленные, ждущие отправки или отправленные',
        description:
          'По 50 на странице, новые сначала: неотправленные — по времени, когда отправка прекращена (после ' +
          '5 попыток), ждущие — по времени следующей попытки, отправленные — по порядку создания. ' +
          'Всего — до 10 000 (дальше «больше»).',
        querystring: AdminEmailDeliveriesQuery,
        response: { 200: AdminEmailDeliveriesResponse },
      },
    },
    async (request) => {
      requireAdmin(request);
      return ok(await listEmailDeliveries(db, request.query));
    },
  );

  app.post(
    '/admin/notifications/email-deliveries/:id/retry/',
    {
      schema: {
        tags,
        summary: 'Повторить неотправленное письмо',
        description:
          'Только письмо, отправка которого прекращена: попытки и ошибка сбрасываются, письмо уходит со ' +
          'следующим циклом рассылки (раз в минуту). Другое письмо — 422, неизвестное — 404. Записывается в журнал.',
        params: AdminEmailDeliveryParams,
        response: { 200: AdminEmailDeliveryResponse },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return ok(
        await retryEmailDelivery(db, admin.id, request.params.id, now()),
        backOfficeMessages.letterQueued,
      );
    },
  );
};
