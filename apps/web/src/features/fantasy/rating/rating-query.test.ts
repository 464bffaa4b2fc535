import { describe, expect, it } from 'vitest';
import { monthSort, nextSort, ratingSearch, readRatingState, sortState } from './rating-query.ts';

describe('fantasy rating URL state', () => {
  it('reads page, sort, name and media, falling back to the defaults on anything else', () => {
    expect(readRatingState(new URLSearchParams('p=3&sort=-38&name=%20Рак%20&media=1'))).toEqual({
      page: 3,
      sort: '-38',
      name: 'Рак',
      media: true,
      month: null,
    });
    expect(readRatingState(new URLSearchParams('p=0&sort=-points&media=yes'))).toEqual({
      page: 1,
      sort: '-place',
      name: '',
      media: false,
      month: null,
    });
    expect(readRatingState(new URLSearchParams(`name=${'я'.repeat(60)}%01`)).name).toHaveLength(40);
  });

  it('writes only what differs from the defaults, so a state survives a reload', () => {
    expect(ratingSearch({ page: 1, sort: '-place', name: '', media: false, month: null })).toBe('');
    const search = ratingSearch({ page: 2, sort: 'total', name: 'Ком', media: true, month: null });
    expect(readRatingState(new URLSearchParams(search))).toEqual({
      page: 2,
      sort: 'total',
      name: 'Ком',
      media: true,
      month: null,
    });
    expect(ratingSearch({ page: 3, sort: 'place', name: '', media: false, month: '2026-05' })).toBe(
      '?p=3&sort=place&month=2026-05',
    );
  });

  it('reads a month (issue 23 §3) as a table by place alone, without the search and the media filter', () => {
    expect(readRatingState(new URLSearchParams('month=2026-05&sort=-38&name=Рак&media=1&p=2'))).toEqual({
      page: 2,
      sort: '-place',
      name: '',
      media: false,
      month: '2026-05',
    });
    expect(readRatingState(new URLSearchParams('month=2026-05&sort=place')).sort).toBe('place');
    expect(readRatingState(new URLSearchParams('month=2026-13')).month).toBeNull();
    expect(readRatingState(new URLSearchParams('month=май')).month).toBeNull();
    expect(monthSort('-live', '2026-05')).toBe('-place');
    expect(monthSort('-total', '2026-05')).toBe('-place');
    expect(monthSort('-38', null)).toBe('-38');
  });

  it('starts a new column best first and reverses the sorted one', () => {
    expect(nextSort('-place', '38')).toBe('-38');
    expect(nextSort('-38', '38')).toBe('38');
    expect(nextSort('38', '38')).toBe('-38');
    expect(nextSort('-38', 'total')).toBe('-total');
    expect(sortState('-place')).toEqual({ key: 'place', direction: 'ascending' });
    expect(sortState('-total')).toEqual({ key: 'total', direction: 'descending' });
    expect(sortState('38')).toEqual({ key: '38', direction: 'ascending' });
  });
});
