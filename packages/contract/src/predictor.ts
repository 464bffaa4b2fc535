import { Type, type Static } from 'typebox';
import { MonthParam, RatingMonth, TourWins } from './tour-winners.ts';
import { IdName, Nullable, Ok } from './envelope.ts';
import { Stage } from './leagues.ts';
import { LiveStanding } from './live.ts';

/** GET /v1/predictors/active-league/ — league null (and no stages) before a season starts. */
/** An addition to the spec: predictions of a stage close this many minutes before its first match (the league's setting). */
const ClosesBeforeMinutes = Type.Integer({ minimum: 0 });

/**
 * An addition to the spec: the ids of the active league's ratings (champs), for the rating tabs —
 * the spec's fixed ids (league 5, ratings 3 and 4) are the demo's; a league started from an empty
 * database, or any next season, has its own. partner null when the league has no partner rating.
 */
export const PredictorRatingIds = Type.Object({
  general: Nullable(Type.Integer()),
  partner: Nullable(Type.Integer()),
});
export type PredictorRatingIds = Static<typeof PredictorRatingIds>;

export const PredictorActiveLeague = Type.Object({
  league: Nullable(IdName),
  stages: Type.Array(Stage),
  /** null before a season starts */
  closes_before_minutes: Nullable(ClosesBeforeMinutes),
  /** null before a season starts */
  ratings: Nullable(PredictorRatingIds),
});
export type PredictorActiveLeague = Static<typeof PredictorActiveLeague>;
export const PredictorActiveLeagueResponse = Ok(PredictorActiveLeague);

/** GET /v1/predictors/{leagueId}/stages/ */
export const PredictorStages = Type.Object({
  stages: Type.Array(Stage),
  closes_before_minutes: ClosesBeforeMinutes,
});
export type PredictorStages = Static<typeof PredictorStages>;
export const PredictorStagesResponse = Ok(PredictorStages);

export const LeagueParams = Type.Object({ leagueId: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const StageParams = Type.Object({
  leagueId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  stageId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});

export const MatchTeam = Type.Object({ id: Type.Integer(), name: Type.String(), logo: Type.String() });

/** Share of the users who predicted this score; shown once the event is closed. */
export const MatchStat = Type.Object({
  home_team_score: Type.Integer(),
  guest_team_score: Type.Integer(),
  /** 0–100, one decimal */
  percent: Type.Number(),
});

/** Issue 23 §2: the shares of home wins, draws and away wins among the predictions, 0–100. */
export const MatchOutcomes = Type.Object({ home: Type.Number(), draw: Type.Number(), away: Type.Number() });

/** Issue 23 §2: a numeric question's answers: the median and the middle half (25th–75th percentile). */
export const NumberSpread = Type.Object({ median: Type.Number(), low: Type.Number(), high: Type.Number() });

/** spec 1 §3 Match. Dates in Moscow time; scores null until the match is finished. */
export const PredictorMatch = Type.Object({
  id: Type.Integer(),
  team1: MatchTeam,
  team2: MatchTeam,
  /** short dd.mm, full dd.mm.yyyy */
  date: Type.Object({ short: Type.String(), full: Type.String() }),
  /** HH:mm */
  time: Type.String(),
  score1: Nullable(Type.Integer()),
  score2: Nullable(Type.Integer()),
  /** While the match is played: its state, minute and score so far (score1/score2 stay null). */
  live: Nullable(
    Type.Object({
      status: Type.Union([Type.Literal('live'), Type.Literal('half_time')]),
      minute: Type.Integer(),
      score1: Type.Integer(),
      score2: Type.Integer(),
    }),
  ),
  /** The ten most predicted scores, most popular first; empty while the event is open. */
  stats: Type.Array(MatchStat),
  /** null while the event is open, and when nobody predicted it. */
  outcomes: Nullable(MatchOutcomes),
});
export type PredictorMatch = Static<typeof PredictorMatch>;

export const QuestionVariant = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Nullable(Type.String()),
});

/** variant_id null and variant_name the number for a numeric question. */
export const QuestionStat = Type.Object({
  variant_id: Nullable(Type.Integer()),
  variant_name: Type.String(),
  percent: Type.Number(),
});

/** spec 1 §3 Question; variants null means a numeric answer. */
export const PredictorQuestion = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Nullable(Type.String()),
  points: Type.Integer(),
  variants: Nullable(Type.Array(QuestionVariant)),
  stats: Type.Array(QuestionStat),
  /** A numeric question's spread once closed; null for a question with variants, or nobody answered. */
  numbers: Nullable(NumberSpread),
  /** The right answer once the event is closed and known: a variant, or {id: null, name: "17"} for a number. */
  correct_variant: Nullable(
    Type.Object({ id: Nullable(Type.Integer()), name: Type.String(), image: Nullable(Type.String()) }),
  ),
});
export type PredictorQuestion = Static<typeof PredictorQuestion>;

export const PredictionPoints = Type.Object({
  value: Type.Integer(),
  /** e.g. '5 очков' */
  text: Type.String(),
  /** 1 green, 2 and 3 yellow, 4 red */
  grade: Type.Object({ value: Type.Integer({ minimum: 1, maximum: 4 }), text: Type.String() }),
  /** From the score so far, before the stage is scored («предварительно», issue 22 §4). */
  provisional: Type.Boolean(),
});

export const PredictionResult = Type.Object({
  home_team_score: Nullable(Type.Integer()),
  guest_team_score: Nullable(Type.Integer()),
  variant_id: Nullable(Type.Integer()),
  variant_value: Nullable(Type.Integer()),
  /** null until the match is played (provisional then) or the stage is scored */
  points: Nullable(PredictionPoints),
  is_x2: Type.Boolean(),
  is_x2_confirmed: Type.Boolean(),
  /** When the prediction was last changed: dd.mm.yyyy HH:mm, Moscow time */
  date: Type.String(),
});
export type PredictionResult = Static<typeof PredictionResult>;

