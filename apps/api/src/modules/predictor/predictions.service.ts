import type { StagePredictions } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import type { AuthUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { countCrowdStats } from './crowd-stats.ts';
import { presentPredictionItem } from './predictions.presenter.ts';
import {
  findStageEvents,
  findUserStagePredictions,
  findVariants,
  type VariantRow,
} from './predictions.queries.ts';
import { findLeagueStage } from './stages.queries.ts';
import { x2StatusOf } from './x2-status.ts';

/** Predictions are refused from closes_at on (60 minutes before the first match), by the server's clock. */
export const isStageClosed = (stage: { closesAt: Date }, now: Date) =>
  now.getTime() >= stage.closesAt.getTime();

/**
 * The stage page: every event, the signed-in user's own predictions, and once
 * the stage is closed the results and the crowd's choices. Nobody else's
 * prediction is ever shown, and the crowd only after closing.
 */
export async function getStagePredictions(
  db: Db,
  leagueId: number,
  stageId: number,
  user: AuthUser | null,
  now: Date,
): Promise<StagePredictions> {
  const stage = await findLeagueStage(db, leagueId, stageId);
  if (!stage) throw notFound();
  const isClosed = isStageClosed(stage, now);
  if (isClosed && !stage.crowdStatsAt) await countCrowdStats(db, stage.id, now);

  const [events, own] = await Promise.all([
    findStageEvents(db, stage.id),
    user ? findUserStagePredictions(db, user.id, stage) : [],
  ]);
  const variants = await findVariants(
    db,
    events.filter((e) => e.event.kind !== 'match').map((e) => e.event.id),
  );
  const variantsByEvent = new Map<number, VariantRow[]>();
  for (const v of variants) variantsByEvent.set(v.eventId, [...(variantsByEvent.get(v.eventId) ?? []), v]);
  const ownByEvent = new Map(own.map((p) => [p.eventId, p]));
  return {
    predictions: events.map((row) =>
      presentPredictionItem(row, variantsByEvent.get(row.event.id), ownByEvent.get(row.event.id), isClosed),
    ),
    x2_status: x2StatusOf(
      user,
      own.find((p) => p.isX2),
    ),
  };
}
