import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  partnerBetEvents,
  partnerBets,
  predictions,
  predictorEvents,
  predictorLeagues,
  predictorStages,
  seasons,
} from '../src/db/schema/index.ts';
import { createTestApp, createUser, type TestApp } from './helpers/test-app.ts';
import { placedBet, sendBetEvent } from './helpers/partner.ts';

const HOUR = 3_600_000;

describe('the signed bet feed and X2 confirmation', () => {
  let t: TestApp;
  let stageId: number;
  let eventId: number;
  const x2SetAt = new Date(Date.now() - 2 * HOUR);
  const stageStop = new Date(Date.now() + 48 * HOUR);

  beforeAll(async () => {
    t = await createTestApp();
    const [season] = await t.db
      .insert(seasons)
      .values({ name: 'Сезон', year: '2026/27', isCurrent: true })
      .returning();
    const [league] = await t.db
      .insert(predictorLeagues)
      .values({ seasonId: season!.id, name: 'Прогнозы', isActive: true })
      .returning();
    const [stage] = await t.db
      .insert(predictorStages)
      .values({
        leagueId: league!.id,
        name: 'Тур 1',
        tour: 1,
        status: 'current',
        startAt: new Date(Date.now() + 24 * HOUR),
        stopAt: stageStop,
        closesAt: new Date(Date.now() + 23 * HOUR),
      })
      .returning();
    stageId = stage!.id;
    const [event] = await t.db
      .insert(predictorEvents)
      .values({ stageId, kind: 'question', name: 'Сколько голов?', points: 5, startsAt: stage!.startAt })
      .returning();
    eventId = event!.id;
  });
  afterAll(() => t.close());

  /** A linked user who put X2 on the stage's question two hours ago. */
  async function linkedUser(partnerId: string) {
    const { user, headers } = await createUser(t.db, `u${partnerId}`, { winlineId: partnerId });
    await t.db
      .insert(predictions)
      .values({ userId: user.id, eventId, stageId, variantValue: 3, isX2: true, x2SetAt });
    return { userId: user.id, headers };
  }
  const bettor = async (partnerId: string) => (await linkedUser(partnerId)).userId;
  const confirmed = async (userId: number) =>
    (
      await t.db
        .select()
        .from(predictions)
        .where(and(eq(predictions.userId, userId), eq(predictions.eventId, eventId)))
    )[0]!.isX2Confirmed;
  const eventCount = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(partnerBetEvents))[0]!.n;

  describe('signature', () => {
    it('accepts a well-signed event and stores the bet', async () => {
      const event = placedBet('P-sig', { placed_at: new Date() });
      const res = await sendBetEvent(t.app, event);
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
      const [bet] = await t.db.select().from(partnerBets).where(eq(partnerBets.externalId, event.bet.id));
      expect(bet).toMatchObject({ partnerUserId: 'P-sig', isFreebet: false });
    });

    it('refuses unsigned, wrongly signed and stale calls, changing nothing', async () => {
      const before = await eventCount();
      const unsigned = await sendBetEvent(t.app, placedBet('P-x', { placed_at: new Date() }), {
        signature: null,
      });
      const wrongSecret = await sendBetEvent(t.app, placedBet('P-x', { placed_at: new Date() }), {
        secret: 'guess',
      });
      const stale = await sendBetEvent(t.app, placedBet('P-x', { placed_at: new Date() }), {
        timestamp: Math.floor(Date.now() / 1000) - 301,
      });
      for (const res of [unsigned, wrongSecret, stale]) expect(res.statusCode).toBe(401);
      expect(wrongSecret.json().message).toBe('Неверная подпись запроса');
      expect(stale.json().message).toBe('Запрос устарел');
      expect(await eventCount()).toBe(before);
    });

    it('refuses a replayed event and a second "placed" for the same bet', async () => {
      const event = placedBet('P-replay', { placed_at: new Date() });
      expect((await sendBetEvent(t.app, event)).statusCode).toBe(200);
      const replay = await sendBetEvent(t.app, event);
      expect(replay.statusCode).toBe(409);
      expect(replay.json().message).toBe('Событие уже получено');
      const duplicate = await sendBetEvent(t.app, { ...event, event_id: randomUUID() });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe('Ставка уже получена');
    });

    it('answers a well-signed but malformed event with a 400', async () => {
      const res = await sendBetEvent(t.app, {
        event_id: 'e1',
        type: 'placed',
        bet: { id: 'b', user_id: 'u', amount: 'lots' },
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('X2 qualification at each boundary', () => {
    const after = () => new Date(x2SetAt.getTime() + HOUR);
    it.each([
      ['999 RUB', { amount: 999 }, false],
      ['1000 RUB', { amount: 1000 }, true],
      ['odds 1.29', { odds: 1.29 }, false],
      ['odds 1.30', { odds: 1.3 }, true],
      ['a free bet', { is_freebet: true }, false],
    ])('%s', async (_name, bet, expected) => {
      const partnerId = `X-${randomUUID().slice(0, 8)}`;
      const userId = await bettor(partnerId);
      expect(await confirmed(userId)).toBe(false);
      await sendBetEvent(t.app, placedBet(partnerId, { ...bet, placed_at: after() }));
      expect(await confirmed(userId)).toBe(expected);
    });

    it('a bet placed before the X2 was saved does not count', async () => {
      const userId = await bettor('X-before');
      await sendBetEvent(t.app, placedBet('X-before', { placed_at: new Date(x2SetAt.getTime() - 60_000) }));
      expect(await confirmed(userId)).toBe(false);
    });

    it('a bet placed after the stage does not count', async () => {
      const userId = await bettor('X-after');
      await sendBetEvent(t.app, placedBet('X-after', { placed_at: new Date(stageStop.getTime() + 60_000) }));
      expect(await confirmed(userId)).toBe(false);
    });

    it.each([['bought_out'], ['refunded']])('a bet later %s takes the confirmation back', async (type) => {
      const partnerId = `X-${type}`;
      const userId = await bettor(partnerId);
      const placed = placedBet(partnerId, { placed_at: after() });
      await sendBetEvent(t.app, placed);
      expect(await confirmed(userId)).toBe(true);
      const res = await sendBetEvent(t.app, {
        event_id: randomUUID(),
        type,
        bet: { id: placed.bet.id, user_id: partnerId },
      });
      expect(res.statusCode).toBe(200);
      expect(await confirmed(userId)).toBe(false);
    });

    it('a scored stage keeps the confirmation it was scored with', async () => {
      const userId = await bettor('X-scored');
      const placed = placedBet('X-scored', { placed_at: after() });
      await sendBetEvent(t.app, placed);
      await t.db.update(predictorStages).set({ scoredAt: new Date() }).where(eq(predictorStages.id, stageId));
      await sendBetEvent(t.app, {
        event_id: randomUUID(),
        type: 'refunded',
        bet: { id: placed.bet.id, user_id: 'X-scored' },
      });
      expect(await confirmed(userId)).toBe(true);
      await t.db.update(predictorStages).set({ scoredAt: null }).where(eq(predictorStages.id, stageId));
    });

    it('an event for an unknown bet is refused', async () => {
      const res = await sendBetEvent(t.app, {
        event_id: randomUUID(),
        type: 'refunded',
        bet: { id: 'none', user_id: 'nobody' },
      });
      expect(res.statusCode).toBe(422);
    });
  });

  it("the sandbox bet page sends its user's bets through the same signed feed", async () => {
    const { userId, headers } = await linkedUser('X-sandbox');
    const placedAt = new Date(x2SetAt.getTime() + HOUR).toISOString().slice(0, 16);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/partner/sandbox/bets/',
      payload: new URLSearchParams({
        action: 'placed',
        partner_id: 'X-sandbox',
        amount: '1500',
        odds: '1.8',
        kind: 'regular',
        placed_at: placedAt,
      }).toString(),
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Событие принято');
    expect(await confirmed(userId)).toBe(true);
  });
});
