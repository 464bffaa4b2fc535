import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../apps/api/src/db/connect.ts';
import type { SeededStage } from '../../apps/api/test/factories/predictor.ts';
import {
  monthRatingsSql,
  rewriteRatingsSql,
  stageCountsSql,
  stageRowsSql,
  totalsSql,
} from '../../apps/api/src/modules/scoring/predictor-ratings.sql.ts';

/** `count` users named bench1…, every `partnerEvery`-th with a linked partner account. */
export async function insertBenchUsers(db: Db, count: number, partnerEvery = 5): Promise<void> {
  await db.execute(sql`
    insert into users (login, email, password_hash, winline_id)
    select 'bench' || g, 'bench' || g || '@bench.test', 'not-a-hash',
           case when g % ${partnerEvery} = 0 then 'BW' || g end
    from generate_series(1, ${count}) g`);
}

/**
 * Stage points straight into predictor_stage_points (no predictions): every
 * bench user plays the first stage, three in four the others; points 0–40,
 * 1–8 predictions, times spread over three hours — many ties on purpose.
 */
/** The stage's results: every match finished with a made-up score, both questions answered. */
/** Issue 23 §1: the bench users in private leagues of five (the last one smaller), one champ each. */
export async function insertBenchPrivateLeagues(db: Db, seasonId: number, users: number): Promise<void> {
  const numbered = sql`(select id, (row_number() over (order by id) - 1)::int as n from users where login like 'bench%')`;
  await db.execute(sql`
    insert into champs (season_id, game, type, name, owner_user_id, invite_hash, is_public, status, members_count)
    select ${seasonId}, 'predictor', 'user', 'Лига ' || (n / 5), id, 'bench-league-' || (n / 5), false,
           'started', least(5, ${users} - n)
    from ${numbered} o
    where n % 5 = 0`);
  await db.execute(sql`
    insert into predictor_league_members (champ_id, user_id)
    select c.id, o.id from ${numbered} o join champs c on c.invite_hash = 'bench-league-' || (o.n / 5)`);
}

export async function enterBenchResults(db: Db | Tx, stage: SeededStage): Promise<void> {
  for (const [i, event] of stage.matchEvents.entries())
    await db.execute(sql`update matches set home_score = ${i % 3}, guest_score = ${(i + 1) % 2}, is_finished = true
             where id = ${event.matchId}`);
  await db.execute(sql`update predictor_events set correct_variant_id = ${stage.variantQuestion.variantIds[0]}
           where id = ${stage.variantQuestion.id}`);
  await db.execute(sql`update predictor_events set correct_value = 5 where id = ${stage.numericQuestion.id}`);
}

export async function insertBenchStagePoints(db: Db, stageIds: number[]): Promise<void> {
  for (const [i, stageId] of stageIds.entries()) {
    await db.execute(sql`
      insert into predictor_stage_points (stage_id, user_id, points, predictions_count, last_prediction_at)
      select ${stageId}, u.id, (u.id::bigint * 7919 + ${i} * 104729) % 41, 1 + (u.id + ${i}) % 8,
             timestamptz '2026-05-01 09:00+00' + ((u.id * 37 + ${i}) % 10800) * interval '1 second'
      from users u
      where u.login like 'bench%' and (${i} = 0 or u.id % 4 <> 0)`);
  }
}

/**
 * Marks the stages scored and builds both ratings with the scoring job's own
 * rating statements (the part after the stage points), in one transaction.
 */
export async function buildBenchRatings(db: Db, leagueId: number, seasonId: number, stageIds: number[]) {
  await db.transaction(async (tx: Tx) => {
    await tx.execute(sql`update predictor_stages set scored_at = now(), status = 'past'
                         where id in (${sql.join(
                           stageIds.map((id) => sql`${id}`),
                           sql`, `,
                         )})`);
    const { rows } = await tx.execute<{ id: number; type: string }>(
      sql`select id, type from champs where season_id = ${seasonId} and game = 'predictor'`,
    );
    const champs = {
      generalId: rows.find((r) => r.type === 'general')?.id ?? null,
      partnerId: rows.find((r) => r.type === 'partner')?.id ?? null,
    };
    const last = stageIds[stageIds.length - 1]!;
    // The last stage's points as the job's stage step leaves them (here: the rows inserted above).
    await tx.execute(sql`create temp table predictor_scoring_stage on commit drop as
      select user_id, points, predictions_count, last_prediction_at from predictor_stage_points where stage_id = ${last}`);
    // As the job's stage step leaves it (stageTotalsSql): indexed and analysed. Without both, and
    // with the freshly inserted stage points not yet analysed either, the planner may pick a nested
    // loop over the unindexed table for the rewrite's anti-join: minutes at 200,000 users.
    await tx.execute(sql`create unique index on predictor_scoring_stage (user_id)`);
    await tx.execute(sql`analyze predictor_scoring_stage`);
    await tx.execute(sql`analyze predictor_stage_points`);
    // The last stage is its month's latest scored one: its rows hold the month table (issue 23 «Месяц»).
    for (const statement of totalsSql(leagueId, last, true)) await tx.execute(statement);
    for (const statement of stageRowsSql(last, true)) await tx.execute(statement);
    for (const statement of rewriteRatingsSql(champs)) await tx.execute(statement);
    for (const statement of stageCountsSql(leagueId, champs)) await tx.execute(statement);
    for (const statement of monthRatingsSql({ id: last }, last, champs)) await tx.execute(statement);
  });
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze predictor_stage_points`);
  await db.execute(sql`analyze predictor_ratings`);
}

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

/** Every node of an EXPLAIN (FORMAT JSON) plan, flattened. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/** EXPLAIN of a query: its nodes, and with `analyze` the execution time in ms. */
export async function explain(db: Db, query: ReturnType<typeof sql>, analyze = false) {
  const { rows } = await db.execute<{ 'QUERY PLAN': unknown }>(
    sql`explain (format json${analyze ? sql`, analyze` : sql``}) ${query}`,
  );
  const raw = rows[0]!['QUERY PLAN'];
  const [doc] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: PlanNode; 'Execution Time'?: number },
  ];
  return { nodes: planNodes(doc.Plan), ms: doc['Execution Time'] ?? null };
}

/** What the plan reads: sorts of whole sets and sequential scans of the rating tables are the failures. */
export function describePlan(nodes: PlanNode[]) {
  return {
    sorts: nodes.filter((n) => n['Node Type'] === 'Sort').length,
    seqScans: nodes
      .filter((n) => n['Node Type'] === 'Seq Scan')
      .map((n) => n['Relation Name'] ?? '')
      .filter((name) => name.startsWith('predictor_')),
    indexes: [...new Set(nodes.map((n) => n['Index Name']).filter((n): n is string => Boolean(n)))],
  };
}
