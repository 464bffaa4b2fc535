import { AUTH } from '#text/auth.ts';
import { Card } from '#ui/layout/Card.tsx';
import { PartnerLinkButton } from '../partner/index.ts';
import styles from './auth.module.css';
import { useGame } from './use-game.ts';

/** Spec 1 §2 "profile": the badge of a linked partner account, or the prompt to link one. */
export function PartnerCard({ winline }: { winline: string | null }) {
  const game = useGame();
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
        <p className={styles.muted}>{AUTH.profile.partnerPrompt}</p>
      )}
      <PartnerLinkButton source={game} variant={winline ? 'secondary' : 'accent'} />
    </Card>
  );
}
