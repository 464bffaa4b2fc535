import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../src/db/connect.ts';
import { createMailer } from '../../src/mail/mailer.ts';
import { sendDueEmails } from '../../src/modules/notifications/deliveries/send-emails.ts';
import {
  dueScans,
  runReminderScan,
  type ReminderScan,
} from '../../src/modules/notifications/reminders/reminder-scan.ts';
import { createPgDatabase, type Exit, type PgTestDatabase } from '../helpers/api-process.ts';
import { until } from '../helpers/until.ts';
import { HOUR, MINUTE, seedPredictorLeague, type SeededStage } from '../factories/predictor.ts';
import type { WorkerArgs } from './support/notification-worker.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const workerScript = 'apps/api/test/pg-only/support/notification-worker.ts';
/** How the worker's connections are told apart in pg_stat_activity. */
const WORKER_APP = 'mliga-notification-worker';

/** The season's players; every tenth predicted the whole stage, the rest nothing. */
const USERS = 30_000;
const LETTERS = 300;
/** Letters the SMTP server accepts before the sending worker is killed. */
const KILL_AFTER = 120;
/** sendDueEmails' letters in flight at once (its default, which the worker's round uses). */
const CONCURRENCY = 10;
const publicUrl = 'https://liga.example';

type Worker = { child: ChildProcess; exited: Promise<Exit>; output: () => string };

