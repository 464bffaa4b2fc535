import { Type, type Static } from 'typebox';
import { IdName, Nullable, Ok } from './envelope.ts';
import { NullableIntegerInput } from './predictor.ts';

export const AdminIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

const figure = (maximum: number, description: string) =>
  Type.Optional(Type.Integer({ minimum: 0, maximum, default: 0, description }));

/**
 * One player's statistics of a match (the input of fantasy scoring), in the
 * CSV import's column names; omitted figures are 0. The same ranges as
 * packages/domain STAT_LIMITS (a test keeps them equal).
 */
export const PlayerStatLineInput = Type.Object({
  player_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  minutes: Type.Integer({ minimum: 0, maximum: 130, description: 'Минуты на поле' }),
  goals_scored: figure(20, 'Голы'),
  assists: figure(20, 'Голевые передачи'),
  clean_sheets: figure(1, '1 — сухой матч: 60+ минут без пропущенных при нём голов'),
  goals_conceded: figure(99, 'Пропущено командой, пока игрок на поле'),
  own_goals: figure(20, 'Автоголы'),
  penalties_saved: figure(20, 'Отражённые пенальти'),
  penalties_missed: figure(20, 'Незабитые пенальти'),
  yellow_cards: figure(1, 'Жёлтая карточка (вторая жёлтая вносится красной)'),
  red_cards: figure(1, 'Красная карточка'),
  saves: figure(99, 'Сейвы'),
  bonus: figure(3, 'Бонусные очки'),
});
export type PlayerStatLineInput = Static<typeof PlayerStatLineInput>;

/**
 * POST /v1/admin/matches/{id}/result/ — the main-time score; the match becomes
 * finished. With `stats`, the match's player statistics become exactly these
 * lines (the previous ones are replaced; `[]` removes them); without, they stay.
 */
export const MatchResultBody = Type.Object({
  home_score: Type.Integer({ minimum: 0, maximum: 99 }),
  guest_score: Type.Integer({ minimum: 0, maximum: 99 }),
  stats: Type.Optional(Type.Array(PlayerStatLineInput, { maxItems: 80 })),
});
export type MatchResultBody = Static<typeof MatchResultBody>;

export const AdminMatchResult = Type.Object({
  id: Type.Integer(),
  home_score: Type.Integer(),
  guest_score: Type.Integer(),
  is_finished: Type.Boolean(),
  /** Player statistics lines the match now has (when `stats` was sent). */
  stats_count: Type.Optional(Type.Integer()),
});
export type AdminMatchResult = Static<typeof AdminMatchResult>;
export const AdminMatchResultResponse = Ok(AdminMatchResult);

/** POST /v1/admin/predictor-events/{id}/answer/ — a variant for a variant question, a value for a numeric one. */
export const QuestionAnswerBody = Type.Object({
  variant_id: Type.Optional(NullableIntegerInput({ minimum: 1, maximum: 2147483647 })),
  value: Type.Optional(NullableIntegerInput({ minimum: 0, maximum: 100000 })),
});
export type QuestionAnswerBody = Static<typeof QuestionAnswerBody>;

export const AdminQuestionAnswer = Type.Object({
  id: Type.Integer(),
  correct_variant_id: Nullable(Type.Integer()),
  correct_value: Nullable(Type.Integer()),
});
export type AdminQuestionAnswer = Static<typeof AdminQuestionAnswer>;
export const AdminQuestionAnswerResponse = Ok(AdminQuestionAnswer);

/** POST /v1/admin/predictor-stages/{id}/score/ — what the scored stage now holds. */
export const AdminStageScore = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  /** ISO 8601: when the stage was first scored */
  scored_at: Type.String(),
  /** Predictions of the stage whose result is known (matches finished, questions answered) / all. */
  scored_predictions: Type.Integer(),
  predictions: Type.Integer(),
  users: Type.Integer(),
});
export type AdminStageScore = Static<typeof AdminStageScore>;
export const AdminStageScoreResponse = Ok(AdminStageScore);

/** POST /v1/admin/fantasy-stages/{id}/score/ — what the scored fantasy stage now holds and what this run changed. */
export const AdminFantasyStageScore = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  /** ISO 8601: when the stage was first scored */
  scored_at: Type.String(),
  avg_points: Nullable(Type.Number()),
  max_points: Nullable(Type.Integer()),
  /** Squads of the stage (teams scored) and how many of their points this run changed. */
  teams: Type.Integer(),
  teams_changed: Type.Integer(),
  /** Player-match statistics lines scored and how many of their points this run changed. */
  players: Type.Integer(),
  players_changed: Type.Integer(),
  /** How long the scoring took, in milliseconds. */
  ms: Type.Integer(),
});
export type AdminFantasyStageScore = Static<typeof AdminFantasyStageScore>;
export const AdminFantasyStageScoreResponse = Ok(AdminFantasyStageScore);

/**
 * POST /v1/admin/player-stats/import/ — a CSV file (header `match_id,player_id`
 * and every PlayerStatLineInput column, any order), as `text/csv` with
 * `?dry_run=1`, or as JSON `{csv, dry_run}`. Each match in the file gets
 * exactly the file's lines. `dry_run` checks and answers what would change,
 * writing nothing.
 */
