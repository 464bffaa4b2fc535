/**
 * Issue 24 §4: the reminder scan of a predictor stage at scale (≤ 60 s for 1,000,000 users) and
 * the sending rate into a local SMTP server (≥ 200 letters a second). N users (default
 * 1,000,000, every fifth with a partner account) in the season's general rating; of the open
 * stage's 10 events, 6 users in 10 predicted everything, 3 in 10 five matches, 1 in 10 nothing;
 * half the partners put X2 on a match. Times the scan (it writes the notifications and the
 * letters to send), then sends `--send` letters (default 5,000) to a local SMTP server (in a
 * process of its own) and prints the rate.
 *
 * Between the two, on a PostgreSQL server (scan-load.ts): the API's read and save targets while a
 * scan runs. The real API and a bare server on loopback ports; the predictor rating (page 1, and
 * the middle page signed in) for `--seconds` each (default 10 at 500,000 users and more, else 3) and
 * a save surge of `--surge` distinct users (default 2,000), first without a scan, then while the
 * same scan runs again (its output cleared first, so it writes the same rows), each save checked as
 * stored; then the scan's time under that load (no verdict: the ≤ 60 s one is the scan's alone).
 * The stage closes two days after the real time, so the API (on the system clock) takes saves; the
 * scans get their time explicitly. Sending then takes the second scan's letters (the same ones).
 *
 *   npx tsx scripts/bench/reminder-scan.ts [--users 1000000] [--send 5000] [--database-url URL]
 *                                          [--seconds S] [--surge 2000]
 *
 * The database URL (default BENCH_DATABASE_URL, else the local PostgreSQL) names a server: the
 * bench creates its own database there and drops it afterwards.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createMailer } from '../../apps/api/src/mail/mailer.ts';
import { sendDueEmails } from '../../apps/api/src/modules/notifications/deliveries/send-emails.ts';
import { runReminderScan } from '../../apps/api/src/modules/notifications/reminders/reminder-scan.ts';
import { seedPredictorLeague } from '../../apps/api/test/factories/predictor.ts';
import { openBenchDatabase, seconds, timed } from './lib.ts';
import { insertBenchUsers } from './predictor-rating-seed.ts';
import { measureApiDuringScan } from './scan-load.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000000' },
    send: { type: 'string', default: '5000' },
    seconds: { type: 'string' },
    surge: { type: 'string', default: '2000' },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://mliga:mliga@127.0.0.1:5432/postgres',
    },
  },
});
const USERS = Number(values.users);
const SEND = Number(values.send);
// As run.ts: 10 s per read figure, 3 s at the smaller sizes (where the scan is over in seconds anyway).
const SECONDS = Number(values.seconds ?? (USERS >= 500_000 ? 10 : 3));
const SURGE = Number(values.surge);
const serverUrl = values['database-url'] === 'pglite' ? undefined : values['database-url'];
const SCAN_TARGET_S = 60;
const SEND_TARGET_PER_S = 200;

const { database, close, url } = await openBenchDatabase(serverUrl);
const db = database.db;
// The receiving server runs in a process of its own (smtp-sink.ts): node itself, not npx, so that
// the kill below reaches it (npx left it running and its pipe kept this process from exiting).
const sink = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/smtp-sink.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const sinkPort = new Promise<number>((resolve) =>
  sink.stdout.on('data', (chunk: Buffer) => {
    const port = /port (\d+)/.exec(chunk.toString())?.[1];
    if (port) resolve(Number(port));
  }),
);
try {
  console.log(`# Reminder scan bench: ${USERS.toLocaleString('en')} users on ${database.kind}\n`);
  // The real time (to the minute): the stage closes in two days, open to the API's own clock.
  const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const seeded = await seedPredictorLeague(db, { now, tours: 1, matchesPerStage: 8 });
  const stage = seeded.stages[0]!;
  await timed('users', () => insertBenchUsers(db, USERS));
  await timed('general rating', () =>
    db.execute(sql`
      insert into predictor_ratings (champ_id, user_id, points, predictions_count, last_prediction_at, place, max_place)
      select ${seeded.generalChampId}::int, id, 0, 0, ${now}, row_number() over (order by id), row_number() over (order by id)
      from users where login like 'bench%'`),
  );
  await timed('predictions', () =>
    db.execute(sql`
      with ev as (
        select e.id, e.kind, e.sort_order,
               (select min(v.id) from question_variants v where v.event_id = e.id) as variant
        from predictor_events e where e.stage_id = ${stage.id}
      )
      insert into predictions (user_id, event_id, stage_id, home_score, guest_score, variant_id, variant_value,
                               is_x2, x2_set_at)
      select u.id, e.id, ${stage.id}::int,
             case when e.kind = 'match' then 1 end, case when e.kind = 'match' then 0 end,
             case when e.kind <> 'match' then e.variant end,
             case when e.kind <> 'match' and e.variant is null then 3 end,
             e.sort_order = 1 and u.winline_id is not null and u.id % 2 = 0,
             case when e.sort_order = 1 and u.winline_id is not null and u.id % 2 = 0 then ${now}::timestamptz end
      from users u cross join ev e
      where u.login like 'bench%' and (u.id % 10 < 6 or (u.id % 10 < 9 and e.kind = 'match' and e.sort_order <= 5))`),
  );
  await db.execute(sql`analyze`);

  const scanAt = new Date(stage.closesAt.getTime() - 24 * 3_600_000 + 60_000);
  const scan = { game: 'predictor', stageId: stage.id, offsetMinutes: 1440 } as const;
  const started = performance.now();
  const written = (await runReminderScan(db, scan, scanAt))!;
  const scanMs = performance.now() - started;
  console.log(
    `\nscan: ${seconds(scanMs)} — ${written.notified.toLocaleString('en')} notifications, ${written.emailed.toLocaleString('en')} letters`,
  );

  if (url) {
    console.log(`\n# The API while the scan runs\n`);
    // The same scan runs again under load, on empty notification tables as the first one did.
    await db.execute(sql`truncate notifications, email_deliveries`);
    await db.execute(sql`delete from reminder_scans`);
    await timed('API before and during the scan', () =>
      measureApiDuringScan({
        db,
        url,
        league: seeded,
        stage,
        users: USERS,
        seconds: SECONDS,
        surge: SURGE,
        connections: 50,
        pool: 20,
        scanWithoutLoadMs: scanMs,
        scan: () => runReminderScan(db, scan, scanAt),
      }),
    );
    console.log('');
  } else console.log('\n(the API during a scan is measured on a PostgreSQL server only)');

  // Only the first SEND letters stay due: the rate is measured on them.
  await db.execute(sql`
    update email_deliveries set next_attempt_at = ${new Date(scanAt.getTime() + 3_600_000)}
    where id > (select min(id) + ${SEND - 1} from email_deliveries)`);
  const port = await sinkPort;
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}?pool=true&maxConnections=10`,
    from: 'noreply@bench.test',
    dataDir: null,
    log: pino({ level: 'warn' }),
  });
  const sendStarted = performance.now();
  const sent = await sendDueEmails(db, mailer, { publicUrl: 'https://bench.test', now: () => scanAt });
  const sendMs = performance.now() - sendStarted;
  const rate = sent.sent / (sendMs / 1000);
  console.log(
    `send: ${sent.sent.toLocaleString('en')} letters in ${seconds(sendMs)}: ${rate.toFixed(0)} a second\n`,
  );

  const scanS = scanMs / 1000;
  console.log(
    `reminder scan, ${USERS.toLocaleString('en')} users: ${scanS.toFixed(1)} s (target ≤ ${SCAN_TARGET_S} s) ${scanS <= SCAN_TARGET_S ? 'OK' : 'MISS'}`,
  );
  console.log(
    `sending into a local SMTP server: ${rate.toFixed(0)} letters/s (target ≥ ${SEND_TARGET_PER_S}) ${rate >= SEND_TARGET_PER_S ? 'OK' : 'MISS'}`,
  );
} finally {
  sink.kill('SIGTERM');
  await close();
}
