import type { Stage } from '@mliga/contract';
import { Link } from 'react-router';
import { useScrollSlider } from '../../../ui/slider/useScrollSlider.ts';
import { STAGE } from '../../../text/predictor.ts';
import { WORDS, withCount } from '../../../text/plural.ts';
import { stagePath } from '../paths.ts';
import scrollTrack from '../../../ui/slider/ScrollTrack.module.css';
import styles from './StageSlider.module.css';

/** 'с {start_date}' for a stage to come or under way; for a past one the user's points, or 'Завершён'. */
export function stageSubtitle(stage: Stage): string {
  if (stage.status !== 'past') return STAGE.slider.from(stage.start_date);
  return stage.user_points === null ? STAGE.slider.finished : withCount(stage.user_points, WORDS.point);
}

/** Where the slider starts: one stage before the shown one, so that the shown one is not at the edge. */
const startIndex = (index: number) => Math.max(0, index - 1);

interface StageSliderProps {
  stages: Stage[];
  leagueId: number;
  selectedId: number;
}

/** The stages of the league as a horizontal slider (scroll snap), scrolled to the stage on screen. */
export function StageSlider({ stages, leagueId, selectedId }: StageSliderProps) {
  const selectedIndex = Math.max(
    0,
    stages.findIndex((s) => s.id === selectedId),
  );
  // A stage reached another way (history, a link) is brought into view; a click on a visible one is left alone.
  const { ref, edges, step } = useScrollSlider<HTMLUListElement>(startIndex(selectedIndex), selectedIndex);

  return (
    <nav className={styles.slider} aria-label={STAGE.slider.label}>
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        aria-label={STAGE.slider.prev}
        disabled={edges.start}
        onClick={() => step(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul ref={ref} className={`${scrollTrack.track} ${styles.track}`}>
        {stages.map((stage) => {
          const selected = stage.id === selectedId;
          return (
            <li key={stage.id} className={styles.slide}>
              <Link
                to={stagePath(leagueId, stage.id)}
                className={styles.card}
                data-status={stage.status}
                aria-current={selected ? 'page' : undefined}
              >
                <span className={styles.name}>
                  {stage.name}
                  {stage.status === 'current' ? (
                    <span className={styles.live} title={STAGE.slider.current}>
                      <span className="visually-hidden">, {STAGE.slider.current}</span>
                    </span>
                  ) : null}
                </span>
                <span className={styles.sub}>{stageSubtitle(stage)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={STAGE.slider.next}
        disabled={edges.end}
        onClick={() => step(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
