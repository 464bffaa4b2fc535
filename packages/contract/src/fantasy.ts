import { Type, type Static } from 'typebox';
import { IdName, Nullable, Ok } from './envelope.ts';
import { FantasyStage } from './leagues.ts';

const id = () => Type.Integer({ minimum: 1, maximum: 2147483647 });

/** The eight formations of spec 2 §4 (the same list as @mliga/domain FORMATIONS; a test keeps them equal). */
export const SquadScheme = Type.Union([
  Type.Literal('4-4-2'),
  Type.Literal('4-5-1'),
  Type.Literal('4-3-3'),
  Type.Literal('5-4-1'),
  Type.Literal('5-3-2'),
  Type.Literal('5-2-3'),
  Type.Literal('3-5-2'),
  Type.Literal('3-4-3'),
]);

export const FieldPositionInfo = Type.Object({
  /** 1 goalkeeper, 2 defender, 3 midfielder, 4 forward */
  id: Type.Integer(),
  name: Type.String(),
  /** ВР, ЗЩ, ПЗ, НП */
  short_name: Type.String(),
});
export type FieldPositionInfo = Static<typeof FieldPositionInfo>;

export const FantasyClub = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  short_name: Type.String(),
  logo: Type.String(),
  logo_white: Type.String(),
});
export type FantasyClub = Static<typeof FantasyClub>;

/** Season aggregates, stored and refreshed by scoring (popularity: share of the current stage's squads). */
export const FantasyPlayerStats = Type.Object({
  points: Type.Integer(),
  goals: Type.Integer(),
  assists: Type.Integer(),
  matches: Type.Integer(),
  minutes: Type.Integer(),
  /** 0–100, two decimals */
  popularity_percent: Type.Number(),
  /** average points per match played */
  performance: Type.Number(),
  ycards: Type.Integer(),
  rcards: Type.Integer(),
});

/** spec 2 §3 Player. */
export const FantasyPlayer = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  nickname: Nullable(Type.String()),
  /** 'Surname Name' */
  fio: Type.String(),
  /** null or a placeholder path: the client shows the club logo instead */
  photo: Nullable(Type.String()),
  fieldPosition: FieldPositionInfo,
  external_url: Nullable(Type.String()),
  team: Nullable(FantasyClub),
  /** coins, steps of 0.5 */
  price: Type.Number(),
  status: Type.Union([
    Type.Literal('active'),
    Type.Literal('injury'),
    Type.Literal('potential_injury'),
    Type.Literal('disqualified'),
  ]),
  /**
   * The club's opponent in the stage shown (for the market and the card: `stage_id`, by default
   * the stage the site lands on); null: no match.
   */
  rival_team: Nullable(FantasyClub),
  stats: FantasyPlayerStats,
  /** The form: points of the last 5 scored matches, oldest first, with their stage names. */
  last_games_points: Type.Object({ points: Type.Array(Type.Integer()), stages: Type.Array(Type.String()) }),
});
export type FantasyPlayer = Static<typeof FantasyPlayer>;

export const FantasyPagination = Type.Object({
  pageNumber: Type.Integer(),
  pageSize: Type.Integer(),
  pageCount: Type.Integer(),
  total: Type.Integer(),
});
export type FantasyPagination = Static<typeof FantasyPagination>;

export const FantasyLeagueParams = Type.Object({ leagueId: id() });
export const FantasyPlayerParams = Type.Object({ leagueId: id(), playerId: id() });
export const FantasyStageParams = Type.Object({ stageId: id() });

export const PLAYER_SORT_FIELDS = [
  'points',
  'popularity_percent',
  'goals',
  'assists',
  'performance',
  'mysquad',
] as const;

