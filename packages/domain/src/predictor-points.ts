/**
 * The predictor's points (spec 1 §9, DECISIONS "Predictor"). The scoring job
 * computes the same table in SQL; a test checks the two agree on every score.
 */

export type MatchScore = { home: number; guest: number };

/** 1 exact score (green), 2 outcome and goal difference, 3 outcome (yellow), 4 miss (red). */
export type PredictionGrade = 1 | 2 | 3 | 4;

export type ItemPoints = { points: number; grade: PredictionGrade };

export const MATCH_POINTS_BY_GRADE = { 1: 5, 2: 3, 3: 2, 4: 0 } as const satisfies Record<
  PredictionGrade,
  number
>;

/** The tournament-winner bonus event is worth this much, whatever its row says. */
export const WINNER_BONUS_POINTS = 20;

/** The highest score a user may predict for one team. */
export const MAX_PREDICTED_GOALS = 20;

const outcome = (s: MatchScore) => Math.sign(s.home - s.guest);

/** 5 exact, 3 outcome and goal difference (a draw for a draw with another score), 2 outcome, 0 otherwise. */
export function scoreMatchPrediction({
  prediction,
  result,
}: {
  prediction: MatchScore;
  result: MatchScore;
}): ItemPoints {
  let grade: PredictionGrade;
  if (prediction.home === result.home && prediction.guest === result.guest) grade = 1;
  else if (outcome(prediction) !== outcome(result)) grade = 4;
  else if (prediction.home - prediction.guest === result.home - result.guest) grade = 2;
  else grade = 3;
  return { points: MATCH_POINTS_BY_GRADE[grade], grade };
}

export type QuestionKind = 'question' | 'winner';

/** What a question is worth when answered right: its own points, or the fixed winner bonus. */
export function questionValue({ kind, points }: { kind: QuestionKind; points: number }): number {
  return kind === 'winner' ? WINNER_BONUS_POINTS : points;
}

/**
 * A question gives its points for the right variant (or the exact numeric
 * answer), otherwise 0. Grades: 1 right, 4 wrong. Null while the answer is not known.
 */
export function scoreQuestionAnswer(opts: {
  kind: QuestionKind;
  points: number;
  correctVariantId: number | null;
  correctValue: number | null;
  variantId: number | null;
  variantValue: number | null;
}): ItemPoints | null {
  let right: boolean;
  if (opts.correctVariantId !== null) right = opts.variantId === opts.correctVariantId;
  else if (opts.correctValue !== null) right = opts.variantValue === opts.correctValue;
  else return null;
  return right ? { points: questionValue(opts), grade: 1 } : { points: 0, grade: 4 };
}

/** X2 doubles the item's points only when a qualifying partner bet confirmed it. */
export function applyX2({
  points,
  isX2,
  isX2Confirmed,
}: {
  points: number;
  isX2: boolean;
  isX2Confirmed: boolean;
}): number {
  return isX2 && isX2Confirmed ? points * 2 : points;
}
