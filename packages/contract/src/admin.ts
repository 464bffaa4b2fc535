import { Type, type Static } from 'typebox';
import { Nullable, Ok } from './envelope.ts';
import { NullableIntegerInput } from './predictor.ts';

export const AdminIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** POST /v1/admin/matches/{id}/result/ — the main-time score; the match becomes finished. */
export const MatchResultBody = Type.Object({
  home_score: Type.Integer({ minimum: 0, maximum: 99 }),
  guest_score: Type.Integer({ minimum: 0, maximum: 99 }),
});
export type MatchResultBody = Static<typeof MatchResultBody>;

export const AdminMatchResult = Type.Object({
  id: Type.Integer(),
  home_score: Type.Integer(),
  guest_score: Type.Integer(),
  is_finished: Type.Boolean(),
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
