import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchUpdate } from '../../../app/use-search-update.ts';
import { DEFAULT_FILTERS, type MarketFilters } from './api.ts';
import { SQUAD } from '#text/fantasy.ts';

type UrlFilters = Omit<MarketFilters, 'selected'>;

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
};

const price = (value: string | null) => (value !== null && Number(value) >= 1 ? value : '');

/** Reads the market filters from the query string; anything malformed falls back to its default. */
export function readMarketFilters(params: URLSearchParams): UrlFilters {
  const sort = params.get('sort') ?? '';
  return {
    p: positiveInt(params.get('p')) ?? DEFAULT_FILTERS.p,
    sort: sort in SQUAD.market.sorts ? sort : DEFAULT_FILTERS.sort,
    team: positiveInt(params.get('team')),
    field_position: positiveInt(params.get('field_position')),
    name: (params.get('name') ?? '').slice(0, 100),
    price_from: price(params.get('price_from')),
    price_to: price(params.get('price_to')),
  };
}

/**
 * The market's filters live in the URL (replacing the history entry), so a reload or
 * a shared link shows the same list; a change of any filter but the page returns to page 1.
 */
export function useMarketFilters() {
  const [params] = useSearchParams();
  const updateSearch = useSearchUpdate();
  const filters = useMemo(() => readMarketFilters(params), [params]);
  const onChange = useCallback(
    (patch: Partial<UrlFilters>) =>
      updateSearch(
        (current) => {
          const merged = { ...readMarketFilters(current), ...patch, p: patch.p ?? 1 };
          for (const [key, value] of Object.entries(merged)) {
            const isDefault =
              value === null || value === '' || value === DEFAULT_FILTERS[key as keyof UrlFilters];
            if (isDefault) current.delete(key);
            else current.set(key, String(value));
          }
          return current;
        },
        { replace: true },
      ),
    [updateSearch],
  );
  return { filters, onChange };
}
