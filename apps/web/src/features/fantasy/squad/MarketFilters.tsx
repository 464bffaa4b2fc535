import type { PlayersPage } from '@mliga/contract';
import { useCallback, useEffect, useState } from 'react';
import { SQUAD } from '../../../text/fantasy.ts';
import type { MarketFilters as Filters } from './api.ts';
import styles from './squad.module.css';

interface MarketFiltersProps {
  filters: Omit<Filters, 'selected'>;
  options: PlayersPage['filters'] | undefined;
  onChange: (patch: Partial<Omit<Filters, 'selected'>>) => void;
}

const MARKET = SQUAD.market;

/** Spec 2 §5: position, club, name search, price from/to (number, min 1, step 0.5) and sorting. */
/**
 * What the user types, sent once they pause: only a valid value (or an empty one) reaches the
 * filters, so a half-typed price never empties the field under their fingers.
 */
function useDraft(value: string, commit: (value: string) => void, isValid: (value: string) => boolean) {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (committed !== value) {
    setCommitted(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft === value || !isValid(draft)) return;
    const timer = window.setTimeout(() => commit(draft), 300);
    return () => window.clearTimeout(timer);
  }, [draft, value, commit, isValid]);
  return [draft, setDraft] as const;
}

const anyName = () => true;
const priceOrEmpty = (value: string) => value === '' || Number(value) >= 1;

export function MarketFilters({ filters, options, onChange }: MarketFiltersProps) {
  const [name, setName] = useDraft(
    filters.name,
    useCallback((v) => onChange({ name: v }), [onChange]),
    anyName,
  );
  const [priceFrom, setPriceFrom] = useDraft(
    filters.price_from,
    useCallback((v) => onChange({ price_from: v }), [onChange]),
    priceOrEmpty,
  );
  const [priceTo, setPriceTo] = useDraft(
    filters.price_to,
    useCallback((v) => onChange({ price_to: v }), [onChange]),
    priceOrEmpty,
  );

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
          onChange={(e) => setPriceFrom(e.target.value)}
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
          onChange={(e) => setPriceTo(e.target.value)}
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
