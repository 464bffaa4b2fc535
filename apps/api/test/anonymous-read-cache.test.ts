import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers/test-app.ts';

describe('HTTP caching of the public reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets browsers and shared caches keep a visitor’s answer for a few seconds', async () => {
    const res = await t.app.inject('/v1/leagues/active/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=15, stale-while-revalidate=60');
    expect(String(res.headers.vary)).toMatch(/Authorization/);
  });

  it('keeps a signed-in reader’s answer private: it may hold their own row', async () => {
    const { headers } = await createUser(t.db, 'cachereader');
    const res = await t.app.inject({ url: '/v1/leagues/active/', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(String(res.headers.vary)).toMatch(/Authorization/);
  });

  it('lets no cache keep a refusal', async () => {
    for (const url of ['/v1/champs/999999/rating/', '/v1/predictors/999999/rating/999999/']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control'] ?? '').not.toMatch(/public/);
    }
  });
});
