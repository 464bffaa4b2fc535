import { createHmac } from 'node:crypto';
import { LIVE_TOPIC } from '@mliga/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAfter } from '../src/modules/live/live-feed.ts';
import { liveCursor } from '../src/modules/live/index.ts';
import { pingUsers, userLiveTopic } from '../src/modules/notifications/live-ping.ts';
import { openSse } from './helpers/sse.ts';
import { createTestApp, createUser, type TestApp } from './helpers/test-app.ts';

type User = Awaited<ReturnType<typeof createUser>>;

/** Issue 24 §2: fresh notifications reach the bell without a reload — a private live topic per user. */
describe('the bell’s live topic', () => {
  let t: TestApp;
  let anna: User, boris: User;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    anna = await createUser(t.db, 'live_anna');
    boris = await createUser(t.db, 'live_boris');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  const unread = async (user: User) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/notifications/unread/',
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { unread: number; live_topic: string };
  };
  const stream = (topics: string) => openSse(`${base}/v1/live/?topics=${encodeURIComponent(topics)}`);
  const ping = (ids: number[]) => t.db.transaction((tx) => pingUsers(tx, ids));
  const publishedAfter = async (position: number) =>
    (await readAfter(t.db, position, 1_000)).map((row) => row.topic);
  const quiet = () => new Promise((resolve) => setTimeout(resolve, 200));

  it('answers the count with the user’s own topic, the same each time, another user’s another', async () => {
    const own = await unread(anna);
    expect(own).toEqual({ unread: 0, live_topic: expect.stringMatching(/^user:[\w-]{22}$/) });
    expect(LIVE_TOPIC.test(own.live_topic)).toBe(true);
    // An HMAC of the id under the notification key's secret, narrowed to this use: unguessable.
    const { rows } = await t.db.execute<{ secret: string }>(
      sql`select secret from notification_keys where id = 1`,
    );
    const key = createHmac('sha256', Buffer.from(rows[0]!.secret, 'hex')).update('live-topic').digest();
    const hmac = createHmac('sha256', key).update(String(anna.user.id)).digest('base64url');
    expect(own.live_topic).toBe(`user:${hmac.slice(0, 22)}`);
    expect((await unread(anna)).live_topic).toBe(own.live_topic);
    const other = (await unread(boris)).live_topic;
    expect(other).not.toBe(own.live_topic);
    expect(await userLiveTopic(t.db, anna.user.id)).toBe(own.live_topic);
    expect((await t.app.inject({ method: 'GET', url: '/v1/notifications/unread/' })).statusCode).toBe(401);
  });

  it('a ping reaches the user’s stream, empty, and nobody else’s', async () => {
    const annaTopic = (await unread(anna)).live_topic;
    const borisTopic = (await unread(boris)).live_topic;
    const annaStream = await stream(annaTopic);
    const borisStream = await stream(borisTopic);
    expect(annaStream.status).toBe(200);

    await ping([anna.user.id]);
    const [frame] = await annaStream.next(1);
    expect(frame).toEqual({ id: expect.any(Number), topic: annaTopic, data: {} });
    await quiet();
    expect(borisStream.pending()).toEqual([]);

    await ping([boris.user.id]);
    expect((await borisStream.next(1))[0]).toMatchObject({ topic: borisTopic, data: {} });
    await quiet();
    expect(annaStream.pending()).toEqual([]);

    // Both at once, each the once.
    await ping([anna.user.id, boris.user.id, anna.user.id]);
    expect((await annaStream.next(1))[0]!.topic).toBe(annaTopic);
    expect((await borisStream.next(1))[0]!.topic).toBe(borisTopic);
    await quiet();
    expect(annaStream.pending()).toEqual([]);
    expect(borisStream.pending()).toEqual([]);
    annaStream.close();
    borisStream.close();
  });

  it('a rolled-back transaction pings nobody; an empty list publishes nothing', async () => {
    const annaStream = await stream((await unread(anna)).live_topic);
    const before = await liveCursor(t.db);
    await ping([]);
    await expect(
      t.db.transaction(async (tx) => {
        await pingUsers(tx, [anna.user.id]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await quiet();
    expect(annaStream.pending()).toEqual([]);
    expect(await publishedAfter(before)).toEqual([]);
    annaStream.close();
  });

  it('more than 100 users make one broadcast on notifications and no message of their own', async () => {
    const annaTopic = (await unread(anna)).live_topic;
    const sse = await stream(`${annaTopic},notifications`);
    const before = await liveCursor(t.db);
    const many = [anna.user.id, ...Array.from({ length: 100 }, (_, i) => 1_000_000 + i)];
    await ping(many);
    const [frame] = await sse.next(1);
    expect(frame).toMatchObject({ topic: 'notifications', data: {} });
    await quiet();
    expect(sse.pending()).toEqual([]);
    // One row of the feed, not 101.
    expect(await publishedAfter(before)).toEqual(['notifications']);
    // 100 are still told one by one.
    await ping(many.slice(0, 100));
    expect((await sse.next(1))[0]!.topic).toBe(annaTopic);
    const rows = await publishedAfter(before);
    expect(rows).toHaveLength(101);
    expect(new Set(rows.slice(1)).size).toBe(100);
    expect(rows.slice(1).every((topic) => LIVE_TOPIC.test(topic) && topic.startsWith('user:'))).toBe(true);
    sse.close();
  });

  it('refuses a user topic that is not a token, in Russian', async () => {
    const token = (await unread(anna)).live_topic.slice('user:'.length);
    const bad = [
      'user:',
      `user:${token.slice(1)}`,
      `user:${token}A`,
      `user:${token.slice(1)}$`,
      `user:${token.slice(1)}.`,
      `user:${anna.user.id}`,
      `USER:${token}`,
      `user:${token},match:1,user:${'x'.repeat(100)}`,
    ];
    for (const topics of bad) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/live/?topics=${encodeURIComponent(topics)}`,
      });
      expect(res.statusCode, topics).toBe(400);
      expect(res.json().message, topics).toBe(
        'Укажите темы трансляции через запятую: matches или match:{id}, не больше 10',
      );
    }
  });
});
