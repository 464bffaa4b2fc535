import { Type, type Static } from 'typebox';
import { IdName, Nullable, Ok } from './envelope.ts';
import { SquadEntry } from './fantasy.ts';

/** User leagues (invite links) and H2H tournaments: spec 2 §3 Champ, H2H champ / table row / stage / match. */

const id = () => Type.Integer({ minimum: 1, maximum: 2147483647 });

export const LEAGUE_NAME_MIN = 3;
export const LEAGUE_NAME_MAX = 25;

export const ChampType = Type.Union([Type.Literal('general'), Type.Literal('user'), Type.Literal('h2h')]);
export type ChampType = Static<typeof ChampType>;

/** What the user may do with a champ: delete (the creator of a user league), leave (its other members). */
export const ChampAction = Type.Union([Type.Literal('delete'), Type.Literal('leave')]);
export type ChampAction = Static<typeof ChampAction>;

/** The user's fantasy team in the champ (fantasy teams have no logo yet: null). */
export const ChampTeam = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Nullable(Type.String()),
});

/** spec 2 §3 Champ (user league), also the general rating and the H2H tournament in the my-champs list. */
export const MyChamp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: ChampType,
  /** The team's stored place: the rating's for general and user leagues, the table's for H2H; null before scoring. */
  place: Nullable(Type.Integer()),
  team: ChampTeam,
  /** Present where the user may share the league (a user league's members); null otherwise. */
  invite_hash: Nullable(Type.String()),
  actions: Type.Array(ChampAction),
  /** Addition to the spec: how many teams the champ holds. */
  members_count: Type.Integer(),
});
export type MyChamp = Static<typeof MyChamp>;

/** `{id}` is a fantasy league id or `active`. */
export const MyChampsParams = Type.Object({
  leagueId: Type.String({ pattern: '^(active|[1-9][0-9]{0,9})$' }),
});

/** GET /v1/leagues/{id|active}/my-champs/ — general first, then the user leagues, then the H2H tournament. */
export const MyChamps = Type.Object({
  league: Nullable(IdName),
  champs: Type.Array(MyChamp),
});
export type MyChamps = Static<typeof MyChamps>;
export const MyChampsResponse = Ok(MyChamps);

/** POST /v1/champs/create/ — 3–25 characters after trimming. */
export const CreateChampBody = Type.Object({ name: Type.String({ maxLength: 200 }) });
export type CreateChampBody = Static<typeof CreateChampBody>;
export const CreateChampResponse = Ok(Type.Object({ champ: MyChamp }));

export const ChampIdParams = Type.Object({ champId: id() });

/** Invite hashes are 16+ URL-safe characters. */
export const INVITE_HASH_PATTERN = '^[A-Za-z0-9_-]{16,64}$';
export const InviteHashParams = Type.Object({ hash: Type.String({ pattern: INVITE_HASH_PATTERN }) });

/**
 * GET /v1/champs/{hash}/invite-info/ — what the invite confirm shows: the league's name and
 * size, nothing of its members (an invite link may travel further than its sender meant).
 */
export const InviteInfo = Type.Object({
  /** Which game's league the invite leads to (issue 23 §1: the predictor has private leagues too). */
  game: Type.Union([Type.Literal('fantasy'), Type.Literal('predictor')]),
  /** The game's league of the champ's season. */
  league: IdName,
  champ: Type.Object({
    /** For the accept call, which also needs the hash. */
    id: Type.Integer(),
    name: Type.String(),
    type: ChampType,
    members_count: Type.Integer(),
    /** Signed-in users only: whether they (their fantasy team) are already in it. */
    is_member: Type.Boolean(),
  }),
});
export type InviteInfo = Static<typeof InviteInfo>;
export const InviteInfoResponse = Ok(InviteInfo);

/** POST /v1/champs/{champId}/invite-accept/ — the invite's hash proves the user was invited. */
export const InviteAcceptBody = Type.Object({ hash: Type.String({ pattern: INVITE_HASH_PATTERN }) });
export type InviteAcceptBody = Static<typeof InviteAcceptBody>;
export const ChampMessageResponse = Ok(Type.Object({}));

export const H2hAction = Type.Union([Type.Literal('join'), Type.Literal('leave')]);
export type H2hAction = Static<typeof H2hAction>;
export const H2hStatus = Type.Union([
  Type.Literal('recruiting'),
  Type.Literal('started'),
  Type.Literal('finished'),
]);
export type H2hStatus = Static<typeof H2hStatus>;

/** spec 2 §3 H2H champ. */
export const H2hChamp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Nullable(Type.String()),
  image_white: Nullable(Type.String()),
  is_public: Type.Boolean(),
  members_count: Type.Object({ current: Type.Integer(), total: Type.Integer() }),
  actions: Type.Array(H2hAction),
  /** Additions to the spec: the tournament's state and whether the signed-in user's team plays in it. */
  status: H2hStatus,
  is_member: Type.Boolean(),
});
export type H2hChamp = Static<typeof H2hChamp>;

/** GET /v1/leagues/active/h2h/ — the season's public tournaments and the user's own. */
export const H2hList = Type.Object({ league: Nullable(IdName), champs: Type.Array(H2hChamp) });
export type H2hList = Static<typeof H2hList>;
export const H2hListResponse = Ok(H2hList);

