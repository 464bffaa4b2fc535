import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import * as schema from './schema/index.ts';
import type { JobsBackend } from '../jobs/queue.ts';
import { sharedPoolOptions } from './pool-options.ts';
import { replicaReads } from './read-replica.ts';

export type DbOptions = {
  databaseUrl?: string;
  /** A streaming replica of databaseUrl for the public reads (DATABASE_REPLICA_URL). */
  replicaUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** An embedded database to start from (a `dumpDataDir` image; the tests' migrated copy). */
  pgliteImage?: Blob;
};

/** Both drivers expose the same query builder; modules only ever see this type. */
export type Db = ReturnType<typeof drizzlePg<typeof schema>>;

/** A transaction handle: the same query builder, so queries can take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  /** The public reads' database: the replica (the primary while it does not answer), else `db`. */
  readDb: Db;
  kind: 'pglite' | 'pg';
  close: () => Promise<void>;
  ping: () => Promise<void>;
  listen: Listen;
  /** What the job queue (pg-boss) connects to: the same database. */
  jobs: JobsBackend;
};

/**
 * LISTEN on a channel: `onNotify` runs on each notification, and again after a lost connection is
 * back (what came meanwhile was not notified). Resolves to the function that stops listening.
 */
export type Listen = (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// pg returns bigint/numeric as strings by default; counts and sums here fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** Opens PostgreSQL (DATABASE_URL) or embedded PGlite (dataDir; memory when absent) and migrates it. */
export async function openDatabase(opts: DbOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // A server out of reach fails a request within 5 s (a 503) instead of holding it forever.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      ...sharedPoolOptions,
    });
    // An idle connection the server closes (restart, failover, a dropped database) is discarded by
    // the pool, which connects afresh on the next query; without a listener it would crash the process.
    pool.on('error', () => {});
    // A connection dropped while a request holds it (a failover, a restart) fails that request's
    // query; without a listener its client's 'error' event would end the process.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    const replica = opts.replicaUrl ? replicaReads(pool, opts.replicaUrl, opts.poolSize ?? 10) : null;
    return {
      db,
      readDb: replica ? drizzlePg(replica.pool, { schema }) : db,
      kind: 'pg',
      close: async () => {
        await replica?.close();
        await pool.end();
      },
      ping: async () => void (await pool.query('select 1')),
      listen: (channel, onNotify) => listenPg(opts.databaseUrl as string, channel, onNotify),
      jobs: { kind: 'pg', url: opts.databaseUrl },
    };
  }
  let unlock = () => {};
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    unlock = lockDataDir(opts.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.pgliteImage });
  } catch (err) {
    unlock();
    throw err;
  }
  const litedb = drizzlePglite(client, { schema });
  await migratePglite(litedb, { migrationsFolder });
  return {
    db: litedb as unknown as Db,
    readDb: litedb as unknown as Db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      unlock();
    },
    ping: async () => void (await litedb.execute(sql`select 1`)),
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return () => stop();
    },
    jobs: { kind: 'pglite', client },
  };
}

const RELISTEN_MS = 1_000;

/** A connection of its own (a pooled one would be handed to queries), reopened when it drops. */
async function listenPg(url: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on('notification', () => onNotify());
    next.on('error', () => {});
    next.on('end', () => {
      // Only the connection in use reopens: a failed attempt is retried by reopen itself.
      if (stopped || client !== next) return;
      client = null;
      setTimeout(() => void reopen(), RELISTEN_MS).unref();
    });
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    client = next;
  };
  const reopen = async (): Promise<void> => {
    if (stopped) return;
    try {
      await open();
      onNotify();
    } catch {
      setTimeout(() => void reopen(), RELISTEN_MS).unref();
    }
  };
  await open();
  return async () => {
    stopped = true;
    await client?.end();
  };
}

export class DataDirBusyError extends Error {}

/**
 * PGlite does not lock its directory: a second process on it works on its own copy of the pages and
 * the two silently overwrite each other's writes. So the directory gets a lock file with our pid;
 * one left by a process that no longer runs (killed, crashed) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'mliga.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
    }
    const pid = Number(readFileSync(file, 'utf8'));
    if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
      throw new DataDirBusyError(
        `DATA_DIR ${dataDir} is in use by process ${pid}; the embedded database allows one process`,
      );
    }
    rmSync(file, { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
