import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connect.ts';
import { freePort, killApi, startApi, tempDir, type ApiProcess } from '../helpers/api-process.ts';
import {
  ledgerViolationsViaApi,
  newLedger,
  saveUntilKilled,
  seedSquadWorld,
  type SquadWorld,
} from '../helpers/squad-load.ts';

/**
 * The embedded mode: the real API process on a PGlite data directory, killed with SIGKILL in the
 * middle of a load of squad saves and started again on the same directory.
 */
const FULL = process.env.TEST_FULL === '1';
const USERS = FULL ? 24 : 8;
const CYCLES = FULL ? 6 : 1;
const ACKS_BEFORE_KILL = FULL ? 200 : 30;

describe('the API process on embedded PGlite: kill -9 during writes and restart', () => {
  let dataDir: string;
  let world: SquadWorld;
  let api: ApiProcess | undefined;
  let port: number;
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: '' });

  beforeAll(async () => {
    dataDir = tempDir('mliga-crash-pglite-');
    const database = await openDatabase({ dataDir });
    world = await seedSquadWorld(database.db, USERS);
    await database.close();
    port = await freePort();
  }, 180_000);
  afterAll(async () => {
    await killApi(api);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged save when killed during writes (${CYCLES}×) and opens again`, async () => {
    const ledger = newLedger();
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      api = await startApi(env(), port);
      expect(await saveUntilKilled(api, world, ledger, { cycle, acksBeforeKill: ACKS_BEFORE_KILL })).toEqual(
        [],
      );
      expect((await api.exited).signal).toBe('SIGKILL');
    }
    expect(ledger.acks).toBeGreaterThanOrEqual(CYCLES * ACKS_BEFORE_KILL);
    // The kills came mid-write: saves were in flight, their answers cut off.
    expect(ledger.unknown.size).toBeGreaterThan(0);

    // Started again on the same directory (crash recovery replays the write-ahead log, the lock
    // the killed process left is taken over), the API serves every acknowledged save, whole.
    api = await startApi(env(), port);
    expect((await fetch(`${api.url}/readyz`)).status).toBe(200);
    expect(await ledgerViolationsViaApi(api, world, ledger)).toEqual([]);
    await killApi(api);
  }, 180_000);
});
