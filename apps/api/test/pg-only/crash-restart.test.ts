import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import type { Formation } from '@mliga/domain';
import type { Db } from '../../src/db/connect.ts';
import { squadPlayers, squads } from '../../src/db/schema/index.ts';
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
import {
  createFantasyTeam,
  mySquadUrl,
  pickSquad,
  seedFantasy,
  type SquadItem,
} from '../helpers/fantasy-fixtures.ts';
import { createUser } from '../helpers/test-app.ts';

/**
 * The real API as a production process on PostgreSQL: killed with SIGKILL in the middle of a load
 * of squad saves, stopped with SIGTERM while requests are in flight, and cut off from its database.
 */
const FULL = process.env.TEST_FULL === '1';
const USERS = FULL ? 60 : 24;
const CYCLES = FULL ? 6 : 2;
/** Saves acknowledged in a cycle before the kill. */
const ACKS_BEFORE_KILL = FULL ? 400 : 120;

const UNAVAILABLE = 'Сервис временно недоступен, попробуйте позже';

type Variant = { scheme: Formation; squad: SquadItem[] };
type Tester = { headers: Record<string, string>; teamId: number };

function squadVariants(players: Parameters<typeof pickSquad>[0]): Variant[] {
  const variants: Variant[] = [];
  for (const scheme of ['4-4-2', '3-5-2', '4-3-3', '5-3-2'] as Formation[]) {
    const base = pickSquad(players, { formation: scheme });
    const starters = base.filter((item) => item.position === 1).map((item) => item.player_id);
    for (const captain of [starters[0], starters[4], starters[9]]) {
      variants.push({
        scheme,
        squad: base.map((item) => ({ ...item, is_captain: item.player_id === captain ? 1 : 0 })),
      });
    }
  }
  return variants;
}

/** A stored squad as comparable text: scheme, then every player with its slot and captaincy. */
const fingerprint = (scheme: string, rows: { playerId: number; position: number; isCaptain: boolean }[]) =>
  `${scheme}|${rows
    .map((r) => `${r.playerId}:${r.position}:${r.isCaptain ? 'C' : ''}`)
    .sort()
    .join(',')}`;
const variantFingerprint = (v: Variant) =>
  fingerprint(
    v.scheme,
    v.squad.map((i) => ({ playerId: i.player_id, position: i.position, isCaptain: i.is_captain === 1 })),
  );

async function storedSquads(db: Db, stageId: number, teamIds: number[]) {
  const rows = await db.select().from(squads).where(inArray(squads.fantasyTeamId, teamIds));
  const current = rows.filter((r) => r.stageId === stageId);
  const players = current.length
    ? await db
        .select()
        .from(squadPlayers)
        .where(
          inArray(
            squadPlayers.squadId,
            current.map((r) => r.id),
          ),
        )
    : [];
  return new Map(
    current.map((s) => {
      const mine = players.filter((p) => p.squadId === s.id);
      return [s.fantasyTeamId, { count: mine.length, fingerprint: fingerprint(s.scheme, mine) }] as const;
    }),
  );
}

describe('the API process on PostgreSQL: crash, restart, drain, database outage', () => {
  let pgdb: PgTestDatabase;
  let db: Db;
  let stageId: number;
  let variants: Variant[];
  let testers: Tester[];
  let api: ApiProcess | undefined;
  let port: number;

  const save = (api: ApiProcess, who: Tester, v: Variant) =>
    fetch(`${api.url}${mySquadUrl(stageId)}`, {
      method: 'POST',
      headers: { ...who.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ squad: v.squad, scheme: v.scheme }),
    });

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
    const seeded = await seedFantasy(db, { now: new Date() });
    stageId = seeded.stages[1]!.id;
    variants = squadVariants(seeded.players);
    testers = [];
    for (let i = 0; i < USERS; i++) {
      const u = await createUser(db, `crash${i}`);
      const team = await createFantasyTeam(db, u.user.id, seeded.leagueId, `Команда ${i}`);
      testers.push({ headers: u.headers, teamId: team.id });
    }
    port = await freePort();
  });
  afterAll(async () => {
    await killApi(api);
    await pgdb?.drop();
  });

  it(`keeps every acknowledged save whole through ${CYCLES} SIGKILLs in the middle of a load`, async () => {
    /** Per user: the last save answered 200, and those since whose answers a kill cut off. */
    const acked = new Map<number, string>();
    const unknown = new Map<number, string[]>();
    let acks = 0;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      api = await startApi({ DATABASE_URL: pgdb.url }, port);
      const running = api;
      const failures: string[] = [];
      let killed = false;
      const loops = testers.map(async (who, u) => {
        for (let k = 0; !killed; k++) {
          const v = variants[(u * 5 + cycle * 7 + k) % variants.length]!;
          const fp = variantFingerprint(v);
          try {
            const res = await save(running, who, v);
            const body = (await res.json()) as { success: boolean };
            if (res.status !== 200 || !body.success) failures.push(`${res.status} ${JSON.stringify(body)}`);
            else {
              acked.set(u, fp);
              unknown.delete(u);
              acks++;
            }
          } catch {
            // The connection died with the process: the save may or may not have been committed.
            unknown.set(u, [...(unknown.get(u) ?? []), fp]);
            return;
          }
          if (killed) return;
        }
      });
      const target = acks + ACKS_BEFORE_KILL;
      while (acks < target && failures.length === 0) await new Promise((r) => setTimeout(r, 5));
      killed = true;
      running.child.kill('SIGKILL');
      expect((await running.exited).signal).toBe('SIGKILL');
      await Promise.all(loops);
      expect(failures).toEqual([]);
    }

    // The database after the last kill: every user's squad is the last acknowledged one, or the
    // one in flight at the kill (committed or not), and always whole.
    const stored = await storedSquads(
      db,
      stageId,
      testers.map((t) => t.teamId),
    );
    testers.forEach((who, u) => {
      const squad = stored.get(who.teamId);
      const allowed = [acked.get(u), ...(unknown.get(u) ?? [])].filter(Boolean);
      if (!acked.has(u)) expect(squad === undefined || allowed.includes(squad.fingerprint)).toBe(true);
      else {
        expect(squad, `user ${u}`).toBeDefined();
        expect(squad!.count).toBe(15);
        expect(allowed).toContain(squad!.fingerprint);
      }
    });
    expect(acks).toBeGreaterThanOrEqual(CYCLES * ACKS_BEFORE_KILL);
    // No player rows of a squad that is not there, no squad with a wrong number of players or captains.
    const { rows: broken } = await pgdb.database.db.$client.query(
      `select s.id from squads s left join squad_players p on p.squad_id = s.id
       group by s.id having count(p.*) <> 15 or count(*) filter (where p.is_captain) <> 1`,
    );
    expect(broken).toEqual([]);

    // The restarted API serves the stored squad.
    api = await startApi({ DATABASE_URL: pgdb.url }, port);
    const res = await fetch(`${api.url}${mySquadUrl(stageId)}`, { headers: testers[0]!.headers });
    expect(res.status).toBe(200);
    const read = (await res.json()) as { data: { squad: { player_id: number }[] } };
    expect(read.data.squad).toHaveLength(15);
    await killApi(api);
  }, 120_000);

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
