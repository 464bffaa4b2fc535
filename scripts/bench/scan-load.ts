/**
 * Issue 24 §4, for reminder-scan.ts: the API's read and save targets while a reminder scan runs.
 *
 * On the reminder bench's data, the real API (`benchApp`, production config, a pool of its own)
 * listens on a loopback port and a bare Fastify server answers the rating page's bytes from memory,
 * as in run.ts. Measured twice with the same load, once before the scan and once while it runs
 * (started right after the scan starts): the predictor general rating, page 1 (anonymous, the
 * server's copy; run.ts's target for the predictor rating and its ratio of bare) and its middle page
 * signed in (not cached: every request reaches PostgreSQL; reported), then a prediction save surge
 * of distinct users, each POSTing the stage's 10 events with their own key (run.ts's target:
 * ≥ 800 saves/s, p99 ≤ 100 ms), each acknowledged save checked as stored. Each surge has users of
 * its own. They are users who predicted everything and have no partner account, so a save keeps
 * them out of the scan's candidates and the scan writes the same whatever the saves' timing.
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase, type Db } from '../../apps/api/src/db/connect.ts';
import type { SeededLeague, SeededStage } from '../../apps/api/test/factories/predictor.ts';
import { benchApp, load, seconds } from './lib.ts';
import type { LoadResult } from './load.ts';
import { TARGETS } from './reads.ts';
import { benchKey } from './season-seed.ts';

export type ScanLoad = {
  /** The bench database (the scan's pool) and its URL (the API opens its own pool there). */
  db: Db;
  url: string;
  league: SeededLeague;
  stage: SeededStage;
  users: number;
  /** Per read figure, as run.ts's `--seconds`. */
  seconds: number;
  /** Distinct users per save surge. */
  surge: number;
  connections: number;
  pool: number;
  /** The scan measured under load; its time without load, for the comparison. */
  scan: () => Promise<{ notified: number; emailed: number } | null>;
  scanWithoutLoadMs: number;
};

const SAVES_TARGET_PER_S = 800;
const SAVES_P99_MS = 100;
const WARM_UP = 200;

const n = (x: number) => Math.round(x).toLocaleString('en');
function figure(name: string, value: string, target: string, verdict: boolean | 'none') {
  const end = verdict === 'none' ? '' : verdict ? ' OK' : ' MISS';
  console.log(`figure: ${name.padEnd(52)} ${value.padEnd(44)} target ${target.padEnd(30)}${end}`.trimEnd());
}

type Read = { name: string; url: string; signedIn: boolean };
type Measured = { read: Read; result: LoadResult }[];
type Surge = { result: LoadResult; present: number; sent: number };

