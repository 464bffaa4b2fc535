import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import { users } from '../../src/db/schema/index.ts';
import { adminQuery, createPgDatabase, tempDir, type PgTestDatabase } from '../helpers/api-process.ts';
import { storeSquad } from '../factories/fantasy.ts';
import { seedSquadWorld } from '../helpers/squad-load.ts';
import { tableChecksums } from '../helpers/table-checksums.ts';
import { createUser } from '../helpers/test-app.ts';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const script = (name: string, args: string[], env: Record<string, string>) =>
  run('bash', [join(repoRoot, 'scripts', name), ...args], { cwd: repoRoot, env: { ...process.env, ...env } });

describe('scripts/backup and scripts/restore on PostgreSQL', () => {
  let source: PgTestDatabase;
  let dir: string;
  let targetName: string;
  let targetUrl: string;
  let target: Database | undefined;

  beforeAll(async () => {
    dir = tempDir('mliga-backup-');
    source = await createPgDatabase('mliga_backup_src');
    const world = await seedSquadWorld(source.database.db, 6);
    for (const [i, who] of world.testers.entries()) {
      const v = world.variants[i % world.variants.length]!;
      await storeSquad(source.database.db, {
        fantasyTeamId: who.teamId,
        stageId: world.stageId,
        items: v.squad,
        scheme: v.scheme,
      });
    }
    // Text that a careless dump or restore would mangle.
    await source.database.db.execute(
      sql`update fantasy_teams set name = ${'Ю😀\u200f"\'\\'} where id = ${world.testers[0]!.teamId}`,
    );
    targetName = `${source.name}_restored`;
    const url = new URL(source.url);
    url.pathname = `/${targetName}`;
    targetUrl = url.toString();
  }, 180_000);
  afterAll(async () => {
    await target?.close();
    await adminQuery(`drop database if exists ${targetName} with (force)`);
    await source?.drop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('round-trips every table, sequence and the migration journal into a new database', async () => {
    const file = join(dir, 'site.dump');
    const backup = await script('backup', [file], { DATABASE_URL: source.url });
    expect(backup.stdout.trim()).toBe(file);

    await adminQuery(`create database ${targetName}`);
    await script('restore', [file], { DATABASE_URL: targetUrl });
    // Opening migrates: with the journal restored there is nothing to apply.
    target = await openDatabase({ databaseUrl: targetUrl, poolSize: 2 });
    const before = await tableChecksums(source.database.db, { withJournalAndSequences: true });
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(before['public.squad_players']).toMatch(/^90 rows/);
    expect(await tableChecksums(target.db, { withJournalAndSequences: true })).toEqual(before);

    // Sequences came along: a new row takes a fresh id.
    const [max] = (await target.db.execute(sql`select max(id)::int as id from users`)).rows as {
      id: number;
    }[];
    const made = await createUser(target.db, 'after_restore');
    expect(made.user.id).toBeGreaterThan(max!.id);
    await target.db.delete(users).where(sql`${users.id} = ${made.user.id}`);
  }, 90_000);

  it('restores over a changed database with --clean, and refuses a broken file without changing anything', async () => {
    const file = join(dir, 'site.dump');
    const expected = await tableChecksums(source.database.db, { withJournalAndSequences: true });
    await target!.db.execute(sql`delete from squad_players`);
    await target!.close();
    target = undefined;
    await script('restore', ['--clean', file], { DATABASE_URL: targetUrl });
    target = await openDatabase({ databaseUrl: targetUrl, poolSize: 2 });
    const restored = await tableChecksums(target.db, { withJournalAndSequences: true });
    expect(restored).toEqual(expected);

    await target.db.execute(sql`delete from squad_players where squad_id in (select min(id) from squads)`);
    const changed = await tableChecksums(target.db, { withJournalAndSequences: true });
    const broken = join(dir, 'broken.dump');
    await run('bash', ['-c', `head -c 4000 "${file}" > "${broken}"`]);
    await expect(script('restore', ['--clean', broken], { DATABASE_URL: targetUrl })).rejects.toThrow();
    expect(await tableChecksums(target.db, { withJournalAndSequences: true })).toEqual(changed);
  }, 90_000);

  it('refuses a missing file and leaves no partial backup when pg_dump fails', async () => {
    await expect(script('restore', [join(dir, 'nothing.dump')], { DATABASE_URL: targetUrl })).rejects.toThrow(
      /no such file/,
    );
    const out = join(dir, 'failed.dump');
    const bad = new URL(source.url);
    bad.pathname = '/mliga_no_such_database';
    await expect(script('backup', [out], { DATABASE_URL: bad.toString() })).rejects.toThrow();
    const { stdout } = await run('ls', [dir]);
    expect(stdout).not.toContain('failed.dump');
  }, 60_000);
});
