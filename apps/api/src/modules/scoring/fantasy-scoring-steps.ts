import type { Tx } from '../../db/connect.ts';
import type { FantasyScoringStage } from './fantasy-scoring.sql.ts';
import { refreshRatingOrder } from './fantasy-rating-order.sql.ts';

/**
 * More work of the same stage scoring, run in its transaction after the
 * squads' points and the ratings are stored (they read fantasy_stage_points):
 * the H2H helper adds its match and table scoring here
 * (apps/api/src/modules/scoring/h2h-*.ts). Each step is timed by name.
 */
export type FantasyScoringStep = {
  name: string;
  run: (tx: Tx, stage: FantasyScoringStage) => Promise<unknown>;
};

export const FANTASY_SCORING_EXTRA_STEPS: readonly FantasyScoringStep[] = [
  // The rating pages' stage places and counts (fantasy-rating-order.sql.ts).
  {
    name: 'rating order',
    run: (tx, stage) => refreshRatingOrder(tx, { stageId: stage.id, seasonId: stage.seasonId }),
  },
];
