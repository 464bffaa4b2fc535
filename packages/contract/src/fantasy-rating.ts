import { Type, type Static } from 'typebox';
import { MonthParam, RatingMonth, TourWins } from './tour-winners.ts';
import { IdName, Nullable, Ok } from './envelope.ts';
import { FantasyPagination, FantasyPlayer, SquadEntry, SquadScheme } from './fantasy.ts';
import { FantasyStage } from './leagues.ts';
import { LiveStanding } from './live.ts';

/*
 * Fantasy rating, team squads, best squad, rules and statistics (spec 2 §3, §7).
 * Every number here is stored by the scoring job; no call counts or ranks per request.
 */

const id = () => Type.Integer({ minimum: 1, maximum: 2147483647 });

export const FantasyChampParams = Type.Object({ champId: id() });
export const TeamSquadParams = Type.Object({ stageId: id(), teamId: id() });

/** A media team's outlet; null for an ordinary team. */
export const FantasyTeamMedia = Type.Object({ name: Type.String(), url: Nullable(Type.String()) });

/** spec 2 §3 Rating row: team {id, name, media {name, url}}. */
export const FantasyRatingTeam = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  media: Nullable(FantasyTeamMedia),
});
export type FantasyRatingTeam = Static<typeof FantasyRatingTeam>;

/** GET /v1/leagues/{leagueId}/my-rating/ — needs a signed-in user; place null while the team is not rated. */
export const MyFantasyRating = Type.Object({
  /** The season's general fantasy rating (null before it exists). */
  champ: Nullable(IdName),
  rating: Type.Object({
    points: Type.Object({
      /** Season total (0 before the first scored stage). */
      default: Type.Integer(),
      /** Points of the last scored stage; null when the team did not play it. */
      last_tour: Nullable(Type.Integer()),
    }),
    /** Place in the general rating; ties share a place (1, 2, 2, 4). */
    place: Type.Object({ default: Nullable(Type.Integer()) }),
  }),
});
export type MyFantasyRating = Static<typeof MyFantasyRating>;
export const MyFantasyRatingResponse = Ok(MyFantasyRating);

/** GET /v1/champs/{champId}/rating/ query. */
export const FantasyRatingQuery = Type.Object({
  p: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
  /**
   * 'place' (also 'total': the same order) or a scored stage id; '-' shows the best first.
   * Default '-place': place 1 first. '-{stageId}': the most points of that stage first,
   * the teams that did not play it after them.
   */
  sort: Type.Optional(Type.String({ pattern: '^-?(place|total|live|[1-9][0-9]{0,9})$', default: '-place' })),
  /**
   * A word of the team name starts with this (ignoring case;
   * docs/decisions/020-fantasy-rating-search-and-media-filter.md); blank: no filter.
   */
  name: Type.Optional(Type.String({ maxLength: 40, pattern: '^[^\\u0000-\\u001f]*$' })),
  /** 1: media teams only. */
  is_media: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { default: 0 })),
  /** Issue 23 §3: the table of one month's tours (`YYYY-MM`), by its place only, without filters. */
  month: Type.Optional(MonthParam),
  pageSize: Type.Optional(Type.Union([Type.Literal(20), Type.Literal(50)], { default: 20 })),
});
export type FantasyRatingQuery = Static<typeof FantasyRatingQuery>;

/** spec 2 §3 Rating row. */
export const FantasyRatingRow = Type.Object({
  team: FantasyRatingTeam,
  points: Type.Object({
    /** One item per scored stage of `stages`, same order; value null when the team did not play it. */
    by_stages: Type.Array(Type.Object({ id: Type.Integer(), value: Nullable(Type.Integer()) })),
    total: Type.Integer(),
  }),
  /** Stored place in this champ (general rating or user league); ties share a place. */
  place: Type.Integer(),
  /**
   * Issue 23 §3: places gained (positive) or lost since the tour before the latest scored one;
   * null when the team had no points then.
   */
  movement: Nullable(Type.Integer()),
  /** Points per tour played, one decimal: a late joiner's pace (null before the first). */
  per_tour: Nullable(Type.Number()),
  ...TourWins,
  /** While `live_stage` is played: the provisional points and the live place. */
  live: Type.Optional(LiveStanding),
});
export type FantasyRatingRow = Static<typeof FantasyRatingRow>;

export const FantasyRatingChamp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** 'general' (the season rating) or 'user' (a user league: places among its members). */
  type: Type.String(),
  /** The fantasy league the champ belongs to. */
  league: IdName,
  /** Rated teams of the champ (unfiltered). */
  members_count: Type.Integer(),
});

/** GET /v1/champs/{champId}/rating/ */
export const FantasyRating = Type.Object({
  champ: FantasyRatingChamp,
  /** Scored stages in tour order: the per-stage columns. */
  stages: Type.Array(IdName),
  rating: Type.Array(FantasyRatingRow),
  /** The signed-in user's team row wherever it is (stored place); null for visitors and unrated teams. */
  auth_user_rating: Nullable(FantasyRatingRow),
  /** Of the filtered list (name, is_media). */
  pagination: FantasyPagination,
  /** The stage being played, before it is scored (sort `live`: by live place; topic `fantasy-stage:{id}`). */
  live_stage: Type.Optional(IdName),
  /** The months with scored tours (the «Месяц» filter), and the one shown when asked. */
  months: Type.Array(RatingMonth),
  month: Type.Optional(RatingMonth),
});
export type FantasyRating = Static<typeof FantasyRating>;
export const FantasyRatingResponse = Ok(FantasyRating);

