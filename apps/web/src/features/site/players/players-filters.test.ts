import { describe, expect, it } from 'vitest';
import { filtersSearch, readFilters } from './players-filters.ts';

describe('players filters in the address', () => {
  it('reads what is valid and ignores the rest', () => {
    expect(readFilters(new URLSearchParams('p=3&team=5&position=2&name=Иван&sort=goals'))).toEqual({
      page: 3,
      team: 5,
      position: 2,
      name: 'Иван',
      sort: 'goals',
    });
    expect(readFilters(new URLSearchParams('p=0&team=x&position=9&sort=price'))).toEqual({
      page: 1,
      team: null,
      position: null,
      name: '',
      sort: 'name',
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(filtersSearch({ page: 1, team: null, position: null, name: '  ', sort: 'name' })).toBe('');
    expect(filtersSearch({ page: 2, team: 4, position: 1, name: ' Пётр ', sort: 'assists' })).toBe(
      `?name=${encodeURIComponent('Пётр')}&team=4&position=1&sort=assists&p=2`,
    );
  });
});
