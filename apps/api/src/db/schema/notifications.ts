import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { ts } from './columns.ts';

const KINDS = sql.raw(
  "('predictor_reminder', 'fantasy_reminder', 'results', 'league_join', 'h2h_result', 'points_correction', 'team_name')",
);

/**
 * Issue 24: a user's choice per notification kind, where it differs from the default (both on).
 * `email` is null for the kinds that only come to the site.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    email: boolean('email'),
    site: boolean('site').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_settings_kind_ck', sql`${t.kind} in ${KINDS}`),
  ],
);

/** The users who saved their settings once: onboarding stops asking them. */
export const notificationSettingsSaved = pgTable('notification_settings_saved', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  savedAt: ts('saved_at').notNull().defaultNow(),
});

/**
 * The notification centre. `dedupeKey` makes a notification of one cause once per user
 * («predictor_reminder:stage:12:offset:1440»): a repeated scan inserts nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The facts (ids, counts) the title and body are written from when read, in the site's words of the day. */
    payload: jsonb('payload').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_uq').on(t.userId, t.dedupeKey),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    check('notifications_kind_ck', sql`${t.kind} in ${KINDS}`),
  ],
);

/**
 * Every email the jobs send, one row per (user, cause): the unique key is what makes a reminder
 * go once whatever the workers and restarts do. A row is written before the message is sent and
 * marked sent after the SMTP server accepted it.
 */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    /** What the message names (the missing predictions, the squad's problems…), as the template takes it. */
    payload: jsonb('payload').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    /** A sender holds the row until then; after it (a crashed sender) another takes it. */
    claimedUntil: ts('claimed_until'),
    /** After a failed attempt: not before then (backoff). */
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Set when the retries ran out: the back office lists it with «Повторить». */
    failedAt: ts('failed_at'),
  },
  (t) => [
    uniqueIndex('email_deliveries_dedupe_uq').on(t.userId, t.dedupeKey),
    index('email_deliveries_unsent_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    // The back office's list of given-up letters, newest first: a few rows among millions sent.
    index('email_deliveries_failed_idx')
      .on(t.failedAt, t.id)
      .where(sql`${t.failedAt} is not null`),
    check('email_deliveries_kind_ck', sql`${t.kind} in ${KINDS}`),
  ],
);

/**
 * One row per (game, stage, offset) whose reminder scan has run: the scheduler's record, so a
 * scan is started once across all instances.
 */
export const reminderScans = pgTable(
  'reminder_scans',
  {
    game: text('game').notNull(),
    stageId: integer('stage_id').notNull(),
    offsetMinutes: integer('offset_minutes').notNull(),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    notified: integer('notified'),
    emailed: integer('emailed'),
  },
  (t) => [
    primaryKey({ columns: [t.game, t.stageId, t.offsetMinutes] }),
    check('reminder_scans_game_ck', sql`${t.game} in ('predictor', 'fantasy')`),
  ],
);

/** Per game, how long before a stage's closing its reminders go (the back office sets them). */
export const reminderOffsets = pgTable(
  'reminder_offsets',
  {
    game: text('game').primaryKey(),
    offsetsMinutes: integer('offsets_minutes').array().notNull(),
  },
  (t) => [check('reminder_offsets_game_ck', sql`${t.game} in ('predictor', 'fantasy')`)],
);

/** The key unsubscribe links are signed with: one row, made on first use, shared by every instance. */
export const notificationKeys = pgTable('notification_keys', {
  id: smallint('id').primaryKey(),
  secret: text('secret').notNull(),
});

/**
 * One row per scored stage whose tour results went out (issue 24 §1): a scan runs once across all
 * instances, and a stage scored again later is not announced twice.
 */
export const resultScans = pgTable(
  'result_scans',
  {
    game: text('game').notNull(),
    stageId: integer('stage_id').notNull(),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    notified: integer('notified'),
    emailed: integer('emailed'),
  },
  (t) => [
    primaryKey({ columns: [t.game, t.stageId] }),
    check('result_scans_game_ck', sql`${t.game} in ('predictor', 'fantasy')`),
  ],
);

/** How far a scan has read a growing table of another module (points_corrections): its last id. */
export const notificationCursors = pgTable('notification_cursors', {
  name: text('name').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
});
