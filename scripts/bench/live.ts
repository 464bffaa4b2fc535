/**
 * Issue 22 §6, the live stream: `--clients` browsers (10,000; 2,000 with --small) follow one match
 * over server-sent events on one API instance, on the PostgreSQL server; the back office enters
 * goals through the match centre. Measures the memory each idle connection costs the API, and the
 * time from entering an event to its arrival at a browser and at every browser.
 *
 *   npx tsx scripts/bench/live.ts [--clients N] [--events N] [--database-url <server>]
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { matches, players, seasons, teams, users } from '../../apps/api/src/db/schema/index.ts';
import type { AuthUser } from '../../apps/api/src/http/auth.ts';
import { addMatchEvent, setMatchLineup, setMatchState } from '../../apps/api/src/modules/admin/index.ts';
import { benchApp, openBenchDatabase, seconds } from './lib.ts';
import type { ClientsJob, ClientsReport } from './live-clients.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '10000' },
    events: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
  },
});
const CLIENTS = Number(values.clients);
const EVENTS = Number(values.events);
const serverUrl =
  values['database-url'] ??
  process.env.BENCH_DATABASE_URL ??
  'postgres://mliga:mliga@127.0.0.1:5432/postgres';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heap = () => {
  gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, rss: m.rss, external: m.external + m.arrayBuffers };
};
const n = (x: number) => Math.round(x).toLocaleString('en');
const quantile = (sorted: number[], q: number) => sorted[Math.floor(q * (sorted.length - 1))]!;

const bench = await openBenchDatabase(serverUrl, { poolSize: 10 });
const { db } = bench.database;
const [season] = await db
  .insert(seasons)
  .values({ name: 'Bench', year: '2026', isCurrent: true })
  .returning();
const clubs = await db
  .insert(teams)
  .values([
    { name: 'Home', shortName: 'H', logo: '/h.svg', logoWhite: '/h.svg' },
    { name: 'Guest', shortName: 'G', logo: '/g.svg', logoWhite: '/g.svg' },
  ])
  .returning();
const squad = await db
  .insert(players)
  .values(
    clubs.flatMap((club) =>
      [1, 2].map((position) => ({
        teamId: club.id,
        name: 'P',
        surname: `${club.shortName}${position}`,
        fieldPosition: position,
        price: 5,
      })),
    ),
  )
  .returning();
const [match] = await db
  .insert(matches)
  .values({
    seasonId: season!.id,
    tour: 1,
    startsAt: new Date(),
    homeTeamId: clubs[0]!.id,
    guestTeamId: clubs[1]!.id,
  })
  .returning();
const [adminRow] = await db
  .insert(users)
  .values({ login: 'bench_admin', email: 'bench@example.test', passwordHash: 'x', role: 'admin' })
  .returning();
const admin: AuthUser = { id: adminRow!.id, login: adminRow!.login, role: 'admin', winlineId: null };
await setMatchLineup(db, admin, match!.id, {
  players: squad.map((p) => ({ player_id: p.id, starter: true })),
});
await setMatchState(db, admin, match!.id, { status: 'live', minute: 1 });

const app = await benchApp(bench.database);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const child = fork(fileURLToPath(new URL('./live-clients.ts', import.meta.url)), [], {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
});
const reports: ClientsReport[] = [];
let wake: (() => void) | null = null;
child.on('message', (report: ClientsReport) => {
  if (report.kind === 'error') console.error(`client: ${report.message}`);
  reports.push(report);
  wake?.();
});
async function next<K extends ClientsReport['kind']>(kind: K): Promise<Extract<ClientsReport, { kind: K }>> {
  for (;;) {
    const i = reports.findIndex((r) => r.kind === kind);
    if (i >= 0) return reports.splice(i, 1)[0] as Extract<ClientsReport, { kind: K }>;
    await new Promise<void>((resolve) => {
      wake = resolve;
      setTimeout(resolve, 30_000);
    });
  }
}

const before = heap();
const connectStarted = performance.now();
child.send({
  kind: 'connect',
  host: '127.0.0.1',
  port,
  path: `/v1/live/?topics=match:${match!.id}`,
  count: CLIENTS,
} satisfies ClientsJob);
await next('connected');
const connectMs = performance.now() - connectStarted;
await new Promise((resolve) => setTimeout(resolve, 1_000));
const after = heap();
const perConnection = (after.heap + after.external - before.heap - before.external) / CLIENTS;
console.log(
  `${n(CLIENTS)} SSE connections in ${seconds(connectMs)}; heap ${n(before.heap / 2 ** 20)} → ${n(after.heap / 2 ** 20)} MiB, rss ${n(before.rss / 2 ** 20)} → ${n(after.rss / 2 ** 20)} MiB`,
);

const first: number[] = [];
const all: number[] = [];
const allLatencies: number[] = [];
for (let goal = 1; goal <= EVENTS; goal++) {
  child.send({ kind: 'expect', marker: String(goal) });
  const entered = Date.now();
  await addMatchEvent(db, admin, match!.id, { kind: 'goal', minute: goal + 1, player_id: squad[1]!.id });
  const { at } = await next('received');
  const latencies = at.map((t) => t - entered).sort((a, b) => a - b);
  first.push(latencies[0]!);
  all.push(latencies.at(-1)!);
  allLatencies.push(...latencies);
}
allLatencies.sort((a, b) => a - b);
all.sort((a, b) => a - b);
const p95 = quantile(allLatencies, 0.95);
const everyP95 = quantile(all, 0.95);

const figure = (name: string, value: string, target: string, ok: boolean) =>
  console.log(
    `figure: ${name.padEnd(52)} ${value.padEnd(44)} target ${target.padEnd(30)} ${ok ? 'OK' : 'MISS'}`,
  );
figure(
  `live: event entered → a browser, p95 (${n(CLIENTS)} on)`,
  `${n(p95)} ms (first browser median ${n(
    quantile(
      [...first].sort((a, b) => a - b),
      0.5,
    ),
  )} ms)`,
  '≤ 1,000 ms',
  p95 <= 1_000,
);
figure(
  `live: event entered → all ${n(CLIENTS)} browsers, p95`,
  `${n(everyP95)} ms over ${EVENTS} events (worst ${n(all.at(-1)!)} ms)`,
  '≤ 2,000 ms',
  everyP95 <= 2_000,
);
figure(
  'live: API memory per idle SSE connection',
  `${(perConnection / 1024).toFixed(1)} KiB (heap + buffers)`,
  'measured',
  true,
);

child.kill();
await app.close();
await bench.close();
process.exit(0);
