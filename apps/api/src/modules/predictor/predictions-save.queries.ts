import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/connect.ts';
import { predictions, predictorEvents, questionVariants } from '../../db/schema/index.ts';
import type { PredictionValues, SaveEvent } from './prediction-rules.ts';

/** The stage's events with the variant ids of its questions, in one query. */
export async function findSaveEvents(db: DbOrTx, stageId: number): Promise<Map<number, SaveEvent>> {
  const events = await db
    .select({
      id: predictorEvents.id,
      kind: predictorEvents.kind,
      variantIds: sql<
        number[] | null
      >`array_agg(${questionVariants.id}) filter (where ${questionVariants.id} is not null)`,
    })
    .from(predictorEvents)
    .leftJoin(questionVariants, eq(questionVariants.eventId, predictorEvents.id))
    .where(eq(predictorEvents.stageId, stageId))
    .groupBy(predictorEvents.id);
  return new Map(
    events.map((e) => [
      e.id,
      { id: e.id, kind: e.kind, variantIds: e.variantIds ? new Set(e.variantIds) : null },
    ]),
  );
}

/**
 * Makes the user's predictions of the stage exactly `rows`, inside the caller's
 * transaction. The user's row is locked first so two saves of one user run one
 * after the other. X2 keeps its time and confirmation while it stays on the same
 * item; moved or new, it starts again from `now`. A prediction's time moves only
 * when its values change (it settles ties in the rating).
 */
export async function replaceStagePredictions(
  tx: Tx,
  opts: { userId: number; stageId: number; rows: PredictionValues[]; now: Date },
): Promise<{ eventId: number; isX2: boolean; isX2Confirmed: boolean }[]> {
  const { userId, stageId, rows, now } = opts;
  await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
  const mine = and(eq(predictions.userId, userId), eq(predictions.stageId, stageId));
  const eventIds = rows.map((r) => r.eventId);
  await tx
    .delete(predictions)
    .where(eventIds.length > 0 ? and(mine, notInArray(predictions.eventId, eventIds)) : mine);
  // Before the upsert: at no moment may two items of the stage carry X2 (a unique index).
  const x2EventId = rows.find((r) => r.isX2)?.eventId;
  await tx
    .update(predictions)
    .set({ isX2: false, x2SetAt: null, x2BetId: null, isX2Confirmed: false })
    .where(
      and(
        mine,
        eq(predictions.isX2, true),
        x2EventId === undefined ? undefined : ne(predictions.eventId, x2EventId),
      ),
    );
  if (rows.length === 0) return [];

  const kept = sql`${predictions.isX2} and excluded.is_x2`;
  return tx
    .insert(predictions)
    .values(
      rows.map((r) => ({
        userId,
        stageId,
        ...r,
        x2SetAt: r.isX2 ? now : null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [predictions.userId, predictions.eventId],
      set: {
        homeScore: sql`excluded.home_score`,
        guestScore: sql`excluded.guest_score`,
        variantId: sql`excluded.variant_id`,
        variantValue: sql`excluded.variant_value`,
        isX2: sql`excluded.is_x2`,
        x2SetAt: sql`case when ${kept} then ${predictions.x2SetAt} else excluded.x2_set_at end`,
        x2BetId: sql`case when ${kept} then ${predictions.x2BetId} end`,
        isX2Confirmed: sql`${kept} and ${predictions.isX2Confirmed}`,
        updatedAt: sql`case when (${predictions.homeScore}, ${predictions.guestScore}, ${predictions.variantId}, ${predictions.variantValue})
          is distinct from (excluded.home_score, excluded.guest_score, excluded.variant_id, excluded.variant_value)
          then excluded.updated_at else ${predictions.updatedAt} end`,
      },
    })
    .returning({
      eventId: predictions.eventId,
      isX2: predictions.isX2,
      isX2Confirmed: predictions.isX2Confirmed,
    });
}
