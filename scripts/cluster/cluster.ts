/**
 * The cluster on one machine (issue 25 §1, decision 082): a PostgreSQL 15 primary and a streaming
 * hot-standby replica, N API instances on both, nginx in front — all on loopback, in one temporary
 * folder that `stop()` removes with everything it started. `npm run cluster` (run.ts) and the
 * cluster tests (apps/api/test/cluster/) start the same thing through `startCluster`.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, startApiInstance, type ApiInstance } from './api.ts';
import { startNginx } from './nginx.ts';
import { ensurePackages, postgresUser } from './packages.ts';
import { replicaCaughtUp, replicationMode, startPostgresPair, type PgPair } from './postgres.ts';
import { freePort, isRoot, portIsFree, run, sleep, type Service } from './proc.ts';

export const DEFAULT_PORTS = { nginx: 8080, api: 3101, primary: 55432, replica: 55433 };

export type ClusterOptions = {
  /** API instances (default 3). */
  apiCount?: number;
  /** nginx's port (default 8080); 0 picks a free one, as for every port below. */
  port?: number;
  /** The instances' ports (default 3101, 3102, …). */
  apiPorts?: number[];
  primaryPort?: number;
  replicaPort?: number;
  /** The demo season, loaded by the first instance (default true). */
  demo?: boolean;
  /** Serve the built web app and back office (default true); false points WEB_DIST elsewhere. */
  web?: boolean;
  /** More environment for every instance (it wins over the cluster's own). */
  env?: Record<string, string>;
  /** As root, apt-get the missing packages (default true). */
  install?: boolean;
  /**
   * Synchronous streaming replication: a commit is acknowledged once the replica has it on disk,
   * so a failover loses no acknowledged save; every commit waits for the replica, and none
   * completes while it is stopped (so stopReplica is not for such a cluster). `npm run cluster --
   * --failover` and the failover test start the cluster so (decision 082). Default false.
   */
  synchronous?: boolean;
  log?: (line: string) => void;
};

export type Cluster = {
  /** nginx: the site. */
  url: string;
  /** The temporary folder holding the servers' data, configurations and logs. */
  dir: string;
  port: number;
  apiPorts: number[];
  apiUrls: string[];
  primaryPort: number;
  replicaPort: number;
  /**
   * The site's database on the primary and on the replica (postgres://…). After a failover
   * primaryUrl is the promoted server's (the replica's address), and there is no replica any more.
   */
  readonly primaryUrl: string;
  replicaUrl: string;
  /** How the primary replicates: 'sync', 'async', or 'none' after a failover. */
  readonly replication: 'sync' | 'async' | 'none';
  /** The back office's admin: the demo's (printed once by the first instance) or ADMIN_LOGIN's. */
  admin: { login: string; password: string } | null;
  /** kill -9 of instance `i` (0-based). */
  killApi: (i: number) => Promise<void>;
  /** Starts instance `i` again on its port; resolves once it is ready. */
  startApi: (i: number) => Promise<void>;
  apiRunning: (i: number) => boolean;
  /** pg_ctl stop -m fast of the replica; startReplica starts it again (it catches up from its slot). */
  stopReplica: () => Promise<void>;
  startReplica: () => Promise<void>;
  /** Resolves once the replica has replayed all the primary had written when called. */
  replicaCaughtUp: () => Promise<void>;
  /**
   * The failover rehearsal (decision 082, docs/operations.md «On several hosts»): the primary is
   * stopped as if its host died (pg_ctl stop -m immediate), the replica promoted (pg_ctl promote,
   * until pg_is_in_recovery() is false), and each API instance restarted in turn on it
   * (DATABASE_URL the promoted server, no DATABASE_REPLICA_URL), each ready (/readyz) before the
   * next stops, so nginx always has one that answers. Logs each step; resolves with them.
   */
  failover: () => Promise<FailoverReport>;
  /** The end of every part's log, for a failure's message. */
  logs: () => string;
  /** Stops everything it started (nginx, the instances, both servers) and removes the folder. */
  stop: () => Promise<void>;
};

