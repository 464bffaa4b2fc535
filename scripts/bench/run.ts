/**
 * The performance bench of issue 11 (`npm run bench`, `npm run bench -- --small`).
 *
 * 1. Seeds a synthetic season on a new database of the PostgreSQL server
 *    (season-seed.ts: N users with predictions and squads for 10 stages,
 *    20 clubs, 1,000 players, both ratings stored).
 * 2. Starts the real API (buildApp, production config) on a loopback port,
 *    and a bare Fastify server that answers the same bytes from memory.
 * 3. Loads them over real HTTP with autocannon, run in a forked child
 *    (load.ts) so the load generator does not share the API's event loop —
 *    the two still share the machine's two cores, which the figures include.
 * 4. Runs the deadline surges (10,000 distinct users, 2,000 with --small, saving a squad, then
 *    predictions; each after a warm-up by a tenth as many other users) and checks every
 *    acknowledged save is stored.
 * 5. Runs the other benches as child processes when present: fantasy and
 *    predictor stage scoring and the reminder scan (`--users N --database-url <server>`), the live
 *    stream (live.ts) and web.
 *
 * Prints one `figure:` line per figure with its target and OK or MISS.
 *
 *   npm run bench [-- --small] [--users N] [--seconds S] [--connections 50] [--pool 20]
 *                 [--database-url <an already seeded bench database: no seeding, kept>] [--keep]
 *                 [--only reads|saves|others]
 *
 * BENCH_DATABASE_URL names the server (default postgres://mliga:mliga@127.0.0.1:5432/postgres).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { openDatabase, type Database } from '../../apps/api/src/db/connect.ts';
import type { LoadResult } from './load.ts';
import { pgbenchTps } from './pgbench.ts';
import { predictionSurge, squadSurge } from './surges.ts';
import { benchApp, load, openBenchDatabase, seconds, timed } from './lib.ts';
import { reads, TARGETS, type Read } from './reads.ts';
import { benchKey, loadSeason, seedBenchDatabase, type Season } from './season-seed.ts';

const { values } = parseArgs({
  options: {
    small: { type: 'boolean', default: false },
    users: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '50' },
    pool: { type: 'string', default: '20' },
    'database-url': { type: 'string' },
    keep: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const SMALL = values.small;
const USERS = Number(values.users ?? (SMALL ? 100_000 : 1_000_000));
// --small is the quick check (under 4 minutes here, 6 on a slow VM): shorter read windows, a smaller surge, the
// scoring benches at 20,000 users and one Lighthouse run a page. The verdicts are the full run's.
const SECONDS = Number(values.seconds ?? (SMALL ? 3 : 10));
const CONNECTIONS = Number(values.connections);
const POOL = Number(values.pool);
const SURGE_USERS = SMALL ? 2_000 : 10_000;
/**
 * Signed-in reads (issue 25 §3) are measured twice: readers browsing (1,000 readers, each reading
 * again within the copy's 15 s, as one pages and sorts a rating), judged against a share of the bare
 * server; and every read by a reader not seen before (up to 200,000), reported.
 */
const BROWSING_READERS = 1_000;
const NEW_READERS = 200_000;
const SIGNED_IN_SHARE = 25;
/** The save surges' target as a share of pgbench's transactions per second on the same server. */
const SAVES_SHARE = 50;
const SCORING_USERS = SMALL ? 20_000 : USERS;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://mliga:mliga@127.0.0.1:5432/postgres';
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const wants = (part: string) => !values.only || values.only.split(',').includes(part);

const figures: string[] = [];
const n = (x: number) => Math.round(x).toLocaleString('en');
/** Prints (and keeps for the summary) one figure line. */
function figure(name: string, value: string, target: string, ok: boolean) {
  const line = `figure: ${name.padEnd(52)} ${value.padEnd(44)} target ${target.padEnd(30)} ${ok ? 'OK' : 'MISS'}`;
  figures.push(line);
  console.log(line);
}

/** A child's verdict line: `figure: …`, or its own `… (target …) OK|MISS`. */
const isFigure = (line: string) => line.startsWith('figure:') || /\btarget\b.*\b(OK|MISS)\b/.test(line);

/** A child bench (another helper's): its output passes through, its `figure:` lines join the summary. */
function runChild(args: string[]): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let rest = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      rest += chunk.toString();
      const lines = rest.split('\n');
      rest = lines.pop()!;
      for (const line of lines) if (isFigure(line)) figures.push(line);
    });
    child.on('close', (code) => {
      if (isFigure(rest)) figures.push(rest);
      if (code !== 0) figures.push(`figure: ${args[0]} exited with ${code} MISS`);
      resolve();
    });
  });
}

