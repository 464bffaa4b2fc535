import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../helpers/test-app.ts';

/**
 * One client trying to take the server from everyone else: a megabyte of invalid items whose error
 * list took a second to build and weighed 7.5 MB, sent without signing in; and plain request volume
 * from one address.
 */

const PREDICTIONS = '/v1/predictors/5/stages/6/predictions/';
const invalidItems = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    event_id: `e${i}`,
    home_team_score: 'x',
    guest_team_score: -1,
  }));

describe('a flood of invalid items', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ({ headers } = await createUser(t.db, 'flooder'));
  });
  afterAll(() => t.close());

  const post = (payload: object, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: PREDICTIONS, payload, headers: extra });

  it('is refused without signing in before its body is read: a short 401', async () => {
    const body = { predictions: invalidItems(9008) };
    expect(JSON.stringify(body).length).toBeGreaterThan(500_000);
    const res = await post(body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      message: 'Авторизуйтесь для выполнения действия',
      errors: [{ message: 'Авторизуйтесь для выполнения действия' }],
    });
  });

  it('from a signed-in user gets one error for the list past its limit, not one per item', async () => {
    const res = await post({ predictions: invalidItems(9008) }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'predictions', message: 'Список «predictions» должен содержать не более 200 элементов' },
    ]);
    expect(res.body.length).toBeLessThan(1_000);
  });

  it('within the limit answers at most 20 field errors', async () => {
    const res = await post({ predictions: invalidItems(200) }, headers);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { field: string; message: string }[];
    expect(errors).toHaveLength(20);
    expect(errors[0]).toEqual({
      field: 'predictions.0.event_id',
      message: 'Поле «predictions.0.event_id» должно быть целым числом',
    });
    expect(res.body.length).toBeLessThan(5_000);
  });

  it('refuses a visitor on every signed-in write before reading the body', async () => {
    const big = { name: 'x'.repeat(200_000), squad: invalidItems(5_000) };
    for (const url of [
      '/v1/fantasy/team-name/',
      '/v1/users/me/',
      '/v1/stages/1/my-squad/',
      '/v1/admin/teams/',
    ]) {
      const res = await t.app.inject({ method: 'POST', url, payload: big });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('the per-address request limit', () => {
  const LIMIT = 5;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ requestRateLimit: LIMIT });
  });
  afterAll(() => t.close());

  const get = (url: string, ip: string) => t.app.inject({ url, remoteAddress: ip });

  it('answers 429 with Retry-After past the limit, to that address only', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await get('/v1/teams/', '10.7.0.1')).statusCode);
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
    const refused = await get('/v1/teams/', '10.7.0.1');
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'Слишком много запросов с вашего адреса, повторите через минуту',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/v1/teams/', '10.7.0.2')).statusCode).toBe(200);
  });

  it('does not count health checks and pages', async () => {
    for (let i = 0; i <= LIMIT; i++) await get('/v1/teams/', '10.7.0.3');
    expect((await get('/healthz', '10.7.0.3')).statusCode).toBe(200);
  });
});
