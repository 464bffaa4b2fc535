import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers/test-app.ts';

type User = Awaited<ReturnType<typeof createUser>>;

// Issue 24 §2: the settings per kind — all on until turned off, email only where it can come by
// email, asked once (onboarding), one user's choice never another's.
describe('notification settings', () => {
  let t: TestApp;
  let kira: User, lev: User;
  const put = (user: User | null, settings: object[]) =>
    t.app.inject({
      method: 'PUT',
      url: '/v1/notifications/settings/',
      headers: user?.headers ?? {},
      payload: { settings },
    });
  const get = async (user: User) =>
    (await t.app.inject({ url: '/v1/notifications/settings/', headers: user.headers })).json().data as {
      asked: boolean;
      settings: { kind: string; email: boolean | null; site: boolean }[];
    };

  beforeAll(async () => {
    t = await createTestApp();
    kira = await createUser(t.db, 'kira');
    lev = await createUser(t.db, 'lev');
  });
  afterAll(() => t.close());

  it('starts with every kind on, email only for reminders and results, not yet asked', async () => {
    expect(await get(kira)).toEqual({
      asked: false,
      settings: [
        { kind: 'predictor_reminder', email: true, site: true },
        { kind: 'fantasy_reminder', email: true, site: true },
        { kind: 'results', email: true, site: true },
        { kind: 'league_join', email: null, site: true },
        { kind: 'h2h_result', email: null, site: true },
        { kind: 'points_correction', email: null, site: true },
        { kind: 'team_name', email: null, site: true },
      ],
    });
  });

  it('saves the kinds sent (email null or left out for the site-only ones), the others unchanged', async () => {
    const res = await put(kira, [
      { kind: 'results', email: false, site: true },
      { kind: 'league_join', email: null, site: false },
      { kind: 'team_name', site: false },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Настройки уведомлений сохранены');
    const saved = await get(kira);
    expect(saved.asked).toBe(true);
    expect(saved.settings).toContainEqual({ kind: 'results', email: false, site: true });
    expect(saved.settings).toContainEqual({ kind: 'league_join', email: null, site: false });
    expect(saved.settings).toContainEqual({ kind: 'team_name', email: null, site: false });
    expect(saved.settings).toContainEqual({ kind: 'predictor_reminder', email: true, site: true });
    expect((await get(lev)).asked).toBe(false);
  });

  it('an empty save still records that the user was asked (onboarding «Пропустить»)', async () => {
    expect((await put(lev, [])).statusCode).toBe(200);
    expect((await get(lev)).asked).toBe(true);
  });

  it('refuses email for a site-only kind, a kind twice, an unknown kind; and a visitor', async () => {
    const email = await put(kira, [{ kind: 'h2h_result', email: true, site: true }]);
    expect(email.statusCode).toBe(422);
    expect(email.json().errors).toEqual([
      { message: 'Это уведомление приходит только на сайт', field: 'settings.0.email' },
    ]);
    const twice = await put(kira, [
      { kind: 'results', email: true, site: true },
      { kind: 'results', email: false, site: true },
    ]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('Каждый вид уведомлений указывается один раз');
    expect((await put(kira, [{ kind: 'newsletter', email: true, site: true }])).statusCode).toBe(400);
    expect((await put(null, [])).statusCode).toBe(401);
    expect((await get(kira)).settings).toContainEqual({ kind: 'results', email: false, site: true });
  });
});
