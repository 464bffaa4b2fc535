import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  monthSort,
  nextSort,
  parseMonth,
  parsePage,
  parseSort,
  ratingSearch,
  sortState,
} from './rating-sort.ts';

describe('rating sort (spec 1 §4, §9)', () => {
  it('defaults to -place and refuses malformed tokens', () => {
    expect(DEFAULT_SORT).toBe('-place');
    expect(parseSort(null)).toBe('-place');
    expect(parseSort('name')).toBe('-place');
    expect(parseSort('-12')).toBe('-12');
    expect(parseSort('place')).toBe('place');
  });

  it('shows -place as places ascending and -{stage} as stage points descending', () => {
    expect(sortState('-place')).toEqual({ key: 'place', direction: 'ascending' });
    expect(sortState('place')).toEqual({ key: 'place', direction: 'descending' });
    expect(sortState('-3')).toEqual({ key: '3', direction: 'descending' });
    expect(sortState('3')).toEqual({ key: '3', direction: 'ascending' });
  });

  it('toggles the direction of the sorted column and starts another column with the best first', () => {
    expect(nextSort('-place', 'place')).toBe('place');
    expect(nextSort('place', 'place')).toBe('-place');
    expect(nextSort('-place', '4')).toBe('-4');
    expect(nextSort('-4', '4')).toBe('4');
    expect(nextSort('4', 'place')).toBe('-place');
  });

  it('keeps defaults out of the URL', () => {
    expect(ratingSearch(1, '-place')).toBe('');
    expect(ratingSearch(3, '-place')).toBe('?p=3');
    expect(ratingSearch(1, '-4')).toBe('?sort=-4');
    expect(parsePage('0')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('7')).toBe(7);
    expect(ratingSearch(2, 'place', '2026-05')).toBe('?p=2&sort=place&month=2026-05');
  });

  it('reads a month (issue 23 §3) and keeps only a place sort with it', () => {
    expect(parseMonth('2026-05')).toBe('2026-05');
    expect(parseMonth('2026-5')).toBeNull();
    expect(parseMonth('2026-00')).toBeNull();
    expect(parseMonth(null)).toBeNull();
    expect(monthSort('-4', '2026-05')).toBe('-place');
    expect(monthSort('place', '2026-05')).toBe('place');
    expect(monthSort('-4', null)).toBe('-4');
  });
});
