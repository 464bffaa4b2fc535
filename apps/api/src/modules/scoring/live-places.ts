import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect.ts';
import { LIVE_BUCKET } from '../../db/schema/index.ts';
import { matchPointsSql, type FantasyScoringStage } from './fantasy-scoring.sql.ts';
import { liveSquadSource } from './live-standings.sql.ts';
import { liveSquads, liveStagePoints, readLivePlayerFacts } from './live-squads.ts';
import { countingOrder, csvNumbers, intArray, upsertArrays, writeInBatches } from './packed-rows.ts';

type Participants = { champId: number; teamIds: Int32Array; stored: Int32Array };

/**
 * Every fantasy rating of the season and its teams in id order with their stored totals: the general
 * rating holds every team of the league, a user league its members.
 */
async function readParticipants(tx: Tx, stage: FantasyScoringStage): Promise<Participants[]> {
  const { rows } = await tx.execute<{ champ_id: number; teams: string; stored: string }>(sql`
    select c.id as champ_id, string_agg(ft.id::text, ',' order by ft.id) as teams,
           string_agg(coalesce(r.points, 0)::text, ',' order by ft.id) as stored
    from champs c
    join fantasy_teams ft on ft.league_id = ${stage.leagueId}
    left join champ_rating r on r.champ_id = c.id and r.fantasy_team_id = ft.id
    where c.season_id = ${stage.seasonId} and c.game = 'fantasy' and c.type = 'general'
    group by c.id
    union all
    select m.champ_id, string_agg(ft.id::text, ',' order by ft.id), string_agg(coalesce(r.points, 0)::text, ',' order by ft.id)
    from champ_members m
    join champs c on c.id = m.champ_id and c.season_id = ${stage.seasonId} and c.game = 'fantasy' and c.type = 'user'
    join fantasy_teams ft on ft.id = m.fantasy_team_id and ft.league_id = ${stage.leagueId}
    left join champ_rating r on r.champ_id = m.champ_id and r.fantasy_team_id = m.fantasy_team_id
    group by m.champ_id`);
  return rows.map((r) => ({
    champId: r.champ_id,
    teamIds: csvNumbers(r.teams),
    stored: csvNumbers(r.stored),
  }));
}

type LiveRating = { champId: number; order: Int32Array; totals: number[]; places: number[] };

/**
 * A rating's live order (total desc, then team id: the ids ascend) and its distinct totals with their
 * places (1 + how many teams have more).
 */
function rank({ champId, teamIds, stored }: Participants, stagePoints: Int32Array): LiveRating {
  const live = teamIds.map((id, i) => stored[i]! + stagePoints[id]!);
  const order = countingOrder(live);
  const totals: number[] = [];
  const places: number[] = [];
  order.forEach((i, position) => {
    if (totals.at(-1) !== live[i]) {
      totals.push(live[i]!);
      places.push(position + 1);
    }
  });
  return { champId, order: order.map((i) => teamIds[i]!), totals, places };
}

/** Writes the stage's stage points and every rating's live rows, changing only the rows that differ. */
async function storeLive(tx: Tx, stage: FantasyScoringStage, stagePoints: Int32Array, ratings: LiveRating[]) {
  const buckets: SQL[] = [];
  for (let b = 0; b * LIVE_BUCKET < stagePoints.length; b++) {
    const points = stagePoints.subarray(b * LIVE_BUCKET, (b + 1) * LIVE_BUCKET);
    buckets.push(sql`(${stage.id}::int, ${b}::int, ${intArray(points)}::int[])`);
  }
  await tx.execute(
    sql`delete from fantasy_live_points where stage_id = ${stage.id} and bucket >= ${buckets.length}`,
  );
  await upsertArrays(
    tx,
    { table: 'fantasy_live_points', keys: 'stage_id, bucket', column: 'points' },
    buckets,
  );
  const champIds = ratings.map((r) => r.champId);
  await tx.execute(sql`
    delete from fantasy_live_heads h using champs c
    where c.id = h.champ_id and c.season_id = ${stage.seasonId} and c.game = 'fantasy'
      and not (h.champ_id = any(${intArray(champIds)}::int[]))`);
  await writeInBatches(
    tx,
    ratings.map(
      (r) =>
        sql`(${r.champId}::int, ${stage.id}::int, ${r.order.length}::int, ${intArray(r.totals)}::int[], ${intArray(r.places)}::int[])`,
    ),
    (values) => sql`
      insert into fantasy_live_heads (champ_id, stage_id, rows_count, totals, places) values ${values}
      on conflict (champ_id) do update
        set stage_id = excluded.stage_id, rows_count = excluded.rows_count, totals = excluded.totals, places = excluded.places
      where (fantasy_live_heads.stage_id, fantasy_live_heads.rows_count, fantasy_live_heads.totals, fantasy_live_heads.places)
            is distinct from (excluded.stage_id, excluded.rows_count, excluded.totals, excluded.places)`,
  );
  const parts: SQL[] = [];
  for (const r of ratings) {
    for (let p = 0; p * LIVE_BUCKET < r.order.length; p++) {
      const teams = r.order.subarray(p * LIVE_BUCKET, (p + 1) * LIVE_BUCKET);
      parts.push(sql`(${r.champId}::int, ${p}::int, ${intArray(teams)}::int[])`);
    }
  }
  await tx.execute(sql`
    delete from fantasy_live_order o using fantasy_live_heads h
    where h.champ_id = o.champ_id and h.stage_id = ${stage.id} and o.part * ${LIVE_BUCKET} >= h.rows_count`);
  await upsertArrays(tx, { table: 'fantasy_live_order', keys: 'champ_id, part', column: 'team_ids' }, parts);
}

/**
 * Every fantasy rating of the season with the stage's provisional points added to the stored totals,
 * and the live places (ties share them, as the scoring will give them): the squads in force summed
 * in memory from the players' points so far (live-squads.ts), the places counted, the packed rows
 * written. `fromTour`: the last scored tour, whose squads are complete.
 */
export async function refreshFantasyLivePlaces(
  db: Db,
  tx: Tx,
  stage: FantasyScoringStage,
  fromTour: number,
): Promise<void> {
  for (const statement of matchPointsSql(stage)) await tx.execute(statement);
  const facts = await readLivePlayerFacts(tx, liveSquadSource(stage, fromTour));
  const squads = await liveSquads(db, tx, stage, fromTour);
  const participants = await readParticipants(tx, stage);
  let end = (squads.teamIds.at(-1) ?? 0) + 1;
  for (const p of participants) end = Math.max(end, (p.teamIds.at(-1) ?? 0) + 1);
  const stagePoints = liveStagePoints(squads, facts, end);
  await storeLive(
    tx,
    stage,
    stagePoints,
    participants.map((p) => rank(p, stagePoints)),
  );
}
