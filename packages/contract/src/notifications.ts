import { Type, type Static } from 'typebox';
import { Nullable, Ok } from './envelope.ts';

/**
 * Issue 24: the notification centre, its settings and the one-click unsubscribe.
 *
 * Kinds: the deadline reminders of each game and the tour results arrive by email and/or on the
 * site; the others only on the site (the notification centre).
 */
export const NOTIFICATION_KINDS = [
  'predictor_reminder',
  'fantasy_reminder',
  'results',
  'league_join',
  'h2h_result',
  'points_correction',
  'team_name',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds that may also come by email. */
export const EMAIL_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'predictor_reminder',
  'fantasy_reminder',
  'results',
];

export const NotificationKindSchema = Type.Union([
  Type.Literal('predictor_reminder'),
  Type.Literal('fantasy_reminder'),
  Type.Literal('results'),
  Type.Literal('league_join'),
  Type.Literal('h2h_result'),
  Type.Literal('points_correction'),
  Type.Literal('team_name'),
]);

/** How many notifications one page of the centre holds. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const NotificationItem = Type.Object({
  id: Type.Integer(),
  kind: NotificationKindSchema,
  /** «Тур 12: не хватает прогнозов». */
  title: Type.String(),
  /** What the notification says, one paragraph of plain text. */
  body: Type.String(),
  /** A site path to go to («/game/predictor/12»), or null. */
  link: Nullable(Type.String()),
  /** ISO 8601. */
  created_at: Type.String(),
  read: Type.Boolean(),
});
export type NotificationItem = Static<typeof NotificationItem>;

export const NotificationsQuery = Type.Object({
  /** Items older than this id (the previous page's last); the newest page without it. */
  before: Type.Optional(Type.Integer({ minimum: 1, maximum: 9007199254740991 })),
});

/** GET /v1/notifications/: the user's notifications, newest first, a page at a time. */
export const NotificationsPage = Type.Object({
  items: Type.Array(NotificationItem),
  /** Pass as `before` for the next page; null on the last one. */
  next_before: Nullable(Type.Integer()),
  unread: Type.Integer(),
});
export type NotificationsPage = Static<typeof NotificationsPage>;
export const NotificationsPageResponse = Ok(NotificationsPage);

/** GET /v1/notifications/unread/: the bell's count. */
export const UnreadCount = Type.Object({
  unread: Type.Integer(),
  /**
   * The user's private topic of the live stream (`user:{token}`, GET /v1/live/?topics=): a message
   * on it, empty, says that something new came; the count is read again from here.
   */
  live_topic: Type.String(),
});
export type UnreadCount = Static<typeof UnreadCount>;
export const UnreadCountResponse = Ok(UnreadCount);

/** POST /v1/notifications/read/: the count after marking. */
export const MarkReadResult = Type.Object({ unread: Type.Integer() });
export type MarkReadResult = Static<typeof MarkReadResult>;
export const MarkReadResponse = Ok(MarkReadResult);

/** POST /v1/notifications/read/: these ids read, or every one without `ids`. */
export const MarkReadBody = Type.Object({
  ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 9007199254740991 }), { maxItems: 100 })),
});
export type MarkReadBody = Static<typeof MarkReadBody>;

export const NotificationSetting = Type.Object({
  kind: NotificationKindSchema,
  /** Null where the kind never comes by email. */
  email: Nullable(Type.Boolean()),
  site: Type.Boolean(),
});
export type NotificationSetting = Static<typeof NotificationSetting>;

/** GET|PUT /v1/notifications/settings/. */
export const NotificationSettings = Type.Object({
  /** False until the user has saved the settings once (onboarding asks until then). */
  asked: Type.Boolean(),
  settings: Type.Array(NotificationSetting),
});
export type NotificationSettings = Static<typeof NotificationSettings>;
export const NotificationSettingsResponse = Ok(NotificationSettings);

export const SaveNotificationSettingsBody = Type.Object({
  settings: Type.Array(
    Type.Object({
      kind: NotificationKindSchema,
      /** For the kinds that never come by email: left out, null or false (true is refused). */
      email: Type.Optional(Nullable(Type.Boolean())),
      site: Type.Boolean(),
    }),
    { maxItems: NOTIFICATION_KINDS.length },
  ),
});
export type SaveNotificationSettingsBody = Static<typeof SaveNotificationSettingsBody>;

export const UnsubscribeQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

/** GET /v1/unsubscribe/?token=: what the link unsubscribes from (no sign-in needed). */
export const UnsubscribeInfo = Type.Object({
  kind: NotificationKindSchema,
  /** «Напоминания о прогнозах». */
  kind_name: Type.String(),
  /** The address, partly hidden: «i***@mail.ru». */
  email: Type.String(),
  /** Whether that kind still comes by email. */
  subscribed: Type.Boolean(),
});
export type UnsubscribeInfo = Static<typeof UnsubscribeInfo>;
export const UnsubscribeInfoResponse = Ok(UnsubscribeInfo);
