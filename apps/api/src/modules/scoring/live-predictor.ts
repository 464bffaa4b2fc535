import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect.ts';
import { itemScore, liveEventsSql } from '../predictor/index.ts';
import { tempTable } from './fantasy-scoring.sql.ts';
import { LIVE_BUCKET } from '../../db/schema/index.ts';
import { countingOrder, csvNumbers, intArray, writeInBatches } from './packed-rows.ts';

/**
 * A predictor stage being played, packed once per process and stage (issue 22 §6, decision 084):
 * its predictions as codes of their distinct kinds (event and what was predicted, a few thousand),
 * and every user the ratings hold — with points before the stage, or a prediction in it — in the
 * order that breaks ties on points (fewer predictions, earlier last prediction, lower id), which
 * no result changes. A refresh then scores the kinds, sums each user's codes and counts the places.
 */
type LivePredictions = {
  /** The users in the ties' order. */
  userIds: Int32Array;
  /** Their points of the scored stages. */
  base: Int32Array;
  /** User i's prediction kinds are codes[starts[i] .. starts[i + 1]). */
  starts: Int32Array;
  codes: Int32Array;
  /** Each kind's event and prediction, as the item score reads them. */
  kinds: {
    event: number[];
    home: (number | null)[];
    guest: (number | null)[];
    variant: (number | null)[];
    value: (number | null)[];
  };
  /** A user's index in userIds by id (-1: not there). */
  indexOf: Int32Array;
};

async function pack(tx: Tx, stage: { id: number; leagueId: number }): Promise<LivePredictions> {
  const nullSafe = (column: string) => sql.raw(`coalesce(k.${column}, -1) = coalesce(p.${column}, -1)`);
  for (const statement of tempTable(
    'predictor_live_kinds',
    sql`select d.*, (row_number() over (order by event_id, home_score, guest_score, variant_id, variant_value))::int - 1 as code
        from (select distinct event_id, home_score, guest_score, variant_id, variant_value
              from predictions where stage_id = ${stage.id}) d`,
    'code',
  ))
    await tx.execute(statement);
  const { rows: kindRows } = await tx.execute<{
    event_id: number;
    home_score: number | null;
    guest_score: number | null;
    variant_id: number | null;
    variant_value: number | null;
  }>(
    sql`select event_id, home_score, guest_score, variant_id, variant_value from predictor_live_kinds order by code`,
  );
  const { rows } = await tx.execute<{ user_id: number; base: number; codes: string }>(sql`
    with stage as (
      select p.user_id, string_agg(k.code::text, ',') as codes, count(*)::int as n, max(p.updated_at) as last
      from predictions p
      join predictor_live_kinds k on k.event_id = p.event_id and ${nullSafe('home_score')} and ${nullSafe('guest_score')}
        and ${nullSafe('variant_id')} and ${nullSafe('variant_value')}
      where p.stage_id = ${stage.id}
      group by p.user_id
    ), base as (
      select user_id, sum(points)::int as points, sum(predictions_count)::int as n, max(last_prediction_at) as last
      from predictor_stage_points
      where stage_id in (select id from predictor_stages
                         where league_id = ${stage.leagueId} and scored_at is not null and id <> ${stage.id})
      group by user_id
    )
    select coalesce(b.user_id, s.user_id) as user_id, coalesce(b.points, 0) as base, coalesce(s.codes, '') as codes
    from base b full join stage s on s.user_id = b.user_id
    order by coalesce(b.n, 0) + coalesce(s.n, 0), greatest(b.last, s.last), 1`);
  const userIds = new Int32Array(rows.length);
  const base = new Int32Array(rows.length);
  const starts = new Int32Array(rows.length + 1);
  const codes: number[] = [];
  let end = 0;
  rows.forEach((row, i) => {
    userIds[i] = row.user_id;
    base[i] = row.base;
    for (const code of csvNumbers(row.codes)) codes.push(code);
    starts[i + 1] = codes.length;
    end = Math.max(end, row.user_id + 1);
  });
  const indexOf = new Int32Array(end).fill(-1);
  userIds.forEach((id, i) => (indexOf[id] = i));
  return {
    userIds,
    base,
    starts,
    codes: Int32Array.from(codes),
    kinds: {
      event: kindRows.map((k) => k.event_id),
      home: kindRows.map((k) => k.home_score),
      guest: kindRows.map((k) => k.guest_score),
      variant: kindRows.map((k) => k.variant_id),
      value: kindRows.map((k) => k.variant_value),
    },
    indexOf,
  };
}

