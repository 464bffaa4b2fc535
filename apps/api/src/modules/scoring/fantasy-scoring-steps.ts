import type { Tx } from '../../db/connect.ts';
import type { FantasyScoringStage } from './fantasy-scoring.sql.ts';
import { refreshRatingOrder } from './fantasy-rating-order.sql.ts';
import { scoreH2hStage } from './h2h-scoring.ts';

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
    run: (tx, stage) =>
      refreshRatingOrder(tx, { stageId: stage.id, seasonId: stage.seasonId, written: true }),
  },
  // H2H match scores of the stage, the season's H2H tables and places (h2h-scoring.sql.ts).
  { name: 'h2h', run: (tx, stage) => scoreH2hStage(tx, stage) },
];
