import type { KeyboardEvent } from 'react';
import { SCORE_MAX, SCORE_MIN, stepDown, stepUp } from './stepper-rules.ts';
import styles from './ScoreStepper.module.css';

interface ScoreStepperProps {
  value: number | null;
  onChange: (value: number) => void;
  /** The accessible name of the value (e.g. the team's goals). */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  /** Shown instead of a number while no score is set. */
  emptyText: string;
  /** Read out while no score is set. */
  unsetText: string;
  disabled?: boolean;
  min?: number;
  max?: number;
}

/**
 * A − value + control for a score. The value is a spinbutton too (arrow keys, Home, End).
 * The buttons stay focusable at the limits (aria-disabled), so repeated presses keep focus.
 */
export function ScoreStepper({
  value,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  emptyText,
  unsetText,
  disabled = false,
  min = SCORE_MIN,
  max = SCORE_MAX,
}: ScoreStepperProps) {
  const atMin = value !== null && value <= min;
  const atMax = value !== null && value >= max;
  const set = (next: number) => {
    if (!disabled && next !== value) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const next: Record<string, () => number> = {
      ArrowUp: () => stepUp(value, max, min),
      ArrowRight: () => stepUp(value, max, min),
      ArrowDown: () => stepDown(value, min),
      ArrowLeft: () => stepDown(value, min),
      Home: () => min,
      End: () => max,
    };
    const step = next[event.key];
    if (!step) return;
    event.preventDefault();
    set(step());
  };

  return (
    <div className={styles.stepper} data-disabled={disabled || undefined}>
      <button
        type="button"
        className={styles.button}
        aria-label={decreaseLabel}
        aria-disabled={disabled || atMin || undefined}
        disabled={disabled}
        onClick={() => set(stepDown(value, min))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <span
        role="spinbutton"
        tabIndex={disabled ? -1 : 0}
        className={styles.value}
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value ?? undefined}
        aria-valuetext={value === null ? unsetText : String(value)}
        aria-disabled={disabled || undefined}
        data-empty={value === null || undefined}
        onKeyDown={onKeyDown}
      >
        {value === null ? emptyText : value}
      </span>
      <button
        type="button"
        className={styles.button}
        aria-label={increaseLabel}
        aria-disabled={disabled || atMax || undefined}
        disabled={disabled}
        onClick={() => set(stepUp(value, max, min))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
