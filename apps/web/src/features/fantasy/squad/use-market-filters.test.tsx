import { describe, expect, it } from 'vitest';
import { readMarketFilters } from './use-market-filters.ts';

describe('market filters from the URL', () => {
  it('reads every filter', () => {
    const params = new URLSearchParams(
      'p=3&sort=-goals&team=4&field_position=2&name=Иван&price_from=5.5&price_to=9',
    );
    expect(readMarketFilters(params)).toEqual({
      p: 3,
      sort: '-goals',
      team: 4,
      field_position: 2,
      name: 'Иван',
      price_from: '5.5',
      price_to: '9',
    });
  });

  it('falls back to the defaults for malformed values', () => {
    const params = new URLSearchParams(
      'p=-1&sort=drop&team=x&field_position=1.5&price_from=0.5&price_to=abc',
    );
    expect(readMarketFilters(params)).toEqual({
      p: 1,
      sort: '-points',
      team: null,
      field_position: null,
      name: '',
      price_from: '',
      price_to: '',
    });
  });
});
