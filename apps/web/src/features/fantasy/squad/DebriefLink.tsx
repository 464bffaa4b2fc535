import type { FantasyStage } from '@mliga/contract';
import { Link } from 'react-router';
import { DEBRIEF_LINK } from '#text/debrief-link.ts';
import { debriefPath } from './paths.ts';
import styles from './squad.module.css';

/**
 * Issue 23 §4: «Итоги тура» of the stage shown once it is scored; on a tour still to come (the
 * game's landing) those of the latest scored tour, named. Nothing before the first tour is scored.
 */
export function DebriefLink({
  stages,
  leagueId,
  selectedId,
}: {
  stages: readonly FantasyStage[];
  leagueId: number;
  selectedId: number;
}) {
  const selected = stages.find((stage) => stage.id === selectedId);
  const target = selected?.status === 'past' ? selected : stages.findLast((stage) => stage.status === 'past');
  if (!target) return null;
  return (
    <p className={styles.debrief}>
      <Link className={styles.debriefLink} to={debriefPath(leagueId, target.id)}>
        {target === selected ? DEBRIEF_LINK.link : DEBRIEF_LINK.linkOf(target.name)}
        <span aria-hidden="true"> →</span>
      </Link>
    </p>
  );
}