/** GET /v1/leagues/{leagueId}/players/ */
export const PlayersQuery = Type.Object({
  p: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  /** A field, '-' for descending; 'mysquad' orders by membership in `selected` ('-mysquad': those first). */
  sort: Type.Optional(Type.String({ pattern: `^-?(${PLAYER_SORT_FIELDS.join('|')})$`, default: '-points' })),
  team: Type.Optional(id()),
  field_position: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  /** Searched in name, surname and nickname, ignoring case. */
  name: Type.Optional(Type.String({ maxLength: 100, pattern: '^[^\\u0000-\\u001f]*$' })),
  price_from: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
  price_to: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
  /** Comma-joined ids of the squad being built: they never filter, they only feed sort=mysquad. */
  selected: Type.Optional(Type.String({ pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,29}$' })),
  /** The stage being built: `rival_team` is the club's opponent in it (default: the stage the site lands on). */
  stage_id: Type.Optional(id()),
});
export type PlayersQuery = Static<typeof PlayersQuery>;

export const PlayersPage = Type.Object({
  players: Type.Array(FantasyPlayer),
  filters: Type.Object({ teams: Type.Array(FantasyClub), field_positions: Type.Array(FieldPositionInfo) }),
  pagination: FantasyPagination,
});
export type PlayersPage = Static<typeof PlayersPage>;
export const PlayersPageResponse = Ok(PlayersPage);

export const MatchClub = Type.Object({
  ...FantasyClub.properties,
  best_player: Nullable(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      surname: Type.String(),
      fio: Type.String(),
      photo: Nullable(Type.String()),
    }),
  ),
});

/** spec 2 §3 Match; dates in Moscow time, scores null until played. */
export const FantasyMatch = Type.Object({
  id: Type.Integer(),
  /** The real league's championship (season). */
  champ: IdName,
  team1: MatchClub,
  team2: MatchClub,
  /** short dd.mm, full dd.mm.yyyy */
  date: Type.Object({ short: Type.String(), full: Type.String() }),
  tour: Type.Integer(),
  /** HH:mm */
  time: Type.String(),
  score1: Nullable(Type.Integer()),
  score2: Nullable(Type.Integer()),
  external_url: Nullable(Type.String()),
});
export type FantasyMatch = Static<typeof FantasyMatch>;

/**
 * spec 2 §3 Player match history: a match the player appeared in, with his points line by line (the
 * points ledger, issue 22 §3). Until the stage is scored the points are provisional: from the
 * statistics so far.
 */
export const PlayerMatchHistory = Type.Object({
  match: FantasyMatch,
  rival_team_id: Type.Integer(),
  points: Nullable(Type.Integer()),
  /** From the statistics so far: the stage is not scored yet. */
  provisional: Type.Boolean(),
  events: Type.Array(
    Type.Object({
      name: Type.String(),
      points: Type.Integer(),
      /** The minutes of the match centre's events behind the line (goals, cards…); empty otherwise. */
      minutes: Type.Array(Type.Integer()),
    }),
  ),
});

export const PlayerDetailsQuery = Type.Object({
  p: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  /** As in the market: `rival_team` is the opponent in this stage of the league. */
  stage_id: Type.Optional(id()),
});

/** GET /v1/leagues/{leagueId}/players/{playerId}/ — history newest first, 10 a page. */
export const PlayerDetails = Type.Object({
  player: FantasyPlayer,
  matches: Type.Array(PlayerMatchHistory),
  pagination: FantasyPagination,
});
export type PlayerDetails = Static<typeof PlayerDetails>;
export const PlayerDetailsResponse = Ok(PlayerDetails);

export const StatGraphField = Type.Union([
  Type.Literal('points'),
  Type.Literal('popularity_percent'),
  Type.Literal('goals'),
  Type.Literal('assists'),
  Type.Literal('performance'),
]);
export type StatGraphField = Static<typeof StatGraphField>;
export const StatGraphQuery = Type.Object({ field: Type.Optional(StatGraphField) });
export type StatGraphQuery = Static<typeof StatGraphQuery>;

