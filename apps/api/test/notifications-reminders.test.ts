import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import type { Db } from '../src/db/connect.ts';
import { notifications, teams, users } from '../src/db/schema/index.ts';
import { runNotificationRound, type NotificationJobDeps } from '../src/modules/notifications/index.ts';
import { createUser } from './helpers/test-app.ts';
import { apiCaller, lettersTo, testMailer, type CentreItem, type User } from './helpers/notifications.ts';
import { mailHeader, recipientOf, startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import {
  createPredictorTestApp,
  HOUR,
  MINUTE,
  predictionsUrl,
  seedPredictorLeague,
  type PredictorTestApp,
  type SeededLeague,
} from './factories/predictor.ts';

type Item = CentreItem;

// Issue 24 §1–§3: the predictor's deadline reminders, from the scan to the SMTP server and the
// notification centre — only to users with something missing, naming it, once per time.
describe('predictor deadline reminders', () => {
  let t: PredictorTestApp;
  let smtp: TestSmtp;
  let deps: NotificationJobDeps;
  let seeded: SeededLeague;
  let anna: User, boris: User, clara: User, denis: User, elena: User;
  const start = Date.UTC(2026, 4, 1, 9, 0);
  const publicUrl = 'https://liga.example';

  const call = apiCaller(() => t.app);
  const stage = () => seeded.stages[0]!;
  const predict = async (user: User, matches: number, answers: boolean, x2 = false) => {
    const s = stage();
    const predictions = [
      ...s.matchEvents.slice(0, matches).map((e, i) => ({
        event_id: e.id,
        home_team_score: 1,
        guest_team_score: 0,
        ...(x2 && i === 0 ? { is_x2: 1 as const } : {}),
      })),
      ...(answers
        ? [
            { event_id: s.variantQuestion.id, variant_id: s.variantQuestion.variantIds[0] },
            { event_id: s.numericQuestion.id, variant_value: 7 },
          ]
        : []),
    ];
    const res = await call('POST', predictionsUrl(seeded.leagueId, s.id), user, { predictions });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const mailsTo = (user: User) => lettersTo(smtp.received, user);
  const centre = async (user: User) => {
    const res = await call('GET', '/v1/notifications/', user);
    expect(res.status).toBe(200);
    return res.body.data as { items: Item[]; unread: number; next_before: number | null };
  };
  const round = () => runNotificationRound(deps);

  beforeAll(async () => {
    t = await createPredictorTestApp(start);
    smtp = await startTestSmtp();
    deps = { db: t.db, mailer: testMailer(smtp.url, t.app.log), publicUrl, now: t.clock.now };
    seeded = await seedPredictorLeague(t.db, { now: new Date(start), tours: 1, matchesPerStage: 3 });
    const made: User[] = [];
    for (const login of ['anna', 'boris', 'clara', 'denis', 'elena'])
      made.push(await createUser(t.db, login));
    [anna, boris, clara, denis, elena] = made as [User, User, User, User, User];
    await t.db.update(users).set({ winlineId: 'partner-clara' }).where(eq(users.id, clara.user.id));
    await predict(anna, 3, true); // everything: nothing to remind
    await predict(boris, 2, false); // the third match and both questions missing
    await predict(clara, 3, true); // everything but X2, with a partner account
    await predict(denis, 0, true); // no match predicted; email turned off below
    await predict(elena, 1, false); // blocked below: gets nothing
    await t.db
      .update(users)
      .set({ blockedAt: new Date(start) })
      .where(eq(users.id, elena.user.id));
    const saved = await call('PUT', '/v1/notifications/settings/', denis, {
      settings: [{ kind: 'predictor_reminder', email: false, site: true }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends nothing before the first reminder time', async () => {
    t.clock.set(stage().closesAt.getTime() - 24 * HOUR - MINUTE);
    const done = await round();
    expect(done.scans).toEqual([]);
    expect(smtp.received).toHaveLength(0);
  });

  it('24 hours before the closing: emails only to users with something missing, naming it', async () => {
    t.clock.set(stage().closesAt.getTime() - 24 * HOUR + MINUTE);
    const done = await round();
    expect(done.scans).toEqual([
      { game: 'predictor', stageId: stage().id, offsetMinutes: 1440, notified: 3, emailed: 2 },
    ]);
    expect(done.emails).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received.map(recipientOf).sort()).toEqual([boris.user.email, clara.user.email]);

    const [toBoris] = mailsTo(boris) as [ParsedMail];
    const third = await matchTitle(t.db, seeded, 2);
    expect(toBoris.subject).toContain('Тур 1');
    expect(toBoris.text).toContain(third);
    expect(toBoris.text).toContain('Будет ли удаление в туре?');
    expect(toBoris.text).toContain('Сколько голов будет забито в туре?');
    expect(toBoris.text).not.toContain('X2');
    expect(toBoris.html).toContain(third);
    expect(toBoris.text).toContain(`${publicUrl}/game/predictor/${seeded.leagueId}/stage/${stage().id}`);
    const unsubscribe = mailHeader(toBoris, 'list-unsubscribe');
    expect(unsubscribe).toMatch(/^<https:\/\/liga\.example\/v1\/unsubscribe\/\?token=[\w.-]+>$/);
    expect(mailHeader(toBoris, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(toBoris.text).toContain(`${publicUrl}/unsubscribe?token=`);

    const [toClara] = mailsTo(clara) as [ParsedMail];
    expect(toClara.text).toContain('X2');
    expect(toClara.text).not.toContain('Будет ли удаление в туре?');
  });

  it('the centre holds the same reminder for the users who keep it on the site', async () => {
    const borisItems = await centre(boris);
    const denisItems = await centre(denis);
    const annaItems = await centre(anna);
    // Elena is blocked (her key no longer opens the centre): nothing was written for her.
    const elenaItems = await t.db.select().from(notifications).where(eq(notifications.userId, elena.user.id));
    expect(borisItems.unread).toBe(1);
    expect(borisItems.items).toHaveLength(1);
    expect(borisItems.items[0]).toMatchObject({
      kind: 'predictor_reminder',
      read: false,
      link: `/game/predictor/${seeded.leagueId}/stage/${stage().id}`,
    });
    expect(`${borisItems.items[0]!.title} ${borisItems.items[0]!.body}`).toContain('Тур 1');
    expect(denisItems.items).toHaveLength(1);
    expect(annaItems.items).toEqual([]);
    expect(elenaItems).toEqual([]);
  });

  it('a second round at the same time sends and notifies nothing more', async () => {
    const done = await round();
    expect(done.scans).toEqual([]);
    expect(done.emails).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
    expect((await centre(boris)).items).toHaveLength(1);
  });

  it('the one-click unsubscribe works without signing in; a forged link is refused', async () => {
    const [toBoris] = mailsTo(boris) as [ParsedMail];
    const url = mailHeader(toBoris, 'list-unsubscribe').slice(1, -1).replace(publicUrl, '');
    const info = await call('GET', url);
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual({
      kind: 'predictor_reminder',
      kind_name: 'Напоминания о прогнозах',
      email: 'b***@example.test',
      subscribed: true,
    });
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.subscribed).toBe(false);
    const settings = await call('GET', '/v1/notifications/settings/', boris);
    expect(settings.body.data.settings).toContainEqual({
      kind: 'predictor_reminder',
      email: false,
      site: true,
    });

    const token = new URL(`http://x${url}`).searchParams.get('token')!;
    const forged = token.replace(/^\d+/, String(anna.user.id));
    for (const bad of [forged, `${token}x`, 'nonsense']) {
      const refused = await call('POST', `/v1/unsubscribe/?token=${encodeURIComponent(bad)}`);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Ссылка для отписки недействительна или устарела');
    }
    const annaSettings = await call('GET', '/v1/notifications/settings/', anna);
    expect(annaSettings.body.data.settings).toContainEqual({
      kind: 'predictor_reminder',
      email: true,
      site: true,
    });
  });

  it('2 hours before: the second reminder, honouring the unsubscribe; none after the closing', async () => {
    await predict(boris, 3, true); // boris has put everything right meanwhile
    t.clock.set(stage().closesAt.getTime() - 2 * HOUR + MINUTE);
    const done = await round();
    expect(done.scans).toEqual([
      { game: 'predictor', stageId: stage().id, offsetMinutes: 120, notified: 2, emailed: 1 },
    ]);
    expect(mailsTo(clara)).toHaveLength(2);
    expect(mailsTo(boris)).toHaveLength(1);
    expect((await centre(boris)).items).toHaveLength(1);
    expect((await centre(denis)).items).toHaveLength(2);

    t.clock.set(stage().closesAt.getTime() + MINUTE);
    expect((await round()).scans).toEqual([]);
  });

  it('marks read: one id (only the owner’s), then all', async () => {
    const items = await call('GET', '/v1/notifications/', denis);
    const [newest] = items.body.data.items as (Item & { id: number })[];
    const byStranger = await call('POST', '/v1/notifications/read/', anna, { ids: [newest!.id] });
    expect(byStranger.body.data).toEqual({ unread: 0 });
    expect((await centre(denis)).unread).toBe(2);
    const one = await call('POST', '/v1/notifications/read/', denis, { ids: [newest!.id] });
    expect(one.body.data).toEqual({ unread: 1 });
    const all = await call('POST', '/v1/notifications/read/', denis, {});
    expect(all.body).toMatchObject({ data: { unread: 0 }, message: 'Все уведомления прочитаны' });
    const unread = await call('GET', '/v1/notifications/unread/', denis);
    expect(unread.body.data).toEqual({ unread: 0, live_topic: expect.stringMatching(/^user:/) });
  });
});

/** A header's value as sent (mailparser turns the List-* ones into objects). */

/** «Команда 1-5 — Команда 1-6»: how the stage's match `i` is named, from its teams. */
async function matchTitle(db: Db, seeded: SeededLeague, i: number): Promise<string> {
  const [home, guest] = await Promise.all(
    [seeded.teamIds[2 * i]!, seeded.teamIds[2 * i + 1]!].map(async (id) => {
      const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, id));
      return team!.name;
    }),
  );
  return `${home} — ${guest}`;
}
