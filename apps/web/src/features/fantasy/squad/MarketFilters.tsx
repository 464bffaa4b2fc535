import type { PlayersPage } from '@mliga/contract';
import { useState } from 'react';
import { useDebouncedUrlFilter } from '#ui/form/use-debounced-url-filter.ts';
import { SQUAD } from '#text/fantasy.ts';
import { SelectField } from '#ui/form/SelectField.tsx';
import type { MarketFilters as Filters } from './api.ts';
import styles from './squad.module.css';

interface MarketFiltersProps {
  filters: Omit<Filters, 'selected'>;
  options: PlayersPage['filters'] | undefined;
  onChange: (patch: Partial<Omit<Filters, 'selected'>>) => void;
}

const MARKET = SQUAD.market;

/** What the user types, reset when the filter changes from outside (the URL, a reset). */
function useDraft(value: string) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  return [draft, setDraft] as const;
}

const idName = ({ id, name }: { id: number; name: string }) => ({ value: id, label: name });

/** A price is sent only when it is a number of at least 1 (spec 2 §5) or empty. */
const isPrice = (value: string) => value === '' || Number(value) >= 1;

/** Spec 2 §5: position, club, name search, price from/to (number, min 1, step 0.5) and sorting. */
export function MarketFilters({ filters, options, onChange }: MarketFiltersProps) {
  // The name is sent once the user pauses typing.
  const [name, setName] = useDebouncedUrlFilter(filters.name, (next) => onChange({ name: next }));
  const [priceFrom, setPriceFrom] = useDraft(filters.price_from);
  const [priceTo, setPriceTo] = useDraft(filters.price_to);
  const price = (key: 'price_from' | 'price_to', set: (value: string) => void) => (value: string) => {
    set(value);
    if (isPrice(value)) onChange({ [key]: value });
  };

  return (
    <div className={styles.filters}>
      <SelectField
        className={styles.filter}
        label={MARKET.position}
        value={filters.field_position}
        options={[
          { value: null, label: MARKET.allPositions },
          ...(options?.field_positions ?? []).map(idName),
        ]}
        onChange={(field_position) => onChange({ field_position })}
      />
      <SelectField
        className={styles.filter}
        label={MARKET.team}
        value={filters.team}
        options={[{ value: null, label: MARKET.allTeams }, ...(options?.teams ?? []).map(idName)]}
        onChange={(team) => onChange({ team })}
      />
      <label className={`${styles.filter} ${styles.filterWide}`}>
        <span>{MARKET.name}</span>
        <input type="search" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className={styles.filter}>
        <span>{MARKET.priceFrom}</span>
        <input
          type="number"
          min={1}
          step={0.5}
          inputMode="decimal"
          value={priceFrom}
          onChange={(e) => price('price_from', setPriceFrom)(e.target.value)}
        />
      </label>
      <label className={styles.filter}>
        <span>{MARKET.priceTo}</span>
        <input
          type="number"
          min={1}
          step={0.5}
          inputMode="decimal"
          value={priceTo}
          onChange={(e) => price('price_to', setPriceTo)(e.target.value)}
        />
      </label>
      <SelectField
        className={styles.filter}
        label={MARKET.sort}
        value={filters.sort}
        options={Object.entries(MARKET.sorts).map(([value, label]) => ({ value, label }))}
        onChange={(sort) => onChange({ sort })}
      />
    </div>
  );
}
