import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { FORMATIONS } from '@mliga/domain';
import { users } from './accounts.ts';
import { matches, players, seasons } from './season.ts';
import { ts } from './columns.ts';

const coins = (name: string) => numeric(name, { precision: 5, scale: 1, mode: 'number' });

export const fantasyLeagues = pgTable(
  'fantasy_leagues',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    budget: coins('budget').notNull().default(100),
    isActive: boolean('is_active').notNull().default(false),
    /** What a new tour of the league gets when the back office leaves its limits out. */
    defaultMaxPlayersFromTeamCount: smallint('default_max_players_from_team_count').notNull().default(3),
    defaultMaxPlayersSubstitutionsCount: smallint('default_max_players_substitutions_count')
      .notNull()
      .default(2),
  },
  (t) => [
    uniqueIndex('fantasy_leagues_one_active_uq')
      .on(t.isActive)
      .where(sql`${t.isActive}`),
    check(
      'fantasy_leagues_default_limits_ck',
      sql`${t.defaultMaxPlayersFromTeamCount} between 1 and 15 and ${t.defaultMaxPlayersSubstitutionsCount} between 0 and 15`,
    ),
    check('fantasy_leagues_budget_ck', sql`${t.budget} between 10 and 1000`),
  ],
);

export const fantasyStages = pgTable(
  'fantasy_stages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => fantasyLeagues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tour: smallint('tour').notNull(),
    status: text('status').notNull().default('future'),
    startAt: ts('start_at').notNull(),
    stopAt: ts('stop_at').notNull(),
    updateClosingAt: ts('update_closing_at').notNull(),
    maxPlayersFromTeamCount: smallint('max_players_from_team_count').notNull().default(3),
    maxPlayersSubstitutionsCount: smallint('max_players_substitutions_count').notNull().default(2),
    /** Written by scoring for the statistics page: the average and best team points of the tour. */
    avgPoints: numeric('avg_points', { precision: 6, scale: 2, mode: 'number' }),
    maxPoints: integer('max_points'),
    /** Written by scoring (refreshRatingOrder): how many teams have points in the stage. */
    scoredTeamsCount: integer('scored_teams_count'),
    /** Written by scoring (issue 23 §5): how many teams saved a squad for the stage before it closed. */
    savedSquadsCount: integer('saved_squads_count'),
    scoredAt: ts('scored_at'),
  },
  (t) => [
    uniqueIndex('fantasy_stages_tour_uq').on(t.leagueId, t.tour),
    check('fantasy_stages_status_ck', sql`${t.status} in ('future', 'current', 'past')`),
    check(
      'fantasy_stages_limits_ck',
      sql`${t.maxPlayersFromTeamCount} between 1 and 15 and ${t.maxPlayersSubstitutionsCount} between 0 and 15`,
    ),
  ],
);

export const fantasyTeams = pgTable(
  'fantasy_teams',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => fantasyLeagues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 0 on moderation, 1 approved, 2 rejected. */
    moderationStatus: smallint('moderation_status').notNull().default(0),
    isMedia: boolean('is_media').notNull().default(false),
    mediaName: text('media_name'),
    mediaUrl: text('media_url'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fantasy_teams_user_league_uq').on(t.userId, t.leagueId),
    index('fantasy_teams_moderation_idx').on(t.moderationStatus, t.id),
    index('fantasy_teams_name_idx').on(sql`lower(${t.name})`),
    /** The rating's media filter: the few media teams of a league. */
    index('fantasy_teams_media_idx')
      .on(t.leagueId, t.id)
      .where(sql`${t.isMedia}`),
    check('fantasy_teams_moderation_ck', sql`${t.moderationStatus} in (0, 1, 2)`),
    check('fantasy_teams_name_ck', sql`char_length(${t.name}) between 3 and 40`),
  ],
);

