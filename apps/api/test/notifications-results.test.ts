import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../src/db/schema/index.ts';
import { runNotificationRound, type NotificationJobDeps } from '../src/modules/notifications/index.ts';
import { createUser } from './helpers/test-app.ts';
import { apiCaller, centreItems, lettersTo, testMailer, type User } from './helpers/notifications.ts';
import { mailHeader, startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import {
  createPredictorTestApp,
  DAY,
  HOUR,
  predictionsUrl,
  seedPredictorLeague,
  type PredictorTestApp,
  type SeededLeague,
} from './factories/predictor.ts';

/**
 * Issue 24 §1: the tour results after a predictor stage is scored, on the site and by email, once.
 * By hand (3 matches ending 1:0, 2:2, 0:1; questions unanswered count nothing here):
 *   anna predicts 1:0, 2:2, 0:1 — three exact scores, 15 points (5 each): the tour's winner;
 *   boris predicts 1:0 only — 5 points;
 *   clara predicts 0:0 only — 0 points (a wrong outcome);
 *   denis does not play: no results for him.
 * General rating after the tour: anna 1, boris 2, clara 3 (three rated).
 */
describe('tour results of the predictor', () => {
  let t: PredictorTestApp;
  let smtp: TestSmtp;
  let deps: NotificationJobDeps;
  let seeded: SeededLeague;
  let admin: User, anna: User, boris: User, clara: User, denis: User;
  const start = Date.UTC(2026, 4, 1, 9, 0);
  const publicUrl = 'https://liga.example';

  const call = apiCaller(() => t.app);
  const stage = () => seeded.stages[0]!;
  const predict = async (user: User, scores: [number, number][]) => {
    const predictions = scores.map(([h, g], i) => ({
      event_id: stage().matchEvents[i]!.id,
      home_team_score: h,
      guest_team_score: g,
    }));
    const res = await call('POST', predictionsUrl(seeded.leagueId, stage().id), user, { predictions });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const results = (user: User) => centreItems(t.app, user, 'results');
  const mailsTo = (user: User) => lettersTo(smtp.received, user);

  beforeAll(async () => {
    t = await createPredictorTestApp(start);
    smtp = await startTestSmtp();
    deps = { db: t.db, mailer: testMailer(smtp.url, t.app.log), publicUrl, now: t.clock.now };
    seeded = await seedPredictorLeague(t.db, { now: new Date(start), tours: 2, matchesPerStage: 3 });
    admin = await createUser(t.db, 'scorer', { role: 'admin' });
    [anna, boris, clara, denis] = (await Promise.all(
      ['anna', 'boris', 'clara', 'denis'].map((l) => createUser(t.db, l)),
    )) as [User, User, User, User];
    await predict(anna, [
      [1, 0],
      [2, 2],
      [0, 1],
    ]);
    await predict(boris, [[1, 0]]);
    await predict(clara, [[0, 0]]);
    const off = await call('PUT', '/v1/notifications/settings/', clara, {
      settings: [{ kind: 'results', email: false, site: true }],
    });
    expect(off.status).toBe(200);
    // Past the reminders of tour 1 (sent before this test's subject) and past its matches.
    t.clock.set(stage().closesAt.getTime() + 3 * HOUR);
    await runNotificationRound(deps);
    smtp.received.length = 0;
    for (const [i, [h, g]] of (
      [
        [1, 0],
        [2, 2],
        [0, 1],
      ] as const
    ).entries()) {
      const res = await call('POST', `/v1/admin/matches/${stage().matchEvents[i]!.matchId}/result/`, admin, {
        home_score: h,
        guest_score: g,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    for (const [id, payload] of [
      [stage().variantQuestion.id, { variant_id: stage().variantQuestion.variantIds[0] }],
      [stage().numericQuestion.id, { value: 7 }],
    ] as const) {
      const res = await call('POST', `/v1/admin/predictor-events/${id}/answer/`, admin, payload);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends nothing before the stage is scored', async () => {
    const done = await runNotificationRound(deps);
    expect(done.results).toEqual([]);
    expect(await results(anna)).toEqual([]);
  });

  it('after scoring: each player hears their points, place and the winner; a non-player nothing', async () => {
    const scored = await call('POST', `/v1/admin/predictor-stages/${stage().id}/score/`, admin);
    expect(scored.status, JSON.stringify(scored.body)).toBe(200);
    const done = await runNotificationRound(deps);
    expect(done.results).toEqual([{ game: 'predictor', stageId: stage().id, notified: 3, emailed: 2 }]);
    expect(done.emails).toEqual({ sent: 2, failed: 0 });

    const [a] = await results(anna);
    expect(a!.title).toMatch(/победили/);
    expect(a!.body).toContain('Ваши очки: 15.');
    expect(a!.body).toMatch(/лучший результат тура/);
    expect(a!.body).toMatch(/1 из 3/);
    expect(a!.link).toBe(`/game/predictor/${seeded.leagueId}/stage/${stage().id}/debrief`);
    const [b] = await results(boris);
    expect(b!.body).toContain('Ваши очки: 5.');
    expect(b!.body).toMatch(/2 из 3/);
    expect(b!.body).toContain('Победитель тура: anna — 15 очков');
    expect(b!.title).not.toMatch(/победили/);
    const [c] = await results(clara);
    expect(c!.body).toContain('Ваши очки: 0.');
    expect(c!.body).toMatch(/3 из 3/);
    expect(await results(denis)).toEqual([]);

    // Email: anna and boris (clara turned results' email off), HTML and text, the debrief and unsubscribe.
    expect(mailsTo(clara)).toEqual([]);
    expect(mailsTo(denis)).toEqual([]);
    const [mail] = mailsTo(boris);
    expect(mail!.subject).toContain('Тур 1');
    expect(mail!.text).toMatch(/5 очков/);
    expect(mail!.text).toContain('anna');
    expect(mail!.html).toContain(
      `${publicUrl}/game/predictor/${seeded.leagueId}/stage/${stage().id}/debrief`,
    );
    expect(mailHeader(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mailHeader(mail!, 'list-unsubscribe')).toContain(`<${publicUrl}/v1/unsubscribe/?token=`);
  });

  it('goes out once: another round, or the stage scored again, writes nothing more', async () => {
    expect((await runNotificationRound(deps)).results).toEqual([]);
    const again = await call('POST', `/v1/admin/predictor-stages/${stage().id}/score/`, admin);
    expect(again.status).toBe(200);
    const done = await runNotificationRound(deps);
    expect(done.results).toEqual([]);
    expect(done.emails).toEqual({ sent: 0, failed: 0 });
    expect(await results(anna)).toHaveLength(1);
  });

  it('a stage scored long ago (an upgrade, a site down for days) is not announced', async () => {
    await t.db.execute(sql`delete from result_scans`);
    const longAgo = new Date(t.clock.now().getTime() - 3 * DAY);
    await t.db.execute(sql`update predictor_stages set scored_at = ${longAgo} where id = ${stage().id}`);
    const done = await runNotificationRound(deps);
    expect(done.results).toEqual([]);
  });

  it('a blocked player gets nothing', async () => {
    await t.db.execute(sql`delete from result_scans`);
    await t.db.execute(sql`delete from notifications where kind = 'results'`);
    await t.db.execute(sql`delete from email_deliveries where kind = 'results'`);
    await t.db.update(users).set({ blockedAt: t.clock.now() }).where(eq(users.id, boris.user.id));
    await t.db.execute(
      sql`update predictor_stages set scored_at = ${t.clock.now()} where id = ${stage().id}`,
    );
    const done = await runNotificationRound(deps);
    expect(done.results).toEqual([{ game: 'predictor', stageId: stage().id, notified: 2, emailed: 1 }]);
    const rows = await t.db.execute<{ user_id: number }>(
      sql`select user_id from notifications where kind = 'results'`,
    );
    expect(rows.rows.map((r) => Number(r.user_id)).sort()).toEqual([anna.user.id, clara.user.id].sort());
  });

  it('a backlog scored at once announces only its latest stage', async () => {
    await t.db.execute(sql`delete from result_scans`);
    const now = t.clock.now();
    await t.db.execute(
      sql`update predictor_stages set scored_at = ${now} where league_id = ${seeded.leagueId}`,
    );
    const done = await runNotificationRound(deps);
    expect(done.results.map((r) => r.stageId)).toEqual([seeded.stages[1]!.id]);
    expect((await runNotificationRound(deps)).results).toEqual([]);
    await t.db.execute(sql`update predictor_stages set scored_at = null where id = ${seeded.stages[1]!.id}`);
  });

  it('a new member of a private predictor league: its creator hears of it', async () => {
    const made = await call('POST', `/v1/predictors/${seeded.leagueId}/leagues/`, clara, {
      name: 'Клара и друзья',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { id, invite_hash: hash } = made.body.data.league as { id: number; invite_hash: string };
    expect((await call('POST', `/v1/champs/${id}/invite-accept/`, denis, { hash })).status).toBe(200);
    expect(await centreItems(t.app, clara, 'league_join')).toMatchObject([
      {
        title: 'Новый участник в лиге «Клара и друзья»',
        body: 'denis вступил(а) в вашу лигу «Клара и друзья» (прогнозы).',
        link: '/game/predictor/leagues',
      },
    ]);
  });
});
