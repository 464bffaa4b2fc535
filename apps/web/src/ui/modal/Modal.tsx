import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { COMMON } from '#text/common.ts';
import styles from './Modal.module.css';
import type { ModalTone } from './modal-store.ts';

interface ModalProps {
  title: string;
  tone?: ModalTone;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  /** 'wide' for content that needs room (a squad on a pitch). */
  size?: 'normal' | 'wide';
}

const ICONS: Record<ModalTone, string> = { error: '!', success: '✓', info: 'i' };

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round the popup's own controls: without this the browser lets focus
 * leave the page (to its address bar) after the last one.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A popup on the native <dialog>: the browser traps focus, closes it on Escape
 * and puts it above everything. It is open while it is mounted.
 */
export function Modal({ title, tone = 'info', onClose, children, footer, size = 'normal' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      previouslyFocused?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      data-tone={tone}
      data-size={size}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, not on its content.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className={styles.panel}>
        <button type="button" className={styles.close} aria-label={COMMON.close} onClick={() => onClose()}>
          <span aria-hidden="true">×</span>
        </button>
        <div className={styles.icon} aria-hidden="true">
          {ICONS[tone]}
        </div>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children ? <div className={styles.body}>{children}</div> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