/** GET …/stat-graph/ — one value per started stage, in tour order. */
export const StatGraph = Type.Object({
  stages: Type.Array(Type.String()),
  values: Type.Array(Type.Number()),
});
export const StatGraphResponse = Ok(StatGraph);

/** GET /v1/leagues/{leagueId}/stages/ */
export const FantasyStagesResponse = Ok(Type.Object({ stages: Type.Array(FantasyStage) }));

/** spec 2 §3 Squad entry. */
export const SquadEntry = Type.Object({
  player: FantasyPlayer,
  /** null until the stage's matches start; provisional until it is scored (MySquad.live_points); captain doubled */
  points: Nullable(Type.Integer()),
  is_captain: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** 1 starting eleven, 0 bench */
  position: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** The bench player who came on for this starter (automatic substitution at scoring). */
  substitute_player_id: Nullable(Type.Integer()),
});
export type SquadEntry = Static<typeof SquadEntry>;

/** GET /v1/stages/{stageId}/my-squad/ — the previous stage's squad when none is saved for this one. */
/** A player's points of a match changed by a scoring after a correction (the points ledger). */
export const PointsCorrection = Type.Object({
  player_id: Type.Integer(),
  /** Surname and name */
  player: Type.String(),
  old_points: Type.Integer(),
  new_points: Type.Integer(),
  /** dd.mm.yyyy HH:mm, Moscow time */
  date: Type.String(),
});
export type PointsCorrection = Static<typeof PointsCorrection>;

export const MySquad = Type.Object({
  squad: Type.Array(SquadEntry),
  stage: FantasyStage,
  schema: SquadScheme,
  made_substitutions_count: Type.Integer(),
  /**
   * The previous stage's squad the substitutions are counted against; null
   * when the team has none (its first squad is free).
   */
  previous_player_ids: Nullable(Type.Array(Type.Integer())),
  /**
   * While the stage's matches are played and before it is scored: the squad's provisional points
   * («предварительно»), and each entry's `points` are provisional too. Null otherwise.
   */
  live_points: Nullable(Type.Integer()),
  /**
   * Issue 22 §3: points of the squad's players changed after the stage was scored (a corrected
   * statistic), newest first: «Очки изменены».
   */
  corrections: Type.Optional(Type.Array(PointsCorrection)),
});
export type MySquad = Static<typeof MySquad>;
export const MySquadResponse = Ok(MySquad);

export const SquadEntryInput = Type.Object({
  player_id: id(),
  position: Type.Union([Type.Literal(0), Type.Literal(1)]),
  is_captain: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
});

/** POST /v1/stages/{stageId}/my-squad/ — the stage's squad becomes exactly this. */
export const SaveSquadBody = Type.Object({
  squad: Type.Array(SquadEntryInput, { maxItems: 30 }),
  scheme: SquadScheme,
});
export type SaveSquadBody = Static<typeof SaveSquadBody>;
export const SaveSquadResponse = Ok(
  Type.Object({ made_substitutions_count: Type.Integer(), cost: Type.Number() }),
);

export const RandomSquadQuery = Type.Object({ scheme: Type.Optional(SquadScheme) });

/** GET /v1/stages/{stageId}/random-squad/ — not saved; the client shows it and may save it. */
export const RandomSquad = Type.Object({
  squad: Type.Array(SquadEntry),
  schema: SquadScheme,
  made_substitutions_count: Type.Integer(),
});
export const RandomSquadResponse = Ok(RandomSquad);

/** GET /v1/stages/{stageId}/matches/ */
export const StageMatchesResponse = Ok(Type.Object({ matches: Type.Array(FantasyMatch) }));

/** POST /v1/fantasy/team-name/ — answers { user } (the user of users.ts). */
export const TeamNameBody = Type.Object({ name: Type.String({ maxLength: 200 }) });
export type TeamNameBody = Static<typeof TeamNameBody>;