export type FailoverReport = {
  /** What was done, in order, with when it ended (ms since the start of the failover). */
  steps: { what: string; atMs: number }[];
  /** When the primary's stop was sent (pg_ctl stop -m immediate), since the start of the failover. */
  stopSentMs: number;
  /** From the start of the failover to the promoted server taking writes. */
  promotedMs: number;
  /** From the start of the failover to the last instance ready on the promoted server. */
  totalMs: number;
  /** The site's database now: the promoted server. */
  primaryUrl: string;
};

const apiName = (i: number) => `api-${i + 1}`;

/** The built web app and back office the instances serve; builds the missing ones. */
export async function ensureWebBuilt(log: (line: string) => void = () => {}): Promise<void> {
  for (const app of ['web', 'admin']) {
    if (existsSync(join(repoRoot, 'apps', app, 'dist', 'index.html'))) continue;
    log(`apps/${app}/dist is missing: npm run build -w apps/${app}`);
    await run('npm', ['run', 'build', '-w', `apps/${app}`], { cwd: repoRoot });
  }
}

/**
 * The cluster on free ports without the demo or the web app, as the tests and the bench start it
 * (`env` and `synchronous` as for startCluster).
 */
export const startBareCluster = (opts: Pick<ClusterOptions, 'env' | 'synchronous'>) =>
  startCluster({
    port: 0,
    apiPorts: [0, 0, 0],
    primaryPort: 0,
    replicaPort: 0,
    demo: false,
    web: false,
    ...opts,
  });

