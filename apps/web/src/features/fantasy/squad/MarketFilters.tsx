import type { PlayersPage } from '@mliga/contract';
import { useEffect, useState } from 'react';
import { SQUAD } from '../../../text/fantasy.ts';
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

/** A price is sent only when it is a number of at least 1 (spec 2 §5) or empty. */
const isPrice = (value: string) => value === '' || Number(value) >= 1;

/** Spec 2 §5: position, club, name search, price from/to (number, min 1, step 0.5) and sorting. */
export function MarketFilters({ filters, options, onChange }: MarketFiltersProps) {
  const [name, setName] = useDraft(filters.name);
  const [priceFrom, setPriceFrom] = useDraft(filters.price_from);
  const [priceTo, setPriceTo] = useDraft(filters.price_to);
  // The name is sent once the user pauses typing.
  useEffect(() => {
    if (name === filters.name) return;
    const timer = window.setTimeout(() => onChange({ name }), 300);
    return () => window.clearTimeout(timer);
  }, [name, filters.name, onChange]);
  const price = (key: 'price_from' | 'price_to', set: (value: string) => void) => (value: string) => {
    set(value);
    if (isPrice(value)) onChange({ [key]: value });
  };

  const numberOrNull = (value: string) => (value === '' ? null : Number(value));
  return (
    <div className={styles.filters}>
      <label className={styles.filter}>
        <span>{MARKET.position}</span>
        <select
          value={filters.field_position ?? ''}
          onChange={(e) => onChange({ field_position: numberOrNull(e.target.value) })}
        >
          <option value="">{MARKET.allPositions}</option>
          {options?.field_positions.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        <span>{MARKET.team}</span>
        <select value={filters.team ?? ''} onChange={(e) => onChange({ team: numberOrNull(e.target.value) })}>
          <option value="">{MARKET.allTeams}</option>
          {options?.teams.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
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
      <label className={styles.filter}>
        <span>{MARKET.sort}</span>
        <select value={filters.sort} onChange={(e) => onChange({ sort: e.target.value })}>
          {Object.entries(MARKET.sorts).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
