import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DEBRIEF } from '#text/debrief.ts';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import { ScreenHeading } from '#ui/layout/ScreenHeading.tsx';
import styles from './Debrief.module.css';

/** A debrief page of either game: its title (with the tour's name once known) and the way back. */
export function DebriefFrame({
  stageName,
  gameTitle,
  back,
  children,
}: {
  stageName: string | undefined;
  gameTitle: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <>
      <PageTitle parts={[DEBRIEF.title, stageName, gameTitle]} />
      <ScreenHeading title={stageName ? DEBRIEF.titleOf(stageName) : DEBRIEF.title}>
        <Link className={styles.back} to={back.to}>
          <span aria-hidden="true">← </span>
          {back.label}
        </Link>
      </ScreenHeading>
      {children}
    </>
  );
}