export const PredictionItem = Type.Object({
  event: Type.Object({
    id: Type.Integer(),
    /** dd.mm.yyyy HH:mm, Moscow time */
    datetime: Type.String(),
    match: Nullable(PredictorMatch),
    question: Nullable(PredictorQuestion),
  }),
  prediction: Type.Object({
    is_closed: Type.Boolean(),
    /** The signed-in user's own prediction; null for a visitor or an item left empty. */
    result: Nullable(PredictionResult),
  }),
});
export type PredictionItem = Static<typeof PredictionItem>;

export const X2Status = Type.Union([
  Type.Literal('not_available'),
  Type.Literal('not_set'),
  Type.Literal('waiting'),
  Type.Literal('completed'),
]);
export type X2Status = Static<typeof X2Status>;

/** GET /v1/predictors/{leagueId}/stages/{stageId}/predictions/ */
export const StagePredictions = Type.Object({
  predictions: Type.Array(PredictionItem),
  x2_status: X2Status,
});
export type StagePredictions = Static<typeof StagePredictions>;
export const StagePredictionsResponse = Ok(StagePredictions);

/**
 * An integer or null in a request. Not a union: with Ajv's type coercion a
 * union would turn null into 0 in its integer branch.
 */
export const NullableIntegerInput = (limits: { minimum: number; maximum: number }) =>
  Type.Unsafe<number | null>({ type: 'integer', nullable: true, ...limits });

const score = Type.Optional(NullableIntegerInput({ minimum: 0, maximum: 20 }));

export const PredictionInput = Type.Object({
  event_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  home_team_score: score,
  guest_team_score: score,
  variant_id: Type.Optional(NullableIntegerInput({ minimum: 1, maximum: 2147483647 })),
  variant_value: Type.Optional(NullableIntegerInput({ minimum: 0, maximum: 100000 })),
  is_x2: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
});
export type PredictionInput = Static<typeof PredictionInput>;

/** POST /v1/predictors/{leagueId}/stages/{stageId}/predictions/ — the stage's predictions become exactly these. */
export const SavePredictionsBody = Type.Object({
  predictions: Type.Array(PredictionInput, { maxItems: 200 }),
});
export type SavePredictionsBody = Static<typeof SavePredictionsBody>;
export const SavePredictionsResponse = Ok(Type.Object({ x2_status: X2Status }));

/** GET /v1/predictors/{id}/my-rating/ — places null while the user is not rated. */
export const MyPredictorRating = Type.Object({
  points: Type.Object({ total: Type.Integer(), last_tour: Type.Integer() }),
  place: Type.Object({ default: Nullable(Type.Integer()), winline: Nullable(Type.Integer()) }),
  max_place: Type.Object({ default: Nullable(Type.Integer()), winline: Nullable(Type.Integer()) }),
});
export type MyPredictorRating = Static<typeof MyPredictorRating>;
export const MyPredictorRatingResponse = Ok(MyPredictorRating);
export const RatingLeagueParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const RatingParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  champId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});

export const RatingQuery = Type.Object({
  p: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
  /** 'place' or a stage id; '-' shows the best first. Default '-place': place 1 first. */
  sort: Type.Optional(Type.String({ pattern: '^-?(place|[1-9][0-9]{0,9})$', default: '-place' })),
  pageSize: Type.Optional(Type.Union([Type.Literal(20), Type.Literal(50)], { default: 20 })),
  /** Issue 23 §3: the table of one month's stages (`YYYY-MM`), sorted by its place only. */
  month: Type.Optional(MonthParam),
});
export type RatingQuery = Static<typeof RatingQuery>;

export const PredictorRatingRow = Type.Object({
  user: Type.Object({ login: Type.String(), winline: Type.Boolean() }),
  points: Type.Object({
    /** Every scored stage of the league in tour order; value null when the user did not play it. */
    by_stages: Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String(), value: Nullable(Type.Integer()) }),
    ),
    total: Type.Integer(),
  }),
  place: Type.Integer(),
  /**
   * Issue 23 §3: places gained (positive) or lost since the stage before the latest scored one;
   * null when the user was not rated then.
   */
  movement: Nullable(Type.Integer()),
  /** Points per stage played, one decimal: a late joiner's pace (null before the first). */
  per_stage: Nullable(Type.Number()),
  ...TourWins,
  /** While `live_stage` is played: the provisional points and the live place. */
  live: Type.Optional(LiveStanding),
});
export type PredictorRatingRow = Static<typeof PredictorRatingRow>;

export const RatingPagination = Type.Object({
  pageSize: Type.Integer(),
  pageNumber: Type.Integer(),
  pageCount: Type.Integer(),
  total: Type.Integer(),
});
export type RatingPagination = Static<typeof RatingPagination>;

/** GET /v1/predictors/{id}/rating/{champId}/ */
export const PredictorRating = Type.Object({
  rating: Type.Array(PredictorRatingRow),
  auth_user_rating: Nullable(PredictorRatingRow),
  pagination: RatingPagination,
  /** The stage being played, before it is scored (topic `predictor-stage:{id}`). */
  live_stage: Type.Optional(IdName),
  /** The months with scored stages (the «Месяц» filter), and the one shown when asked. */
  months: Type.Array(RatingMonth),
  month: Type.Optional(RatingMonth),
});
export type PredictorRating = Static<typeof PredictorRating>;
export const PredictorRatingResponse = Ok(PredictorRating);
