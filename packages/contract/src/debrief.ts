import { Type, type Static } from 'typebox';
import { IdName, Nullable, Ok } from './envelope.ts';

/** Issue 23 §4: the tour debrief of a scored tour, for the signed-in user. */

const Figures = {
  stage: IdName,
  /** The user's points in the tour; null when they did not play it. */
  points: Nullable(Type.Integer()),
  /** Of everyone who played the tour: average (one decimal) and best. */
  average: Type.Number(),
  best: Type.Integer(),
  /** The user's place in the season's general rating now, and places gained since the tour before. */
  place: Nullable(Type.Integer()),
  movement: Nullable(Type.Integer()),
};

/** GET /v1/predictors/{id}/stages/{stageId}/debrief/ */
export const PredictorDebrief = Type.Object({
  ...Figures,
  matches: Type.Array(
    Type.Object({
      event_id: Type.Integer(),
      /** «Хозяева — Гости» */
      title: Type.String(),
      /** «2:1» */
      result: Nullable(Type.String()),
      /** The user's score, «1:0»; null when they did not predict the match. */
      prediction: Nullable(Type.String()),
      points: Nullable(Type.Integer()),
      /** The share of the users who predicted the match whose prediction scored no more than the user's (percent, one decimal). */
      beaten_or_tied: Nullable(Type.Number()),
    }),
  ),
});
export type PredictorDebrief = Static<typeof PredictorDebrief>;
export const PredictorDebriefResponse = Ok(PredictorDebrief);

/** GET /v1/stages/{stageId}/debrief/ (fantasy) */
export const FantasyDebrief = Type.Object({
  ...Figures,
  /** The user's captain and the points they brought (doubled when they played). */
  captain: Nullable(Type.Object({ name: Type.String(), points: Type.Integer() })),
  /** The starter who would have made the best captain, their own points and what choosing them would have added. */
  best_captain: Nullable(Type.Object({ name: Type.String(), points: Type.Integer(), gain: Type.Integer() })),
  /** The points of the bench players who did not come on. */
  bench_points: Type.Integer(),
  /** The general rating whose best squad of the tour the page links to. */
  best_squad_champ_id: Nullable(Type.Integer()),
});
export type FantasyDebrief = Static<typeof FantasyDebrief>;
export const FantasyDebriefResponse = Ok(FantasyDebrief);