/**
 * The rating's search by any word of a team name (issue 20, migration 0003): a row for every place
 * where a search may begin — the start of the name and every position after a character that is
 * not a letter or digit — holding the rest of the name in lower case from there, so a search is
 * one range of the btree index, `start like 'утк%'`, that can stop after the first matches.
 * Written only by triggers on fantasy_teams (insert; update of the name), the migration's
 * `fantasy_team_name_starts(text)`; a team's deletion cascades.
 */
export const fantasyTeamNameStarts = pgTable(
  'fantasy_team_name_starts',
  {
    fantasyTeamId: integer('fantasy_team_id')
      .notNull()
      .references(() => fantasyTeams.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id').notNull(),
    start: text('start').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fantasyTeamId, t.start] }),
    index('fantasy_team_name_starts_idx').on(t.leagueId, sql`${t.start} text_pattern_ops`, t.fantasyTeamId),
  ],
);

export const squads = pgTable(
  'squads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fantasyTeamId: integer('fantasy_team_id')
      .notNull()
      .references(() => fantasyTeams.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id')
      .notNull()
      .references(() => fantasyStages.id, { onDelete: 'cascade' }),
    scheme: text('scheme').notNull().default('4-4-2'),
    cost: coins('cost').notNull(),
    substitutionsCount: smallint('substitutions_count').notNull().default(0),
    /** Made by scoring for a team that saved no squad for the stage (its previous one, unchanged). */
    carriedOver: boolean('carried_over').notNull().default(false),
    // No points here: a squad's points are its team's row of fantasy_stage_points (one squad per team and stage).
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('squads_team_stage_uq').on(t.fantasyTeamId, t.stageId),
    index('squads_stage_idx').on(t.stageId),
    check('squads_scheme_ck', sql`${t.scheme} in (${sql.raw(FORMATIONS.map((f) => `'${f}'`).join(', '))})`),
    check('squads_cost_ck', sql`${t.cost} between 0 and 1000`),
    check('squads_substitutions_ck', sql`${t.substitutionsCount} between 0 and 15`),
  ],
);

export const squadPlayers = pgTable(
  'squad_players',
  {
    squadId: integer('squad_id')
      .notNull()
      .references(() => squads.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** 1 starting eleven, 0 bench. */
    position: smallint('position').notNull(),
    isCaptain: boolean('is_captain').notNull().default(false),
    // No per-player points here: scoring stores only the team's stage points; the
    // squad views derive each line (points, substitution) when read (squad.queries.ts).
  },
  (t) => [
    primaryKey({ columns: [t.squadId, t.playerId] }),
    index('squad_players_player_idx').on(t.playerId),
    uniqueIndex('squad_players_one_captain_uq')
      .on(t.squadId)
      .where(sql`${t.isCaptain}`),
    check('squad_players_position_ck', sql`${t.position} in (0, 1)`),
    check('squad_players_captain_ck', sql`not ${t.isCaptain} or ${t.position} = 1`),
  ],
);

/** Points per event and field position; the defaults are FPL 2023/24's. */
export const scoringRules = pgTable(
  'scoring_rules',
  {
    event: text('event').notNull(),
    fieldPosition: smallint('field_position').notNull(),
    points: smallint('points').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.event, t.fieldPosition] }),
    check('scoring_rules_position_ck', sql`${t.fieldPosition} between 1 and 4`),
  ],
);

/** A player's fantasy points for one match with their breakdown (events: [{name, points}]). */
export const playerMatchPoints = pgTable(
  'player_match_points',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id')
      .notNull()
      .references(() => fantasyStages.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    /** Per event: its key, Russian name, how many times it happened and the points (packages/domain playerMatchPoints). */
    events: jsonb('events')
      .notNull()
      .$type<{ event?: string; name: string; count?: number; points: number }[]>(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.playerId] }),
    index('player_match_points_player_idx').on(t.playerId, t.stageId),
    index('player_match_points_stage_idx').on(t.stageId, t.points),
  ],
);

