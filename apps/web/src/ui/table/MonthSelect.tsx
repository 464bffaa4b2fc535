import type { RatingMonth } from '@mliga/contract';
import { SelectField } from '../form/SelectField.tsx';
import styles from './MonthSelect.module.css';

export interface MonthSelectText {
  label: string;
  season: string;
}

interface MonthSelectProps {
  /** The rating's months with scored tours (the API's `months`). */
  months: readonly RatingMonth[];
  /** The month in the address (`YYYY-MM`), null for the whole season. */
  value: string | null;
  onChange: (month: string | null) => void;
  text: MonthSelectText;
}

/**
 * The «Месяц» filter of a rating (issue 23 §3): the whole season or one month's table. A month in
 * the address that the rating does not have (a stale link) stays listed, so the select shows it.
 */
export function MonthSelect({ months, value, onChange, text }: MonthSelectProps) {
  const listed = value === null || months.some((m) => m.id === value);
  const options = [
    { value: null, label: text.season },
    ...months.map((m) => ({ value: m.id, label: m.name })),
    ...(listed ? [] : [{ value, label: value }]),
  ];
  return (
    <SelectField<string | null>
      className={styles.field}
      label={text.label}
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}
