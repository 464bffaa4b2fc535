import type { Stage } from '@mliga/contract';
import { plural } from '@mliga/domain';
import { STAGE } from '#text/predictor.ts';
import { WORDS } from '#text/plural.ts';
import { TourSlider } from '#ui/tour/TourSlider.tsx';
import { stagePath } from '../paths.ts';
import styles from './StageSlider.module.css';

/** 'с {start_date}' for a stage to come or under way; for a past one the user's points, or 'Завершён'. */
export function stageSubtitle(stage: Stage): string {
  if (stage.status !== 'past') return STAGE.slider.from(stage.start_date);
  return stage.user_points === null ? STAGE.slider.finished : plural(stage.user_points, WORDS.point);
}

interface StageSliderProps {
  stages: Stage[];
  leagueId: number;
  selectedId: number;
}

/** The stages of the league as a horizontal slider (scroll snap), scrolled to the stage on screen. */
export function StageSlider({ stages, leagueId, selectedId }: StageSliderProps) {
  return (
    <TourSlider
      className={styles.slider}
      layout="fixed"
      tours={stages}
      selectedId={selectedId}
      hrefFor={(stage) => stagePath(leagueId, stage.id)}
      subtitle={stageSubtitle}
      text={STAGE.slider}
    />
  );
}
