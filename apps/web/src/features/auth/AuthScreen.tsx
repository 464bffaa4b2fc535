import type { ReactNode } from 'react';
import { AUTH } from '#text/auth.ts';
import { FANTASY, PREDICTOR } from '#text/games.ts';
import { Card } from '#ui/layout/Card.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import { ScreenHeading } from '#ui/layout/ScreenHeading.tsx';
import styles from './auth.module.css';
import { useGame } from './use-game.ts';

interface AuthScreenProps {
  title: string;
  lead?: ReactNode;
  width?: 'narrow' | 'wide';
  children: ReactNode;
  footer?: ReactNode;
}

/** The document title (with the game's name) and the screen's <h2>. */
export function AuthScreenTitle({ title }: { title: string }) {
  const game = useGame();
  return (
    <>
      <PageTitle parts={[title, game === 'fantasy' ? FANTASY.title : PREDICTOR.title]} />
      <ScreenHeading title={title} />
    </>
  );
}

/** The card an account door sits in, centred inside the game's shell. */
export function AuthScreen({
  title,
  lead = AUTH.oneAccount,
  width = 'narrow',
  children,
  footer,
}: AuthScreenProps) {
  return (
    <div className={`${styles.screen} ${styles[width]}`}>
      <Card as="section">
        <AuthScreenTitle title={title} />
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </Card>
    </div>
  );
}
