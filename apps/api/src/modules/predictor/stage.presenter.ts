import type { Stage } from '@mliga/contract';
import { formatDate } from '@mliga/domain';
import type { PredictorStageRow } from './stages.queries.ts';

export function presentPredictorStage(
  stage: PredictorStageRow,
  league: { id: number; name: string },
  userPoints: number | null,
): Stage {
  return {
    id: stage.id,
    name: stage.name,
    status: stage.status as Stage['status'],
    start_date: formatDate(stage.startAt),
    stop_date: formatDate(stage.stopAt),
    user_points: userPoints,
    league: { id: league.id, name: league.name },
  };
}
