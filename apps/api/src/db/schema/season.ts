import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/** A championship of the real league (e.g. champ 15 — the current season). */
export const seasons = pgTable(
  'seasons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    year: text('year').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seasons_one_current_uq')
      .on(t.isCurrent)
      .where(sql`${t.isCurrent}`),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    city: text('city'),
    logo: text('logo').notNull(),
    logoWhite: text('logo_white').notNull(),
    externalUrl: text('external_url'),
  },
  (t) => [uniqueIndex('teams_name_uq').on(t.name)],
);

export const seasonTeams = pgTable(
  'season_teams',
  {
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.teamId] })],
);

export const PLAYER_STATUSES = ['active', 'injury', 'potential_injury', 'disqualified'] as const;

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    nickname: text('nickname'),
    /** 1 goalkeeper, 2 defender, 3 midfielder, 4 forward. */
    fieldPosition: smallint('field_position').notNull(),
    /** Fantasy price in coins, steps of 0.5. */
    price: numeric('price', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    status: text('status').notNull().default('active'),
    photo: text('photo'),
    externalUrl: text('external_url'),
  },
  (t) => [
    index('players_team_idx').on(t.teamId),
    index('players_position_idx').on(t.fieldPosition, t.price),
    check('players_position_ck', sql`${t.fieldPosition} between 1 and 4`),
    check('players_price_ck', sql`${t.price} > 0 and ${t.price} * 2 = floor(${t.price} * 2)`),
    check('players_status_ck', sql`${t.status} in ('active', 'injury', 'potential_injury', 'disqualified')`),
  ],
);

export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    tour: smallint('tour').notNull(),
    startsAt: ts('starts_at').notNull(),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => teams.id),
    guestTeamId: integer('guest_team_id')
      .notNull()
      .references(() => teams.id),
    homeScore: smallint('home_score'),
    guestScore: smallint('guest_score'),
    homeBestPlayerId: integer('home_best_player_id').references(() => players.id, { onDelete: 'set null' }),
    guestBestPlayerId: integer('guest_best_player_id').references(() => players.id, { onDelete: 'set null' }),
    isFinished: boolean('is_finished').notNull().default(false),
    externalUrl: text('external_url'),
  },
  (t) => [
    index('matches_season_tour_idx').on(t.seasonId, t.tour, t.startsAt),
    index('matches_home_idx').on(t.homeTeamId, t.startsAt),
    index('matches_guest_idx').on(t.guestTeamId, t.startsAt),
    check('matches_teams_ck', sql`${t.homeTeamId} <> ${t.guestTeamId}`),
    check('matches_tour_ck', sql`${t.tour} >= 1`),
    check(
      'matches_score_ck',
      sql`(${t.homeScore} is null and ${t.guestScore} is null) or (${t.homeScore} between 0 and 99 and ${t.guestScore} between 0 and 99)`,
    ),
    check('matches_finished_ck', sql`not ${t.isFinished} or ${t.homeScore} is not null`),
  ],
);

/** What one player did in one match: the input of fantasy scoring. */
export const playerMatchStats = pgTable(
  'player_match_stats',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    minutes: smallint('minutes').notNull().default(0),
    goals: smallint('goals').notNull().default(0),
    assists: smallint('assists').notNull().default(0),
    ownGoals: smallint('own_goals').notNull().default(0),
    /** 1: his team conceded nothing while he played 60 minutes or more (entered, as FPL does). */
    cleanSheets: smallint('clean_sheets').notNull().default(0),
    goalsConceded: smallint('goals_conceded').notNull().default(0),
    saves: smallint('saves').notNull().default(0),
    penaltiesSaved: smallint('penalties_saved').notNull().default(0),
    penaltiesMissed: smallint('penalties_missed').notNull().default(0),
    yellowCards: smallint('yellow_cards').notNull().default(0),
    redCards: smallint('red_cards').notNull().default(0),
    bonus: smallint('bonus').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.playerId] }),
    index('player_match_stats_player_idx').on(t.playerId),
    check('pms_minutes_ck', sql`${t.minutes} between 0 and 130`),
    check(
      'pms_counts_ck',
      sql`least(${t.goals}, ${t.assists}, ${t.ownGoals}, ${t.goalsConceded}, ${t.saves}, ${t.penaltiesSaved}, ${t.penaltiesMissed}) >= 0`,
    ),
    check('pms_cards_ck', sql`${t.yellowCards} between 0 and 2 and ${t.redCards} between 0 and 1`),
    check('pms_bonus_ck', sql`${t.bonus} between 0 and 3`),
    check('pms_clean_sheets_ck', sql`${t.cleanSheets} between 0 and 1`),
  ],
);
