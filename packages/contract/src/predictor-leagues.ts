import { Type, type Static } from 'typebox';
import { IdName, Nullable, Ok } from './envelope.ts';
import { ChampAction } from './champs.ts';

/**
 * Issue 23 §1: private predictor leagues. Created, listed and joined here; deleted, left and
 * opened by invite through the champs routes (`DELETE /champs/{id}/`, `POST /champs/{id}/leave/`,
 * `GET /champs/{hash}/invite-info/`, `POST /champs/{id}/invite-accept/`), like the fantasy ones.
 */

/** How many private predictor leagues one user may create in a season. */
export const PREDICTOR_LEAGUES_PER_USER = 5;
/** How many members a private predictor league holds (Kicktipp's groups: 300). */
export const PREDICTOR_LEAGUE_MEMBERS_MAX = 300;

const id = () => Type.Integer({ minimum: 1, maximum: 2147483647 });

export const PredictorPrivateLeague = Type.Object({
  /** The league's rating id: `/predictors/{leagueId}/rating/{id}/`. */
  id: Type.Integer(),
  name: Type.String(),
  members_count: Type.Integer(),
  /** The user's place in the league's rating. */
  place: Nullable(Type.Integer()),
  invite_hash: Type.String(),
  actions: Type.Array(ChampAction),
});
export type PredictorPrivateLeague = Static<typeof PredictorPrivateLeague>;

/** GET /v1/predictors/{id}/leagues/: the user's private leagues, their own first, then by joining. */
export const MyPredictorLeagues = Type.Object({
  league: IdName,
  leagues: Type.Array(PredictorPrivateLeague),
  /** How many more leagues the user may create this season. */
  can_create: Type.Integer(),
});
export type MyPredictorLeagues = Static<typeof MyPredictorLeagues>;
export const MyPredictorLeaguesResponse = Ok(MyPredictorLeagues);

export const CreatePredictorLeagueResponse = Ok(Type.Object({ league: PredictorPrivateLeague }));

export const LeagueStageParams = Type.Object({ champId: id(), stageId: id() });

/** One member's prediction of one event, as shown in the table. */
export const MemberPrediction = Type.Object({
  event_id: Type.Integer(),
  /** «2:1», a variant's name or a number. */
  value: Type.String(),
  x2: Type.Boolean(),
  /** Null until the event's result is known. */
  points: Nullable(Type.Integer()),
});
export type MemberPrediction = Static<typeof MemberPrediction>;

export const LeagueStageEvent = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('match'), Type.Literal('question'), Type.Literal('winner')]),
  /** «Команда — Команда» or the question. */
  title: Type.String(),
  /** The result («2:1», the right answer) once known. */
  result: Nullable(Type.String()),
});
export type LeagueStageEvent = Static<typeof LeagueStageEvent>;

export const LeagueStageMember = Type.Object({
  login: Type.String(),
  is_me: Type.Boolean(),
  /** The member's points in the stage (null while nothing of it is scored). */
  points: Nullable(Type.Integer()),
  predictions: Type.Array(MemberPrediction),
});
export type LeagueStageMember = Static<typeof LeagueStageMember>;

/**
 * GET /v1/predictors/leagues/{champId}/stages/{stageId}/predictions/: every member's predictions of
 * a closed stage, for the league's members only (403 before the stage closes).
 */
export const LeagueStagePredictions = Type.Object({
  league: IdName,
  stage: IdName,
  events: Type.Array(LeagueStageEvent),
  members: Type.Array(LeagueStageMember),
});
export type LeagueStagePredictions = Static<typeof LeagueStagePredictions>;
export const LeagueStagePredictionsResponse = Ok(LeagueStagePredictions);
