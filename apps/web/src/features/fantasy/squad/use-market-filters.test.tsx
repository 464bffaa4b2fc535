import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { readMarketFilters, useMarketFilters } from './use-market-filters.ts';

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

describe('market filter changes', () => {
  function renderMarket(path: string) {
    const seen: { onChange?: ReturnType<typeof useMarketFilters>['onChange'] } = {};
    function Market() {
      seen.onChange = useMarketFilters().onChange;
      return null;
    }
    const router = createMemoryRouter([{ path: '/market/', element: <Market /> }], {
      initialEntries: [path],
    });
    render(<RouterProvider router={router} />);
    const search = () => new URLSearchParams(router.state.location.search);
    return { seen, search };
  }

  it('keeps a change made before the previous one reached the URL', async () => {
    const { seen, search } = renderMarket('/market/?tab=market&name=Иван&p=2');
    await act(async () => {
      seen.onChange?.({ field_position: 1 });
      // The name search's pause ends in the same moment, before the router re-renders.
      seen.onChange?.({ name: '' });
    });
    expect([...search()]).toEqual([
      ['tab', 'market'],
      ['field_position', '1'],
    ]);
  });
});
