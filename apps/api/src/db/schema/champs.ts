import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { seasons } from './season.ts';
import { fantasyStages, fantasyTeams } from './fantasy.ts';
import { ts } from './columns.ts';

/**
 * Every competition a rating is kept for: the predictor's general (3) and
 * partner (4) ratings, the fantasy season rating, user leagues and H2H tournaments.
 */
export const champs = pgTable(
  'champs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    inviteHash: text('invite_hash'),
    isPublic: boolean('is_public').notNull().default(true),
    /** H2H: number of places. */
    size: smallint('size'),
    image: text('image'),
    imageWhite: text('image_white'),
    /** H2H: recruiting → started → finished. */
    status: text('status').notNull().default('recruiting'),
    startStageId: integer('start_stage_id').references(() => fantasyStages.id),
    membersCount: integer('members_count').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('champs_season_type_idx').on(t.seasonId, t.game, t.type),
    uniqueIndex('champs_invite_uq').on(t.inviteHash),
    uniqueIndex('champs_one_user_league_uq')
      .on(t.ownerUserId, t.seasonId)
      .where(sql`${t.type} = 'user' and ${t.game} = 'fantasy'`),
    index('champs_owner_idx').on(t.ownerUserId, t.seasonId, t.game),
    check('champs_game_ck', sql`${t.game} in ('predictor', 'fantasy')`),
    check(
      'champs_type_ck',
      sql`(${t.game} = 'predictor' and ${t.type} in ('general', 'partner', 'user')) or (${t.game} = 'fantasy' and ${t.type} in ('general', 'user', 'h2h'))`,
    ),
    check('champs_status_ck', sql`${t.status} in ('recruiting', 'started', 'finished')`),
    check('champs_size_ck', sql`${t.type} <> 'h2h' or ${t.size} between 2 and 64`),
    check(
      'champs_user_league_ck',
      sql`${t.type} <> 'user' or (${t.ownerUserId} is not null and ${t.inviteHash} is not null)`,
    ),
    check('champs_name_ck', sql`char_length(${t.name}) between 1 and 100`),
  ],
);

export const champMembers = pgTable(
  'champ_members',
  {
    champId: integer('champ_id')
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    fantasyTeamId: integer('fantasy_team_id')
      .notNull()
      .references(() => fantasyTeams.id, { onDelete: 'cascade' }),
    /** Copied from the champ so the database can hold "one H2H tournament per season". */
    seasonId: integer('season_id').notNull(),
    champType: text('champ_type').notNull(),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.champId, t.fantasyTeamId] }),
    index('champ_members_team_idx').on(t.fantasyTeamId),
    uniqueIndex('champ_members_one_h2h_uq')
      .on(t.fantasyTeamId, t.seasonId)
      .where(sql`${t.champType} = 'h2h'`),
  ],
);

/**
 * Issue 23 §1: the members of a private predictor league (a champ of game 'predictor', type 'user').
 * Its rating rows are predictor_ratings of the champ, written by scoring.
 */
export const predictorLeagueMembers = pgTable(
  'predictor_league_members',
  {
    champId: integer('champ_id')
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.champId, t.userId] }),
    index('predictor_league_members_user_idx').on(t.userId),
  ],
);

/** champ_rating.first_tour of a team without points in any stage: after every real tour. */
export const NO_FIRST_TOUR = 32767;

/** A fantasy rating row with its stored place: a rating page is a range read. */
export const champRating = pgTable(
  'champ_rating',
  {
    champId: integer('champ_id')
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    fantasyTeamId: integer('fantasy_team_id')
      .notNull()
      .references(() => fantasyTeams.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    place: integer('place').notNull(),
    /**
     * The tour of the team's first stage with points (NO_FIRST_TOUR: none yet,
     * so a row inserted without it means that), written by scoring
     * (refreshRatingOrder). Squads carry over, so the teams without points in a
     * stage are those whose first tour is later: a rating sorted by a stage
     * lists them as one index range of (champ_id, first_tour, place).
     */
    firstTour: smallint('first_tour').notNull().default(NO_FIRST_TOUR),
    /** Issue 23 §3: the place before the latest scored tour (null: no points then), for the movement. */
    prevPlace: integer('prev_place'),
  },
  (t) => [
    primaryKey({ columns: [t.champId, t.fantasyTeamId] }),
    index('champ_rating_place_idx').on(t.champId, t.place, t.fantasyTeamId),
    index('champ_rating_first_tour_idx').on(t.champId, t.firstTour, t.place, t.fantasyTeamId),
  ],
);

/** Teams or users per row of the live places' packed tables (decision 084). */
export const LIVE_BUCKET = 1024;

/**
 * Issue 22 §3, §6: the fantasy ratings while their stage is played and before it is scored, stored
 * packed so that a refresh at 1,000,000 teams writes a few thousand rows (scoring/live-places.ts):
 * each team's provisional stage points (here), each rating's live totals with their places and its
 * live order (below). A team's live total is its stored total plus its stage points, and its place
 * the one of that total. The stage's rows go when it is scored.
 */
export const fantasyLivePoints = pgTable(
  'fantasy_live_points',
  {
    stageId: integer('stage_id')
      .notNull()
      .references(() => fantasyStages.id, { onDelete: 'cascade' }),
    /** Teams bucket × 1024 to bucket × 1024 + 1023; a team's points are at index id % 1024 + 1. */
    bucket: integer('bucket').notNull(),
    points: integer('points').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.stageId, t.bucket] })],
);