export async function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  const log = opts.log ?? (() => {});
  const apiCount = opts.apiCount ?? 3;
  if (!Number.isInteger(apiCount) || apiCount < 1) throw new Error('apiCount must be 1 or more');
  await ensurePackages({ install: opts.install, log });
  const pgUser = await postgresUser();

  const pick = async (port: number, what: string) => {
    if (port === 0) return freePort();
    if (!(await portIsFree(port))) throw new Error(`port ${port} (${what}) is taken`);
    return port;
  };
  const port = await pick(opts.port ?? DEFAULT_PORTS.nginx, 'nginx');
  const apiPorts: number[] = [];
  for (let i = 0; i < apiCount; i++)
    apiPorts.push(await pick(opts.apiPorts?.[i] ?? DEFAULT_PORTS.api + i, apiName(i)));
  const primaryPort = await pick(opts.primaryPort ?? DEFAULT_PORTS.primary, 'PostgreSQL primary');
  const replicaPort = await pick(opts.replicaPort ?? DEFAULT_PORTS.replica, 'PostgreSQL replica');

  const dir = mkdtempSync(join(tmpdir(), 'mliga-cluster-'));
  // The postgres user (as root) and nginx's workers must reach their folders inside.
  if (isRoot()) chmodSync(dir, 0o755);
  const pgDir = join(dir, 'pg');
  const nginxDir = join(dir, 'nginx');
  const dataDir = join(dir, 'data');
  for (const d of [pgDir, nginxDir, dataDir]) mkdirSync(d);

  let pair: PgPair | null = null;
  let nginx: Service | null = null;
  const apis: (ApiInstance | null)[] = Array.from({ length: apiCount }, () => null);
  let stopped = false;
  /** Set by failover(): the replica is the primary, and there is no replica. */
  let promoted = false;

  /** The last resort when the process exits without stop() (an uncaught error, process.exit). */
  const atExit = () => {
    nginx?.child.kill('SIGKILL');
    for (const api of apis) api?.child.kill('SIGKILL');
    pair?.replica.stopSync();
    pair?.primary.stopSync();
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', atExit);

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    const problems: string[] = [];
    const attempt = async (what: string, fn: () => Promise<unknown>) => {
      try {
        await fn();
      } catch (err) {
        problems.push(`${what}: ${(err as Error).message}`);
      }
    };
    await attempt('nginx', async () => nginx?.stop(5_000));
    await Promise.all(apis.map((api, i) => attempt(apiName(i), async () => api?.stop(20_000))));
    for (const server of [pair?.replica, pair?.primary])
      if (server)
        await attempt(server.name, async () => {
          try {
            await server.stop('fast');
          } catch {
            await server.stop('immediate');
          }
        });
    rmSync(dir, { recursive: true, force: true });
    process.off('exit', atExit);
    if (problems.length > 0) log(`stopping: ${problems.join('; ')}`);
  };

  const demo = opts.demo ?? true;
  const adminEnv: Record<string, string> =
    !demo && !opts.env?.ADMIN_LOGIN
      ? { ADMIN_LOGIN: 'admin', ADMIN_PASSWORD: `a${randomBytes(9).toString('base64url')}1` }
      : {};
  const noWeb = join(dir, 'no-web');
  const envOf = (i: number, p: PgPair): Record<string, string> => {
    const named = (url: string) => `${url}?application_name=mliga-${apiName(i)}`;
    return {
      NODE_ENV: 'production',
      // After a failover: the promoted server, and no replica (an empty value is none, whatever
      // this process's own environment says).
      DATABASE_URL: named(promoted ? p.replica.url : p.primary.url),
      DATABASE_REPLICA_URL: promoted ? '' : named(p.replica.url),
      WORKER: 'on',
      DEMO: demo ? '1' : '0',
      TRUST_PROXY: '1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...(opts.web === false ? { WEB_DIST: noWeb, ADMIN_DIST: noWeb } : {}),
      ...adminEnv,
      ...opts.env,
    };
  };
  const startApi = async (i: number) => {
    if (!pair) throw new Error('the cluster is not started');
    if (apis[i]?.running()) throw new Error(`${apiName(i)} is running`);
    apis[i] = await startApiInstance(
      apiName(i),
      apiPorts[i]!,
      envOf(i, pair),
      join(dir, `${apiName(i)}.log`),
    );
  };

  const tail = (text: string, lines = 40) => text.trimEnd().split('\n').slice(-lines).join('\n');
  const logs = () =>
    [
      ...apis.map((api, i) => `--- ${apiName(i)} ---\n${tail(api?.output() ?? '(not started)')}`),
      `--- nginx ---\n${tail(nginx?.output() ?? '(not started)')}`,
    ].join('\n');

  try {
    log(`PostgreSQL 15: primary on ${primaryPort}, replica on ${replicaPort} (${pgDir})`);
    pair = await startPostgresPair({
      dir: pgDir,
      user: pgUser,
      primaryPort,
      replicaPort,
      synchronous: opts.synchronous ?? false,
      log,
    });
    // The first instance migrates the database (and loads the demo) alone; then the others.
    log(`${apiName(0)} on ${apiPorts[0]}${demo ? ' (loads the demo season)' : ''}`);
    const started = Date.now();
    await startApi(0);
    log(`${apiName(0)} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (apiCount > 1) {
      log(
        `${apiPorts
          .slice(1)
          .map((p, i) => `${apiName(i + 1)} on ${p}`)
          .join(', ')}`,
      );
      await Promise.all(apiPorts.slice(1).map((_, i) => startApi(i + 1)));
    }
    log(`nginx on ${port}`);
    nginx = await startNginx({
      dir: nginxDir,
      port,
      apiPorts,
      workerUser: isRoot() ? { user: 'nobody', group: 'nogroup' } : null,
    });
  } catch (err) {
    const message = `${(err as Error).message}\n${logs()}`;
    await stop();
    throw new Error(`the cluster did not start: ${message}`, { cause: err });
  }

  const adminLogin = opts.env?.ADMIN_LOGIN ?? adminEnv.ADMIN_LOGIN;
  const adminPassword = opts.env?.ADMIN_PASSWORD ?? adminEnv.ADMIN_PASSWORD;
  let admin: Cluster['admin'] =
    adminLogin && adminPassword ? { login: adminLogin, password: adminPassword } : null;
  if (demo && !admin) {
    // The demo prints its admin once, right after the first instance listens.
    for (let waited = 0; waited < 5_000 && !/Password: \S+/.test(apis[0]!.output()); waited += 100)
      await sleep(100);
    const out = apis[0]!.output();
    const login = /Login:\s+(\S+)/.exec(out)?.[1];
    const password = /Password: (\S+)/.exec(out)?.[1];
    if (login && password) admin = { login, password };
  }

  const p = pair;
  const replication = opts.synchronous ? 'sync' : 'async';
  const noReplica = async () => {
    throw new Error('there is no replica after a failover');
  };

  const failover = async (): Promise<FailoverReport> => {
    if (promoted) throw new Error('the cluster has failed over already');
    if (stopped) throw new Error('the cluster is stopped');
    const t0 = performance.now();
    const steps: FailoverReport['steps'] = [];
    const step = (what: string) => {
      const atMs = Math.round(performance.now() - t0);
      steps.push({ what, atMs });
      log(`${(atMs / 1000).toFixed(1).padStart(5)} s  ${what}`);
    };
    const mode = await replicationMode(p.primary.url).catch(() => null);
    step(
      `the primary (${primaryPort}) streams to the replica (${replicaPort}): ${
        mode === 'sync'
          ? 'synchronously, every acknowledged commit is on the replica'
          : mode === 'async'
            ? 'asynchronously: the last acknowledged commits may not have reached it'
            : 'the replica is not connected'
      }`,
    );
    const stopSentMs = Math.round(performance.now() - t0);
    await p.primary.stop('immediate');
    step(`the primary stopped: pg_ctl stop -m immediate, as if its host died`);
    await p.replica.promote();
    promoted = true;
    const promotedMs = Math.round(performance.now() - t0);
    step(`the replica promoted: pg_ctl promote, pg_is_in_recovery() = false; it takes writes`);
    for (let i = 0; i < apis.length; i++) {
      const old = apis[i];
      // Its database is gone: what it has in flight fails (503) whatever the wait, so a short one.
      const stopping = performance.now();
      const wasRunning = old?.running() ?? false;
      const exit = old ? await old.stop(5_000) : null;
      const how = exit ? (exit.signal ?? `exit ${exit.code}`) : '';
      const stoppedIn = `${((performance.now() - stopping) / 1000).toFixed(1)} s`;
      await startApi(i);
      step(
        `${apiName(i)} restarted on the promoted server (DATABASE_URL :${replicaPort}, no DATABASE_REPLICA_URL), /readyz 200` +
          (!old
            ? ''
            : wasRunning
              ? ` (its old process stopped in ${stoppedIn}: ${how})`
              : ` (its old process had ended by itself: ${how})`),
      );
    }
    const totalMs = Math.round(performance.now() - t0);
    return { steps, stopSentMs, promotedMs, totalMs, primaryUrl: p.replica.url };
  };

  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    port,
    apiPorts,
    apiUrls: apiPorts.map((ap) => `http://127.0.0.1:${ap}`),
    primaryPort,
    replicaPort,
    get primaryUrl() {
      return promoted ? p.replica.url : p.primary.url;
    },
    replicaUrl: p.replica.url,
    get replication() {
      return promoted ? 'none' : replication;
    },
    admin,
    killApi: async (i) => void (await apis[i]?.kill()),
    startApi,
    apiRunning: (i) => apis[i]?.running() ?? false,
    stopReplica: () => (promoted ? noReplica() : p.replica.stop('fast')),
    startReplica: () => (promoted ? noReplica() : p.replica.start()),
    replicaCaughtUp: () => (promoted ? noReplica() : replicaCaughtUp(p)),
    failover,
    logs,
    stop,
  };
}
