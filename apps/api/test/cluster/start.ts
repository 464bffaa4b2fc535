import { openDatabase, type Database } from '../../src/db/connect.ts';
import { startBareCluster, type Cluster } from '../../../../scripts/cluster/cluster.ts';
import { seedCluster, type ClusterSeed } from './seed.ts';

/**
 * The cluster of `npm run cluster` for a test suite: on free ports, without the demo or the web
 * app, every public read asking its database and no per-address limit (the surges come from one
 * address), with `users` surge users of its own world written on the primary.
 */
export async function startTestCluster(opts: {
  env: Record<string, string>;
  users: number;
  synchronous?: boolean;
}): Promise<{ cluster: Cluster; database: Database; seed: ClusterSeed }> {
  const cluster = await startBareCluster({
    synchronous: opts.synchronous,
    env: { REQUEST_RATE_LIMIT: '0', PUBLIC_READ_CACHE_SECONDS: '0', ...opts.env },
  });
  try {
    const database = await openDatabase({ databaseUrl: cluster.primaryUrl, poolSize: 4 });
    return { cluster, database, seed: await seedCluster(database.db, opts.users) };
  } catch (err) {
    await cluster.stop();
    throw err;
  }
}
