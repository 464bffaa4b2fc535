import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { matches, players } from './season.ts';

/**
 * A match followed live in the back office's match centre (issue 22): its state, the two squads
 * and its events. The players' statistics lines are derived from them (packages/domain
 * deriveMatch) into player_match_stats.
 */
export const matchLive = pgTable(
  'match_live',
  {
    matchId: integer('match_id')
      .primaryKey()
      .references(() => matches.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('scheduled'),
    /** The minute the match has reached (at full time: its last minute). */
    minute: smallint('minute').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('match_live_status_ck', sql`${t.status} in ('scheduled', 'live', 'half_time', 'finished')`),
    check('match_live_minute_ck', sql`${t.minute} between 0 and 130`),
  ],
);

export const matchLineups = pgTable(
  'match_lineups',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    starter: boolean('starter').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.playerId] }),
    check('match_lineups_side_ck', sql`${t.side} in ('home', 'guest')`),
  ],
);

export const matchEvents = pgTable(
  'match_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    minute: smallint('minute').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** The assist of a goal, the player coming on in a substitution. */
    secondPlayerId: integer('second_player_id').references(() => players.id),
    penalty: boolean('penalty').notNull().default(false),
    ownGoal: boolean('own_goal').notNull().default(false),
    /** Saves since the last count; bonus points. */
    count: smallint('count').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('match_events_match_idx').on(t.matchId, t.minute, t.id),
    check(
      'match_events_kind_ck',
      sql`${t.kind} in ('goal', 'yellow_card', 'red_card', 'substitution', 'penalty_saved', 'penalty_missed', 'saves', 'bonus')`,
    ),
    check('match_events_minute_ck', sql`${t.minute} between 0 and 130`),
    check('match_events_count_ck', sql`${t.count} between 1 and 20`),
  ],
);
