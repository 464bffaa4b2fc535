import type { FantasyStage } from '@mliga/contract';
import { Link } from 'react-router';
import { SQUAD } from '../../../text/fantasy.ts';
import { useScrollSlider } from '../../../ui/slider/useScrollSlider.ts';
import { squadPath } from './paths.ts';
import scrollTrack from '../../../ui/slider/ScrollTrack.module.css';
import styles from './squad.module.css';

function subtitle(stage: FantasyStage): string {
  if (stage.status !== 'past') return SQUAD.stages.from(stage.start_date);
  return stage.user_points === null ? SQUAD.stages.finished : SQUAD.stages.points(stage.user_points);
}

/** Spec 2 §9: the stage slider (scroll snap), 3 stages per view, 5 from 1312 px. */
export function StageStrip({
  stages,
  leagueId,
  selectedId,
}: {
  stages: FantasyStage[];
  leagueId: number;
  selectedId: number;
}) {
  const selected = Math.max(
    0,
    stages.findIndex((s) => s.id === selectedId),
  );
  const { ref, edges, step } = useScrollSlider<HTMLUListElement>(Math.max(0, selected - 1), selected);
  return (
    <nav className={styles.strip} aria-label={SQUAD.stages.label}>
      <button
        type="button"
        className={styles.arrow}
        aria-label={SQUAD.stages.prev}
        disabled={edges.start}
        onClick={() => step(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul ref={ref} className={scrollTrack.track}>
        {stages.map((stage) => (
          <li key={stage.id} className={styles.stageSlide}>
            <Link
              to={squadPath(leagueId, stage.id)}
              className={styles.stageCard}
              data-status={stage.status}
              aria-current={stage.id === selectedId ? 'page' : undefined}
            >
              <span className={styles.stageName}>
                {stage.name}
                {stage.status === 'current' ? (
                  <span className={styles.live} title={SQUAD.stages.current}>
                    <span className="visually-hidden">, {SQUAD.stages.current}</span>
                  </span>
                ) : null}
              </span>
              <span className={styles.stageSub}>{subtitle(stage)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.arrow}
        aria-label={SQUAD.stages.next}
        disabled={edges.end}
        onClick={() => step(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
