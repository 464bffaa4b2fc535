import type { Stage } from '@mliga/contract';
import { Link } from 'react-router';
import type { SessionUser } from '#api/session.ts';
import { STAGE } from '#text/predictor.ts';
import styles from './stage.module.css';

interface StageHeadingProps {
  stage: Stage | null;
  stageClosed: boolean;
  /** The league's closing offset; unknown while its stages load. */
  closesBeforeMinutes: number | null;
  user: SessionUser | null;
  onOpenPartner: () => void;
  /** Issue 23 §4: for a signed-in user, the debrief of this tour once scored, else of the latest scored one. */
  debrief?: { to: string; label: string } | null;
}

/** The stage's name, dates and state; for a signed-in user their login and the partner-link state. */
export function StageHeading({
  stage,
  stageClosed,
  closesBeforeMinutes,
  user,
  onOpenPartner,
  debrief = null,
}: StageHeadingProps) {
  const status = stage?.status === 'current' && stageClosed ? 'closed' : (stage?.status ?? null);
  return (
    <div className={styles.heading}>
      <div className={styles.headingMain}>
        <h2 className={styles.stageName}>{stage?.name ?? STAGE.listTitle}</h2>
        {stage ? (
          <p className={styles.stageMeta}>
            <span>{STAGE.dates(stage.start_date, stage.stop_date)}</span>
            {status ? (
              <span className={styles.stageStatus} data-status={status}>
                {STAGE.status[status]}
              </span>
            ) : null}
            {debrief ? (
              <Link className={styles.debriefLink} to={debrief.to}>
                {debrief.label}
                <span aria-hidden="true"> →</span>
              </Link>
            ) : null}
          </p>
        ) : null}
        {closesBeforeMinutes !== null && (
          <p className={styles.rule}>{STAGE.closingRule(closesBeforeMinutes)}</p>
        )}
      </div>
      {user ? (
        <div className={styles.player}>
          <span className={styles.playerLabel}>{STAGE.header.player}</span>
          <strong className={styles.playerLogin}>{user.login}</strong>
          <span className={styles.partnerState} data-linked={Boolean(user.winline) || undefined}>
            {user.winline ? STAGE.header.partnerLinked(user.winline) : STAGE.header.partnerMissing}
          </span>
          <button type="button" className={styles.linkButton} onClick={onOpenPartner} aria-haspopup="dialog">
            {user.winline ? STAGE.header.partnerChange : STAGE.header.partnerLink}
          </button>
        </div>
      ) : null}
    </div>
  );
}
