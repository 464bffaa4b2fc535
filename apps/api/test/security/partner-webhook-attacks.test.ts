import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { partnerBetEvents, partnerBets } from '../../src/db/schema/index.ts';
import { FEED_MAX_SKEW_S, signFeedBody } from '../../src/modules/partner/bet-feed.service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { placedBet, SANDBOX_WEBHOOK_SECRET, sendBetEvent } from '../helpers/partner.ts';

/**
 * The partner's bet feed is the one door that takes writes without a user: only a call signed with
 * the shared secret over this exact body and a fresh timestamp gets in, and only once.
 */
describe('the partner webhook refuses unsigned, forged and replayed calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counts = async () => ({
    events: (await t.db.select({ n: sql<number>`count(*)::int` }).from(partnerBetEvents))[0]!.n,
    bets: (await t.db.select({ n: sql<number>`count(*)::int` }).from(partnerBets))[0]!.n,
  });
  const now = () => Math.floor(Date.now() / 1000);
  const raw = (body: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/partner/bets/',
      payload: body,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('refuses every forgery with a 401 and writes nothing', async () => {
    const before = await counts();
    const event = placedBet('P-forge', { placed_at: new Date() });
    const body = JSON.stringify(event);
    const ts = now();
    const good = signFeedBody(SANDBOX_WEBHOOK_SECRET, ts, body);
    const tampered = JSON.stringify({ ...event, bet: { ...event.bet, amount: 1_000_000 } });
    const forgeries: [string, Promise<{ statusCode: number; json: () => { message: string } }>][] = [
      ['no headers', raw(body, {})],
      ['no signature', raw(body, { 'x-partner-timestamp': String(ts) })],
      ['no timestamp', raw(body, { 'x-partner-signature': good })],
      ['empty signature', raw(body, { 'x-partner-timestamp': String(ts), 'x-partner-signature': '' })],
      ['wrong secret', sendBetEvent(t.app, event, { secret: 'guessed-secret' })],
      [
        'body changed after signing',
        raw(tampered, { 'x-partner-timestamp': String(ts), 'x-partner-signature': good }),
      ],
      [
        'timestamp changed after signing',
        raw(body, { 'x-partner-timestamp': String(ts + 1), 'x-partner-signature': good }),
      ],
      [
        'timestamp as 1e9-style',
        raw(body, { 'x-partner-timestamp': `${ts}.0`, 'x-partner-signature': good }),
      ],
      [
        'signature of another length',
        raw(body, { 'x-partner-timestamp': String(ts), 'x-partner-signature': good.slice(0, 40) }),
      ],
      [
        'signature not hex',
        raw(body, { 'x-partner-timestamp': String(ts), 'x-partner-signature': 'z'.repeat(64) }),
      ],
      ['stale', sendBetEvent(t.app, event, { timestamp: ts - FEED_MAX_SKEW_S - 5 })],
      ['from the future', sendBetEvent(t.app, event, { timestamp: ts + FEED_MAX_SKEW_S + 5 })],
    ];
    for (const [name, call] of forgeries) {
      const res = await call;
      expect(res.statusCode, name).toBe(401);
      expect(res.json().message, name).toMatch(/^(Неверная подпись запроса|Запрос устарел)$/);
    }
    expect(await counts()).toEqual(before);
  });

  it('checks the signature before the body: a forged call learns nothing about the format', async () => {
    const res = await raw('{"not":"a bet"}', {
      'x-partner-timestamp': String(now()),
      'x-partner-signature': 'a'.repeat(64),
    });
    expect(res.statusCode).toBe(401);
    const malformed = await raw('{broken', {
      'x-partner-timestamp': String(now()),
      'x-partner-signature': 'a'.repeat(64),
    });
    expect(malformed.statusCode).toBeLessThan(500);
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('takes a signed event once: a replay of the very same call, even in parallel, is refused', async () => {
    const before = await counts();
    const event = placedBet('P-replay', { placed_at: new Date() });
    const body = JSON.stringify(event);
    const ts = now();
    const headers = {
      'x-partner-timestamp': String(ts),
      'x-partner-signature': signFeedBody(SANDBOX_WEBHOOK_SECRET, ts, body),
    };
    const first = await raw(body, headers);
    expect(first.statusCode).toBe(200);
    const replays = await Promise.all(Array.from({ length: 5 }, () => raw(body, headers)));
    for (const res of replays) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Событие уже получено');
    }
    expect(await counts()).toEqual({ events: before.events + 1, bets: before.bets + 1 });
  });

  it('lets only one of several parallel copies of a new event in', async () => {
    const before = await counts();
    const event = placedBet('P-burst', { placed_at: new Date() });
    const answers = await Promise.all(Array.from({ length: 6 }, () => sendBetEvent(t.app, event)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(5);
    expect(await counts()).toEqual({ events: before.events + 1, bets: before.bets + 1 });
  });

  it('refuses the same bet under a new event id (a re-signed copy cannot place it twice)', async () => {
    const event = placedBet('P-twice', { placed_at: new Date() });
    expect((await sendBetEvent(t.app, event)).statusCode).toBe(200);
    const copy = await sendBetEvent(t.app, { ...event, event_id: randomUUID() });
    expect(copy.statusCode).toBe(409);
  });

  it('answers 503 and writes nothing when no secret is configured', async () => {
    const unconfigured = await createTestApp({
      partner: {
        sandbox: false,
        authorizeUrl: null,
        tokenUrl: null,
        clientId: 'mliga',
        clientSecret: null,
        webhookSecret: null,
      },
    });
    try {
      const res = await sendBetEvent(unconfigured.app, placedBet('P-none', { placed_at: new Date() }));
      expect(res.statusCode).toBe(503);
      expect(
        (await unconfigured.db.select({ n: sql<number>`count(*)::int` }).from(partnerBetEvents))[0]!.n,
      ).toBe(0);
    } finally {
      await unconfigured.close();
    }
  });
});