async function measureReads(season: Season, apiBase: string) {
  const list = reads(season);
  // Readers spread through the season (their own rows on every page), in an order that jumps about.
  const readers = (count: number) => {
    const k = Math.min(count, season.users);
    return Array.from({ length: k }, (_, i) =>
      benchKey(season.firstUserId + ((Math.floor((i * season.users) / k) * 7_919) % season.users)),
    );
  };
  const signedIn = [
    { readers: 'readers browsing', keys: readers(BROWSING_READERS), judged: true },
    { readers: 'each read a new reader', keys: readers(NEW_READERS), judged: false },
  ];
  const headersOf = (read: Read): Record<string, string> =>
    read.signedIn ? { authorization: `Bearer ${signedIn[0]!.keys[0]}` } : {};
  // The answers' bytes (each call must answer 200), for the bare server; the first read of each
  // address is the one the API's cache does not answer.
  const bodies = new Map<Read['group'], { body: Buffer; type: string }>();
  for (const read of list) {
    const started = performance.now();
    const res = await fetch(apiBase + read.url, { headers: headersOf(read) });
    if (res.status !== 200) throw new Error(`${read.url}: ${res.status} ${await res.text()}`);
    const body = Buffer.from(await res.arrayBuffer());
    console.log(`first read: ${read.name.padEnd(52)} ${(performance.now() - started).toFixed(1)} ms`);
    // A key the API does not know reads as a visitor: a signed-in answer must hold the reader's own figures.
    if (read.signedIn && body.equals(Buffer.from(await (await fetch(apiBase + read.url)).arrayBuffer())))
      throw new Error(`${read.url}: the signed-in answer is a visitor's`);
    if (!bodies.has(read.group) && !read.signedIn)
      bodies.set(read.group, { body, type: res.headers.get('content-type') ?? 'application/json' });
  }
  const bare = Fastify({ logger: false });
  bare.get('/bare/:group', (request, reply) => {
    const answer = bodies.get(
      decodeURIComponent((request.params as { group: string }).group) as Read['group'],
    )!;
    return reply.type(answer.type).send(answer.body);
  });
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

  const results: { read: Read; result: LoadResult }[] = [];
  const signedInResults: { read: Read; as: (typeof signedIn)[number]; result: LoadResult }[] = [];
  const measure = async (read: Read, keys?: string[], seconds = SECONDS) => {
    const result = await load({
      kind: 'get',
      url: apiBase + read.url,
      connections: CONNECTIONS,
      seconds,
      ...(keys ? { keys } : {}),
    });
    if (result.non2xx > 0 || result.errors > 0)
      console.log(`  ${read.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return result;
  };
  // Each address is loaded for a second before any is measured: in the 3 s windows of --small the
  // first read of each group was measured while the process still compiled its path (issue 25 §6).
  for (const read of list) await measure(read, read.signedIn ? signedIn[0]!.keys : undefined, 1);
  for (const read of list) {
    // A signed-in read's verdict is a share of the bare server's, measured after.
    if (read.signedIn) {
      for (const as of signedIn) signedInResults.push({ read, as, result: await measure(read, as.keys) });
      continue;
    }
    const result = await measure(read);
    results.push({ read, result });
    const target = TARGETS[read.group];
    const clean = result.non2xx === 0 && result.errors === 0;
    figure(
      read.name,
      `${n(result.perSecond)} req/s, p99 ${result.p99} ms`,
      `≥ ${n(target.rps)} req/s${target.p99 ? `, p99 ≤ ${target.p99} ms` : ''}`,
      result.perSecond >= target.rps && (target.p99 === null || result.p99 <= target.p99) && clean,
    );
  }
  const bareFigures = new Map<Read['group'], LoadResult>();
  for (const [group, answer] of bodies) {
    const bareRead = (seconds: number) =>
      load({
        kind: 'get',
        url: `${bareBase}/bare/${encodeURIComponent(group)}`,
        connections: CONNECTIONS,
        seconds,
      });
    await bareRead(1);
    const result = await bareRead(SECONDS);
    bareFigures.set(group, result);
    figure(
      `bare Fastify, the ${group} answer (${n(answer.body.length)} B) from memory`,
      `${n(result.perSecond)} req/s, p99 ${result.p99} ms`,
      'reported',
      true,
    );
  }
  for (const { read, as, result } of signedInResults) {
    const share = (100 * result.perSecond) / bareFigures.get(read.group)!.perSecond;
    const clean = result.non2xx === 0 && result.errors === 0;
    figure(
      `${read.name}: ${as.readers} (${n(as.keys.length)})`,
      `${n(result.perSecond)} req/s, p99 ${result.p99} ms: ${share.toFixed(1)} % of bare`,
      as.judged ? `≥ ${SIGNED_IN_SHARE} % of bare` : 'reported',
      (!as.judged || share >= SIGNED_IN_SHARE) && clean,
    );
  }
  for (const { read, result } of results) {
    const base = bareFigures.get(read.group)!;
    console.log(
      `ratio: ${read.name.padEnd(52)} ${((100 * result.perSecond) / base.perSecond).toFixed(1)} % of bare (${n(result.perSecond)} / ${n(base.perSecond)} req/s)`,
    );
  }
  await bare.close();
}

/** The surges as a share of PostgreSQL's own TPC-B-like transactions per second on this machine (issue 25 §6). */
async function savesAgainstPgbench(surges: { squads: number; predictions: number }) {
  const tps = await pgbenchTps(serverUrl, SMALL ? 10 : 30);
  figure('pgbench, TPC-B-like, 50 clients, scale 10', `${n(tps)} transactions/s`, 'reported', true);
  for (const [what, perSecond] of [
    ['squad saves', surges.squads],
    ['prediction saves', surges.predictions],
  ] as const) {
    const share = (100 * perSecond) / tps;
    figure(
      `${what} as a share of pgbench`,
      `${n(perSecond)} / ${n(tps)}: ${share.toFixed(1)} %`,
      `≥ ${SAVES_SHARE} % of pgbench`,
      share >= SAVES_SHARE,
    );
  }
}

/** Seeds the season (or reuses --database-url), then measures the reads and the save surges on the API. */
async function measureSeason() {
  let database: Database;
  let close: () => Promise<void>;
  let season: Season;
  if (values['database-url']) {
    database = await openDatabase({ databaseUrl: values['database-url'], poolSize: POOL });
    close = () => database.close();
    season = await loadSeason(database.db);
    console.log(`reusing ${values['database-url']}: ${n(season.users)} users`);
  } else {
    const opened = await openBenchDatabase(serverUrl, { poolSize: POOL });
    database = opened.database;
    close = values.keep ? () => database.close() : opened.close;
    season = await timed(`seed (${n(USERS)} users)`, () => seedBenchDatabase(opened.url!, USERS));
    if (values.keep) console.log(`kept: ${opened.url}`);
  }
  try {
    const app = await benchApp(database);
    const apiBase = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      if (wants('reads')) await timed('reads', () => measureReads(season, apiBase));
      if (wants('saves')) {
        const surge = { users: SURGE_USERS, connections: CONNECTIONS, figure, warmUp: SURGE_USERS / 10 };
        const squads = await timed('squad surge', () => squadSurge(database.db, season, apiBase, surge));
        const predictions = await timed('prediction surge', () =>
          predictionSurge(database.db, season, apiBase, surge),
        );
        await timed('pgbench', () => savesAgainstPgbench({ squads, predictions }));
      }
    } finally {
      await app.close();
    }
  } finally {
    await close();
  }
}

// ---------------------------------------------------------------------------------------------

console.log(
  `# mliga bench ${new Date().toISOString()}: ${n(USERS)} users, ${CONNECTIONS} connections, ${SECONDS} s per read, ` +
    `API pool ${POOL}; ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB\n`,
);
const started = performance.now();
// The scoring and web benches make their own data: `--only others` needs no season.
if (['seed', 'reads', 'saves'].some(wants)) await measureSeason();

if (wants('others')) {
  const users = String(SCORING_USERS);
  for (const script of ['fantasy-scoring.ts', 'predictor-scoring.ts', 'reminder-scan.ts']) {
    if (existsSync(here(`./${script}`)))
      await timed(script, () =>
        runChild([`scripts/bench/${script}`, '--users', users, '--database-url', serverUrl]),
      );
    else figures.push(`figure: scripts/bench/${script} is missing MISS`);
  }
  await timed('cluster.ts', () =>
    runChild([
      'scripts/bench/cluster.ts',
      '--users',
      SMALL ? '20000' : '100000',
      '--seconds',
      String(SECONDS),
    ]),
  );
  await timed('live.ts', () =>
    runChild(['scripts/bench/live.ts', '--clients', SMALL ? '2000' : '10000', '--database-url', serverUrl]),
  );
  if (existsSync(here('./web.ts')))
    await timed('web.ts', () => runChild(['scripts/bench/web.ts', ...(SMALL ? ['--runs', '1'] : [])]));
  else figures.push('figure: scripts/bench/web.ts is missing MISS');
}

console.log(`\n# Summary (${seconds(performance.now() - started)} in all)\n${figures.join('\n')}`);
// With --keep the server's admin connection of openBenchDatabase stays open (the database is not dropped).
process.exit(0);