/**
 * What a kept packing is checked against: whether the stage is closed (its predictions can no longer
 * be saved; only an X2 confirmation changes one, and each refresh reads those), the count of its
 * predictions, and the ratings' rows with their row versions (a scoring, a re-scoring of an earlier
 * stage, changes the points before the stage).
 */
async function packVersion(tx: Tx, stage: { id: number; seasonId: number }): Promise<string | null> {
  const { rows } = await tx.execute<{ closed: boolean; version: string }>(sql`
    select (select closes_at <= now() from predictor_stages where id = ${stage.id}) as closed,
           (select count(*) from predictions where stage_id = ${stage.id}) || ':' ||
           (select count(*) || ':' || coalesce(sum(r.xmin::text::bigint), 0) from predictor_ratings r
            join champs c on c.id = r.champ_id and c.season_id = ${stage.seasonId} and c.game = 'predictor'
              and c.type in ('general', 'partner')) as version`);
  return rows[0]?.closed ? rows[0].version : null;
}

const kept = new WeakMap<Db, Map<number, { version: string; packed: LivePredictions }>>();
const KEPT_STAGES = 2;

/** The stage's predictions packed, kept per database handle and stage while the stage stays closed and they stay the same. */
export async function livePredictions(
  db: Db,
  tx: Tx,
  stage: { id: number; leagueId: number; seasonId: number },
): Promise<LivePredictions> {
  let byStage = kept.get(db);
  if (!byStage) kept.set(db, (byStage = new Map()));
  const version = await packVersion(tx, stage);
  const hit = byStage.get(stage.id);
  if (hit && version !== null && hit.version === version) return hit.packed;
  const packed = await pack(tx, stage);
  byStage.delete(stage.id);
  // An open stage's predictions still change: it is packed again at each refresh.
  if (version !== null) byStage.set(stage.id, { version, packed });
  if (byStage.size > KEPT_STAGES) byStage.delete(byStage.keys().next().value!);
  return packed;
}

/** Each kind's provisional points (the item score over the results so far, X2 apart). */
async function kindPoints(tx: Tx, stageId: number, kinds: LivePredictions['kinds']): Promise<Int32Array> {
  const points = new Int32Array(kinds.event.length);
  if (kinds.event.length === 0) return points;
  const { rows } = await tx.execute<{ code: number; points: number }>(sql`
    select p.code, coalesce(${itemScore.points}, 0)::int as points
    from (select k.*, false as is_x2, false as is_x2_confirmed
          from unnest(${intArray(kinds.event)}::int[], ${intArray(kinds.home)}::int[], ${intArray(kinds.guest)}::int[],
                      ${intArray(kinds.variant)}::int[], ${intArray(kinds.value)}::int[])
               with ordinality as k(event_id, home_score, guest_score, variant_id, variant_value, code)) p
    join ${liveEventsSql(stageId)} ev on ev.id = p.event_id`);
  for (const r of rows) points[r.code - 1] = r.points;
  return points;
}

/** Each user's provisional stage points: the kinds' points, and a confirmed X2 item's once more. */
async function stagePoints(tx: Tx, stageId: number, packed: LivePredictions): Promise<Int32Array> {
  const byKind = await kindPoints(tx, stageId, packed.kinds);
  const sums = new Int32Array(packed.userIds.length);
  for (let i = 0; i < sums.length; i++) {
    let sum = 0;
    for (let k = packed.starts[i]!; k < packed.starts[i + 1]!; k++) sum += byKind[packed.codes[k]!]!;
    sums[i] = sum;
  }
  const { rows } = await tx.execute<{ user_id: number; event_id: number }>(sql`
    select user_id, event_id from predictions where stage_id = ${stageId} and is_x2 and is_x2_confirmed`);
  for (const r of rows) {
    const i = packed.indexOf[r.user_id] ?? -1;
    if (i < 0) continue;
    for (let k = packed.starts[i]!; k < packed.starts[i + 1]!; k++) {
      if (packed.kinds.event[packed.codes[k]!] === r.event_id) sums[i]! += byKind[packed.codes[k]!]!;
    }
  }
  return sums;
}

