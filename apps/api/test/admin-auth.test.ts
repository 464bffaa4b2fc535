import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers/test-app.ts';

/** Every back-office route the app serves, found from the app itself so a new one cannot slip through. */
describe('admin routes: only admins', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let routes: { method: string; url: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.db, 'plainuser');
    admin = await createUser(t.db, 'theadmin', { role: 'admin' });
    routes = t.app.routeList
      .filter((r) => r.url.startsWith('/v1/admin/') && r.method !== 'HEAD')
      .map((r) => ({ method: r.method, url: r.url.replace(/:\w+/g, '1') }));
  });
  afterAll(() => t.close());

  it('knows the back-office routes of every area', () => {
    const urls = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const resource of [
      'seasons',
      'teams',
      'players',
      'matches',
      'venues',
      'pages',
      'videos',
      'predictor-stages',
      'predictor-events',
      'fantasy-stages',
      'scoring-rules',
      'media-teams',
      'team-names',
      'forbidden-words',
      'h2h',
      'users',
      'audit-log',
    ]) {
      expect(urls, resource).toContain(`GET /v1/admin/${resource}/`);
      expect(urls, resource).toContain(`GET /v1/admin/${resource}/1/`);
    }
    expect(urls).toContain('POST /v1/admin/uploads/');
    expect(urls).toContain('POST /v1/admin/predictor-stages/1/score/');
    expect(routes.length).toBeGreaterThan(60);
  });

  it('answers 401 without a key and 403 to a signed-in non-admin, for every admin route', async () => {
    for (const route of routes) {
      const inject = (headers: Record<string, string>) =>
        t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
      const anonymous = await inject({});
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(anonymous.json().message).toBe('Авторизуйтесь для выполнения действия');
      const forbidden = await inject(user.headers);
      expect(forbidden.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(forbidden.json().message).toBe('Недостаточно прав для выполнения действия');
    }
  });

  it('lets an admin through to the route itself (a missing row is a Russian 404)', async () => {
    const res = await t.app.inject({ url: '/v1/admin/teams/1/', headers: admin.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Команда не найдена');
    const list = await t.app.inject({ url: '/v1/admin/teams/', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual({ items: [], total: 0 });
  });
});
