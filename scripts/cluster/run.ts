/**
 * npm run cluster [-- --api N] [--port P] [--no-demo]
 *
 * The site as it runs past one machine, on this one (issue 25 §1, decision 082): a PostgreSQL 15
 * primary and its streaming replica, N API instances (3 by default) on both, nginx in front. All
 * on loopback, from Debian's packages (installed with apt-get where missing, as root). Prints the
 * address; Ctrl-C stops everything it started and removes its temporary folder.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_PORTS, ensureWebBuilt, startCluster, type Cluster } from './cluster.ts';
import { MissingPackagesError } from './packages.ts';

const usage = `npm run cluster [-- options]

  --api N      API instances behind nginx (default 3)
  --port P     nginx's port (default ${DEFAULT_PORTS.nginx}); the instances take ${DEFAULT_PORTS.api}…, PostgreSQL ${DEFAULT_PORTS.primary} and ${DEFAULT_PORTS.replica}
  --no-demo    an empty database (an admin is made and printed) instead of the demo season
  --help       this text`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      api: { type: 'string', default: '3' },
      port: { type: 'string', default: String(DEFAULT_PORTS.nginx) },
      'no-demo': { type: 'boolean', default: false },
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
  const log = (line: string) => console.log(`  ${line}`);

  let cluster: Cluster | null = null;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C: kill what is left at once (the exit hook does it).
      console.log(`${signal} again: killing what is left`);
      process.exit(130);
    }
    stopping = true;
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
    cluster = await startCluster({ apiCount, port, demo: !values['no-demo'], log });
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
                  replica  ${hidePassword(c.replicaUrl)} (streaming hot standby, DATABASE_REPLICA_URL)
                  password ${new URL(c.primaryUrl).password}
  Back office     ${c.url}/admin/${c.admin ? `   login ${c.admin.login}   password ${c.admin.password}` : ''}
  Logs            ${c.dir}/api-N.log, nginx/access.log (removed on exit)

Ctrl-C stops everything.`);
  // Runs until a signal stops it (the handlers above exit).
  await new Promise(() => setInterval(() => {}, 1 << 30));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
