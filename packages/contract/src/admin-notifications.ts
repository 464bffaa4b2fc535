import { Type, type Static } from 'typebox';
import { Nullable, Ok } from './envelope.ts';
import { NotificationKindSchema } from './notifications.ts';

/** The games whose deadline reminders the back office times (issue 24 §1). */
export const REMINDER_GAMES = ['predictor', 'fantasy'] as const;
export type ReminderGame = (typeof REMINDER_GAMES)[number];

/** The rules of a game's reminder times: 1 to 4 distinct whole minutes, from 10 minutes to a week. */
export const REMINDER_OFFSET_RULES = { minCount: 1, maxCount: 4, minMinutes: 10, maxMinutes: 10080 } as const;

export const AdminReminderOffsets = Type.Object({
  game: Type.Union([Type.Literal('predictor'), Type.Literal('fantasy')]),
  /** Minutes before a stage's closing, largest first. */
  offsets_minutes: Type.Array(Type.Integer()),
  /** True while the game has no times of its own (the default 24 h and 2 h apply). */
  is_default: Type.Boolean(),
});
export type AdminReminderOffsets = Static<typeof AdminReminderOffsets>;

/** GET /v1/admin/notifications/reminder-offsets/ — both games, the predictor first. */
export const AdminReminderOffsetsList = Type.Array(AdminReminderOffsets);
export type AdminReminderOffsetsList = Static<typeof AdminReminderOffsetsList>;
export const AdminReminderOffsetsListResponse = Ok(AdminReminderOffsetsList);
export const AdminReminderOffsetsResponse = Ok(AdminReminderOffsets);

/** PUT /v1/admin/notifications/reminder-offsets/{game}/ — an unknown game is a 404. */
export const AdminReminderGameParams = Type.Object({
  game: Type.String({ minLength: 1, maxLength: 40, description: 'predictor или fantasy' }),
});

/** The rules (count, range, no repeats) are checked by the service, each with its own Russian message (422). */
export const AdminReminderOffsetsBody = Type.Object({
  offsets_minutes: Type.Array(Type.Integer(), {
    maxItems: 20,
    description:
      'За сколько минут до закрытия тура отправлять напоминания: от 1 до 4 разных целых чисел, каждое от 10 ' +
      'до 10080 (неделя); хранятся по убыванию',
  }),
});
export type AdminReminderOffsetsBody = Static<typeof AdminReminderOffsetsBody>;

/** The states of a letter in the back office's list. */
export const EMAIL_DELIVERY_STATES = ['failed', 'waiting', 'sent'] as const;
export type EmailDeliveryState = (typeof EMAIL_DELIVERY_STATES)[number];

/** Letters per page of the list. */
export const EMAIL_DELIVERIES_PAGE_SIZE = 50;
/** The totals count up to this many (then «больше»), and the list's pages reach as far. */
export const EMAIL_DELIVERIES_COUNT_CAP = 10_000;

export const AdminEmailDeliveriesQuery = Type.Object({
  state: Type.Optional(
    Type.Union([Type.Literal('failed'), Type.Literal('waiting'), Type.Literal('sent')], {
      description:
        'failed — отправка прекращена после 5 попыток (по умолчанию); waiting — ждут отправки; sent — отправлены',
    }),
  ),
  page: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: EMAIL_DELIVERIES_COUNT_CAP / EMAIL_DELIVERIES_PAGE_SIZE,
      description: 'Страница по 50 писем, с 1',
    }),
  ),
});
export type AdminEmailDeliveriesQuery = Static<typeof AdminEmailDeliveriesQuery>;

export const AdminEmailDelivery = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  login: Type.String(),
  email: Type.String(),
  kind: NotificationKindSchema,
  /** «Напоминание о прогнозах». */
  kind_name: Type.String(),
  /** ISO 8601. */
  created_at: Type.String(),
  attempts: Type.Integer(),
  last_error: Nullable(Type.String()),
  /** ISO 8601: when the retries ran out. */
  failed_at: Nullable(Type.String()),
  /** ISO 8601: when the SMTP server accepted it. */
  sent_at: Nullable(Type.String()),
  /** ISO 8601: not sent before then (a letter waiting for its next attempt). */
  next_attempt_at: Type.String(),
});
export type AdminEmailDelivery = Static<typeof AdminEmailDelivery>;

export const AdminEmailDeliveries = Type.Object({
  state: Type.Union([Type.Literal('failed'), Type.Literal('waiting'), Type.Literal('sent')]),
  page: Type.Integer(),
  page_size: Type.Integer(),
  /** Letters in this state, counted up to EMAIL_DELIVERIES_COUNT_CAP. */
  total: Type.Integer(),
  /** True when there are more than `total` (the count stopped at its cap). */
  total_capped: Type.Boolean(),
  items: Type.Array(AdminEmailDelivery),
});
export type AdminEmailDeliveries = Static<typeof AdminEmailDeliveries>;
export const AdminEmailDeliveriesResponse = Ok(AdminEmailDeliveries);

export const AdminEmailDeliveryParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});

/** POST /v1/admin/notifications/email-deliveries/{id}/retry/ — the letter as it now is: waiting, sent by the next round. */
export const AdminEmailDeliveryResponse = Ok(AdminEmailDelivery);
