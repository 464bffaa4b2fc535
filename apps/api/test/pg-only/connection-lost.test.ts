import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminQuery, createPgDatabase, type PgTestDatabase } from '../helpers/api-process.ts';

/**
 * A connection the server drops while a request holds it (a failover, a restart, an administrator's
 * pg_terminate_backend) fails that request's query, not the process: an 'error' event of a checked-out
 * client with no listener would be thrown out of the event loop and end the API.
 */
describe('a database connection lost while a request holds it', () => {
  let pg: PgTestDatabase;

  beforeAll(async () => {
    pg = await createPgDatabase('mliga_lost');
  });
  afterAll(() => pg?.drop());

  it('fails the query, and the pool answers the next one', async () => {
    const lost = pg.database.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      await adminQuery(`select pg_terminate_backend(${Number(rows[0]!.pid)})`);
      // The server's goodbye reaches the client while it sits checked out, between two queries.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(lost).rejects.toThrow();
    const { rows } = await pg.database.db.execute<{ ok: number }>(sql`select 1 as ok`);
    expect(rows).toEqual([{ ok: 1 }]);
  });
});
