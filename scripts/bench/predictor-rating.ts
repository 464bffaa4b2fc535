/**
 * Predictor rating at scale: scores two stages of N users (default 200,000)
 * with the real scoring job, then reads rating pages in every sort through
 * the API and with EXPLAIN ANALYZE.
 *
 *   npx tsx scripts/bench/predictor-rating.ts [--users 200000]
 *
 * BENCH_DATABASE_URL=postgres://user:pass@host/postgres runs it on a new
 * database of that server (dropped afterwards); without it, on in-memory PGlite.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  userIdsAbsentFromStageSql,
  userIdsByPlaceSql,
  userIdsByStagePointsSql,
} from '../../apps/api/src/modules/predictor/rating.queries.ts';
import { findLeagueRows } from '../../apps/api/src/modules/predictor/league-rating.queries.ts';
import { findMonthPage, findMonthRowOf } from '../../apps/api/src/modules/predictor/month-rating.queries.ts';
import { scorePredictorStage } from '../../apps/api/src/modules/scoring/predictor-scoring.ts';
import { seedPredictorLeague } from '../../apps/api/test/factories/predictor.ts';
import { benchApp, openBenchDatabase, quantile, timed, timeGets } from './lib.ts';
import {
  describePlan,
  explain,
  enterBenchResults,
  insertBenchPrivateLeagues,
  insertBenchUsers,
} from './predictor-rating-seed.ts';

const { values } = parseArgs({ options: { users: { type: 'string', default: '200000' } } });
const USERS = Number(values.users);
const serverUrl = process.env.BENCH_DATABASE_URL;

const { database, close } = await openBenchDatabase(serverUrl);
const db = database.db;
try {
  console.log(`# Predictor rating bench: ${USERS.toLocaleString('en')} users on ${database.kind}\n`);
  const seeded = await seedPredictorLeague(db, {
    now: new Date(Date.UTC(2026, 0, 1)),
    tours: 2,
    matchesPerStage: 5,
  });
  await timed('users', () => insertBenchUsers(db, USERS));
  // Every user predicts every event of both stages: pseudo-random scores 0–4, variants and numbers.
  await timed('predictions', async () => {
    for (const stage of seeded.stages) {
      await db.execute(sql`
        insert into predictions (user_id, event_id, stage_id, home_score, guest_score, variant_id, variant_value,
                                 created_at, updated_at)
        select u.id, e.id, e.stage_id,
               case when e.kind = 'match' then (u.id * 31 + e.id * 7) % 5 end,
               case when e.kind = 'match' then (u.id * 17 + e.id * 11) % 4 end,
               (select v.id from question_variants v where v.event_id = e.id order by (v.id + u.id) % 2 limit 1),
               case when e.kind = 'question' and not exists (select 1 from question_variants v where v.event_id = e.id)
                    then (u.id * 13) % 12 end,
               timestamptz '2026-01-01' + (u.id % 86400) * interval '1 second',
               timestamptz '2026-01-01' + (u.id % 86400) * interval '1 second'
        from users u cross join predictor_events e
        where u.login like 'bench%' and e.stage_id = ${stage.id}
          and (${stage.id} = ${seeded.stages[0]!.id} or u.id % 4 <> 0)`);
      await enterBenchResults(db, stage);
    }
  });
  await timed('private leagues (5 members each)', () =>
    insertBenchPrivateLeagues(db, seeded.seasonId, USERS),
  );
  await db.execute(sql`analyze`);
  const [s1, s2] = seeded.stages.map((s) => s.id) as [number, number];
  const onStep = (step: string, ms: number) => console.log(`  ${step}: ${(ms / 1000).toFixed(2)} s`);
  await timed('score stage 1', () => scorePredictorStage(db, s1, { onStep }));
  await timed('score stage 2', () => scorePredictorStage(db, s2, { onStep }));
  await timed('score stage 2 again (nothing changes)', () => scorePredictorStage(db, s2, { onStep }));
  await db.execute(sql`analyze`);

  const general = seeded.generalChampId;
  const partner = seeded.partnerChampId;
  const middle = Math.floor(USERS / 2);
  console.log('\n| page query | plan | reads index | execution |\n|---|---|---|---|');
  for (const [name, query] of [
    ['place, page 1', userIdsByPlaceSql(general, { from: 1, to: 20 }, true)],
    ['place, middle page', userIdsByPlaceSql(general, { from: middle + 1, to: middle + 20 }, true)],
    ['place reversed, page 1', userIdsByPlaceSql(general, { from: USERS - 19, to: USERS }, false)],
    ['partner, place, page 1', userIdsByPlaceSql(partner, { from: 1, to: 20 }, true)],
    ['stage, page 1', userIdsByStagePointsSql(general, s2, { offset: 0, limit: 20 }, true)],
    ['stage, page 50', userIdsByStagePointsSql(general, s2, { offset: 980, limit: 20 }, true)],
    ['stage, page 500', userIdsByStagePointsSql(general, s2, { offset: 9980, limit: 20 }, true)],
    ['stage reversed, page 1', userIdsByStagePointsSql(general, s2, { offset: 0, limit: 20 }, false)],
    ['partner, stage, page 1', userIdsByStagePointsSql(partner, s2, { offset: 0, limit: 20 }, true)],
    [
      'stage, non-players, first page',
      userIdsAbsentFromStageSql(general, s2, { offset: 0, limit: 20 }, true),
    ],
    ['stage, non-players, page 50', userIdsAbsentFromStageSql(general, s2, { offset: 980, limit: 20 }, true)],
  ] as const) {
    const { nodes, ms } = await explain(db, query, true);
    const plan = describePlan(nodes);
    const ok = plan.sorts === 0 && plan.seqScans.length === 0;
    console.log(`| ${name} | ${plan.indexes.join(', ')} | ${ok ? 'yes' : 'NO'} | ${ms?.toFixed(2)} ms |`);
  }

  // Issue 23 §1: a private league's page is its members' general rows, ordered when read.
  const { rows: leagues } = await db.execute<{ id: number }>(
    sql`select id from champs where game = 'predictor' and type = 'user' order by id limit 1`,
  );
  const leagueTimes: number[] = [];
  for (let i = 0; i < 60; i++) {
    const started = performance.now();
    await findLeagueRows(db, leagues[0]!.id, general, { kind: 'stage', stageId: s2, bestFirst: true });
    leagueTimes.push(performance.now() - started);
  }
  leagueTimes.sort((a, b) => a - b);
  console.log(
    `\nprivate league rows by stage 2 (5 members): median ${quantile(leagueTimes, 0.5)} ms, p95 ${quantile(leagueTimes, 0.95)} ms`,
  );

  // Issue 23 «Месяц»: both stages start in one month, a quarter of the users skipped stage 2, so a
  // month page reads stage 2's rows and the skippers' own rows by their place indexes.
  const monthOf = (id: number) => ({
    champId: id,
    month: '2026-01-01',
    latestStageId: s2,
    partner: id === partner,
  });
  const { rows: skippers } = await db.execute<{ user_id: number }>(
    sql`select user_id from predictor_month_ratings order by user_id desc limit 1`,
  );
  const skipper = skippers[0]!.user_id;
  const monthCalls: [string, () => Promise<unknown>][] = [
    ['place, page 1', () => findMonthPage(db, monthOf(general), { from: 1, to: 20 })],
    ['place, middle page', () => findMonthPage(db, monthOf(general), { from: middle + 1, to: middle + 20 })],
    ['place, last page', () => findMonthPage(db, monthOf(general), { from: USERS - 19, to: USERS })],
    ['partner, place, page 1', () => findMonthPage(db, monthOf(partner), { from: 1, to: 20 })],
    ['a skipper’s own row', () => findMonthRowOf(db, monthOf(general), skipper)],
  ];
  console.log('\n| month table call | median | p95 |\n|---|---|---|');
  for (const [name, call] of monthCalls) {
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`| ${name} | ${quantile(times, 0.5)} ms | ${quantile(times, 0.95)} ms |`);
  }

  const app = await benchApp(database);
  const base = `/v1/predictors/${seeded.leagueId}/rating`;
  console.log('\n| API call | median | p95 |\n|---|---|---|');
  for (const url of [
    `${base}/${general}/`,
    `${base}/${general}/?p=${Math.floor(USERS / 40)}`,
    `${base}/${general}/?sort=place&pageSize=50`,
    `${base}/${general}/?sort=-${s2}`,
    `${base}/${general}/?sort=-${s2}&p=50`,
    `${base}/${general}/?sort=${s2}`,
    `${base}/${general}/?sort=${s2}&p=50`,
    `${base}/${general}/?sort=-${s2}&p=${Math.floor((USERS * 3) / 4 / 20)}`,
    `${base}/${general}/?sort=-${s2}&p=${Math.floor((USERS * 7) / 8 / 20)}`,
    `${base}/${general}/?sort=-${s2}&p=${USERS / 20}`,
    `${base}/${partner}/`,
  ]) {
    const times = await timeGets(app, url, 60);
    console.log(
      `| GET ${url.replace(base, '…/rating')} | ${quantile(times, 0.5)} ms | ${quantile(times, 0.95)} ms |`,
    );
  }
  await app.close();
} finally {
  await close();
}