export async function measureApiDuringScan(o: ScanLoad): Promise<void> {
  const { db, stage } = o;
  const readerId = 1;
  // Predicted everything (id % 10 < 6), no partner account (id % 5 <> 0): see the header.
  const { rows: picked } = await db.execute<{ id: number }>(sql`
    select id from users where login like 'bench%' and id % 10 between 1 and 4 and id <> ${readerId}
    order by id limit ${WARM_UP + 2 * o.surge}`);
  const ids = picked.map((r) => r.id);
  const warmUp = Math.min(WARM_UP, Math.floor(ids.length / 3));
  const surge = Math.min(o.surge, Math.floor((ids.length - warmUp) / 2));
  const warmUsers = ids.slice(0, warmUp);
  const beforeUsers = ids.slice(warmUp, warmUp + surge);
  const duringUsers = ids.slice(warmUp + surge, warmUp + 2 * surge);
  const idArray = (list: number[]) => sql.raw(`array[${list.join(',') || 0}]::int[]`);
  await db.execute(sql`
    insert into auth_keys (user_id, key_hash, expire_at)
    select id, encode(sha256(convert_to('bench-key-' || lpad(id::text, 10, '0'), 'UTF8')), 'hex'),
           now() + interval '30 days'
    from unnest(${idArray([readerId, ...ids])}) id`);
  // Stored home scores no save posts (0–5 are posted): every save changes every row, so the check
  // below sees the posted values only where the save wrote them (as run.ts).
  await db.execute(sql`
    update predictions p set home_score = 20 from predictor_events e
    where e.id = p.event_id and e.kind = 'match' and p.stage_id = ${stage.id} and p.user_id = any(${idArray(ids)})`);

  const { rows: events } = await db.execute<{ id: number; kind: string }>(
    sql`select id, kind from predictor_events where stage_id = ${stage.id} order by sort_order, id`,
  );
  const variant = stage.variantQuestion.variantIds[1];
  // The seed answered the first variant and 3: the second variant and 4–8 change those rows too.
  const saveBody = (user: number) =>
    JSON.stringify({
      predictions: events.map((e) =>
        e.kind === 'match'
          ? { event_id: e.id, home_team_score: (user + e.id) % 6, guest_team_score: (user * 3 + e.id) % 5 }
          : e.id === stage.variantQuestion.id
            ? { event_id: e.id, variant_id: variant }
            : { event_id: e.id, variant_value: 4 + (user % 5) },
      ),
    });

  const api = await openDatabase({ databaseUrl: o.url, poolSize: o.pool });
  const app = await benchApp(api);
  const bare = Fastify({ logger: false });
  try {
    const apiBase = await app.listen({ port: 0, host: '127.0.0.1' });
    const pr = `/v1/predictors/${o.league.leagueId}/rating/${o.league.generalChampId}/`;
    const middle = Math.floor(Math.ceil(o.users / 20) / 2);
    const reads: Read[] = [
      { name: 'predictor rating, page 1', url: pr, signedIn: false },
      { name: `predictor rating, page ${n(middle)}, signed in`, url: `${pr}?p=${middle}`, signedIn: true },
    ];
    const headersOf = (read: Read): Record<string, string> =>
      read.signedIn ? { authorization: `Bearer ${benchKey(readerId)}` } : {};
    let bareBody: { body: Buffer; type: string } | null = null;
    for (const read of reads) {
      const started = performance.now();
      const res = await fetch(apiBase + read.url, { headers: headersOf(read) });
      if (res.status !== 200) throw new Error(`${read.url}: ${res.status} ${await res.text()}`);
      const body = Buffer.from(await res.arrayBuffer());
      console.log(`first read: ${read.name.padEnd(52)} ${(performance.now() - started).toFixed(1)} ms`);
      if (!read.signedIn && !bareBody)
        bareBody = { body, type: res.headers.get('content-type') ?? 'application/json' };
    }
    bare.get('/bare', (_request, reply) => reply.type(bareBody!.type).send(bareBody!.body));
    const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

    const measureReads = async (): Promise<Measured> => {
      const measured: Measured = [];
      for (const read of reads) {
        const result = await load({
          kind: 'get',
          url: apiBase + read.url,
          connections: o.connections,
          seconds: o.seconds,
          ...(read.signedIn ? { keys: [benchKey(readerId)] } : {}),
        });
        measured.push({ read, result });
      }
      return measured;
    };
    const saveSurge = async (users: number[]): Promise<Surge> => {
      const started = new Date();
      const result = await load({
        kind: 'saves',
        url: `${apiBase}/v1/predictors/${o.league.leagueId}/stages/${stage.id}/predictions/`,
        connections: o.connections,
        saves: users.map((id) => ({ id, key: benchKey(id), body: saveBody(id) })),
      });
      const { rows } = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from (
          select p.user_id from predictions p
          where p.stage_id = ${stage.id} and p.user_id = any(${idArray(result.acknowledged)})
            and p.updated_at >= ${started}
            and case when p.home_score is not null
                       then p.home_score = (p.user_id + p.event_id) % 6 and p.guest_score = (p.user_id * 3 + p.event_id) % 5
                     when p.event_id = ${stage.variantQuestion.id} then p.variant_id = ${variant}
                     else p.variant_value = 4 + p.user_id % 5 end
          group by p.user_id having count(*) = ${events.length}) x`);
      return { result, present: rows[0]!.n, sent: users.length };
    };

    const warm = await saveSurge(warmUsers);
    console.log(`warm-up (not a figure): ${n(warm.result.ok)} saves of ${n(warmUsers.length)} users\n`);

    // Before the scan.
    const beforeReads = await measureReads();
    const bareResult = await load({
      kind: 'get',
      url: `${bareBase}/bare`,
      connections: o.connections,
      seconds: o.seconds,
    });
    const beforeSaves = await saveSurge(beforeUsers);
    printReads(beforeReads, 'before the scan', bareResult);
    figure(
      `bare Fastify, the page-1 answer (${n(bareBody!.body.length)} B) from memory`,
      `${n(bareResult.perSecond)} req/s, p99 ${bareResult.p99} ms`,
      'reported',
      true,
    );
    printSurge(beforeSaves, 'before the scan');

    // The scan, and the same load right after it starts.
    console.log('\nthe scan again (its output cleared), the same load while it runs…');
    const scanStarted = performance.now();
    let scanEnded = 0;
    // Settled either way, so a failing scan waits for the load instead of ending the process.
    const scanning = o.scan().then(
      (written) => {
        scanEnded = performance.now() - scanStarted;
        return { written, error: null };
      },
      (error: unknown) => {
        scanEnded = performance.now() - scanStarted;
        return { written: null, error };
      },
    );
    const at = () => performance.now() - scanStarted;
    const readsFrom = at();
    const duringReads = await measureReads();
    const savesFrom = at();
    const duringSaves = await saveSurge(duringUsers);
    const loadEnded = at();
    const scanned = await scanning;
    if (scanned.error) throw scanned.error;
    const ranAt = (from: number, to: number) =>
      `, at ${(from / 1000).toFixed(1)}–${(to / 1000).toFixed(1)} s of the scan's ${(scanEnded / 1000).toFixed(1)} s`;
    printReads(duringReads, 'during the scan', bareResult, ranAt(readsFrom, savesFrom));
    printSurge(duringSaves, 'during the scan', ranAt(savesFrom, loadEnded));
    figure(
      `reminder scan under this load, ${n(o.users)} users`,
      `${seconds(scanEnded)} (${seconds(o.scanWithoutLoadMs)} without load)`,
      'reported, no verdict (the ≤ 60 s one is without load)',
      'none',
    );
    console.log(
      `  the scan wrote ${n(scanned.written?.notified ?? 0)} notifications, ${n(scanned.written?.emailed ?? 0)} letters`,
    );
    if (loadEnded > scanEnded)
      console.log(
        `note: the scan ended at ${seconds(scanEnded)}, before the load did (${seconds(loadEnded)}): at this ` +
          'size part of the figures «during the scan» are of the API after it; at 1,000,000 users the scan outlasts the load.',
      );
  } finally {
    await bare.close();
    await app.close();
    await api.close();
  }
}

/** The figures of one round; `at`, during the scan, says when the load ran. */
function printReads(measured: Measured, when: string, bare: LoadResult, at = '') {
  const target = TARGETS['predictor rating'];
  for (const { read, result } of measured) {
    const clean = result.non2xx === 0 && result.errors === 0;
    if (!clean) console.log(`  ${read.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    const value = `${n(result.perSecond)} req/s, p99 ${result.p99} ms${at}`;
    if (read.signedIn) figure(`${read.name}, ${when}`, value, 'reported (not cached)', clean);
    else {
      figure(
        `${read.name}, ${when}`,
        value,
        `≥ ${n(target.rps)} req/s, p99 ≤ ${target.p99} ms`,
        result.perSecond >= target.rps && result.p99 <= target.p99! && clean,
      );
      console.log(
        `ratio: ${`${read.name}, ${when}`.padEnd(52)} ${((100 * result.perSecond) / bare.perSecond).toFixed(1)} % of bare before the scan (${n(result.perSecond)} / ${n(bare.perSecond)} req/s)`,
      );
    }
  }
}

function printSurge({ result, present, sent }: Surge, when: string, at = '') {
  figure(
    `prediction saves by ${n(sent)} distinct users (surge), ${when}`,
    `${n(result.perSecond)} saves/s, p99 ${result.p99} ms${at}`,
    `≥ ${n(SAVES_TARGET_PER_S)} saves/s, p99 ≤ ${SAVES_P99_MS} ms`,
    result.perSecond >= SAVES_TARGET_PER_S && result.p99 <= SAVES_P99_MS,
  );
  figure(
    `prediction saves ${when}: acknowledged and present afterwards`,
    `${n(result.ok)} acknowledged, ${n(present)} present`,
    'all acknowledged present',
    present === result.ok && result.ok > 0,
  );
  if (result.ok < sent)
    console.log(`  ${sent - result.ok} not acknowledged (${result.non2xx} non-2xx, ${result.errors} errors)`);
}
