import { describe, expect, it } from 'vitest';
import { parseRatingSort, placeRange, planTwoSegmentPage } from '../src/modules/predictor/rating-sort.ts';

describe('rating sort tokens', () => {
  it.each([
    [undefined, { kind: 'place', bestFirst: true }],
    ['-place', { kind: 'place', bestFirst: true }],
    ['place', { kind: 'place', bestFirst: false }],
    ['-12', { kind: 'stage', stageId: 12, bestFirst: true }],
    ['12', { kind: 'stage', stageId: 12, bestFirst: false }],
  ])('%s', (token, expected) => {
    expect(parseRatingSort(token)).toEqual(expected);
  });
});

describe('place ranges', () => {
  it('reads places from the top or from the bottom', () => {
    expect(placeRange(0, 20, 45, true)).toEqual({ from: 1, to: 20 });
    expect(placeRange(40, 20, 45, true)).toEqual({ from: 41, to: 45 });
    expect(placeRange(0, 20, 45, false)).toEqual({ from: 26, to: 45 });
    expect(placeRange(40, 20, 45, false)).toEqual({ from: 1, to: 5 });
    expect(placeRange(60, 20, 45, true)).toBeNull();
    expect(placeRange(0, 20, 0, true)).toBeNull();
  });
});

describe('pages over two lists', () => {
  it.each([
    [0, 20, 34, { first: { offset: 0, limit: 20 }, second: null }],
    [20, 20, 34, { first: { offset: 20, limit: 14 }, second: { offset: 0, limit: 6 } }],
    [40, 20, 34, { first: null, second: { offset: 6, limit: 20 } }],
    [0, 20, 0, { first: null, second: { offset: 0, limit: 20 } }],
    [20, 20, 20, { first: null, second: { offset: 0, limit: 20 } }],
  ])('offset %i, limit %i, first list %i', (offset, limit, firstCount, expected) => {
    expect(planTwoSegmentPage(offset, limit, firstCount)).toEqual(expected);
  });
});
