import pg from 'pg';
import { sharedPoolOptions } from './pool-options.ts';

/** A replica that fails a query is left alone this long, then probed until it answers. */
const PROBE_MS = 1_000;
/** A replica query (or connection) slower than this is given up and asked of the primary. */
const REPLICA_TIMEOUT_MS = 1_000;

/**
 * Errors that say the replica, not the query, is at fault: no connection (no SQLSTATE: refused,
 * reset, timed out), a connection class error (08…), a server shutting down or starting (57P…), a
 * query cancelled by the standby's recovery (40001). Those are asked again of the primary.
 */
function replicaAtFault(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return code.startsWith('08') || code.startsWith('57P') || code === '40001';
}

export type ReplicaReads = {
  /** Looks like a pg.Pool to drizzle (`query` only: public reads run no transactions). */
  pool: pg.Pool;
  /** Whether reads go to the replica now. */
  usingReplica: () => boolean;
  close: () => Promise<void>;
};

/**
 * Issue 25 §2: public reads from a streaming replica (DATABASE_REPLICA_URL). A query the replica
 * fails for its own reasons, or does not answer within 1 s, is asked of the primary at once, and the
 * replica is bypassed until a probe (every second) finds it answering again: no read fails because
 * the replica stopped, and reads return to it when it is back.
 */
export function replicaReads(primary: pg.Pool, replicaUrl: string, poolSize: number): ReplicaReads {
  const replica = new pg.Pool({
    connectionString: replicaUrl,
    max: poolSize,
    connectionTimeoutMillis: REPLICA_TIMEOUT_MS,
    query_timeout: REPLICA_TIMEOUT_MS,
    ...sharedPoolOptions,
  });
  replica.on('error', () => {});
  replica.on('connect', (client) => client.on('error', () => {}));
  let down = false;
  let probe: NodeJS.Timeout | null = null;
  const bypass = () => {
    if (down) return;
    down = true;
    probe = setInterval(() => {
      replica.query('select 1').then(
        () => {
          down = false;
          if (probe) clearInterval(probe);
          probe = null;
        },
        () => {},
      );
    }, PROBE_MS);
    probe.unref();
  };
  const query = async (...args: unknown[]) => {
    const ask = (pool: pg.Pool) => (pool.query as (...a: unknown[]) => Promise<unknown>).apply(pool, args);
    if (down) return ask(primary);
    try {
      return await ask(replica);
    } catch (error) {
      if (!replicaAtFault(error)) throw error;
      bypass();
      return ask(primary);
    }
  };
  return {
    pool: { query } as unknown as pg.Pool,
    usingReplica: () => !down,
    close: async () => {
      if (probe) clearInterval(probe);
      await replica.end();
    },
  };
}
