import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import { tempDir } from '../helpers/api-process.ts';
import { storeSquad } from '../factories/fantasy.ts';
import { seedSquadWorld } from '../helpers/squad-load.ts';
import { tableChecksums } from '../helpers/table-checksums.ts';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const script = (name: string, args: string[], env: Record<string, string>) =>
  run('bash', [join(repoRoot, 'scripts', name), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', ...env },
  });

/** The embedded database's directory: one process at a time, and the backup/restore round trip. */
describe('the embedded DATA_DIR', () => {
  let root: string;
  let dataDir: string;
  let open: Database | undefined;

  beforeAll(async () => {
    root = tempDir('mliga-datadir-');
    dataDir = join(root, 'data');
    open = await openDatabase({ dataDir });
    const world = await seedSquadWorld(open.db, 3);
    for (const [i, who] of world.testers.entries()) {
      const v = world.variants[i]!;
      await storeSquad(open.db, {
        fantasyTeamId: who.teamId,
        stageId: world.stageId,
        items: v.squad,
        scheme: v.scheme,
      });
    }
  }, 180_000);
  afterAll(async () => {
    await open?.close();
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it('refuses a second opener while one has it (two would silently overwrite each other)', async () => {
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      /in use by process \d+; the embedded database allows one process/,
    );
    // A backup of a directory in use is refused too.
    await expect(script('backup', [join(root, 'live.tar.gz')], { DATA_DIR: dataDir })).rejects.toThrow(
      /stop it first/,
    );
    expect(existsSync(join(root, 'live.tar.gz'))).toBe(false);
  }, 60_000);

  it('takes over the lock a killed process left behind', async () => {
    await open!.close();
    open = undefined;
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(join(dataDir, 'mliga.lock'), String(dead));
    open = await openDatabase({ dataDir });
    await open.close();
    open = undefined;
    expect(existsSync(join(dataDir, 'mliga.lock'))).toBe(false);
  }, 90_000);

  it('backs up the stopped directory and restores it into a new one with the same data', async () => {
    const file = join(root, 'backup.tar.gz');
    expect((await script('backup', [file], { DATA_DIR: dataDir })).stdout.trim()).toBe(file);
    const restored = join(root, 'restored');
    await script('restore', [file], { DATA_DIR: restored });
    await expect(script('restore', [file], { DATA_DIR: restored })).rejects.toThrow(/not empty/);

    const a = await openDatabase({ dataDir });
    const expected = await tableChecksums(a.db, { withJournalAndSequences: true });
    await a.close();
    const b = await openDatabase({ dataDir: restored });
    try {
      const got = await tableChecksums(b.db, { withJournalAndSequences: true });
      expect(expected['public.squad_players']).toMatch(/^45 rows/);
      expect(got).toEqual(expected);
    } finally {
      await b.close();
    }
    expect(readdirSync(restored)).toContain('PG_VERSION');
  }, 120_000);
});
