import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/connect.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated embedded database (PGlite `dumpDataDir`), for TEST_DB=pglite. */
    pgliteImage: string;
    /** A migrated database on the TEST_DATABASE_URL server to copy, for TEST_DB=pg. */
    pgTemplate: string;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=pg) a new
 * database on the TEST_DATABASE_URL server that is dropped again on close. Both start from the
 * copy migrated once for the run (database-image.setup.ts), and migrate only what it lacks.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'pg') {
    const image = inject('pgliteImage');
    return openDatabase(image ? { pgliteImage: new Blob([readFileSync(image)]) } : {});
  }
  if (!serverUrl) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');

  const name = `mliga_test_${randomBytes(6).toString('hex')}`;
  const template = inject('pgTemplate');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
