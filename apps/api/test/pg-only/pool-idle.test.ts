import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import { createPgDatabase, type PgTestDatabase } from '../helpers/api-process.ts';

/**
 * A deadline's surge after a quiet spell meets the connections the pool already had: pg's default
 * closed a connection after 10 s idle, and the surge's first saves then waited for new server
 * processes (decision 088). Both pools, the primary's and the replica's, keep them.
 */
let server: PgTestDatabase;
let database: Database;

beforeAll(async () => {
  server = await createPgDatabase('mliga_pool');
  database = await openDatabase({ databaseUrl: server.url, replicaUrl: server.url, poolSize: 1 });
});
afterAll(async () => {
  await database?.close();
  await server?.drop();
});

const serverProcess = async (db: Database['db']) => {
  const { rows } = await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
  return rows[0]!.pid;
};

it('serves a query after 11 s of quiet on the connection that served the last one', async () => {
  const before = [await serverProcess(database.db), await serverProcess(database.readDb)];
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  expect([await serverProcess(database.db), await serverProcess(database.readDb)]).toEqual(before);
}, 30_000);
