import type { FantasyStage } from '@mliga/contract';
import type { ReactNode } from 'react';
import { COMMON } from '#text/common.ts';
import { TOUR } from '#text/games.ts';
import styles from './TourCard.module.css';

interface TourCardProps {
  stage: FantasyStage;
  /** Extra lines under the dates (deadline, limits). */
  details?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  /** The small line above the name: the stage's league name, or what the tour is (current, next, last). */
  eyebrow?: 'league' | 'status';
}

const STATUS = { current: TOUR.statusCurrent, future: TOUR.statusFuture, past: TOUR.statusPast } as const;

/** The current tour as a match-ticket style card: name, dates, status, what to do. */
export function TourCard({ stage, details, actions, headingLevel = 2, eyebrow = 'league' }: TourCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const label = TOUR.label[stage.status];
  const dates =
    stage.status === 'future'
      ? COMMON.fromDate(stage.start_date)
      : COMMON.dateRange(stage.start_date, stage.stop_date);
  return (
    <article className={styles.card} data-status={stage.status} aria-label={`${label}: ${stage.name}`}>
      <div className={styles.top}>
        <span className={styles.eyebrow}>{eyebrow === 'league' ? stage.league.name : label}</span>
        <span className={styles.badge}>{STATUS[stage.status]}</span>
      </div>
      <Heading className={styles.name}>{stage.name}</Heading>
      <p className={styles.dates}>{dates}</p>
      {details ? <div className={styles.details}>{details}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
