import type { FantasyStage } from '@mliga/contract';
import { SQUAD } from '#text/fantasy.ts';
import { TourSlider } from '#ui/tour/TourSlider.tsx';
import { squadPath } from './paths.ts';

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
  return (
    <TourSlider
      layout="columns"
      tours={stages}
      selectedId={selectedId}
      hrefFor={(stage) => squadPath(leagueId, stage.id)}
      subtitle={subtitle}
      text={SQUAD.stages}
    />
  );
}
