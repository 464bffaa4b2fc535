import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { partnerBets, users } from './accounts.ts';
import { matches, seasons } from './season.ts';
import { champs } from './champs.ts';
import { ts } from './columns.ts';

/** One bucket of the crowd statistics: a score (h:g), a variant (v) or a numeric answer (x), and its count (n). */
export type CrowdStatsEntry = { h?: number; g?: number; v?: number; x?: number; n: number };

export const STAGE_STATUSES = ['future', 'current', 'past'] as const;

export const predictorLeagues = pgTable(
  'predictor_leagues',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    /** Predictions of a stage close this many minutes before its first match. */
    closesBeforeMinutes: smallint('closes_before_minutes').notNull().default(60),
  },
  (t) => [
    uniqueIndex('predictor_leagues_one_active_uq')
      .on(t.isActive)
      .where(sql`${t.isActive}`),
    check('predictor_leagues_closes_before_ck', sql`${t.closesBeforeMinutes} between 0 and 1440`),
  ],
);

export const predictorStages = pgTable(
  'predictor_stages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => predictorLeagues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tour: smallint('tour').notNull(),
    status: text('status').notNull().default('future'),
    startAt: ts('start_at').notNull(),
    stopAt: ts('stop_at').notNull(),
    /** Predictions are refused from this moment: 60 minutes before the first match. */
    closesAt: ts('closes_at').notNull(),
    scoredAt: ts('scored_at'),
    /** When the crowd statistics of the closed stage's events were counted (once: closed predictions never change). */
    crowdStatsAt: ts('crowd_stats_at'),
    /** Issue 23 §4, written by scoring: the average and best stage points of the users who played it. */
    avgPoints: numeric('avg_points', { precision: 6, scale: 2, mode: 'number' }),
    maxPoints: integer('max_points'),
    playersCount: integer('players_count'),
  },
  (t) => [
    uniqueIndex('predictor_stages_tour_uq').on(t.leagueId, t.tour),
    check('predictor_stages_status_ck', sql`${t.status} in ('future', 'current', 'past')`),
    check('predictor_stages_dates_ck', sql`${t.startAt} <= ${t.stopAt}`),
  ],
);

/** A match to predict, a question, or the tournament-winner bonus question. */
export const predictorEvents = pgTable(
  'predictor_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => predictorStages.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    name: text('name'),
    image: text('image'),
    points: smallint('points'),
    startsAt: ts('starts_at').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    /** The right answer once known: a variant, or a number for a numeric question. */
    correctVariantId: integer('correct_variant_id'),
    correctValue: integer('correct_value'),
    /** How many users predicted each score / variant / number, counted once the stage has closed. */
    crowdStats: jsonb('crowd_stats').$type<CrowdStatsEntry[]>(),
  },
  (t) => [
    index('predictor_events_stage_idx').on(t.stageId, t.sortOrder),
    check('predictor_events_kind_ck', sql`${t.kind} in ('match', 'question', 'winner')`),
    check(
      'predictor_events_shape_ck',
      sql`(${t.kind} = 'match' and ${t.matchId} is not null) or (${t.kind} <> 'match' and ${t.name} is not null and ${t.points} >= 0)`,
    ),
  ],
);

export const questionVariants = pgTable(
  'question_variants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => predictorEvents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    image: text('image'),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('question_variants_event_idx').on(t.eventId, t.sortOrder)],
);

export const predictions = pgTable(
  'predictions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => predictorEvents.id, { onDelete: 'cascade' }),
    /** Copied from the event so the database can hold "one X2 per user per stage". */
    stageId: integer('stage_id')
      .notNull()
      .references(() => predictorStages.id, { onDelete: 'cascade' }),
    homeScore: smallint('home_score'),
    guestScore: smallint('guest_score'),
    variantId: integer('variant_id').references(() => questionVariants.id, { onDelete: 'cascade' }),
    variantValue: integer('variant_value'),
    isX2: boolean('is_x2').notNull().default(false),
    /** When X2 was put on this item: a confirming bet must be placed after it. */
    x2SetAt: ts('x2_set_at'),
    x2BetId: integer('x2_bet_id').references(() => partnerBets.id),
    isX2Confirmed: boolean('is_x2_confirmed').notNull().default(false),
    // No stored points or grade: scoring sums the items' points into predictor_stage_points, and
    // the stage view derives each item's when read (predictor/item-score.sql.ts itemScore).
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    index('predictions_stage_user_idx').on(t.stageId, t.userId),
    index('predictions_event_idx').on(t.eventId),
    uniqueIndex('predictions_one_x2_uq')
      .on(t.userId, t.stageId)
      .where(sql`${t.isX2}`),
    check(
      'predictions_score_ck',
      sql`(${t.homeScore} is null or ${t.homeScore} between 0 and 20) and (${t.guestScore} is null or ${t.guestScore} between 0 and 20)`,
    ),
    check('predictions_value_ck', sql`${t.variantValue} is null or ${t.variantValue} >= 0`),
    check('predictions_x2_ck', sql`${t.isX2} or not ${t.isX2Confirmed}`),
    check('predictions_x2_set_ck', sql`not ${t.isX2} or ${t.x2SetAt} is not null`),
  ],
);

/**
 * Points of one user in one stage, written by the scoring job. No foreign keys (decision 085): the
 * job derives every row from predictions, which hold theirs, and a key check per row was a third of
 * a million-row write.
 */
