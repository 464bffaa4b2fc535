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
import { replicaCaughtUp, startPostgresPair, type PgPair } from './postgres.ts';
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
  /** The site's database on the primary and on the replica (postgres://…). */
  primaryUrl: string;
  replicaUrl: string;
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
  /** The end of every part's log, for a failure's message. */
  logs: () => string;
  /** Stops everything it started (nginx, the instances, both servers) and removes the folder. */
  stop: () => Promise<void>;
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
      DATABASE_URL: named(p.primary.url),
      DATABASE_REPLICA_URL: named(p.replica.url),
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
    pair = await startPostgresPair({ dir: pgDir, user: pgUser, primaryPort, replicaPort, log });
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
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    port,
    apiPorts,
    apiUrls: apiPorts.map((ap) => `http://127.0.0.1:${ap}`),
    primaryPort,
    replicaPort,
    primaryUrl: p.primary.url,
    replicaUrl: p.replica.url,
    admin,
    killApi: async (i) => void (await apis[i]?.kill()),
    startApi,
    apiRunning: (i) => apis[i]?.running() ?? false,
    stopReplica: () => p.replica.stop('fast'),
    startReplica: () => p.replica.start(),
    replicaCaughtUp: () => replicaCaughtUp(p),
    logs,
    stop,
  };
}
