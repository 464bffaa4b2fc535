import type { SavePredictionsBody, X2Status } from '@mliga/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { predictions } from '../../db/schema/index.ts';
import type { AuthUser } from '../../http/auth.ts';
import { AppError, badRequest, conflict, notFound, ruleBroken } from '../../http/errors.ts';
import { refreshX2Confirmation } from './x2-confirmation.ts';
import { checkPredictions, predictionMessages } from './prediction-rules.ts';
import { findSaveStage, replaceStagePredictions } from './predictions-save.queries.ts';
import { isStageClosed } from './predictions.service.ts';
import { x2StatusOf } from './x2-status.ts';

/** What the save function refuses of a stale kept stage (migration 0026), as this stage's refusals. */
const staleStageRefusals: Record<string, string> = {
  predictions_stage_open: predictionMessages.closed,
  predictions_stage_events: predictionMessages.foreignEvent,
};

/**
 * Saves the user's predictions of a stage: the list replaces what was there, in one
 * statement (one round trip, the stage kept by the instance for a few seconds); a new X2 is
 * then matched against the partner's bets. A closed stage, a broken rule or a bad value
 * refuses the whole save and changes nothing. A refusal on the word of a kept stage is
 * checked again against a fresh one.
 */
export async function savePredictions(
  db: Db,
  user: AuthUser,
  leagueId: number,
  stageId: number,
  body: SavePredictionsBody,
  now: Date,
): Promise<{ x2_status: X2Status }> {
  const kept = await findSaveStage(db, leagueId, stageId);
  if (kept?.kept) {
    try {
      return await saveToStage(db, user, kept, body, now);
    } catch (error) {
      if (!(error instanceof AppError) && !staleStageRefusal(error)) throw error;
    }
  }
  const fresh = kept?.kept ? await findSaveStage(db, leagueId, stageId, { fresh: true }) : kept;
  if (!fresh) throw notFound();
  try {
    return await saveToStage(db, user, fresh, body, now);
  } catch (error) {
    const refusal = staleStageRefusal(error);
    throw refusal ? ruleBroken(refusal) : error;
  }
}

const staleStageRefusal = (error: unknown) =>
  staleStageRefusals[violatedConstraint(error, 'P0001') ?? ''] ??
  // A variant deleted since the stage was kept.
  (violatedConstraint(error, '23503') === 'predictions_variant_id_question_variants_id_fk'
    ? predictionMessages.foreignVariant
    : null);

async function saveToStage(
  db: Db,
  user: AuthUser,
  { stage, events }: NonNullable<Awaited<ReturnType<typeof findSaveStage>>>,
  body: SavePredictionsBody,
  now: Date,
): Promise<{ x2_status: X2Status }> {
  if (isStageClosed(stage, now)) throw ruleBroken(predictionMessages.closed);

  const { rows, errors } = checkPredictions(body.predictions, events);
  if (errors.length > 0) throw badRequest(errors);
  const x2Rows = rows.filter((r) => r.isX2);
  if (x2Rows.length > 1) throw ruleBroken(predictionMessages.oneX2);
  if (x2Rows.length === 1 && !user.winlineId) throw ruleBroken(predictionMessages.x2NeedsPartner);

  try {
    const written = await replaceStagePredictions(db, { userId: user.id, stageId: stage.id, rows, now });
    const x2 = written.find((r) => r.isX2);
    if (!x2 || x2.isX2Confirmed) return { x2_status: x2StatusOf(user, x2) };
    // A bet reported while this save waited for the user's row (placed after `now`) may confirm the new X2.
    const isX2Confirmed = await db.transaction(async (tx) => {
      await refreshX2Confirmation(tx, user.id);
      const [row] = await tx
        .select({ isX2Confirmed: predictions.isX2Confirmed })
        .from(predictions)
        .where(and(eq(predictions.userId, user.id), eq(predictions.eventId, x2.eventId)));
      return row?.isX2Confirmed ?? false;
    });
    return { x2_status: x2StatusOf(user, { ...x2, isX2Confirmed }) };
  } catch (error) {
    if (violatedConstraint(error) === 'predictions_one_x2_uq') throw conflict(predictionMessages.oneX2);
    throw error;
  }
}
