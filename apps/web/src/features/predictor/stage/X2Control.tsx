import type { PredictionResult, X2Status } from '@mliga/contract';
import { useId } from 'react';
import { STAGE } from '#text/predictor.ts';
import styles from './stage.module.css';

interface X2ToggleProps {
  /** What the item is, for the button's name ('X2: «A» — «B»'). */
  itemName: string;
  on: boolean;
  linked: boolean;
  disabled?: boolean;
  onToggle: () => void;
  onLink: () => void;
}

/**
 * The X2 control of an open item (spec 1 §4–§6). With a linked account it is a toggle;
 * without one it reads 'Недоступно' with 'Привязать аккаунт', and pressing either opens
 * the link dialog without changing anything.
 */
export function X2Toggle({ itemName, on, linked, disabled, onToggle, onLink }: X2ToggleProps) {
  const name = `${STAGE.x2.toggle}: ${itemName}`;
  if (!linked) {
    return (
      <div className={styles.x2} data-state="unavailable">
        <button
          type="button"
          className={styles.x2Button}
          aria-pressed={false}
          aria-label={name}
          title={STAGE.x2.toggleLabel}
          onClick={onLink}
          disabled={disabled}
        >
          {STAGE.x2.toggle}
        </button>
        <span className={styles.x2Note}>{STAGE.x2.unavailable}</span>
        <button type="button" className={styles.linkButton} onClick={onLink} disabled={disabled}>
          {STAGE.x2.link}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.x2} data-state={on ? 'on' : 'off'}>
      <button
        type="button"
        className={styles.x2Button}
        aria-pressed={on}
        aria-label={name}
        title={STAGE.x2.toggleLabel}
        onClick={onToggle}
        disabled={disabled}
      >
        {STAGE.x2.toggle}
      </button>
      {on ? <span className={styles.x2Note}>{STAGE.x2.on}</span> : null}
    </div>
  );
}

/**
 * A used X2 on a closed item: confirmed (checked), still awaiting its bet before the
 * stage is scored, or not counted (unchecked, with a tooltip that the criteria were not met).
 */
export function X2Result({ result, status }: { result: PredictionResult; status: X2Status }) {
  const tipId = useId();
  if (!result.is_x2) return null;
  if (result.is_x2_confirmed) {
    return (
      <span className={styles.x2Badge} data-state="confirmed">
        <span className={styles.check} aria-hidden="true">
          ✓
        </span>
        {STAGE.x2.confirmed}
      </span>
    );
  }
  if (result.points === null && status === 'waiting') {
    return (
      <span className={styles.x2Badge} data-state="waiting">
        {STAGE.x2.waiting}
      </span>
    );
  }
  return (
    <span className={styles.tipHost}>
      <span className={styles.x2Badge} data-state="not-counted" tabIndex={0} aria-describedby={tipId}>
        <span className={styles.box} aria-hidden="true" />
        {STAGE.x2.notCounted}
      </span>
      <span role="tooltip" id={tipId} className={styles.tooltip}>
        {STAGE.x2.notCountedHint}
      </span>
    </span>
  );
}

/** What the panel shows: the API's status, or 'not counted' once the stage is scored without a confirming bet. */
export type X2Display = X2Status | 'not_counted';

/** The stage's X2 status line (not_set / waiting 'ожидаем ставку' / completed), or the way to link an account. */
export function X2StatusPanel({ status, onLink }: { status: X2Display; onLink: () => void }) {
  return (
    <section className={styles.x2Panel} data-status={status} aria-label={STAGE.x2.statusLabel}>
      <div className={styles.x2PanelHead}>
        <span className={styles.x2Mark} aria-hidden="true">
          ×2
        </span>
        <div className={styles.x2PanelText}>
          <p>
            <strong>{STAGE.x2.statusLabel}: </strong>
            <span>{STAGE.x2.status[status]}</span>
          </p>
          {status === 'not_available' ? (
            <button type="button" className={styles.linkButton} onClick={onLink}>
              {STAGE.x2.link}
            </button>
          ) : null}
        </div>
      </div>
      <p className={styles.x2Hint}>{STAGE.x2.hint}</p>
    </section>
  );
}
