import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Db } from '../../src/db/connect.ts';
import {
  createPgDatabase,
  freePort,
  freshRequest,
  killApi,
  startApi,
  startDbProxy,
  type ApiProcess,
  type PgTestDatabase,
} from '../helpers/api-process.ts';
import { mySquadUrl } from '../factories/fantasy.ts';
import {
  brokenSquadsSql,
  ledgerViolations,
  ledgerViolationsViaApi,
  newLedger,
  saveSquad,
  saveUntilKilled,
  seedSquadWorld,
  storedSquads,
  variantFingerprint,
  type SquadWorld,
  type Tester,
  type Variant,
} from '../helpers/squad-load.ts';

/**
 * The real API as a production process on PostgreSQL: killed with SIGKILL in the middle of a load
 * of squad saves, stopped with SIGTERM while requests are in flight, and cut off from its database.
 */
const FULL = process.env.TEST_FULL === '1';
const USERS = FULL ? 60 : 24;
const CYCLES = FULL ? 6 : 1;
/** Saves acknowledged in a cycle before the kill. */
const ACKS_BEFORE_KILL = FULL ? 400 : 150;

const UNAVAILABLE = 'Сервис временно недоступен, попробуйте позже';

describe('the API process on PostgreSQL: crash, restart, drain, database outage', () => {
  let pgdb: PgTestDatabase;
  let db: Db;
  let stageId: number;
  let variants: Variant[];
  let testers: Tester[];
  let world: SquadWorld;
  let api: ApiProcess | undefined;
  let port: number;

  const save = (api: ApiProcess, who: Tester, v: Variant) => saveSquad(api, stageId, who, v);

  /** Waits until `n` of the API's queries wait for the test's lock (not the locker: its view is frozen in its transaction). */
  const waitForLockWaits = (n: number) =>
    waitFor(async () => {
      const { rows } = await pgdb.database.db.$client.query(
        `select count(*)::int as n from pg_locks where not granted and relation = 'squads'::regclass
           and database = (select oid from pg_database where datname = current_database())`,
      );
      return (rows[0] as { n: number }).n === n;
    });
  /** A transaction holding squads in share mode: saves wait inside theirs until it ends. */
  const lockSquads = async () => {
    const locker = new pg.Client({ connectionString: pgdb.url });
    locker.on('error', () => {});
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table squads in share mode');
    return locker;
  };

  beforeAll(async () => {
    pgdb = await createPgDatabase('mliga_crash');
    db = pgdb.database.db;
    world = await seedSquadWorld(db, USERS);
    ({ stageId, variants, testers } = world);
    port = await freePort();
  }, 180_000);
  afterAll(async () => {
    await killApi(api);
    await pgdb?.drop();
  });

  it(`keeps every acknowledged save whole when SIGKILLed in the middle of a load (${CYCLES}×)`, async () => {
    const ledger = newLedger();
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      api = await startApi({ DATABASE_URL: pgdb.url }, port);
      expect(await saveUntilKilled(api, world, ledger, { cycle, acksBeforeKill: ACKS_BEFORE_KILL })).toEqual(
        [],
      );
      expect((await api.exited).signal).toBe('SIGKILL');
    }
    // Every user's squad is the last acknowledged one, or one in flight at a kill (committed or
    // not), and always whole.
    expect(ledger.acks).toBeGreaterThanOrEqual(CYCLES * ACKS_BEFORE_KILL);
    // The kills came mid-write: saves were in flight, their answers cut off.
    expect(ledger.unknown.size).toBeGreaterThan(0);
    expect(await ledgerViolations(db, world, ledger)).toEqual([]);
    const { rows: broken } = await pgdb.database.db.$client.query(brokenSquadsSql);
    expect(broken).toEqual([]);

    // The restarted API serves them.
    api = await startApi({ DATABASE_URL: pgdb.url }, port);
    expect(await ledgerViolationsViaApi(api, world, ledger)).toEqual([]);
    await killApi(api);
  }, 240_000);

  it('on SIGTERM refuses new connections, finishes the saves in flight with 200 and exits 0', async () => {
    api = await startApi({ DATABASE_URL: pgdb.url }, port);
    const running = api;
    // Hold the saves inside the database: a lock on squads makes them wait mid-transaction.
    const locker = await lockSquads();
    const inFlight = testers.slice(0, 5).map((who, u) => {
      const v = variants[u]!;
      return save(running, who, v).then(async (res) => ({
        status: res.status,
        body: await res.json(),
        at: Date.now(),
        fp: variantFingerprint(v),
        who,
      }));
    });
    await waitForLockWaits(5);

    running.child.kill('SIGTERM');
    // The listener closes at once: a new connection is refused while the saves still wait.
    await waitFor(async () => {
      try {
        await freshRequest(`${running.url}/healthz`);
        return false;
      } catch (err) {
        return (err as NodeJS.ErrnoException).code === 'ECONNREFUSED';
      }
    });
    expect(running.child.exitCode).toBeNull();

    await new Promise((r) => setTimeout(r, 300));
    const released = Date.now();
    await locker.query('commit');
    await locker.end();
    const answers = await Promise.all(inFlight);
    const exit = await running.exited;
    const exitedAt = Date.now();
    expect(exit, running.output()).toEqual({ code: 0, signal: null });
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body).toMatchObject({ success: true, message: 'Состав сохранён' });
      expect(a.at).toBeGreaterThanOrEqual(released);
      expect(exitedAt).toBeGreaterThanOrEqual(a.at);
    }
    const stored = await storedSquads(
      db,
      stageId,
      answers.map((a) => a.who.teamId),
    );
    for (const a of answers) expect(stored.get(a.who.teamId)?.fingerprint).toBe(a.fp);
  }, 90_000);

  it('on SIGTERM gives up on a request stuck past SHUTDOWN_TIMEOUT_MS and exits 1', async () => {
    api = await startApi({ DATABASE_URL: pgdb.url, SHUTDOWN_TIMEOUT_MS: '1500' }, port);
    const running = api;
    const locker = await lockSquads();
    const stuck = save(running, testers[6]!, variants[1]!).then(
      (res) => res.status,
      () => 'cut off',
    );
    await waitForLockWaits(1);
    const sent = Date.now();
    running.child.kill('SIGTERM');
    const exit = await running.exited;
    expect(exit).toEqual({ code: 1, signal: null });
    expect(Date.now() - sent).toBeGreaterThanOrEqual(1400);
    expect(await stuck).toBe('cut off');
    await locker.query('rollback');
    await locker.end();
  }, 90_000);

  it('answers 503 with a Russian envelope while the database is out of reach and recovers without a restart', async () => {
    const server = new URL(process.env.TEST_DATABASE_URL!);
    const proxy = await startDbProxy({ host: server.hostname, port: Number(server.port || 5432) });
    try {
      const viaProxy = new URL(pgdb.url);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      api = await startApi({ DATABASE_URL: viaProxy.toString() }, port);
      const running = api;
      const who = testers[10]!;
      expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
      expect((await save(running, who, variants[2]!)).status).toBe(200);

      await proxy.stop();
      const ready = await fetch(`${running.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: UNAVAILABLE, database: 'pg' });
      // The process itself is alive.
      expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
      const envelope = { success: false, message: UNAVAILABLE, errors: [{ message: UNAVAILABLE }] };
      const read = await fetch(`${running.url}${mySquadUrl(stageId)}`, { headers: who.headers });
      expect(read.status).toBe(503);
      expect(read.headers.get('retry-after')).toBe('5');
      expect(await read.json()).toEqual(envelope);
      const write = await save(running, who, variants[3]!);
      expect(write.status).toBe(503);
      expect(await write.json()).toEqual(envelope);
      const publicPage = await fetch(`${running.url}/v1/stages/${stageId}/matches/`);
      expect(publicPage.status).toBe(503);

      await proxy.start();
      await waitFor(async () => (await fetch(`${running.url}/readyz`)).status === 200);
      const again = await save(running, who, variants[4]!);
      expect(again.status).toBe(200);
      const stored = await storedSquads(db, stageId, [who.teamId]);
      expect(stored.get(who.teamId)?.fingerprint).toBe(variantFingerprint(variants[4]!));
      expect(running.child.exitCode).toBeNull();
      await killApi(running);
    } finally {
      await proxy.close();
    }
  }, 90_000);
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