/** Season aggregates per player, refreshed by scoring: the player market sorts on them. */
export const fantasyPlayerStats = pgTable(
  'fantasy_player_stats',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => fantasyLeagues.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    goals: integer('goals').notNull().default(0),
    assists: integer('assists').notNull().default(0),
    matches: integer('matches').notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
    ycards: integer('ycards').notNull().default(0),
    rcards: integer('rcards').notNull().default(0),
    popularityPercent: numeric('popularity_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    performance: numeric('performance', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.playerId] }),
    index('fantasy_player_stats_points_idx').on(t.leagueId, t.points),
    check('fantasy_player_stats_popularity_ck', sql`${t.popularityPercent} between 0 and 100`),
  ],
);

/**
 * How many squads of a stage hold a player: popularity per stage for the stat
 * graph, written by set-based SQL (never counted per request).
 */
export const fantasyStagePopularity = pgTable(
  'fantasy_stage_popularity',
  {
    stageId: integer('stage_id')
      .notNull()
      .references(() => fantasyStages.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    squadsCount: integer('squads_count').notNull(),
    popularityPercent: numeric('popularity_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** How many of those squads made the player their captain (issue 23 §2). */
    captainsCount: integer('captains_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.stageId, t.playerId] }),
    index('fantasy_stage_popularity_player_idx').on(t.playerId, t.stageId),
    check('fantasy_stage_popularity_ck', sql`${t.popularityPercent} between 0 and 100`),
  ],
);

/** Points of one fantasy team in one stage (captain, substitutions and coin bonus included). */
export const fantasyStagePoints = pgTable(
  'fantasy_stage_points',
  {
    stageId: integer('stage_id')
      .notNull()
      .references(() => fantasyStages.id, { onDelete: 'cascade' }),
    fantasyTeamId: integer('fantasy_team_id')
      .notNull()
      .references(() => fantasyTeams.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    /**
     * The team's place among every team of the stage (points desc, ties share
     * a place), written by scoring (refreshRatingOrder): a rating page sorted
     * by a stage is a range read on (stage_id, place, fantasy_team_id).
     */
    place: integer('place'),
    /**
     * Issue 23 §3 «Месяц» of the general rating, folded into the tour's rows (squads carry over, so
     * every team of the month has a row in its later tours): the team's points over the tours of
     * this tour's month up to this one, and its place by them among the tour's teams (ties share).
     * The month's table is the rows of its latest scored tour.
     */
    monthPoints: integer('month_points'),
    monthPlace: integer('month_place'),
  },
  (t) => [
    primaryKey({ columns: [t.stageId, t.fantasyTeamId] }),
    index('fantasy_stage_points_team_idx').on(t.fantasyTeamId),
    index('fantasy_stage_points_place_idx').on(t.stageId, t.place, t.fantasyTeamId),
    index('fantasy_stage_points_month_place_idx').on(t.stageId, t.monthPlace, t.fantasyTeamId),
  ],
);

/** Words that make a team name rejected at once. */
export const forbiddenWords = pgTable('forbidden_words', {
  word: text('word').primaryKey(),
});

/**
 * Issue 22 §3: a player's points of a match changed by a scoring of a stage already scored (a
 * corrected statistic): the ledger line the squads holding him show («Очки изменены»).
 */
export const pointsCorrections = pgTable(
  'points_corrections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => fantasyStages.id, { onDelete: 'cascade' }),
    matchId: integer('match_id').notNull(),
    playerId: integer('player_id').notNull(),
    oldPoints: integer('old_points').notNull(),
    newPoints: integer('new_points').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('points_corrections_stage_idx').on(t.stageId, t.playerId)],
);

/**
 * One row: the version of what a squad save is checked against (a stage's closing and limits, its
 * league's budget, the season's clubs, players and tour matches). Raised at the commit of any change
 * of those (migration 0029's triggers), so an instance's copy of a stage's rules knows whether it
 * is still current (modules/fantasy/squad/save-rules.ts; decision 089).
 */
export const fantasyRulesVersion = pgTable(
  'fantasy_rules_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('fantasy_rules_version_one_row_ck', sql`${t.id}`)],
);
