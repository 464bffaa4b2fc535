/** One user's standing in a predictor rating, before places are given. */
export type PredictorRatingEntry = {
  userId: number;
  points: number;
  predictionsCount: number;
  lastPredictionAt: Date;
};

/**
 * The rating order (spec 1 §9): more points first, then fewer predictions, then
 * the earlier last prediction; the user id settles the rest so places are unique.
 */
export function comparePredictorRating(a: PredictorRatingEntry, b: PredictorRatingEntry): number {
  return (
    b.points - a.points ||
    a.predictionsCount - b.predictionsCount ||
    a.lastPredictionAt.getTime() - b.lastPredictionAt.getTime() ||
    a.userId - b.userId
  );
}

/** Places 1, 2, 3, … in the rating order. */
export function placePredictorRating<T extends PredictorRatingEntry>(
  entries: readonly T[],
): (T & {
  place: number;
})[] {
  return [...entries].sort(comparePredictorRating).map((entry, i) => ({ ...entry, place: i + 1 }));
}
