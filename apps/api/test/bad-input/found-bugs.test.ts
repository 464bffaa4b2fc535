import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../helpers/test-app.ts';

/**
 * The answers the bad-input suite (bad-input.test.ts) found wrong, pinned one by one so each stays
 * fixed whatever that suite's sample holds.
 */
describe('bad input the suite found answered wrongly', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUser(t.db, 'badinputadmin', { role: 'admin' })).headers;
  });
  afterAll(() => t.close());

  const expectEnvelope = (res: { statusCode: number; json: () => unknown }, status: number, text: RegExp) => {
    expect(res.statusCode).toBe(status);
    const body = res.json() as { success: boolean; message: string; errors: { message: string }[] };
    expect(body.success).toBe(false);
    expect(body.message).toMatch(text);
    expect(body.errors[0]?.message).toMatch(text);
  };

  it('answers a path param over 100 characters with the 414 envelope, not Fastify English', async () => {
    const res = await t.app.inject({ url: `/v1/teams/${'1'.repeat(101)}/`, headers: admin });
    expectEnvelope(res, 414, /Слишком длинный адрес/);
  });

  it('answers a URL that is not valid percent-encoding with the 400 envelope', async () => {
    const res = await t.app.inject({ url: '/v1/pages/%ED%A0%80/' });
    expectEnvelope(res, 400, /Некорректный адрес/);
  });

  it('refuses Infinity and 1e309 as numbers with a 400 (Ajv let them through to SQL: a 500)', async () => {
    const query = await t.app.inject({ url: '/v1/players/?p=Infinity' });
    expectEnvelope(query, 400, /Поле «p»/);
    const body = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/predictor-stages/',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"league_id": 1, "name": "Тур", "tour": 1e309, "start_at": "2026-11-20T12:00:00.000Z"}',
    });
    expectEnvelope(body, 400, /Поле «tour»/);
  });

  it('answers a NUL character that reaches the database with a 400, not a 500', async () => {
    const query = await t.app.inject({ url: '/v1/admin/players/?status=a%00b', headers: admin });
    expectEnvelope(query, 400, /Недопустимое значение/);
    const path = await t.app.inject({
      method: 'PATCH',
      url: '/v1/admin/pages/a%00b/',
      headers: admin,
      payload: { title: 'Тест' },
    });
    expectEnvelope(path, 400, /Недопустимое значение/);
    const body = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/venues/',
      headers: admin,
      payload: { name: 'Стадион\u0000', city: 'Москва', address: 'ул. Тестовая' },
    });
    expectEnvelope(body, 400, /Недопустимое значение/);
  });

  it('answers a form-encoded statistics import (a type with no schema) with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/player-stats/import/',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1&a=2&b[c]=3',
    });
    expectEnvelope(res, 400, /Поле «csv»/);
  });
});