// Issue 24: «a kill -9 mid-scan sends no duplicate». A notification worker in a process of its
// own, on the same PostgreSQL, SIGKILLed in the middle of a reminder scan and in the middle of
// sending; another round picks up after it.
describe('notification worker killed with SIGKILL', () => {
  let pgdb: PgTestDatabase;
  let db: Db;
  let workerUrl: string;
  let stage: SeededStage;
  let scanAt: Date;
  const workers: Worker[] = [];
  const cleanups: (() => Promise<void>)[] = [];

  const startWorker = (args: Omit<WorkerArgs, 'databaseUrl'>): Worker => {
    const payload: WorkerArgs = { databaseUrl: workerUrl, ...args };
    const child = spawn(process.execPath, ['--import', 'tsx', workerScript, JSON.stringify(payload)], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<Exit>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const worker = { child, exited, output: () => out };
    workers.push(worker);
    return worker;
  };
  /** Polls `read` every 10 ms until it answers; fails at once if the worker exits first. */
  const whileRunning = async <T>(worker: Worker, read: () => Promise<T | undefined>): Promise<T> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const value = await read();
      if (value !== undefined) return value;
      if (worker.child.exitCode !== null || worker.child.signalCode !== null)
        throw new Error(`the worker exited first:\n${worker.output()}`);
      if (Date.now() > deadline) throw new Error(`not reached in 30 s:\n${worker.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const workerBackends = async () =>
    (
      await db.execute<{ pid: number; state: string; query: string }>(sql`
        select pid, state, query from pg_stat_activity
        where datname = current_database() and application_name = ${WORKER_APP}`)
    ).rows;
  /** A killed client's session ends (its open transaction rolled back) when the server next talks to it. */
  const workerSessionsGone = () => until(workerBackends, (rows) => rows.length === 0);

  beforeAll(async () => {
    pgdb = await createPgDatabase('mliga_notify_crash');
    db = pgdb.database.db;
    const url = new URL(pgdb.url);
    url.searchParams.set('application_name', WORKER_APP);
    workerUrl = url.toString();
    const now = new Date(Date.UTC(2026, 4, 1, 9, 0));
    const seeded = await seedPredictorLeague(db, { now, tours: 1, matchesPerStage: 5 });
    stage = seeded.stages[0]!;
    scanAt = new Date(stage.closesAt.getTime() - 24 * HOUR + MINUTE);
    await db.execute(sql`
      insert into users (login, email, password_hash)
      select 'crash' || g, 'crash' || g || '@crash.test', 'not-a-hash' from generate_series(1, ${USERS}) g`);
    await db.execute(sql`
      insert into predictor_ratings (champ_id, user_id, points, predictions_count, last_prediction_at, place, max_place)
      select ${seeded.generalChampId}::int, id, 0, 0, ${now}, row_number() over (order by id), row_number() over (order by id)
      from users where login like 'crash%'`);
    await db.execute(sql`
      insert into predictions (user_id, event_id, stage_id, home_score, guest_score, variant_id, variant_value)
      select u.id, e.id, ${stage.id}::int,
             case when e.kind = 'match' then 1 end, case when e.kind = 'match' then 0 end,
             (select min(v.id) from question_variants v where v.event_id = e.id),
             case when e.kind <> 'match' and not exists (select 1 from question_variants v where v.event_id = e.id) then 3 end
      from users u cross join predictor_events e
      where u.login like 'crash%' and u.id % 10 = 0 and e.stage_id = ${stage.id}`);
    await db.execute(sql`analyze`);
  }, 120_000);
  afterEach(async () => {
    for (const worker of workers.splice(0)) {
      if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
      await worker.exited;
    }
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  afterAll(async () => {
    await pgdb?.drop();
  });

  it('in the middle of a scan: nothing of it is committed, the scan is due again and runs once', async () => {
    const scan: ReminderScan = { game: 'predictor', stageId: stage.id, offsetMinutes: 1440 };
    const dedupeKey = `predictor_reminder:${stage.id}:1440`;
    const perUser = async () =>
      (
        await db.execute<{ complete: boolean; notifications: number; emails: number; users: number }>(sql`
          select u.id % 10 = 0 as complete, n.c as notifications, e.c as emails, count(*)::int as users
          from users u
          cross join lateral (select count(*)::int as c from notifications
                              where user_id = u.id and dedupe_key = ${dedupeKey}) n
          cross join lateral (select count(*)::int as c from email_deliveries
                              where user_id = u.id and dedupe_key = ${dedupeKey}) e
          where u.login like 'crash%'
          group by 1, 2, 3 order by 1, 2, 3`)
      ).rows;
    const stored = async () =>
      (
        await db.execute<{ scans: number; notifications: number; emails: number }>(sql`
          select (select count(*)::int from reminder_scans
                  where game = 'predictor' and stage_id = ${stage.id} and offset_minutes = 1440) as scans,
                 (select count(*)::int from notifications where dedupe_key = ${dedupeKey}) as notifications,
                 (select count(*)::int from email_deliveries where dedupe_key = ${dedupeKey}) as emails`)
      ).rows[0];
    /** The scan half of a notification round (its sending half would mail every letter written). */
    const scanRound = async () => {
      const ran = [];
      for (const due of await dueScans(db, scanAt)) {
        const written = await runReminderScan(db, due, scanAt);
        if (written) ran.push({ ...due, ...written });
      }
      return ran;
    };
    expect(await dueScans(db, scanAt)).toEqual([scan]);

    const worker = startWorker({ now: scanAt.toISOString(), smtpUrl: null });
    // The scan's transaction is writing the notifications or the letters when the worker dies.
    const writing = await whileRunning(worker, async () =>
      (await workerBackends()).find(
        (b) => b.state === 'active' && /insert into (notifications|email_deliveries)/.test(b.query),
      ),
    );
    worker.child.kill('SIGKILL');
    expect(await worker.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(writing.query).toMatch(/insert into (notifications|email_deliveries)/);
    await workerSessionsGone();

    expect(await stored()).toEqual({ scans: 0, notifications: 0, emails: 0 });
    expect(await dueScans(db, scanAt)).toEqual([scan]);

    const missing = USERS - USERS / 10;
    expect(await scanRound()).toEqual([{ ...scan, notified: missing, emailed: missing }]);
    const once = [
      { complete: false, notifications: 1, emails: 1, users: missing },
      { complete: true, notifications: 0, emails: 0, users: USERS / 10 },
    ];
    expect(await perUser()).toEqual(once);

    expect(await scanRound()).toEqual([]);
    expect(await runReminderScan(db, scan, scanAt)).toBeNull();
    expect(await perUser()).toEqual(once);
    expect(await stored()).toEqual({ scans: 1, notifications: missing, emails: missing });
  }, 60_000);

  it('in the middle of sending: every letter goes, repeated at most for the letters in flight', async () => {
    // Before the 24-hour reminder time: the worker's round has no scan to run, only letters to send.
    const sendAt = new Date(scanAt.getTime() - HOUR);
    expect(await dueScans(db, sendAt)).toEqual([]);
    await db.execute(sql`delete from email_deliveries`);
    // Letters as the stage's scan writes them, for users who predicted nothing.
    await db.execute(sql`
      insert into email_deliveries (user_id, kind, payload, dedupe_key, next_attempt_at)
      select u.id, 'predictor_reminder',
             jsonb_build_object('stage_id', ${stage.id}::int, 'x2', false,
                                'events', (select jsonb_agg(e.id order by e.sort_order, e.id)
                                           from predictor_events e where e.stage_id = ${stage.id})),
             ${`predictor_reminder:${stage.id}:1440`}, ${sendAt}
      from users u where u.login like 'crash%' and u.id % 10 <> 0
      order by u.id limit ${LETTERS}`);
    const deliveries = async () =>
      (
        await db.execute<{ email: string; sent: boolean; claimed: boolean }>(sql`
          select u.email, d.sent_at is not null as sent, d.claimed_until is not null as claimed
          from email_deliveries d join users u on u.id = d.user_id order by d.id`)
      ).rows;
    const letters = (await deliveries()).map((d) => d.email);
    expect(letters).toHaveLength(LETTERS);

    const smtp = await startCountingSmtp();
    cleanups.push(smtp.close);
    const worker = startWorker({ now: sendAt.toISOString(), smtpUrl: smtp.url });
    smtp.onAccepted = (total) => {
      if (total === KILL_AFTER) worker.child.kill('SIGKILL');
    };
    expect(await worker.exited, worker.output()).toEqual({ code: null, signal: 'SIGKILL' });
    smtp.onAccepted = () => {};
    // What the dead worker left: no statement or SMTP session of it still under way.
    await workerSessionsGone();
    await until(
      async () => smtp.openConnections(),
      (n) => n === 0,
    );
    const acceptedAtKill = new Map(smtp.accepted);
    const begunAtKill = new Set(smtp.begun);
    const atKill = await deliveries();
    const recorded = new Set(atKill.filter((d) => d.sent).map((d) => d.email));
    const held = atKill.filter((d) => d.claimed && !d.sent).map((d) => d.email);
    // The kill came in the middle: some letters out, some claimed and not sent.
    expect(smtp.total()).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(recorded.size).toBeLessThan(LETTERS);
    expect(held.length).toBeGreaterThan(0);
    // A letter is recorded sent only once the SMTP server has accepted it.
    for (const email of recorded) expect(acceptedAtKill.get(email)).toBe(1);
    // In flight at the kill: begun (a recipient given to the server) and not recorded sent.
    const inFlight = [...begunAtKill].filter((email) => !recorded.has(email));
    const acceptedUnrecorded = [...acceptedAtKill.keys()].filter((email) => !recorded.has(email));
    expect(inFlight.length).toBeLessThanOrEqual(CONCURRENCY);
    // The letter whose acceptance set off the kill had no time to be recorded.
    expect(acceptedUnrecorded.length).toBeGreaterThan(0);
    expect(inFlight).toEqual(expect.arrayContaining(acceptedUnrecorded));

    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'noreply@liga.example',
      dataDir: null,
      log: pino({ level: 'warn' }),
    });
    // While the dead worker's claim holds, another sender leaves its letters alone.
    const unclaimed = LETTERS - recorded.size - held.length;
    const early = await sendDueEmails(db, mailer, {
      publicUrl,
      now: () => new Date(sendAt.getTime() + MINUTE),
    });
    expect(early).toEqual({ sent: unclaimed, failed: 0 });
    const stillHeld = (await deliveries()).filter((d) => !d.sent).map((d) => d.email);
    expect(stillHeld).toEqual(held);
    for (const email of held) expect(smtp.accepted.get(email) ?? 0).toBe(acceptedAtKill.get(email) ?? 0);

    // Past the claim (10 minutes), they go.
    const late = await sendDueEmails(db, mailer, {
      publicUrl,
      now: () => new Date(sendAt.getTime() + 11 * MINUTE),
    });
    expect(late).toEqual({ sent: held.length, failed: 0 });

    expect((await deliveries()).filter((d) => !d.sent)).toEqual([]);
    expect(letters.filter((email) => !smtp.accepted.has(email))).toEqual([]);
    const twice = letters.filter((email) => smtp.accepted.get(email) === 2);
    expect(letters.filter((email) => smtp.accepted.get(email)! > 2)).toEqual([]);
    expect(twice.sort()).toEqual(acceptedUnrecorded.sort());
    expect(twice.length).toBeLessThanOrEqual(inFlight.length);
    expect(smtp.total()).toBe(LETTERS + twice.length);
    expect(smtp.connectionErrors.filter((code) => code !== 'ECONNRESET')).toEqual([]);
  }, 60_000);
});

type CountingSmtp = {
  url: string;
  /** Messages accepted (received in full and answered 250), per recipient. */
  accepted: Map<string, number>;
  /** Recipients the server was given (RCPT TO), the message perhaps never finished. */
  begun: Set<string>;
  total: () => number;
  openConnections: () => number;
  /** Errors the server reported on its connections (a killed sender's: ECONNRESET). */
  connectionErrors: string[];
  /** Called on each accepted message, before the server answers 250, with the running total. */
  onAccepted: (total: number) => void;
  close: () => Promise<void>;
};

/** A real SMTP server on a free loopback port that counts what it accepts. */
async function startCountingSmtp(): Promise<CountingSmtp> {
  let total = 0;
  const smtp: CountingSmtp = {
    url: '',
    accepted: new Map(),
    begun: new Set(),
    total: () => total,
    openConnections: () => server.connections.size,
    connectionErrors: [],
    onAccepted: () => {},
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      smtp.begun.add(address.address);
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      // A message cut off by its sender's death never ends: it is not accepted.
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo)
          smtp.accepted.set(address, (smtp.accepted.get(address) ?? 0) + 1);
        total++;
        // Before the answer: a kill here lands between the server's acceptance and the sender's
        // record whatever the machine's load (after the answer, a busy CI let the sender record it first).
        smtp.onAccepted(total);
        callback();
      });
    },
  });
  // The killed sender's connections end in a reset; the server reports it, nothing to act on.
  server.on('error', (err: NodeJS.ErrnoException) => smtp.connectionErrors.push(err.code ?? err.message));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtp.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return smtp;
}
