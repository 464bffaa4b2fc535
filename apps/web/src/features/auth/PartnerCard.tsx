import { AUTH } from '../../text/auth.ts';
import { Button } from '../../ui/button/Button.tsx';
import { Card } from '../../ui/layout/Card.tsx';
import { openModal } from '../../ui/modal/modal-store.ts';
import styles from './auth.module.css';

/**
 * Spec 1 §2 "profile": the badge of a linked partner account, or the prompt to link one.
 * Linking itself is the partner popup's job (a later release): until then the button only
 * explains what will happen, and claims nothing.
 */
export function PartnerCard({ winline }: { winline: string | null }) {
  return (
    <Card as="section" className={styles.partner}>
      <h3 className={styles.partnerTitle}>{AUTH.profile.partnerTitle}</h3>
      {winline ? (
        <>
          <p className={styles.badge}>
            <span className={styles.badgeMark} aria-hidden="true">
              ✓
            </span>
            {AUTH.profile.partnerLinked}
          </p>
          <p className={styles.partnerId}>{AUTH.profile.partnerId(winline)}</p>
          <p className={styles.muted}>{AUTH.profile.partnerLinkedText}</p>
        </>
      ) : (
        <>
          <p className={styles.muted}>{AUTH.profile.partnerPrompt}</p>
          <Button
            variant="accent"
            onClick={() =>
              openModal({
                tone: 'info',
                title: AUTH.profile.partnerSoonTitle,
                lines: [...AUTH.profile.partnerSoonLines],
              })
            }
          >
            {AUTH.profile.partnerLink}
          </Button>
        </>
      )}
    </Card>
  );
}
