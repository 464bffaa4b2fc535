/**
 * Predictor stage scoring at scale (issue 11's figure: ≤ 60 s for 1,000,000
 * users × 10 events): N users (default 1,000,000, every fifth a partner) who
 * predict every event of two stages of 10 events each (8 matches, a variant
 * question, a numeric question), set-based. Enters the results, then scores
 * stage 1 (the first scoring: every rating row new), stage 2 and stage 2
 * again (nothing to change) with the job's step timings, and prints the
 * figure line (the slower of the two stages).
 *
 *   npx tsx scripts/bench/predictor-scoring.ts [--users 1000000] [--database-url URL]
 *
 * The database URL (default BENCH_DATABASE_URL, else the local PostgreSQL)
 * names a server: the bench creates its own database there and drops it
 * afterwards. `--database-url pglite` runs on in-memory PGlite.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/connect.ts';
import {
  readPredictorStage,
  scorePredictorStage,
} from '../../apps/api/src/modules/scoring/predictor-scoring.ts';
import { livePredictions } from '../../apps/api/src/modules/scoring/live-predictor.ts';
import { refreshLiveStandings } from '../../apps/api/src/modules/scoring/live-standings.ts';
import { seedPredictorLeague } from '../../apps/api/test/factories/predictor.ts';
import { openBenchDatabase, seconds, timed } from './lib.ts';
import { enterBenchResults, insertBenchUsers } from './predictor-rating-seed.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000000' },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://mliga:mliga@127.0.0.1:5432/postgres',
    },
  },
});
const USERS = Number(values.users);
const serverUrl = values['database-url'] === 'pglite' ? undefined : values['database-url'];
const TARGET_S = 60;
const MATCHES = 8;

/** Issue 22 §6: live places of both ratings within 10 s of an event. */
const LIVE_TARGET_S = 10;

/**
 * Stage 2 being played (its results so far are the entered ones): its predictions packed as at its
 * close (once per stage and process), then both ratings' live places refreshed as after an event — the first time (every live row new), then after one more goal.
 * Answers the slower refresh in ms.
 */
async function liveRefreshes(db: Db, stageId: number): Promise<number> {
  const { rows } = await db.execute<{ status: string; match_id: number }>(sql`
    select s.status, (select min(e.match_id) from predictor_events e where e.stage_id = s.id) as match_id
    from predictor_stages s where s.id = ${stageId}`);
  const { status, match_id: matchId } = rows[0]!;
  await db.execute(sql`update predictor_stages set status = 'current' where id = ${stageId}`);
  console.log('\nlive places of stage 2 (both ratings), as after an event:');
  const refresh = async (title: string) => {
    const started = performance.now();
    await refreshLiveStandings(db, [matchId]);
    const ms = performance.now() - started;
    console.log(`  ${title.padEnd(50)} ${seconds(ms)}`);
    return ms;
  };
  const packing = performance.now();
  await db.transaction(async (tx) => livePredictions(db, tx, (await readPredictorStage(tx, stageId))!));
  console.log(
    `  ${'predictions packed (at the close, once per stage)'.padEnd(50)} ${seconds(performance.now() - packing)}`,
  );
  const fresh = await refresh('first refresh (every live row new)');
  await db.execute(sql`update matches set home_score = home_score + 1 where id = ${matchId}`);
  const after = await refresh('after a goal');
  await db.execute(sql`update matches set home_score = home_score - 1 where id = ${matchId}`);
  await db.execute(sql`update predictor_stages set status = ${status} where id = ${stageId}`);
  return Math.max(fresh, after);
}

const { database, close } = await openBenchDatabase(serverUrl);
const db = database.db;
try {
  console.log(`# Predictor stage scoring bench: ${USERS.toLocaleString('en')} users on ${database.kind}\n`);
  const seeded = await seedPredictorLeague(db, {
    now: new Date(Date.UTC(2026, 0, 1)),
    tours: 2,
    matchesPerStage: MATCHES,
  });
  await timed('users', () => insertBenchUsers(db, USERS));
  // Every user predicts every event of both stages: pseudo-random scores 0–4, variants and numbers.
  await timed(`predictions (${(USERS * (MATCHES + 2) * 2).toLocaleString('en')})`, async () => {
    for (const stage of seeded.stages) {
      await db.execute(sql`
        with ev as (
          select e.id, e.stage_id, e.kind,
                 (select array_agg(v.id order by v.id) from question_variants v where v.event_id = e.id) as variants
          from predictor_events e where e.stage_id = ${stage.id}
        )
        insert into predictions (user_id, event_id, stage_id, home_score, guest_score, variant_id, variant_value,
                                 created_at, updated_at)
        select u.id, e.id, e.stage_id,
               case when e.kind = 'match' then (u.id * 31 + e.id * 7) % 5 end,
               case when e.kind = 'match' then (u.id * 17 + e.id * 11) % 4 end,
               case when e.kind <> 'match' and e.variants is not null
                    then e.variants[1 + (u.id + e.id) % array_length(e.variants, 1)] end,
               case when e.kind = 'question' and e.variants is null then (u.id * 13) % 12 end,
               timestamptz '2026-01-01' + (u.id % 86400) * interval '1 second',
               timestamptz '2026-01-01' + (u.id % 86400) * interval '1 second'
        from users u cross join ev e
        where u.login like 'bench%'`);
      await enterBenchResults(db, stage);
    }
  });
  await db.execute(sql`analyze`);
  const [s1, s2] = seeded.stages.map((s) => s.id) as [number, number];
  const byStep = async (title: string, stageId: number) => {
    console.log(`\n${title}, by step:`);
    const steps: [string, number][] = [];
    const started = performance.now();
    await scorePredictorStage(db, stageId, { onStep: (step, ms) => steps.push([step, ms]) });
    const ms = performance.now() - started;
    for (const [step, stepMs] of steps) console.log(`  ${step.padEnd(24)} ${seconds(stepMs)}`);
    console.log(`  ${'total'.padEnd(24)} ${seconds(ms)}`);
    return ms;
  };
  const first = await byStep('score stage 1 (first scoring: every rating row new)', s1);
  const live = (await liveRefreshes(db, s2)) / 1000;
  const second = await byStep('score stage 2', s2);
  const again = await byStep('score stage 2 again (nothing to change)', s2);
  const { rows } = await db.execute<{ n: number; scored: number }>(sql`
    select (select count(*)::int from predictor_ratings) as n,
           (select count(*)::int from predictor_stage_points where stage_id = ${s2}) as scored`);
  console.log(`\npredictor_ratings: ${rows[0]!.n} rows; stage 2 points of ${rows[0]!.scored} users`);
  console.log(`re-run: ${seconds(again)}\n`);
  const worst = Math.max(first, second) / 1000;
  console.log(
    `predictor stage scoring, ${USERS.toLocaleString('en')} users × ${MATCHES + 2} events: ${worst.toFixed(1)} s (target ≤ ${TARGET_S} s) ${worst <= TARGET_S ? 'OK' : 'MISS'}`,
  );
  console.log(
    `predictor live places, ${USERS.toLocaleString('en')} users: ${live.toFixed(1)} s (target ≤ ${LIVE_TARGET_S} s) ${live <= LIVE_TARGET_S ? 'OK' : 'MISS'}`,
  );
} finally {
  await close();
}
