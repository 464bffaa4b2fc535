import { useId, type ReactNode } from 'react';

export interface SelectOption<V> {
  value: V;
  label: string;
}

interface SelectFieldProps<V extends string | number | null> {
  label: ReactNode;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  /** The screen's look: the label around the field, its text and the drop-down. */
  className?: string;
  labelClassName?: string;
  selectClassName?: string;
}

/** A null value is the option with the empty value ('all teams', 'any position'). */
const optionValue = (value: string | number | null) => (value === null ? '' : String(value));

/**
 * The drop-down of a filter with its label (the players list, the ratings, the transfer market).
 * Values keep their type: the change hands back the option's own value, not the DOM's string.
 */
export function SelectField<V extends string | number | null>({
  label,
  value,
  options,
  onChange,
  className,
  labelClassName,
  selectClassName,
}: SelectFieldProps<V>) {
  const id = useId();
  return (
    <label className={className} htmlFor={id}>
      <span className={labelClassName}>{label}</span>
      <select
        id={id}
        className={selectClassName}
        value={optionValue(value)}
        onChange={(e) => {
          const picked = options.find((option) => optionValue(option.value) === e.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {options.map((option) => (
          <option key={optionValue(option.value)} value={optionValue(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
