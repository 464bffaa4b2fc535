import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog, matches, predictorEvents, predictorStages } from '../src/db/schema/index.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createPredictorTestApp,
  DAY,
  seedPredictorLeague,
  type PredictorTestApp,
  type SeededLeague,
} from './factories/predictor.ts';

describe('admin result calls of the predictor', () => {
  let t: PredictorTestApp;
  let seeded: SeededLeague;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let player: Awaited<ReturnType<typeof createUser>>;
  const start = Date.UTC(2026, 4, 1, 9, 0);

  const post = (url: string, payload: object | undefined, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'POST', url: `/v1/admin/${url}`, headers, ...(payload ? { payload } : {}) });
  const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  beforeAll(async () => {
    t = await createPredictorTestApp(start);
    seeded = await seedPredictorLeague(t.db, { now: new Date(start), tours: 2 });
    admin = await createUser(t.db, 'boss', { role: 'admin' });
    player = await createUser(t.db, 'player');
  });
  afterAll(() => t.close());

  it('asks for a signed-in admin: 401 without a key, 403 for a player', async () => {
    const matchId = seeded.stages[0]!.matchEvents[0]!.matchId;
    const calls: [string, object | undefined][] = [
      [`matches/${matchId}/result/`, { home_score: 1, guest_score: 0 }],
      [`predictor-events/${seeded.stages[0]!.numericQuestion.id}/answer/`, { value: 3 }],
      [`predictor-stages/${seeded.stages[0]!.id}/score/`, undefined],
    ];
    for (const [url, payload] of calls) {
      const anonymous = await post(url, payload, {});
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().message).toBe('Авторизуйтесь для выполнения действия');
      const forbidden = await post(url, payload, player.headers);
      expect(forbidden.statusCode, url).toBe(403);
    }
    const [match] = await t.db.select().from(matches).where(eq(matches.id, matchId));
    expect(match!.isFinished).toBe(false);
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });

  it('sets a match result and writes the audit row', async () => {
    const matchId = seeded.stages[0]!.matchEvents[0]!.matchId;
    const res = await post(`matches/${matchId}/result/`, { home_score: 3, guest_score: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Результат сохранён',
      data: { id: matchId, home_score: 3, guest_score: 2, is_finished: true },
    });
    const [match] = await t.db.select().from(matches).where(eq(matches.id, matchId));
    expect(match).toMatchObject({ homeScore: 3, guestScore: 2, isFinished: true });
    expect(await lastAudit()).toMatchObject({
      userId: admin.user.id,
      action: 'match.result',
      entity: 'match',
      entityId: String(matchId),
      data: {
        before: { homeScore: null, guestScore: null, isFinished: false },
        after: { home_score: 3, guest_score: 2 },
      },
    });
  });

  it('refuses a bad score or an unknown match', async () => {
    const matchId = seeded.stages[0]!.matchEvents[1]!.matchId;
    for (const payload of [
      { home_score: -1, guest_score: 0 },
      { home_score: 1 },
      { home_score: 'два', guest_score: 0 },
    ])
      expect((await post(`matches/${matchId}/result/`, payload)).statusCode).toBe(400);
    expect((await post('matches/999999/result/', { home_score: 1, guest_score: 0 })).statusCode).toBe(404);
  });

  it('sets the right answer of a variant or numeric question, only from its own variants', async () => {
    const q = seeded.stages[0]!.variantQuestion;
    const ok = await post(`predictor-events/${q.id}/answer/`, { variant_id: q.variantIds[1] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ id: q.id, correct_variant_id: q.variantIds[1], correct_value: null });
    expect(await lastAudit()).toMatchObject({ action: 'predictor_event.answer', entityId: String(q.id) });

    const foreign = await post(`predictor-events/${q.id}/answer/`, {
      variant_id: seeded.stages[1]!.variantQuestion.variantIds[0],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0]).toEqual({
      message: 'Такого варианта ответа нет у этого вопроса',
      field: 'variant_id',
    });
    expect((await post(`predictor-events/${q.id}/answer/`, { value: 1 })).statusCode).toBe(400);

    const n = seeded.stages[0]!.numericQuestion.id;
    expect((await post(`predictor-events/${n}/answer/`, { value: 0 })).json().data).toEqual({
      id: n,
      correct_variant_id: null,
      correct_value: 0,
    });
    expect((await post(`predictor-events/${n}/answer/`, { variant_id: null })).statusCode).toBe(400);
    expect((await post(`predictor-events/${n}/answer/`, { value: -3 })).statusCode).toBe(400);
    const [stored] = await t.db.select().from(predictorEvents).where(eq(predictorEvents.id, n));
    expect(stored!.correctValue).toBe(0);

    const matchEvent = seeded.stages[0]!.matchEvents[0]!.id;
    const wrongKind = await post(`predictor-events/${matchEvent}/answer/`, { value: 1 });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().message).toBe('Результат матча вносится счётом матча');
    expect((await post('predictor-events/999999/answer/', { value: 1 })).statusCode).toBe(404);
  });

  it('scores a stage only once it is closed, under both spellings of the path', async () => {
    const stage = seeded.stages[0]!;
    const open = await post(`predictor-stages/${stage.id}/score/`, undefined);
    expect(open.statusCode).toBe(422);
    expect(open.json().message).toBe('Приём прогнозов на этот тур ещё открыт: очки считаются после закрытия');
    expect(
      (await t.db.select().from(predictorStages).where(eq(predictorStages.id, stage.id)))[0]!.scoredAt,
    ).toBeNull();

    t.clock.set(stage.closesAt.getTime() + DAY);
    // Closed, but its matches have no results yet: refused, naming them (issue 9).
    const missing = await post(`predictor-stages/${stage.id}/score/`, undefined);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toMatch(/^Тур нельзя подсчитать: не внесены результаты матчей/);
    for (const event of stage.matchEvents) {
      const result = await post(`matches/${event.matchId}/result/`, { home_score: 1, guest_score: 1 });
      expect(result.statusCode).toBe(200);
    }
    const res = await post(`predictor-stages/${stage.id}/score/`, undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Очки тура подсчитаны',
      data: { id: stage.id, status: 'past', predictions: 0, users: 0 },
    });
    const again = await post(`predictor-stages/${stage.id}/score`, undefined);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.scored_at).toBe(res.json().data.scored_at);
    expect(await lastAudit()).toMatchObject({ action: 'predictor_stage.score', entityId: String(stage.id) });
    expect((await post('predictor-stages/999999/score/', undefined)).statusCode).toBe(404);
    expect((await post('predictor-stages/abc/score/', undefined)).statusCode).toBe(400);
  });
});