type Rating = { champId: number; places: Int32Array };

async function storeRows(
  tx: Tx,
  stageId: number,
  packed: LivePredictions,
  figures: { stage: Int32Array; totals: Int32Array },
  ratings: Rating[],
): Promise<void> {
  for (const { champId, places } of ratings) {
    const buckets = new Map<number, number[]>();
    for (let i = 0; i < places.length; i++) {
      if (places[i] === 0) continue;
      const bucket = Math.floor(packed.userIds[i]! / LIVE_BUCKET);
      let members = buckets.get(bucket);
      if (!members) buckets.set(bucket, (members = []));
      members.push(i);
    }
    const rows: SQL[] = [];
    for (const [bucket, members] of buckets) {
      const stage: (number | null)[] = new Array<number | null>(LIVE_BUCKET).fill(null);
      const totals = stage.slice();
      const at = stage.slice();
      for (const i of members) {
        const slot = packed.userIds[i]! % LIVE_BUCKET;
        stage[slot] = figures.stage[i]!;
        totals[slot] = figures.totals[i]!;
        at[slot] = places[i]!;
      }
      rows.push(
        sql`(${champId}::int, ${bucket}::int, ${stageId}::int, ${intArray(stage)}::int[], ${intArray(totals)}::int[], ${intArray(at)}::int[])`,
      );
    }
    await tx.execute(sql`
      delete from predictor_live_rows where champ_id = ${champId}
        and not (bucket = any(${intArray([...buckets.keys()])}::int[]))`);
    await writeInBatches(
      tx,
      rows,
      (values) => sql`
        insert into predictor_live_rows (champ_id, bucket, stage_id, stage_points, points, places)
        values ${values}
        on conflict (champ_id, bucket) do update
          set stage_id = excluded.stage_id, stage_points = excluded.stage_points, points = excluded.points,
              places = excluded.places
        where (predictor_live_rows.stage_id, predictor_live_rows.stage_points, predictor_live_rows.points,
               predictor_live_rows.places)
              is distinct from (excluded.stage_id, excluded.stage_points, excluded.points, excluded.places)`,
    );
  }
}

/**
 * Both predictor ratings of the season with the stage's provisional points added to the totals
 * before it, and the live places in the rating's order (points desc, fewer predictions, earlier
 * last prediction, user id): general places for everyone, partner places among the users with a
 * linked partner account.
 */
export async function refreshPredictorLivePlaces(
  db: Db,
  tx: Tx,
  stage: { id: number; leagueId: number; seasonId: number },
  champs: { generalId: number | null; partnerId: number | null },
): Promise<void> {
  const packed = await livePredictions(db, tx, stage);
  const points = await stagePoints(tx, stage.id, packed);
  const totals = new Int32Array(points.length);
  for (let i = 0; i < totals.length; i++) totals[i] = packed.base[i]! + points[i]!;
  const { rows } = await tx.execute<{ ids: string | null }>(
    sql`select string_agg(id::text, ',') as ids from users where winline_id is not null`,
  );
  const partner = new Uint8Array(packed.indexOf.length);
  for (const id of csvNumbers(rows[0]?.ids ?? null)) if (id < partner.length) partner[id] = 1;
  const general = new Int32Array(totals.length);
  const partnerPlaces = new Int32Array(totals.length);
  let partners = 0;
  countingOrder(totals).forEach((i, position) => {
    general[i] = position + 1;
    if (partner[packed.userIds[i]!]) partnerPlaces[i] = ++partners;
  });
  const ratings: Rating[] = [];
  if (champs.generalId !== null) ratings.push({ champId: champs.generalId, places: general });
  if (champs.partnerId !== null) ratings.push({ champId: champs.partnerId, places: partnerPlaces });
  await storeRows(tx, stage.id, packed, { stage: points, totals }, ratings);
}
