import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect.ts';
import { memoizedByDb, preparedStatement } from '../../db/prepared.ts';
import { predictions, predictorEvents, predictorStages, questionVariants } from '../../db/schema/index.ts';
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

/**
 * The league's stage with its events and their questions' variant ids, in one prepared query
 * (null when the league has no such stage).
 */
export async function findSaveStage(
  db: Db,
  leagueId: number,
  stageId: number,
): Promise<{ stage: PredictorStageRow; events: Map<number, SaveEvent> } | null> {
  const [row] = await saveStageQuery(db).execute({ leagueId, stageId });
  if (!row) return null;
  return {
    stage: row.stage,
    events: new Map(
      row.events.map((e) => [
        e.id,
        { id: e.id, kind: e.kind, variantIds: e.variantIds ? new Set(e.variantIds) : null },
      ]),
    ),
  };
}

const lockUser = preparedStatement(
  'prediction_save_lock',
  sql`select 1 from users where id = ${sql.placeholder('userId')} for no key update`,
);

/**
 * The stage's items not in the list deleted, then the list upserted. At no moment may two items
 * of the stage carry X2 (a unique index): the upsert waits for the delete (it reads its count)
 * and takes the items in the list's order, which puts the one that gets X2 last.
 */
const writeStatement = preparedStatement<{ eventId: number; isX2: boolean; isX2Confirmed: boolean }>(
  'prediction_save_write',
  sql`
    with gone as (
      delete from ${predictions} where user_id = ${sql.placeholder('userId')} and stage_id = ${sql.placeholder('stageId')}
        and event_id <> all(${sql.placeholder('eventIds')}::int[])
      returning 1
    )
    insert into ${predictions} as p (user_id, event_id, stage_id, home_score, guest_score, variant_id, variant_value,
      is_x2, x2_set_at, created_at, updated_at)
    select ${sql.placeholder('userId')}::int, r.event_id, ${sql.placeholder('stageId')}::int, r.home_score, r.guest_score,
      r.variant_id, r.variant_value, r.is_x2, case when r.is_x2 then ${sql.placeholder('now')}::timestamptz end,
      ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('now')}::timestamptz
    from unnest(${sql.placeholder('eventIds')}::int[], ${sql.placeholder('homeScores')}::smallint[],
      ${sql.placeholder('guestScores')}::smallint[], ${sql.placeholder('variantIds')}::int[],
      ${sql.placeholder('variantValues')}::int[], ${sql.placeholder('x2')}::boolean[])
      with ordinality as r(event_id, home_score, guest_score, variant_id, variant_value, is_x2, n)
    where (select count(*) from gone) >= 0
    order by r.n
    on conflict (user_id, event_id) do update set
      home_score = excluded.home_score,
      guest_score = excluded.guest_score,
      variant_id = excluded.variant_id,
      variant_value = excluded.variant_value,
      is_x2 = excluded.is_x2,
      x2_set_at = case when p.is_x2 and excluded.is_x2 then p.x2_set_at else excluded.x2_set_at end,
      x2_bet_id = case when p.is_x2 and excluded.is_x2 then p.x2_bet_id end,
      is_x2_confirmed = p.is_x2 and excluded.is_x2 and p.is_x2_confirmed,
      updated_at = case when (p.home_score, p.guest_score, p.variant_id, p.variant_value)
        is distinct from (excluded.home_score, excluded.guest_score, excluded.variant_id, excluded.variant_value)
        then excluded.updated_at else p.updated_at end
    returning event_id as "eventId", is_x2 as "isX2", is_x2_confirmed as "isX2Confirmed"`,
);

/**
 * Makes the user's predictions of the stage exactly `rows`, inside the caller's
 * transaction, in two statements: the user's row locked first, so two saves of one
 * user run one after the other, then one write. X2 keeps its time and confirmation
 * while it stays on the same item; moved or new, it starts again from `now`. A
 * prediction's time moves only when its values change (it settles ties in the rating).
 */
export async function replaceStagePredictions(
  tx: Tx,
  opts: { userId: number; stageId: number; rows: PredictionValues[]; now: Date },
): Promise<{ eventId: number; isX2: boolean; isX2Confirmed: boolean }[]> {
  const { userId, stageId, now } = opts;
  await lockUser(tx, { userId });
  const rows = [...opts.rows].sort((a, b) => Number(a.isX2) - Number(b.isX2));
  return writeStatement(tx, {
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
