import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminEmailDeliveries, AdminEmailDelivery, AdminReminderOffsets } from '@mliga/contract';
import { createMailer, type Mailer } from '../src/mail/mailer.ts';
import { runNotificationRound } from '../src/modules/notifications/index.ts';
import { dueScans } from '../src/modules/notifications/reminders/reminder-scan.ts';
import { createUser } from './helpers/test-app.ts';
import { auditRows } from './helpers/admin-api.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { databaseChecksum } from './helpers/table-checksums.ts';
import {
  createPredictorTestApp,
  HOUR,
  MINUTE,
  seedPredictorLeague,
  type PredictorTestApp,
  type SeededLeague,
} from './factories/predictor.ts';

type User = Awaited<ReturnType<typeof createUser>>;
type Method = 'GET' | 'PUT' | 'POST';

// Issue 24: the back office's reminder times per game and the letters, with «Повторить» for a given-up one.
describe('back office: reminder times and the failed letters', () => {
  let t: PredictorTestApp;
  let smtp: TestSmtp;
  let seeded: SeededLeague;
  let admin: User;
  let fan: User;
  let gleb: User;
  const start = Date.UTC(2026, 4, 1, 9, 0);

  beforeAll(async () => {
    t = await createPredictorTestApp(start);
    smtp = await startTestSmtp();
    seeded = await seedPredictorLeague(t.db, { now: new Date(start), tours: 1 });
    admin = await createUser(t.db, 'notify_admin', { role: 'admin' });
    fan = await createUser(t.db, 'notify_fan');
    // A player of the season who predicted nothing: the stage's reminder is his.
    gleb = await createUser(t.db, 'gleb');
    await t.db.execute(sql`
      insert into predictor_ratings (champ_id, user_id, points, predictions_count, last_prediction_at, place, max_place)
      values (${seeded.generalChampId}, ${gleb.user.id}, 0, 0, ${new Date(start)}, 1, 1)`);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = async (method: Method, path: string, user: User | null, payload?: object) => {
    const res = await t.app.inject({
      method,
      url: `/v1/admin/notifications/${path}`,
      headers: user?.headers ?? {},
      ...(payload === undefined ? {} : { payload }),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.statusCode, body: res.json() as any };
  };
  const offsets = async () =>
    (await call('GET', 'reminder-offsets/', admin)).body.data as AdminReminderOffsets[];
  const letters = async (query = '') =>
    (await call('GET', `email-deliveries/${query}`, admin)).body.data as AdminEmailDeliveries;

  describe('reminder times', () => {
    it('lists both games with the default 24 h and 2 h while no time is set', async () => {
      expect(await offsets()).toEqual([
        { game: 'predictor', offsets_minutes: [1440, 120], is_default: true },
        { game: 'fantasy', offsets_minutes: [1440, 120], is_default: true },
      ]);
    });

    it('sets a game’s times, stored largest first, with an audit row; the other game keeps the default', async () => {
      const res = await call('PUT', 'reminder-offsets/fantasy/', admin, { offsets_minutes: [30, 2880, 120] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        data: { game: 'fantasy', offsets_minutes: [2880, 120, 30], is_default: false },
        message: 'Время напоминаний сохранено',
      });
      expect(await offsets()).toEqual([
        { game: 'predictor', offsets_minutes: [1440, 120], is_default: true },
        { game: 'fantasy', offsets_minutes: [2880, 120, 30], is_default: false },
      ]);
      const [audit] = await auditRows(t.db, 'reminder_offsets', 'fantasy');
      expect(audit).toMatchObject({
        userId: admin.user.id,
        action: 'reminder_offsets.update',
        data: { before: [1440, 120], after: [2880, 120, 30] },
      });
      // The edges of the range, and a game set again.
      const edges = await call('PUT', 'reminder-offsets/fantasy/', admin, { offsets_minutes: [10, 10080] });
      expect(edges.body.data.offsets_minutes).toEqual([10080, 10]);
      expect((await auditRows(t.db, 'reminder_offsets', 'fantasy'))[0]!.data).toEqual({
        before: [2880, 120, 30],
        after: [10080, 10],
      });
    });

    it('refuses each broken rule with its own Russian message and changes nothing', async () => {
      const before = await databaseChecksum(t.db);
      const refuse = async (
        game: string,
        payload: object,
        status: number,
        message: RegExp,
        field?: string,
      ) => {
        const res = await call('PUT', `reminder-offsets/${game}/`, admin, payload);
        expect(res.status, JSON.stringify(payload)).toBe(status);
        expect(res.body.success).toBe(false);
        expect(res.body.errors[0].message).toMatch(message);
        if (field) expect(res.body.errors[0].field).toBe(field);
        return res.body;
      };
      await refuse(
        'predictor',
        { offsets_minutes: [] },
        422,
        /^Укажите хотя бы одно время напоминания$/,
        'offsets_minutes',
      );
      await refuse(
        'predictor',
        { offsets_minutes: [1440, 120, 1440] },
        422,
        /^Время «1440 минут» указано дважды$/,
        'offsets_minutes.2',
      );
      await refuse(
        'predictor',
        { offsets_minutes: [9] },
        422,
        /^9 минут не подходит: .*не раньше чем за неделю \(10080 минут\) и не позже чем за 10 минут/,
        'offsets_minutes.0',
      );
      await refuse(
        'predictor',
        { offsets_minutes: [60, 10081] },
        422,
        /^10081 минута не подходит/,
        'offsets_minutes.1',
      );
      await refuse('predictor', { offsets_minutes: [-5] }, 422, /не подходит/, 'offsets_minutes.0');
      await refuse(
        'predictor',
        { offsets_minutes: [10, 20, 30, 40, 50] },
        422,
        /^Не больше 4 напоминаний на тур$/,
        'offsets_minutes',
      );
      // Every problem at once, each under its own field.
      const all = await refuse('predictor', { offsets_minutes: [5, 60, 60] }, 422, /не подходит/);
      expect(all.errors.map((e: { field: string }) => e.field)).toEqual([
        'offsets_minutes.0',
        'offsets_minutes.2',
      ]);
      await refuse(
        'predictor',
        { offsets_minutes: [90.5] },
        400,
        /^Поле «offsets_minutes\.0» должно быть целым числом$/,
      );
      await refuse('predictor', { offsets_minutes: ['час'] }, 400, /целым числом/);
      await refuse('predictor', {}, 400, /^Поле «offsets_minutes» обязательно для заполнения$/);
      await refuse('predictor', { offsets_minutes: { hours: 2 } }, 400, /списком/);
      await refuse(
        'chess',
        { offsets_minutes: [120] },
        404,
        /^Такой игры нет: есть predictor \(прогнозы\) и fantasy \(фэнтези\)$/,
      );
      expect(await databaseChecksum(t.db)).toBe(before);
      expect((await offsets())[0]).toEqual({
        game: 'predictor',
        offsets_minutes: [1440, 120],
        is_default: true,
      });
    });

    it('a changed time changes when the stage’s scan is due', async () => {
      const closesAt = seeded.stages[0]!.closesAt.getTime();
      const at = new Date(closesAt - 3 * HOUR + MINUTE);
      // By default, at 2 h 59 min before the closing the 24 h reminder is due (2 h not yet).
      expect(await dueScans(t.db, at)).toEqual([
        { game: 'predictor', stageId: seeded.stages[0]!.id, offsetMinutes: 1440 },
      ]);
      expect(
        (await call('PUT', 'reminder-offsets/predictor/', admin, { offsets_minutes: [30, 180] })).status,
      ).toBe(200);
      // Now the 3 h one is; 30 min is not reached, and nothing at 3 h 1 min before.
      expect(await dueScans(t.db, at)).toEqual([
        { game: 'predictor', stageId: seeded.stages[0]!.id, offsetMinutes: 180 },
      ]);
      expect(await dueScans(t.db, new Date(closesAt - 3 * HOUR - MINUTE))).toEqual([]);
      expect(await dueScans(t.db, new Date(closesAt - 29 * MINUTE))).toEqual([
        { game: 'predictor', stageId: seeded.stages[0]!.id, offsetMinutes: 30 },
      ]);
      // Back to the default times for the letters below.
      await t.db.execute(sql`delete from reminder_offsets where game = 'predictor'`);
    });
  });

  describe('letters', () => {
    let failedId = 0;
    const refusing: Mailer = {
      outbox: [],
      send: async () => {
        throw new Error('550 mailbox unavailable');
      },
    };
    const deps = (mailer: Mailer) => ({
      db: t.db,
      mailer,
      publicUrl: 'https://liga.example',
      now: t.clock.now,
    });

    it('an empty list says so: no letter in any state', async () => {
      for (const state of ['', '?state=failed', '?state=waiting', '?state=sent']) {
        const data = await letters(state);
        expect(data).toMatchObject({ page: 1, page_size: 50, total: 0, total_capped: false, items: [] });
      }
      expect((await letters()).state).toBe('failed');
    });

    it('lists a letter the SMTP server refused five times as failed, with its user, kind and error', async () => {
      // The stage's 24 h reminder: the scan writes gleb's letter, the refusing server makes it wait.
      const at = seeded.stages[0]!.closesAt.getTime() - 24 * HOUR + MINUTE;
      t.clock.set(at);
      await runNotificationRound(deps(refusing));
      const waiting = await letters('?state=waiting');
      expect(waiting.total).toBe(1);
      expect(waiting.items[0]).toMatchObject({ login: 'gleb', attempts: 1, failed_at: null, sent_at: null });
      let elapsed = 0;
      for (const wait of [1, 4, 16, 64]) {
        elapsed += wait;
        t.clock.set(at + elapsed * MINUTE);
        await runNotificationRound(deps(refusing));
      }
      const failed = await letters();
      expect(failed).toMatchObject({ state: 'failed', total: 1, total_capped: false });
      const letter = failed.items[0]!;
      failedId = letter.id;
      expect(letter).toEqual({
        id: expect.any(Number),
        user_id: gleb.user.id,
        login: 'gleb',
        email: 'gleb@example.test',
        kind: 'predictor_reminder',
        kind_name: 'Напоминание о прогнозах',
        // Written by the database's clock (the scan leaves it to the column's default).
        created_at: expect.any(String),
        attempts: 5,
        last_error: '550 mailbox unavailable',
        failed_at: new Date(at + elapsed * MINUTE).toISOString(),
        sent_at: null,
        next_attempt_at: expect.any(String),
      } satisfies AdminEmailDelivery);
      expect((await letters('?state=waiting')).total).toBe(0);
      // A round with a working server leaves a given-up letter alone.
      const mailer = createMailer({
        smtpUrl: smtp.url,
        from: 'noreply@liga.example',
        dataDir: null,
        log: t.app.log,
      });
      t.clock.set(at + (elapsed + 120) * MINUTE);
      expect((await runNotificationRound(deps(mailer))).emails).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(0);
    });

    it('refuses to retry an unknown letter (404) and a letter that is not failed (422), changing nothing', async () => {
      const before = await databaseChecksum(t.db);
      const unknown = await call('POST', 'email-deliveries/987654/retry/', admin);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Письмо не найдено');
      // Another letter of gleb's, waiting: it cannot be retried.
      const { rows } = await t.db.execute<{ id: number }>(sql`
        insert into email_deliveries (user_id, kind, dedupe_key, payload, next_attempt_at)
        values (${gleb.user.id}, 'predictor_reminder', 'test:waiting', '{}'::jsonb, ${new Date(start + 365 * 24 * HOUR)})
        returning id`);
      const waitingId = Number(rows[0]!.id);
      const refused = await call('POST', `email-deliveries/${waitingId}/retry/`, admin);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(/^Письмо не в списке неотправленных/);
      await t.db.execute(sql`delete from email_deliveries where id = ${waitingId}`);
      expect(await databaseChecksum(t.db)).toBe(before);
      expect((await call('POST', 'email-deliveries/0/retry/', admin)).status).toBe(400);
      expect((await call('POST', 'email-deliveries/abc/retry/', admin)).status).toBe(400);
      expect((await call('GET', 'email-deliveries/?state=lost', admin)).status).toBe(400);
      expect((await call('GET', 'email-deliveries/?page=0', admin)).status).toBe(400);
      expect((await call('GET', 'email-deliveries/?page=201', admin)).status).toBe(400);
    });

    it('«Повторить» makes the letter due now with an audit row; the next round sends it', async () => {
      const now = t.clock.now();
      const res = await call('POST', `email-deliveries/${failedId}/retry/`, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe('Письмо поставлено в очередь: оно уйдёт в течение минуты');
      expect(res.body.data).toMatchObject({
        id: failedId,
        attempts: 0,
        last_error: null,
        failed_at: null,
        sent_at: null,
        next_attempt_at: now.toISOString(),
      });
      const { rows } = await t.db.execute<{ claimed_until: Date | null }>(
        sql`select claimed_until from email_deliveries where id = ${failedId}`,
      );
      expect(rows[0]!.claimed_until).toBeNull();
      const [audit] = await auditRows(t.db, 'email_delivery', failedId);
      expect(audit).toMatchObject({
        userId: admin.user.id,
        action: 'email_delivery.retry',
        data: { attempts: 5, last_error: '550 mailbox unavailable' },
      });
      expect((await letters()).total).toBe(0);
      expect((await letters('?state=waiting')).items.map((l) => l.id)).toEqual([failedId]);
      // Retrying it again is refused: it is no longer failed.
      expect((await call('POST', `email-deliveries/${failedId}/retry/`, admin)).status).toBe(422);

      const mailer = createMailer({
        smtpUrl: smtp.url,
        from: 'noreply@liga.example',
        dataDir: null,
        log: t.app.log,
      });
      expect((await runNotificationRound(deps(mailer))).emails).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toMatchObject({ text: 'gleb@example.test' });
      expect(smtp.received[0]!.subject).toMatch(/^Тур 1:/);
      const sent = await letters('?state=sent');
      expect(sent.total).toBe(1);
      expect(sent.items[0]).toMatchObject({ id: failedId, attempts: 0, sent_at: now.toISOString() });
    });

    it('pages the letters 50 at a time, newest first', async () => {
      // 120 given-up letters of the fan, given up one minute apart.
      const base = t.clock.now().getTime();
      await t.db.execute(sql`
        insert into email_deliveries (user_id, kind, dedupe_key, payload, attempts, last_error, failed_at)
        select ${fan.user.id}, 'fantasy_reminder', 'test:' || i, '{}'::jsonb, 5, 'timeout',
               ${new Date(base)}::timestamptz + make_interval(mins => i)
        from generate_series(1, 120) i`);
      const first = await letters('?state=failed&page=1');
      expect(first.total).toBe(120);
      expect(first.items).toHaveLength(50);
      expect(first.items[0]!.failed_at).toBe(new Date(base + 120 * MINUTE).toISOString());
      expect(first.items[0]!.kind_name).toBe('Напоминание о составе в фэнтези');
      const third = await letters('?state=failed&page=3');
      expect(third.items).toHaveLength(20);
      expect(third.items.at(-1)!.failed_at).toBe(new Date(base + MINUTE).toISOString());
      expect((await letters('?state=failed&page=4')).items).toEqual([]);
      const all = [...first.items, ...(await letters('?page=2')).items, ...third.items].map(
        (l) => l.failed_at!,
      );
      expect(all).toEqual([...all].sort().reverse());
      expect(new Set(all).size).toBe(120);
    });
  });

  it('answers 403 to a user and 401 to a visitor, and their writes change nothing', async () => {
    const before = await databaseChecksum(t.db);
    const routes: [Method, string, object?][] = [
      ['GET', 'reminder-offsets/'],
      ['PUT', 'reminder-offsets/predictor/', { offsets_minutes: [60] }],
      ['GET', 'email-deliveries/'],
      ['POST', 'email-deliveries/1/retry/'],
    ];
    for (const [method, path, payload] of routes) {
      const asFan = await call(method, path, fan, payload);
      expect(asFan.status, `${method} ${path}`).toBe(403);
      expect(asFan.body.message).toBe('Недостаточно прав для выполнения действия');
      expect((await call(method, path, null, payload)).status, `${method} ${path}`).toBe(401);
    }
    expect(await databaseChecksum(t.db)).toBe(before);
  });
});