export const PlayerStatsImportBody = Type.Object({
  csv: Type.String({ minLength: 1, maxLength: 5 * 1024 * 1024 }),
  dry_run: Type.Optional(Type.Union([Type.Boolean(), Type.Literal(0), Type.Literal(1)])),
});
export type PlayerStatsImportBody = Static<typeof PlayerStatsImportBody>;

export const PlayerStatsImportQuery = Type.Object({
  dry_run: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
});
export type PlayerStatsImportQuery = Static<typeof PlayerStatsImportQuery>;

const ImportCounts = {
  /** Lines new to the match, lines with other figures than stored, stored lines the file drops, lines as stored. */
  added: Type.Integer(),
  changed: Type.Integer(),
  removed: Type.Integer(),
  unchanged: Type.Integer(),
};

export const PlayerStatsImportResult = Type.Object({
  dry_run: Type.Boolean(),
  /** Data rows of the file. */
  rows: Type.Integer(),
  ...ImportCounts,
  matches: Type.Array(Type.Object({ match_id: Type.Integer(), ...ImportCounts })),
  /** Fantasy stages whose matches the file touches: score them again to apply it. */
  fantasy_stage_ids: Type.Array(Type.Integer()),
});
export type PlayerStatsImportResult = Static<typeof PlayerStatsImportResult>;
export const PlayerStatsImportResponse = Ok(PlayerStatsImportResult);

/** POST /v1/admin/imports/{clubs|players|fixtures}/ — the same body as the statistics import. */
export const LeagueImportBody = Type.Object({
  csv: Type.String({ minLength: 1, maxLength: 5 * 1024 * 1024 }),
  dry_run: Type.Optional(Type.Union([Type.Boolean(), Type.Literal(0), Type.Literal(1)])),
  /** Fixtures only: the season the matches belong to; the current season when omitted. */
  season_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
});
export type LeagueImportBody = Static<typeof LeagueImportBody>;

export const LeagueImportQuery = Type.Object({
  dry_run: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  season_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
});
export type LeagueImportQuery = Static<typeof LeagueImportQuery>;

export const LeagueImportKind = Type.Union([
  Type.Literal('clubs'),
  Type.Literal('players'),
  Type.Literal('fixtures'),
]);
export type LeagueImportKind = Static<typeof LeagueImportKind>;

export const LeagueImportResult = Type.Object({
  dry_run: Type.Boolean(),
  /** Data rows of the file. */
  rows: Type.Integer(),
  /** Rows new to the database, rows that update a stored one, rows as stored. */
  added: Type.Integer(),
  changed: Type.Integer(),
  unchanged: Type.Integer(),
  /** Every data row: its line in the file, what it names and what the import does with it. */
  lines: Type.Array(
    Type.Object({
      line: Type.Integer(),
      label: Type.String(),
      status: Type.Union([Type.Literal('added'), Type.Literal('changed'), Type.Literal('unchanged')]),
      /** The stored row's id (after a real import; null for an added row in a dry run). */
      id: Nullable(Type.Integer()),
    }),
  ),
});
export type LeagueImportResult = Static<typeof LeagueImportResult>;
export const LeagueImportResponse = Ok(LeagueImportResult);

/** One stored statistics line of a match: every figure, and the team the player played for. */
export const AdminPlayerStatLine = Type.Object({
  player_id: Type.Integer(),
  team_id: Type.Integer(),
  minutes: Type.Integer(),
  goals_scored: Type.Integer(),
  assists: Type.Integer(),
  clean_sheets: Type.Integer(),
  goals_conceded: Type.Integer(),
  own_goals: Type.Integer(),
  penalties_saved: Type.Integer(),
  penalties_missed: Type.Integer(),
  yellow_cards: Type.Integer(),
  red_cards: Type.Integer(),
  saves: Type.Integer(),
  bonus: Type.Integer(),
});
export type AdminPlayerStatLine = Static<typeof AdminPlayerStatLine>;

/** GET /v1/admin/matches/{id}/result/ — the stored score and statistics: where the result form starts a correction. */
export const AdminMatchResultSheet = Type.Object({
  id: Type.Integer(),
  home_score: Nullable(Type.Integer()),
  guest_score: Nullable(Type.Integer()),
  is_finished: Type.Boolean(),
  stats: Type.Array(AdminPlayerStatLine),
});
export type AdminMatchResultSheet = Static<typeof AdminMatchResultSheet>;
export const AdminMatchResultSheetResponse = Ok(AdminMatchResultSheet);

/** Issue 23 §5: how many users took part in each tour of a game's active league. */
export const AdminGameParticipation = Type.Object({
  league: IdName,
  stages: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      status: Type.String(),
      /** Users who saved a prediction (predictor) or a squad of their own (fantasy) for the tour. */
      participants: Type.Integer(),
    }),
  ),
  /** The season's general (and partner) ratings, to export; any other rating is exported by its id. */
  ratings: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      type: Type.String(),
      members_count: Type.Integer(),
    }),
  ),
});
export type AdminGameParticipation = Static<typeof AdminGameParticipation>;

/** GET /v1/admin/reports/participation/ */
export const AdminParticipation = Type.Object({
  predictor: Nullable(AdminGameParticipation),
  fantasy: Nullable(AdminGameParticipation),
});
export type AdminParticipation = Static<typeof AdminParticipation>;
export const AdminParticipationResponse = Ok(AdminParticipation);
