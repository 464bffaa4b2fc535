import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/connect.ts';
import type {} from './test-db.ts';

/**
 * Migrates once per test run, not once per file: each file then starts from a copy (PGlite: the
 * image loaded; PostgreSQL: `create database … template`). See test-db.ts.
 */
export default async function setup(project: TestProject) {
  if (project.name === 'api-pg') return setupPg(project);
  const dir = mkdtempSync(join(tmpdir(), 'mliga-test-image-'));
  const database = await openDatabase({});
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const image = await client.dumpDataDir('none');
  await database.close();
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function setupPg(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  const name = `mliga_template_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  await database.close();
  project.provide('pgTemplate', name);
  return () => run(`drop database if exists ${name} with (force)`);
}
