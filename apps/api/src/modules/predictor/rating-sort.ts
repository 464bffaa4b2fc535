/**
 * Rating sort tokens (spec 1 §9): 'place' or a stage id, '-' for descending.
 * A token names a column of merit and '-' shows the best first, so the
 * default '-place' lists place 1 first and '-{stageId}' the most stage points
 * first; without '-' the same order runs backwards (docs/decisions/005-predictor-rating.md).
 */
export type RatingSort =
  { kind: 'place'; bestFirst: boolean } | { kind: 'stage'; stageId: number; bestFirst: boolean };

export const DEFAULT_RATING_SORT = '-place';

export function parseRatingSort(token: string = DEFAULT_RATING_SORT): RatingSort {
  const bestFirst = token.startsWith('-');
  const key = bestFirst ? token.slice(1) : token;
  return key === 'place' ? { kind: 'place', bestFirst } : { kind: 'stage', stageId: Number(key), bestFirst };
}

export type SegmentRead = { offset: number; limit: number };

/**
 * A page over two lists read one after the other (a stage column: the users
 * who played the stage, then those who did not): which part of each list
 * the page covers.
 */
export function planTwoSegmentPage(
  offset: number,
  limit: number,
  firstCount: number,
): { first: SegmentRead | null; second: SegmentRead | null } {
  const firstLimit = Math.max(0, Math.min(limit, firstCount - offset));
  const secondLimit = limit - firstLimit;
  return {
    first: firstLimit > 0 ? { offset, limit: firstLimit } : null,
    second: secondLimit > 0 ? { offset: Math.max(0, offset - firstCount), limit: secondLimit } : null,
  };
}

/** The places of a page sorted by place: a range of the stored unique places 1..total. */
export function placeRange(
  offset: number,
  limit: number,
  total: number,
  bestFirst: boolean,
): { from: number; to: number } | null {
  if (offset >= total) return null;
  if (bestFirst) return { from: offset + 1, to: Math.min(total, offset + limit) };
  return { from: Math.max(1, total - offset - limit + 1), to: total - offset };
}
