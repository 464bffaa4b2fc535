import { sql } from 'drizzle-orm';
import {
  boolean,
  jsonb,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    login: text('login').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('user'),
    /** The betting partner's user id once the account is linked. */
    winlineId: text('winline_id'),
    winlineLinkedAt: ts('winline_linked_at'),
    personalDataAcceptedAt: ts('personal_data_accepted_at'),
    rulesAcceptedAt: ts('rules_accepted_at'),
    /** Set by an admin: the user cannot sign in and every session of theirs has ended. */
    blockedAt: ts('blocked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_login_lower_uq').on(sql`lower(${t.login})`),
    /** The back office's user search: login or email prefix, any collation. */
    index('users_login_prefix_idx').on(sql`lower(${t.login}) text_pattern_ops`),
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_winline_uq').on(t.winlineId),
    check('users_role_ck', sql`${t.role} in ('user', 'admin')`),
    check('users_login_ck', sql`${t.login} ~ '^[A-Za-z0-9_.-]{3,20}$'`),
    check('users_phone_ck', sql`${t.phone} is null or ${t.phone} ~ '^\\+7[0-9]{10}$'`),
  ],
);

export const authKeys = pgTable(
  'auth_keys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the key, hex; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    expireAt: ts('expire_at').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_keys_hash_uq').on(t.keyHash), index('auth_keys_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expireAt: ts('expire_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('password_resets_user_idx').on(t.userId, t.createdAt),
    check('password_resets_attempts_ck', sql`${t.attempts} between 0 and 5`),
  ],
);

/** OAuth `state` of a partner-link attempt: single use, expiring, bound to the user. */
export const partnerLinkStates = pgTable(
  'partner_link_states',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stateHash: text('state_hash').notNull(),
    source: text('source').notNull(),
    expireAt: ts('expire_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [
    uniqueIndex('partner_link_states_hash_uq').on(t.stateHash),
    check('partner_link_states_source_ck', sql`${t.source} in ('predictor', 'fantasy')`),
  ],
);

/** Bets reported by the partner's signed feed; the X2 settlement reads them. */
export const partnerBets = pgTable(
  'partner_bets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    externalId: text('external_id').notNull(),
    partnerUserId: text('partner_user_id').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    odds: numeric('odds', { precision: 8, scale: 2 }).notNull(),
    isFreebet: boolean('is_freebet').notNull().default(false),
    isBoughtOut: boolean('is_bought_out').notNull().default(false),
    isRefunded: boolean('is_refunded').notNull().default(false),
    placedAt: ts('placed_at').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_bets_external_uq').on(t.externalId),
    index('partner_bets_user_idx').on(t.partnerUserId, t.placedAt),
    check('partner_bets_amount_ck', sql`${t.amount} >= 0`),
    check('partner_bets_odds_ck', sql`${t.odds} >= 1`),
  ],
);

/** The partner's bet feed as received: append-only, one row per event id (replays are refused). */
export const partnerBetEvents = pgTable(
  'partner_bet_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: text('event_id').notNull(),
    betExternalId: text('bet_external_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_bet_events_event_uq').on(t.eventId),
    index('partner_bet_events_bet_idx').on(t.betExternalId),
    check('partner_bet_events_type_ck', sql`${t.type} in ('placed', 'bought_out', 'refunded', 'settled')`),
  ],
);

/** Authorisation codes issued by the built-in sandbox partner (development, tests, demo). */
export const partnerSandboxCodes = pgTable(
  'partner_sandbox_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    codeHash: text('code_hash').notNull(),
    partnerUserId: text('partner_user_id').notNull(),
    expireAt: ts('expire_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('partner_sandbox_codes_hash_uq').on(t.codeHash)],
);

/**
 * Issue 25 §2: the account doors' attempt counters (rate-limiter-flexible's Drizzle store), shared
 * by every API instance: `key` is the door and the IP or account («login:ip:10.0.0.1»), `points`
 * the attempts in the window that ends at `expire`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: ts('expire'),
});

/**
 * Recovery codes «sent» to names that are no account (issue 25 §2: kept where every instance reads
 * them, so no instance answers an unknown name differently from a real one): the name's codes as
 * the real ones are counted (created, expiry and tries, in ms), and when they last changed.
 */
export const recoveryPhantoms = pgTable(
  'recovery_phantoms',
  {
    name: text('name').primaryKey(),
    codes: jsonb('codes').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('recovery_phantoms_updated_idx').on(t.updatedAt)],
);
