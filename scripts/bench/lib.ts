/** What every bench shares: its database, step timings and timed API calls. */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase, type Database } from '../../apps/api/src/db/connect.ts';
import type { LoadJob, LoadResult } from './load.ts';

/**
 * In-memory PGlite without `serverUrl`; with it, a new database of that server.
 * `close` closes the connection and drops the server's database.
 */
export async function openBenchDatabase(
  serverUrl: string | undefined,
  opts: { poolSize?: number } = {},
): Promise<{ database: Database; close: () => Promise<void>; url: string | null }> {
  if (!serverUrl) {
    const database = await openDatabase({});
    return { database, close: () => database.close(), url: null };
  }
  const name = `mliga_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: opts.poolSize });
  return {
    database,
    url: url.toString(),
    close: async () => {
      await database.close();
      // Let the pool's sockets close before the database is dropped under them.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Runs `fn` and prints how long it took. */
export async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  console.log(`${label}: ${seconds(performance.now() - started)}`);
  return result;
}

/**
 * The API in production mode on the bench database, ready for `inject`. Every bench client is one
 * loopback address, so the per-address request limit is off.
 */
export async function benchApp(
  database: Database,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({ NODE_ENV: 'production', DEMO: '0', LOG_LEVEL: 'warn', REQUEST_RATE_LIMIT: '0', ...env }),
    dataDir: null,
  };
  const app = await buildApp({ config, database });
  await app.ready();
  return app;
}

/** `runs` GETs of `url`, each one's milliseconds, fastest first; anything but 200 throws. */
export async function timeGets(
  app: FastifyInstance,
  url: string,
  runs: number,
  headers: Record<string, string> = {},
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await app.inject({ url, headers });
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  return times.sort((a, b) => a - b);
}

/** The `q` quantile (0–1) of sorted milliseconds, one decimal. */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.floor(q * (sorted.length - 1))]!.toFixed(1);

/** One job of the load generator, in a forked child so it does not run on the API's event loop. */
export function load(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./load.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    child.once('message', (message: { result?: LoadResult; error?: string }) => {
      child.kill();
      if (message.result) resolve(message.result);
      else reject(new Error(message.error));
    });
    child.once('error', reject);
    child.send(job);
  });
}