export const H2hIdParams = Type.Object({ id: id() });
export const H2hMatchParams = Type.Object({ matchId: id() });

/** spec 2 §3 H2H table row; `id` is the fantasy team's. */
export const H2hTableRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  place: Type.Integer(),
  /** win 3, draw 1, loss 0 */
  points: Type.Integer(),
  wins: Type.Integer(),
  loses: Type.Integer(),
  draws: Type.Integer(),
  games: Type.Integer(),
  /** fantasy points for and against in the tournament's matches */
  points_score: Type.Integer(),
  points_miss: Type.Integer(),
  /** the team's fantasy points of the whole season */
  total_points: Type.Integer(),
});
export type H2hTableRow = Static<typeof H2hTableRow>;

/** A tour of the tournament: the fantasy stage it is played in. */
export const H2hStageInfo = Type.Object({
  id: Type.Integer(),
  tour: Type.Integer(),
  name: Type.String(),
  status: Type.Union([Type.Literal('future'), Type.Literal('current'), Type.Literal('past')]),
});
export type H2hStageInfo = Static<typeof H2hStageInfo>;

/** GET /v1/h2h/{id}/ — `stage` is the tour to show first (the current one); null before the start. */
export const H2hDetails = Type.Object({
  stage: Nullable(H2hStageInfo),
  champ: Type.Object({
    ...H2hChamp.properties,
    league: IdName,
    /** The first tour of the calendar; null before the start. */
    start_stage: Nullable(H2hStageInfo),
  }),
  table: Type.Array(H2hTableRow),
  /** Addition to the spec: the signed-in user's team in this tournament (its table row's id), else null. */
  auth_team_id: Nullable(Type.Integer()),
});
export type H2hDetails = Static<typeof H2hDetails>;
export const H2hDetailsResponse = Ok(H2hDetails);

/** A team's form: its last (up to 5) tournament results before the match, oldest first. */
export const H2hMatchTeam = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  last_games: Type.Object({
    /** 1 win, 0 draw, −1 loss */
    results: Type.Array(Type.Union([Type.Literal(1), Type.Literal(0), Type.Literal(-1)])),
    /** the team's fantasy points in those matches */
    points: Type.Array(Type.Integer()),
  }),
});
export type H2hMatchTeam = Static<typeof H2hMatchTeam>;

/** spec 2 §3 H2H match; team2 null: no opponent this tour, score2 is then the tour's average of the tournament. */
export const H2hMatch = Type.Object({
  id: Type.Integer(),
  team1: H2hMatchTeam,
  team2: Nullable(H2hMatchTeam),
  score1: Nullable(Type.Integer()),
  score2: Nullable(Type.Integer()),
  /**
   * Issue 22 §3: while the tour is played and before it is scored, the sides' provisional points
   * («предварительно»); score2 null without an opponent (the tour's average comes with the scoring).
   */
  live: Type.Optional(Type.Object({ score1: Type.Integer(), score2: Nullable(Type.Integer()) })),
});
export type H2hMatch = Static<typeof H2hMatch>;

/** spec 2 §3 H2H stage. */
export const H2hStage = Type.Object({ ...H2hStageInfo.properties, matches: Type.Array(H2hMatch) });
export type H2hStage = Static<typeof H2hStage>;

/** GET /v1/h2h/{id}/matches/ — every tour of the calendar in order. */
export const H2hMatches = Type.Object({ stages: Type.Array(H2hStage) });
export type H2hMatches = Static<typeof H2hMatches>;
export const H2hMatchesResponse = Ok(H2hMatches);

/**
 * A team's squad in the match's tour: starters' points and the points of bench players who came on;
 * null until the tour is scored. start_points + substitute_points + bonus_points = the side's score.
 */
export const H2hLineup = Type.Object({
  squad: Type.Array(SquadEntry),
  start_points: Nullable(Type.Integer()),
  substitute_points: Nullable(Type.Integer()),
  /** Addition to the spec (issue 20): the unspent-coins bonus of the squad (fantasy scoring). */
  bonus_points: Nullable(Type.Integer()),
});
export type H2hLineup = Static<typeof H2hLineup>;

/**
 * GET /v1/h2h/matches/{matchId}/ — lineups are null until the tour's squads close
 * ('Состав недоступен, тур не начался'), and a team without a squad has an empty one.
 */
export const H2hMatchDetails = Type.Object({
  match: Type.Object({
    ...H2hMatch.properties,
    champ: IdName,
    stage: H2hStageInfo,
  }),
  lineups: Nullable(Type.Object({ team1: H2hLineup, team2: Nullable(H2hLineup) })),
});
export type H2hMatchDetails = Static<typeof H2hMatchDetails>;
export const H2hMatchDetailsResponse = Ok(H2hMatchDetails);

/** POST /v1/admin/h2h/{id}/start/ — the calendar made. */
export const AdminH2hStart = Type.Object({
  id: Type.Integer(),
  status: H2hStatus,
  start_stage_id: Type.Integer(),
  tours: Type.Integer(),
  matches: Type.Integer(),
});
export type AdminH2hStart = Static<typeof AdminH2hStart>;
export const AdminH2hStartResponse = Ok(AdminH2hStart);
