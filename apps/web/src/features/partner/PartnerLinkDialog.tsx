import { useEffect, useRef, useState } from 'react';
import { ApiError } from '#api/errors.ts';
import { useSessionUser } from '#api/session.ts';
import { PARTNER } from '#text/partner.ts';
import { Button } from '#ui/button/Button.tsx';
import { Modal } from '#ui/modal/Modal.tsx';
import { toast } from '#ui/toast/toast.ts';
import { usePartnerPolling } from './api/get-me.ts';
import { usePartnerUrl, type PartnerSource } from './api/get-partner-url.ts';
import { PARTNER_POLL_FIRST_MS } from './api/polling.ts';
import styles from './partner.module.css';

export interface PartnerLinkDialogProps {
  source: PartnerSource;
  onClose: () => void;
  /** Called once with the new partner id, just before the popup closes itself. */
  onLinked?: (winline: string) => void;
}

type Phase = 'idle' | 'opening' | 'waiting';

/** Where the partner page opened: a tab, or only a link when a popup blocker said no. */
function openBlankTab(): Window | null {
  try {
    return window.open('', '_blank');
  } catch {
    return null;
  }
}

function sendTab(tab: Window | null, url: string): boolean {
  if (!tab || tab.closed) return false;
  try {
    // The partner's page must not reach back into ours through window.opener.
    tab.opener = null;
    tab.location.href = url;
    return true;
  } catch {
    return false;
  }
}

/**
 * Spec 1 §2 "Partner-link popup" and §4 "Partner linking". The tab is opened on the click
 * itself (popup blockers allow that) and sent to the partner once the URL is known. Then
 * the user is polled until a partner id appears (or another tab stores it), and the popup
 * closes itself; unmounting stops the polling.
 */
export function PartnerLinkDialog({ source, onClose, onLinked }: PartnerLinkDialogProps) {
  const user = useSessionUser();
  const [initialWinline] = useState(() => user?.winline ?? null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [started, setStarted] = useState(false);
  const [link, setLink] = useState<{ url: string; blocked: boolean } | null>(null);
  const getUrl = usePartnerUrl();
  usePartnerPolling(user?.id ?? null, phase === 'waiting', started);

  useEffect(() => {
    if (phase !== 'waiting') return;
    const timer = window.setTimeout(() => setStarted(true), PARTNER_POLL_FIRST_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const winline = user?.winline ?? null;
  const linkedNow = winline !== null && winline !== initialWinline;
  const done = useRef(false);
  const callbacks = useRef({ onClose, onLinked });
  useEffect(() => {
    callbacks.current = { onClose, onLinked };
  });
  useEffect(() => {
    if (!linkedNow || !winline || done.current) return;
    done.current = true;
    toast.success(PARTNER.linkedToast);
    callbacks.current.onLinked?.(winline);
    callbacks.current.onClose();
  }, [linkedNow, winline]);

  const start = () => {
    if (phase === 'opening') return;
    const tab = openBlankTab();
    setPhase('opening');
    getUrl.mutate(source, {
      onSuccess: ({ redirect_url }) => {
        const url = new URL(redirect_url, window.location.origin).href;
        setLink({ url, blocked: !sendTab(tab, url) });
        setPhase('waiting');
      },
      onError: (error) => {
        tab?.close();
        const reason = error instanceof ApiError ? error.lines.join('\n') : undefined;
        toast.error(PARTNER.urlFailed, reason ? { description: reason } : undefined);
        onClose();
      },
    });
  };

  const linked = initialWinline !== null;
  return (
    <Modal title={PARTNER.title} tone="info" onClose={onClose}>
      <div className={styles.body}>
        {PARTNER.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {linked ? <p className={styles.current}>{PARTNER.linkedAs(initialWinline)}</p> : null}
        {phase === 'waiting' ? (
          <div className={styles.waiting} role="status" aria-live="polite">
            <span className={styles.spinner} aria-hidden="true" />
            <p className={styles.waitingTitle}>{PARTNER.waiting}</p>
            <p className={styles.muted}>{PARTNER.waitingHint}</p>
            {link?.blocked ? <p>{PARTNER.blocked}</p> : null}
            {link ? (
              <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.openLink}>
                {PARTNER.openLink}
              </a>
            ) : null}
          </div>
        ) : (
          <Button
            variant="accent"
            size="lg"
            className={styles.action}
            disabled={phase === 'opening'}
            onClick={start}
          >
            {phase === 'opening' ? PARTNER.opening : linked ? PARTNER.change : PARTNER.link}
          </Button>
        )}
        <p className={styles.adult}>{PARTNER.adult}</p>
      </div>
    </Modal>
  );
}
