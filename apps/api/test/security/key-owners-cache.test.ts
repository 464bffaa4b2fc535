import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Listen } from '../../src/db/connect.ts';
import { users } from '../../src/db/schema/index.ts';
import { createAuthCache, type KeyOwner } from '../../src/http/auth-cache.ts';
import { adminApi } from '../helpers/admin-api.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/test-app.ts';

type Headers = Record<string, string>;

/**
 * Issue 25 §3: each API instance keeps who its signed-in keys belong to, so a signed-in read costs
 * no lookup. What a caller must still see: a key that stops signing in (signed out, blocked,
 * demoted) is refused at once where the change was made, and within a second everywhere else.
 */
describe('each instance keeps its keys’ owners and forgets them at every change', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let admin: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    const config = { ...loadConfig({ NODE_ENV: 'test', DEMO: '0' }), dataDir: null, requestRateLimit: 0 };
    second = await buildApp({ config, database: t.database });
    await second.ready();
    admin = (await createUser(t.db, 'keeperchief', { role: 'admin' })).headers;
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const statusOn = async (app: FastifyInstance, url: string, headers: Headers) =>
    (await app.inject({ url, headers })).statusCode;
  /** Both instances have read (and kept) the key's owner. */
  const keptOnBoth = async (url: string, headers: Headers) => {
    for (const app of [t.app, second]) expect(await statusOn(app, url, headers)).toBe(200);
  };

  it('signed out or blocked through the API: refused at once on both instances', async () => {
    const leaver = await createUser(t.db, 'keeperleaver');
    await keptOnBoth('/v1/users/me/', leaver.headers);
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/users/logout/',
      headers: leaver.headers,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    for (const app of [t.app, second]) expect(await statusOn(app, '/v1/users/me/', leaver.headers)).toBe(401);

    const fan = await createUser(t.db, 'keeperfan');
    await keptOnBoth('/v1/users/me/', fan.headers);
    const blocked = await adminApi(second, admin)('PATCH', `users/${fan.user.id}/`, { is_blocked: true });
    expect(blocked.status).toBe(200);
    for (const app of [t.app, second]) expect(await statusOn(app, '/v1/users/me/', fan.headers)).toBe(401);
  });

  it('demoted through the back office: the back office refuses at once', async () => {
    const deputy = await createUser(t.db, 'keeperdeputy', { role: 'admin' });
    await keptOnBoth('/v1/admin/users/', deputy.headers);
    expect((await adminApi(t.app, admin)('PATCH', `users/${deputy.user.id}/`, { role: 'user' })).status).toBe(
      200,
    );
    for (const app of [t.app, second])
      expect(await statusOn(app, '/v1/admin/users/', deputy.headers)).toBe(403);
  });

  it('a change made in the database itself, as an operator would: refused within a second', async () => {
    const deputy = await createUser(t.db, 'keeperoperator', { role: 'admin' });
    await keptOnBoth('/v1/admin/users/', deputy.headers);
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, deputy.user.id));
    const changedAt = Date.now();
    for (const app of [t.app, second])
      while ((await statusOn(app, '/v1/admin/users/', deputy.headers)) !== 403) {
        expect(Date.now() - changedAt).toBeLessThan(1_000);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
  });
});

describe('createAuthCache', () => {
  const owner = (expireAt: Date): KeyOwner => ({
    keyId: 1,
    id: 7,
    login: 'fan',
    role: 'user',
    winlineId: null,
    expireAt,
  });
  /** A listen whose notifications the test sends. */
  const fakeListen = () => {
    const notified: (() => void)[] = [];
    const listen: Listen = async (_channel, onNotify) => {
      notified.push(onNotify);
      return async () => {};
    };
    return { listen, notify: () => notified.forEach((n) => n()) };
  };

  it('keeps an owner until a change is notified, and not a lookup that a change overtook', async () => {
    const { listen, notify } = fakeListen();
    const cache = await createAuthCache(listen);
    let lookups = 0;
    const lookup = async () => {
      lookups++;
      return owner(new Date(Date.now() + 60_000));
    };
    await cache.read('key', lookup);
    await cache.read('key', lookup);
    expect(lookups).toBe(1);
    notify();
    await cache.read('key', lookup);
    expect(lookups).toBe(2);

    // A lookup under way when the change is notified answers its request, and is not kept.
    notify();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cache.read('key', async () => {
      await gate;
      return lookup();
    });
    notify();
    release();
    expect((await slow)?.id).toBe(7);
    await cache.read('key', lookup);
    expect(lookups).toBe(4);
    await cache.stop();
  });

  it('looks a key up again once it has expired, and keeps no unknown key', async () => {
    const { listen } = fakeListen();
    const cache = await createAuthCache(listen);
    let lookups = 0;
    await cache.read('short', async () => (lookups++, owner(new Date(Date.now() + 30))));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await cache.read('short', async () => (lookups++, undefined))).toBeUndefined();
    expect(await cache.read('short', async () => (lookups++, undefined))).toBeUndefined();
    expect(lookups).toBe(3);
    await cache.stop();
  });
});