export const predictorStagePoints = pgTable(
  'predictor_stage_points',
  {
    stageId: integer('stage_id').notNull(),
    userId: integer('user_id').notNull(),
    points: integer('points').notNull(),
    predictionsCount: integer('predictions_count').notNull(),
    lastPredictionAt: ts('last_prediction_at').notNull(),
    /** The user's places in the general and partner ratings right after this stage was scored (max_place is their best). */
    ratingPlace: integer('rating_place'),
    partnerRatingPlace: integer('partner_rating_place'),
    /**
     * Issue 23 §3 «Месяц», written on a stage's rows while it is its month's latest scored stage and
     * read only from that one: the user's totals over the month's scored stages and the month places
     * in the general and partner ratings (unique, in the season's order). The month's players who
     * skipped that stage are in predictor_month_ratings.
     */
    monthPoints: integer('month_points'),
    monthPredictionsCount: integer('month_predictions_count'),
    monthLastPredictionAt: ts('month_last_prediction_at'),
    monthPlace: integer('month_place'),
    monthPartnerPlace: integer('month_partner_place'),
  },
  (t) => [
    primaryKey({ columns: [t.stageId, t.userId] }),
    index('predictor_stage_points_user_idx').on(t.userId),
    index('predictor_stage_points_month_place_idx')
      .on(t.stageId, t.monthPlace)
      .where(sql`${t.monthPlace} is not null`),
    index('predictor_stage_points_month_partner_place_idx')
      .on(t.stageId, t.monthPartnerPlace)
      .where(sql`${t.monthPartnerPlace} is not null`),
    // The whole rating order of a stage column, so a page sorted by a stage is an index range in either direction.
    index('predictor_stage_points_sort_idx').on(
      t.stageId,
      t.points.desc(),
      t.predictionsCount,
      t.lastPredictionAt,
      t.userId,
    ),
  ],
);

/** How many members of a predictor rating took part in a scored stage: the stored total of a stage-sorted page. */
export const predictorRatingStageCounts = pgTable(
  'predictor_rating_stage_counts',
  {
    champId: integer('champ_id')
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id')
      .notNull()
      .references(() => predictorStages.id, { onDelete: 'cascade' }),
    usersCount: integer('users_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.champId, t.stageId] })],
);

/**
 * A predictor rating row (champ 3 general, champ 4 partner) with its stored unique place, written
 * only by the scoring job; no foreign keys, as predictor_stage_points (decision 085).
 */
export const predictorRatings = pgTable(
  'predictor_ratings',
  {
    champId: integer('champ_id').notNull(),
    userId: integer('user_id').notNull(),
    points: integer('points').notNull(),
    lastTourPoints: integer('last_tour_points').notNull().default(0),
    predictionsCount: integer('predictions_count').notNull(),
    lastPredictionAt: ts('last_prediction_at').notNull(),
    place: integer('place').notNull(),
    /** The best place the user has held in this rating. */
    maxPlace: integer('max_place').notNull(),
    /** Issue 23 §3: the place before the latest scored stage (null: not rated then), for the movement. */
    prevPlace: integer('prev_place'),
  },
  (t) => [
    primaryKey({ columns: [t.champId, t.userId] }),
    uniqueIndex('predictor_ratings_place_uq').on(t.champId, t.place),
    check('predictor_ratings_place_ck', sql`${t.place} >= 1 and ${t.maxPlace} >= 1`),
  ],
);

/**
 * Issue 22 §4, §6: a predictor rating while its stage is played and before it is scored, stored
 * packed so that a refresh at 1,000,000 users writes a few thousand rows (scoring/live-predictor.ts):
 * for the users bucket × 1024 to bucket × 1024 + 1023 (at index id % 1024 + 1), each one's
 * provisional stage points, the total with them and the live place (unique, in the rating's order);
 * null where the user is not in the rating. The stage's rows go when it is scored.
 */
export const predictorLiveRows = pgTable(
  'predictor_live_rows',
  {
    champId: integer('champ_id')
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    bucket: integer('bucket').notNull(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => predictorStages.id, { onDelete: 'cascade' }),
    stagePoints: integer('stage_points').array().notNull(),
    points: integer('points').array().notNull(),
    places: integer('places').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.champId, t.bucket] })],
);

/**
 * Issue 23 §3: the winners of each scored stage in the general and partner ratings (the most stage
 * points, ties share; none when nobody scored), written by scoring. A private league's winners are
 * found among its members when read.
 */
export const predictorTourWinners = pgTable(
  'predictor_tour_winners',
  {
    champId: integer('champ_id')
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id')
      .notNull()
      .references(() => predictorStages.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.champId, t.userId, t.stageId] }),
    index('predictor_tour_winners_stage_idx').on(t.champId, t.stageId),
  ],
);

/**
 * Issue 23 §3 «Месяц»: the general and partner ratings over the stages that started in one calendar
 * month (Moscow time), with unique places in the season rating's order. Only the month's players who
 * skipped its latest scored stage have rows here; the others' month rows are that stage's rows of
 * predictor_stage_points (month_*). Rewritten by scoring for the month of the stage it scores; a
 * private league's month is ordered from both when read.
 */
export const predictorMonthRatings = pgTable(
  'predictor_month_ratings',
  {
    champId: integer('champ_id')
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    predictionsCount: integer('predictions_count').notNull(),
    lastPredictionAt: ts('last_prediction_at').notNull(),
    place: integer('place').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.champId, t.month, t.userId] }),
    uniqueIndex('predictor_month_ratings_place_uq').on(t.champId, t.month, t.place),
  ],
);
