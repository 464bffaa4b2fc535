import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openJobQueue, type JobQueue } from '../src/jobs/queue.ts';
import { createMailer, type Mailer } from '../src/mail/mailer.ts';
import {
  NOTIFICATIONS_QUEUE,
  runNotificationRound,
  startNotificationJobs,
} from '../src/modules/notifications/index.ts';
import { createUser } from './helpers/test-app.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { until } from './helpers/until.ts';
import {
  createPredictorTestApp,
  HOUR,
  MINUTE,
  seedPredictorLeague,
  type PredictorTestApp,
  type SeededLeague,
} from './factories/predictor.ts';

// Issue 24 §3: the reminders run on a real job queue (pg-boss on the same database, embedded or
// server), and a letter the SMTP server refuses is retried with backoff, then given up.
describe('notification jobs on the job queue', () => {
  let t: PredictorTestApp;
  let smtp: TestSmtp;
  let seeded: SeededLeague;
  let boss: JobQueue | null = null;
  const start = Date.UTC(2026, 4, 1, 9, 0);

  beforeAll(async () => {
    t = await createPredictorTestApp(start);
    smtp = await startTestSmtp();
    seeded = await seedPredictorLeague(t.db, { now: new Date(start), tours: 1 });
    // Two players of the season who predicted nothing of the stage: both get a reminder.
    for (const login of ['gleb', 'hanna']) {
      const { user } = await createUser(t.db, login);
      await t.db.execute(sql`
        insert into predictor_ratings (champ_id, user_id, points, predictions_count, last_prediction_at, place, max_place)
        values (${seeded.generalChampId}, ${user.id}, 0, 0, ${new Date(start)}, ${user.id}, ${user.id})`);
    }
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false });
    await t.close();
    await smtp.close();
  });

  it('a round asked of the worker scans the stage and sends the reminders', async () => {
    t.clock.set(seeded.stages[0]!.closesAt.getTime() - 24 * HOUR + MINUTE);
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'noreply@liga.example',
      dataDir: null,
      log: t.app.log,
    });
    const errors: Error[] = [];
    boss = await openJobQueue(t.database.jobs, { worker: true, onError: (err) => errors.push(err) });
    await startNotificationJobs(boss, {
      db: t.db,
      mailer,
      publicUrl: 'https://liga.example',
      now: t.clock.now,
    });
    await boss.send(NOTIFICATIONS_QUEUE, {});
    await until(
      async () => smtp.received.length,
      (n) => n === 2,
    );
    expect(smtp.received.map((m) => m.subject).every((s) => s?.startsWith('Тур 1:'))).toBe(true);
    expect(errors).toEqual([]);
    await boss.stop({ graceful: true, timeout: 10_000 });
    boss = null;
  }, 60_000);

  it('a refused letter is retried after 1, 4, 16, 64 minutes, then given up', async () => {
    await t.db.execute(sql`delete from reminder_scans`);
    await t.db.execute(sql`delete from email_deliveries`);
    const refusing: Mailer = {
      outbox: [],
      send: async () => {
        throw new Error('550 mailbox unavailable');
      },
    };
    const deps = { db: t.db, mailer: refusing, publicUrl: 'https://liga.example', now: t.clock.now };
    const at = t.clock.now().getTime();
    expect((await runNotificationRound(deps)).emails).toEqual({ sent: 0, failed: 0 });
    const waits = [1, 4, 16, 64];
    let elapsed = 0;
    for (const [i, wait] of waits.entries()) {
      t.clock.set(at + (elapsed + wait) * MINUTE - 1000);
      expect((await runNotificationRound(deps)).emails, `before retry ${i + 1}`).toEqual({
        sent: 0,
        failed: 0,
      });
      elapsed += wait;
      t.clock.set(at + elapsed * MINUTE);
      const round = await runNotificationRound(deps);
      expect(round.emails).toEqual({ sent: 0, failed: i === waits.length - 1 ? 2 : 0 });
    }
    const { rows } = await t.db.execute<{ attempts: number; failed: boolean; last_error: string }>(sql`
      select attempts, failed_at is not null as failed, last_error from email_deliveries order by id`);
    expect(rows).toEqual([
      { attempts: 5, failed: true, last_error: '550 mailbox unavailable' },
      { attempts: 5, failed: true, last_error: '550 mailbox unavailable' },
    ]);
  });

  it('a letter that cannot be written fails alone; the rest of its batch is sent', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'noreply@liga.example',
      dataDir: null,
      log: t.app.log,
    });
    await t.db.execute(
      sql`update email_deliveries set failed_at = null, attempts = 0, next_attempt_at = ${t.clock.now()}`,
    );
    const [first] = (await t.db.execute<{ id: number }>(sql`select min(id)::int as id from email_deliveries`))
      .rows;
    await t.db.execute(sql`update email_deliveries set payload = '{}'::jsonb where id = ${first!.id}`);
    const before = smtp.received.length;
    const round = await runNotificationRound({
      db: t.db,
      mailer,
      publicUrl: 'https://liga.example',
      now: t.clock.now,
    });
    expect(round.emails).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.length).toBe(before + 1);
    const { rows } = await t.db.execute<{ attempts: number; sent: boolean; claimed: boolean }>(sql`
      select attempts, sent_at is not null as sent, claimed_until is not null as claimed
      from email_deliveries order by id`);
    expect(rows).toEqual([
      { attempts: 1, sent: false, claimed: false },
      { attempts: 0, sent: true, claimed: false },
    ]);
  });
});