/** A fantasy rating's live totals, best first, and the place of each (ties share it). */
export const fantasyLiveHeads = pgTable('fantasy_live_heads', {
  champId: integer('champ_id')
    .primaryKey()
    .references(() => champs.id, { onDelete: 'cascade' }),
  stageId: integer('stage_id')
    .notNull()
    .references(() => fantasyStages.id, { onDelete: 'cascade' }),
  /** How many teams the live rating holds. */
  rowsCount: integer('rows_count').notNull(),
  totals: integer('totals').array().notNull(),
  places: integer('places').array().notNull(),
});

/** A fantasy rating's teams in live order (place, team id), 1024 a part. */
export const fantasyLiveOrder = pgTable(
  'fantasy_live_order',
  {
    champId: integer('champ_id')
      .notNull()
      .references(() => fantasyLiveHeads.champId, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    teamIds: integer('team_ids').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.champId, t.part] })],
);

export const h2hMatches = pgTable(
  'h2h_matches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    champId: integer('champ_id')
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id')
      .notNull()
      .references(() => fantasyStages.id),
    tour: smallint('tour').notNull(),
    team1Id: integer('team1_id')
      .notNull()
      .references(() => fantasyTeams.id, { onDelete: 'cascade' }),
    /** null: no opponent this tour; team 1 plays the tour's average of the tournament. */
    team2Id: integer('team2_id').references(() => fantasyTeams.id, { onDelete: 'cascade' }),
    /** Written by the stage scoring (null until then); score2 of a match without opponent is the tour's average. */
    score1: integer('score1'),
    score2: integer('score2'),
  },
  (t) => [
    index('h2h_matches_champ_tour_idx').on(t.champId, t.tour),
    index('h2h_matches_stage_idx').on(t.stageId, t.champId),
    check('h2h_matches_teams_ck', sql`${t.team1Id} <> ${t.team2Id}`),
  ],
);

export const h2hTable = pgTable(
  'h2h_table',
  {
    champId: integer('champ_id')
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    fantasyTeamId: integer('fantasy_team_id')
      .notNull()
      .references(() => fantasyTeams.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
    points: integer('points').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    draws: integer('draws').notNull().default(0),
    loses: integer('loses').notNull().default(0),
    games: integer('games').notNull().default(0),
    pointsScore: integer('points_score').notNull().default(0),
    pointsMiss: integer('points_miss').notNull().default(0),
    /** The team's fantasy points over the whole season (every scored stage), the last tie-break. */
    totalPoints: integer('total_points').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.champId, t.fantasyTeamId] }),
    index('h2h_table_place_idx').on(t.champId, t.place),
  ],
);

/**
 * Issue 23 §3: the winners of each scored tour in the fantasy general rating and every user league
 * (the most tour points among its teams, ties share; none when nobody scored), written by scoring.
 */
export const fantasyTourWinners = pgTable(
  'fantasy_tour_winners',
  {
    champId: integer('champ_id')
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    fantasyTeamId: integer('fantasy_team_id')
      .notNull()
      .references(() => fantasyTeams.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id')
      .notNull()
      .references(() => fantasyStages.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.champId, t.fantasyTeamId, t.stageId] }),
    index('fantasy_tour_winners_stage_idx').on(t.champId, t.stageId),
  ],
);

/**
 * Issue 23 §3 «Месяц»: every fantasy user league over the tours that started in one calendar month
 * (Moscow time), places shared on equal points, rewritten by scoring for the month of the tour it
 * scores. The general rating's month is folded into fantasy_stage_points (month_points, month_place).
 */
export const fantasyMonthRating = pgTable(
  'fantasy_month_rating',
  {
    champId: integer('champ_id')
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    fantasyTeamId: integer('fantasy_team_id')
      .notNull()
      .references(() => fantasyTeams.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    place: integer('place').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.champId, t.month, t.fantasyTeamId] }),
    index('fantasy_month_rating_place_idx').on(t.champId, t.month, t.place, t.fantasyTeamId),
  ],
);

/** How many rows each month table of a rating has (either game): a month page's stored total. */
export const ratingMonthCounts = pgTable(
  'rating_month_counts',
  {
    champId: integer('champ_id')
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    membersCount: integer('members_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.champId, t.month] })],
);
