import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import * as schema from './schema/index.ts';

export type DbOptions = { databaseUrl?: string; dataDir?: string; poolSize?: number };

/** Both drivers expose the same query builder; modules only ever see this type. */
export type Db = ReturnType<typeof drizzlePg<typeof schema>>;

/** A transaction handle: the same query builder, so queries can take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'pg';
  close: () => Promise<void>;
  ping: () => Promise<void>;
};

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
    });
    // An idle connection the server closes (restart, failover, a dropped database) is discarded by
    // the pool, which connects afresh on the next query; without a listener it would crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db,
      kind: 'pg',
      close: () => pool.end(),
      ping: async () => void (await pool.query('select 1')),
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir);
  const litedb = drizzlePglite(client, { schema });
  await migratePglite(litedb, { migrationsFolder });
  return {
    db: litedb as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    ping: async () => void (await litedb.execute(sql`select 1`)),
  };
}
