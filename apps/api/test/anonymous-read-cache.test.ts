import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fantasyLeagues, seasons } from '../src/db/schema/index.ts';
import type { Db } from '../src/db/connect.ts';
import { createPublicReadCache } from '../src/http/cache/public-read-cache.ts';
import { adminApi } from './helpers/admin-api.ts';
import { createTestApp, createUser, type TestApp } from './helpers/test-app.ts';

describe('HTTP caching of the public reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets browsers and shared caches keep a visitor’s answer for a few seconds', async () => {
    const [season] = await t.db.insert(seasons).values({ name: 'Сезон', year: '2026' }).returning();
    const [league] = await t.db
      .insert(fantasyLeagues)
      .values({ seasonId: season!.id, name: 'Фэнтези' })
      .returning();
    const res = await t.app.inject(`/v1/leagues/${league!.id}/players/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=15, stale-while-revalidate=60');
    expect(String(res.headers.vary)).toMatch(/Authorization/);
  });

  it('has the active league asked again each time: the web’s own 60 s are all it is kept', async () => {
    const res = await t.app.inject('/v1/leagues/active/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
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

describe('the server’s own copy of the public reads', () => {
  let t: TestApp;
  const activeLeague = async (headers: Record<string, string> = {}) =>
    (await t.app.inject({ url: '/v1/leagues/active/', headers })).json().data.league?.name ?? null;

  beforeAll(async () => {
    t = await createTestApp({ publicReadCacheSeconds: 15 });
  });
  afterAll(() => t.close());

  it('answers visitors from one read per address until the back office writes', async () => {
    expect(await activeLeague()).toBeNull();
    const [season] = await t.db
      .insert(seasons)
      .values({ name: 'Сезон', year: '2026', isCurrent: true })
      .returning();
    await t.db.insert(fantasyLeagues).values({ seasonId: season!.id, name: 'Фэнтези кэша', isActive: true });

    // Visitors get the kept answer, and so does a signed-in reader for all but their own figures
    // (issue 25 §3; those are read fresh: readers-own-rows.test.ts).
    expect(await activeLeague()).toBeNull();
    const reader = await createUser(t.db, 'copyreader');
    expect(await activeLeague(reader.headers)).toBeNull();

    // A refused back-office write keeps it; a done one clears it.
    const admin = await createUser(t.db, 'copyadmin', { role: 'admin' });
    const api = adminApi(t.app, admin.headers);
    expect((await api('POST', 'seasons/', { name: '' })).status).toBe(422);
    expect(await activeLeague()).toBeNull();
    expect((await api('POST', 'seasons/', { name: 'Прошлый', year: '2024/25' })).status).toBe(200);
    expect(await activeLeague()).toBe('Фэнтези кэша');
    expect(await activeLeague(reader.headers)).toBe('Фэнтези кэша');
  });

  it('keeps no refusal: a rating that appears is read at once', async () => {
    const res = await t.app.inject('/v1/champs/999999/rating/');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe((await t.app.inject('/v1/champs/999999/rating/')).json().message);
  });
});

describe('createPublicReadCache', () => {
  // The loads here read nothing: any database handle stands for the replica.
  const readDb = {} as Db;

  it('reads an address once for readers who ask together, and again after the period', async () => {
    let ms = 1_000;
    const cache = createPublicReadCache(readDb, 15, { now: () => ms });
    let reads = 0;
    const load = async (db: Db) => {
      expect(db).toBe(readDb);
      return ++reads;
    };
    expect(
      await Promise.all([cache.read('/a', load), cache.read('/a', load), cache.read('/b', load)]),
    ).toEqual([1, 1, 2]);
    ms = 15_000;
    expect(await cache.read('/a', load)).toBe(1);
    ms = 17_000;
    expect(await cache.read('/a', load)).toBe(3);
  });

  it('does not keep a failed read, and reads through when turned off', async () => {
    const cache = createPublicReadCache(readDb, 15);
    await expect(cache.read('/x', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.read('/x', async () => 'fresh')).toBe('fresh');
    const off = createPublicReadCache(readDb, 0);
    let reads = 0;
    await off.read('/x', async () => ++reads);
    await off.read('/x', async () => ++reads);
    expect(reads).toBe(2);
  });
});