/** The team whose squad is shown, with its points of the stage (null: not scored / did not play). */
export const SquadTeam = Type.Object({
  ...FantasyRatingTeam.properties,
  points: Nullable(Type.Integer()),
});
export type SquadTeam = Static<typeof SquadTeam>;

/**
 * GET /v1/stages/{stageId}/squad/{teamId}/ — any team's squad of a closed stage
 * (points, captain, substitution marks); the own team's at any time. Another
 * team's squad before its stage starts is a 403: 'Состав недоступен, идёт набор'
 * while squads may change, 'Состав недоступен, тур не начался' after the deadline
 * until the first match. `squad` is empty when the team had no squad that stage.
 * `stage.user_points` is the signed-in user's own points, as in every stage.
 */
export const TeamSquad = Type.Object({
  squad: Type.Array(SquadEntry),
  stage: FantasyStage,
  team: SquadTeam,
  schema: SquadScheme,
  /** The squad's provisional points while the stage is played and not scored (MySquad.live_points). */
  live_points: Nullable(Type.Integer()),
});
export type TeamSquad = Static<typeof TeamSquad>;
export const TeamSquadResponse = Ok(TeamSquad);

export const BestSquadQuery = Type.Object({
  /** 0 (default): the last scored stage. */
  stage_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 })),
});
export type BestSquadQuery = Static<typeof BestSquadQuery>;

/**
 * GET /v1/champs/{champId}/squad/best/ — the best possible eleven of a scored
 * stage under the formation rules (no budget or club limit, no captain):
 * `squad` holds 11 starters with their stage points. `team` is the champ's
 * best team of that stage (most stage points among its members). Before any
 * stage is scored (or for a stage not scored yet): squad [], schema '4-4-2',
 * points 0, team null ('Лучший состав ещё не определен'); stage null only when
 * stage_id=0 and nothing is scored.
 */
export const BestSquad = Type.Object({
  squad: Type.Array(SquadEntry),
  stage: Nullable(FantasyStage),
  team: Nullable(SquadTeam),
  schema: SquadScheme,
  /** Sum of the eleven's stage points. */
  points: Type.Integer(),
});
export type BestSquad = Static<typeof BestSquad>;
export const BestSquadResponse = Ok(BestSquad);

export const Amplua = Type.Object({
  /** 1 goalkeeper, 2 defender, 3 midfielder, 4 forward */
  id: Type.Integer(),
  name: Type.String(),
  /** ВР, ЗЩ, ПЗ, НП */
  short_name: Type.String(),
});

/** spec 2 §3 Rules event: event.name and points[{amplua.id, value}] — one item per field position. */
export const RulesEvent = Type.Object({
  event: Type.Object({
    /** The scoring table's key (goals_scored, assists, clean_sheets, saves, …). */
    code: Type.String(),
    name: Type.String(),
    /** How the event counts, e.g. 'за каждые 3 сейва'; '' when it is plain. */
    description: Type.String(),
  }),
  points: Type.Array(Type.Object({ amplua: Amplua, value: Type.Integer() })),
});
export type RulesEvent = Static<typeof RulesEvent>;

/** GET /v1/leagues/rules/ — the scoring table as stored (editable in the back office). */
export const FantasyRules = Type.Object({ events: Type.Array(RulesEvent) });
export type FantasyRules = Static<typeof FantasyRules>;
export const FantasyRulesResponse = Ok(FantasyRules);

/** One bar group of the statistics chart: a scored stage. */
export const StatStagePoints = Type.Object({
  stage: IdName,
  /** Average team points of the stage, one decimal. */
  avg: Type.Number(),
  max: Type.Integer(),
  /** The signed-in user's team points; null for visitors or when the team did not play. */
  my: Nullable(Type.Integer()),
  /**
   * Issue 23 §2: the stage's most picked captain (ties: the lower player id) and the share of the
   * stage's squads that picked them, one decimal; null when no squad is counted.
   */
  captain: Nullable(Type.Object({ player: IdName, percent: Type.Number() })),
});
export type StatStagePoints = Static<typeof StatStagePoints>;

export const StatPlayerItem = Type.Object({
  player: FantasyPlayer,
  value: Type.Number(),
  /** The value in words, e.g. '12 голов', '45,3 % составов', '9,6 очка за монету'. */
  value_desc: Type.String(),
});

export const StatPlayerList = Type.Object({
  /** goals | assists | points | popularity | value */
  code: Type.String(),
  title: Type.String(),
  desc: Type.String(),
  /** At most 10, best first; ties by player id. */
  items: Type.Array(StatPlayerItem),
});
export type StatPlayerList = Static<typeof StatPlayerList>;

/**
 * GET /v1/leagues/{leagueId}/stat/ — points per scored stage in tour order and
 * the top-player lists (top scorers, assists, points, most selected, best
 * value). Before the first scored stage both are empty ('Информация по очкам
 * появится на старте сезона').
 */
export const FantasyStat = Type.Object({
  points: Type.Array(StatStagePoints),
  players: Type.Array(StatPlayerList),
});
export type FantasyStat = Static<typeof FantasyStat>;
export const FantasyStatResponse = Ok(FantasyStat);
