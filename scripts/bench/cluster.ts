/**
 * The cluster under load (issue 25 §6): `npm run cluster`'s three API instances behind nginx, a
 * PostgreSQL primary and its streaming replica, all on this machine, with a seeded season. The
 * reads and the save surges of run.ts go through nginx. On two cores no gain over one instance is
 * expected: the figures say that the cluster answers a load correctly — no error, no 5xx, every
 * acknowledged save stored — and what it costs to spread one machine over five servers.
 *
 *   npx tsx scripts/bench/cluster.ts [--users 20000] [--seconds 10]
 */
import { parseArgs } from 'node:util';
import { startBareCluster } from '../cluster/cluster.ts';
import { openDatabase } from '../../apps/api/src/db/connect.ts';
import { load, timed } from './lib.ts';
import { benchKey, seedBenchDatabase } from './season-seed.ts';
import { predictionSurge, squadSurge } from './surges.ts';

const { values } = parseArgs({
  options: { users: { type: 'string', default: '20000' }, seconds: { type: 'string', default: '10' } },
});
const USERS = Number(values.users);
const SECONDS = Number(values.seconds);
const n = (x: number) => Math.round(x).toLocaleString('en');
function figure(name: string, value: string, target: string, ok: boolean) {
  console.log(
    `figure: ${name.padEnd(52)} ${value.padEnd(44)} target ${target.padEnd(30)} ${ok ? 'OK' : 'MISS'}`,
  );
}

const cluster = await timed('cluster started', () =>
  // One loopback address sends everything: no per-address limit.
  startBareCluster({ env: { REQUEST_RATE_LIMIT: '0', LOG_LEVEL: 'warn' } }),
);
try {
  const season = await timed(`seed (${n(USERS)} users) on the primary`, () =>
    seedBenchDatabase(cluster.primaryUrl, USERS),
  );
  await timed('the replica caught up', () => cluster.replicaCaughtUp());
  const database = await openDatabase({ databaseUrl: cluster.primaryUrl, poolSize: 4 });
  try {
    const readers = Array.from({ length: Math.min(1_000, season.users) }, (_, i) =>
      benchKey(season.firstUserId + i),
    );
    const fantasy = `/v1/champs/${season.fantasy.generalChampId}/rating/`;
    const predictor = `/v1/predictors/${season.predictor.leagueId}/rating/${season.predictor.generalChampId}/`;
    for (const [name, url, keys] of [
      ['fantasy rating, page 1', fantasy, undefined],
      ['predictor rating, page 1', predictor, undefined],
      ['fantasy rating, page 1, signed in (1,000 readers)', fantasy, readers],
      ['active fantasy league, signed in (1,000 readers)', '/v1/leagues/active/', readers],
    ] as const) {
      const job = {
        kind: 'get' as const,
        url: cluster.url + url,
        connections: 50,
        ...(keys ? { keys } : {}),
      };
      await load({ ...job, seconds: 1 });
      const result = await load({ ...job, seconds: SECONDS });
      figure(
        `cluster (3 APIs, nginx): ${name}`,
        `${n(result.perSecond)} req/s, p99 ${result.p99} ms, ${n(result.non2xx + result.errors)} failed`,
        'every answer 200',
        result.non2xx === 0 && result.errors === 0 && result.requests > 0,
      );
    }
    const surge = {
      users: Math.min(2_000, USERS),
      connections: 50,
      figure: (name: string, value: string, target: string, ok: boolean) =>
        figure(`cluster: ${name}`, value, target, ok),
      rateTargets: false,
    };
    await squadSurge(database.db, season, cluster.url, surge);
    await predictionSurge(database.db, season, cluster.url, surge);
  } finally {
    await database.close();
  }
} catch (err) {
  console.log(cluster.logs());
  throw err;
} finally {
  await cluster.stop();
}
process.exit(0);
