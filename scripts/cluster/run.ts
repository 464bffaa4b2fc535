/**
 * npm run cluster [-- --api N] [--port P] [--no-demo] [--failover [--failover-after S]]
 *
 * The site as it runs past one machine, on this one (issue 25 §1, decision 082): a PostgreSQL 15
 * primary and its streaming replica, N API instances (3 by default) on both, nginx in front. All
 * on loopback, from Debian's packages (installed with apt-get where missing, as root). Prints the
 * address; Ctrl-C stops everything it started and removes its temporary folder.
 *
 * --failover rehearses the loss of the primary's host (issue 25 §5): the replica (synchronous in
 * this run) is promoted and the instances repointed to it, one at a time; then a save through
 * nginx shows the site takes writes on it.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_PORTS, ensureWebBuilt, startCluster, type Cluster } from './cluster.ts';
import { MissingPackagesError } from './packages.ts';
import { sleep } from './proc.ts';

const usage = `npm run cluster [-- options]

  --api N      API instances behind nginx (default 3)
  --port P     nginx's port (default ${DEFAULT_PORTS.nginx}); the instances take ${DEFAULT_PORTS.api}…, PostgreSQL ${DEFAULT_PORTS.primary} and ${DEFAULT_PORTS.replica}
  --no-demo    an empty database (an admin is made and printed) instead of the demo season
  --failover   the failover rehearsal: with synchronous replication, S seconds after the start the
               primary is stopped as if its host died (pg_ctl stop -m immediate), the replica
               promoted, and the instances restarted on it one at a time; the cluster runs on
  --failover-after S   seconds from the start to the failover (default 5)
  --help       this text`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      api: { type: 'string', default: '3' },
      port: { type: 'string', default: String(DEFAULT_PORTS.nginx) },
      'no-demo': { type: 'boolean', default: false },
      failover: { type: 'boolean', default: false },
      'failover-after': { type: 'string', default: '5' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const apiCount = Number(values.api);
  const port = Number(values.port);
  if (!Number.isInteger(apiCount) || apiCount < 1 || apiCount > 16) {
    console.error(`--api must be a number of instances from 1 to 16 (got "${values.api}")\n\n${usage}`);
    return 2;
  }
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`--port must be a port number (got "${values.port}")\n\n${usage}`);
    return 2;
  }
  const failoverAfter = Number(values['failover-after']);
  if (!Number.isFinite(failoverAfter) || failoverAfter < 0) {
    console.error(
      `--failover-after must be a number of seconds (got "${values['failover-after']}")\n\n${usage}`,
    );
    return 2;
  }
  const log = (line: string) => console.log(`  ${line}`);

  let cluster: Cluster | null = null;
  let stopping = false;
  let firstSignalAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    // tsx (npm run cluster's runner) passes on the Ctrl-C the terminal already sent this process
    // when it does not hear back within 30 ms: a repeat within a second is the same Ctrl-C.
    if (stopping && Date.now() - firstSignalAt < 1_000) return;
    if (stopping) {
      // A second Ctrl-C: kill what is left at once (the exit hook does it).
      console.log(`${signal} again: killing what is left`);
      process.exit(130);
    }
    stopping = true;
    firstSignalAt = Date.now();
    console.log(`\n${signal}: stopping nginx, the API instances and PostgreSQL…`);
    void (async () => {
      await cluster?.stop();
      console.log('stopped; the temporary folder is removed');
      process.exit(0);
    })();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);

  console.log(`Starting the cluster: PostgreSQL primary + replica, ${apiCount} API instance(s), nginx`);
  try {
    await ensureWebBuilt(log);
    cluster = await startCluster({
      apiCount,
      port,
      demo: !values['no-demo'],
      synchronous: values.failover,
      log,
    });
  } catch (err) {
    console.error(err instanceof MissingPackagesError ? err.message : err);
    return 1;
  }
  if (stopping) return 0;
  const c = cluster;
  const hidePassword = (url: string) => url.replace(/:[^:@/]+@/, ':…@');
  console.log(`
The site: ${c.url}/   (nginx → ${c.apiPorts.length} API instance(s))

  API instances   ${c.apiUrls.join('  ')}
                  NODE_ENV=production WORKER=on TRUST_PROXY=1 ${values['no-demo'] ? 'DEMO=0' : 'DEMO=1'}
  PostgreSQL 15   primary  ${hidePassword(c.primaryUrl)}
                  replica  ${hidePassword(c.replicaUrl)} (streaming hot standby, ${c.replication === 'sync' ? 'synchronous, ' : ''}DATABASE_REPLICA_URL)
                  password ${new URL(c.primaryUrl).password}
  Back office     ${c.url}/admin/${c.admin ? `   login ${c.admin.login}   password ${c.admin.password}` : ''}
  Logs            ${c.dir}/api-N.log, nginx/access.log (removed on exit)

Ctrl-C stops everything.`);
  if (values.failover) await rehearseFailover(c, failoverAfter, () => stopping);
  // Runs until a signal stops it (the handlers above exit).
  await new Promise(() => setInterval(() => {}, 1 << 30));
  return 0;
}

/**
 * The failover, `afterS` seconds from now, then a save through nginx on the promoted server: the
 * back office's admin signs in (a session row written), as any save would be.
 */
async function rehearseFailover(c: Cluster, afterS: number, stopping: () => boolean): Promise<void> {
  console.log(
    `\nThe failover rehearsal in ${afterS} s (synchronous replication: no acknowledged save is lost)`,
  );
  await sleep(afterS * 1000);
  if (stopping()) return;
  const saveThroughNginx = async () => {
    if (!c.admin) return 'no admin to sign in';
    const res = await fetch(`${c.url}/v1/users/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: c.admin.login, password: c.admin.password }),
    });
    await res.arrayBuffer();
    return `${res.status}${res.ok ? ` (a session written on ${new URL(c.primaryUrl).port})` : ''}`;
  };
  console.log(`  before: the admin signs in through nginx → ${await saveThroughNginx()}`);
  let report;
  try {
    report = await c.failover();
  } catch (err) {
    console.error(`the failover failed: ${(err as Error).message}\n${c.logs()}`);
    return;
  }
  console.log(
    `  done: the promoted server took writes after ${(report.promotedMs / 1000).toFixed(1)} s, ` +
      `every instance was on it after ${(report.totalMs / 1000).toFixed(1)} s`,
  );
  console.log(`  after: the admin signs in through nginx → ${await saveThroughNginx()}`);
  console.log(`
The site's database is now ${c.primaryUrl.replace(/:[^:@/]+@/, ':…@')} (the promoted replica), with no replica
of its own: on real hosts, make a new one from it (docs/operations.md, «On several hosts»).
Ctrl-C stops everything.`);
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
