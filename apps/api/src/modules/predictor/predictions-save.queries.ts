import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { memoizedByDb, preparedStatement } from '../../db/prepared.ts';
import { predictorEvents, predictorStages, questionVariants } from '../../db/schema/index.ts';
import type { PredictionValues, SaveEvent } from './prediction-rules.ts';
import type { PredictorStageRow } from './stages.queries.ts';

const saveStageQuery = memoizedByDb((db: Db) =>
  db
    .select({
      stage: predictorStages,
      events: sql<{ id: number; kind: string; variantIds: number[] | null }[]>`(
        select coalesce(json_agg(json_build_object('id', e.id, 'kind', e.kind, 'variantIds',
          (select array_agg(v.id) from ${questionVariants} v where v.event_id = e.id))), '[]')
        from ${predictorEvents} e where e.stage_id = ${sql.placeholder('stageId')})`,
    })
    .from(predictorStages)
    .where(
      and(
        eq(predictorStages.id, sql.placeholder('stageId')),
        eq(predictorStages.leagueId, sql.placeholder('leagueId')),
      ),
    )
    .limit(1)
    .prepare('prediction_save_stage'),
);

type SaveStage = { stage: PredictorStageRow; events: Map<number, SaveEvent> };

/** How long an instance keeps a stage for its saves: a deadline's surge reads it once, not per save. */
const SAVE_STAGE_KEPT_MS = 5_000;
const keptStages = memoizedByDb(() => new Map<string, { stage: SaveStage; until: number }>());

/**
 * The league's stage with its events and their questions' variant ids (null when the league has no
 * such stage), kept by the instance for 5 s unless `fresh`. A kept copy may be stale: the save
 * function refuses what it could let through (a closed stage, an event moved away), and the caller
 * reads it fresh before refusing anything on its word.
 */
export async function findSaveStage(
  db: Db,
  leagueId: number,
  stageId: number,
  { fresh = false } = {},
): Promise<(SaveStage & { kept: boolean }) | null> {
  const kept = keptStages(db);
  const key = `${leagueId}:${stageId}`;
  const hit = kept.get(key);
  if (!fresh && hit && hit.until > performance.now()) return { ...hit.stage, kept: true };
  const [row] = await saveStageQuery(db).execute({ leagueId, stageId });
  if (!row) {
    kept.delete(key);
    return null;
  }
  const stage: SaveStage = {
    stage: row.stage,
    events: new Map(
      row.events.map((e) => [
        e.id,
        { id: e.id, kind: e.kind, variantIds: e.variantIds ? new Set(e.variantIds) : null },
      ]),
    ),
  };
  kept.set(key, { stage, until: performance.now() + SAVE_STAGE_KEPT_MS });
  return { ...stage, kept: false };
}

/** The save in one call: see the function `save_stage_predictions` (migration 0026). */
const saveStatement = preparedStatement<{ eventId: number; isX2: boolean; isX2Confirmed: boolean }>(
  'prediction_save',
  sql`select * from save_stage_predictions(${sql.placeholder('userId')}::int, ${sql.placeholder('stageId')}::int,
    ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('eventIds')}::int[], ${sql.placeholder('homeScores')}::smallint[],
    ${sql.placeholder('guestScores')}::smallint[], ${sql.placeholder('variantIds')}::int[],
    ${sql.placeholder('variantValues')}::int[], ${sql.placeholder('x2')}::boolean[])`,
);

/**
 * Makes the user's predictions of the stage exactly `rows` in one statement, atomic on its own or
 * inside the caller's transaction: the user's row locked first, so two saves of one user run one
 * after the other. X2 keeps its time and confirmation while it stays on the same item; moved or
 * new, it starts again from `now`. A prediction's time moves only when its values change.
 */
export async function replaceStagePredictions(
  db: DbOrTx,
  opts: { userId: number; stageId: number; rows: PredictionValues[]; now: Date },
): Promise<{ eventId: number; isX2: boolean; isX2Confirmed: boolean }[]> {
  const { userId, stageId, now } = opts;
  const rows = [...opts.rows].sort((a, b) => Number(a.isX2) - Number(b.isX2));
  return saveStatement(db, {
    userId,
    stageId,
    now,
    eventIds: rows.map((r) => r.eventId),
    homeScores: rows.map((r) => r.homeScore),
    guestScores: rows.map((r) => r.guestScore),
    variantIds: rows.map((r) => r.variantId),
    variantValues: rows.map((r) => r.variantValue),
    x2: rows.map((r) => r.isX2),
  });
}
