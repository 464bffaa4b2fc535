import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { predictions, predictorEvents, predictorStages, questionVariants } from '../src/db/schema/index.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createPredictorTestApp,
  MINUTE,
  predictionsUrl,
  seedPredictorLeague,
  type PredictorTestApp,
  type SeededLeague,
  type SeededStage,
} from './factories/predictor.ts';

type Item = {
  event: {
    id: number;
    datetime: string;
    match: Record<string, unknown> | null;
    question: Record<string, unknown> | null;
  };
  prediction: { is_closed: boolean; result: Record<string, unknown> | null };
};

describe('predictions of a stage', () => {
  let t: PredictorTestApp;
  let seeded: SeededLeague;
  let stage: SeededStage;
  let url: string;
  let user: Awaited<ReturnType<typeof createUser>>;
  let partner: Awaited<ReturnType<typeof createUser>>;
  const start = Date.UTC(2026, 4, 1, 9, 0);

  const save = (headers: Record<string, string>, items: object[], target = url) =>
    t.app.inject({ method: 'POST', url: target, headers, payload: { predictions: items } });
  const load = async (headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as { predictions: Item[]; x2_status: string };
  };
  const fullSet = (x2On?: number): Record<string, number | undefined>[] => [
    {
      event_id: stage.matchEvents[0]!.id,
      home_team_score: 2,
      guest_team_score: 1,
      is_x2: x2On === 0 ? 1 : 0,
    },
    {
      event_id: stage.matchEvents[1]!.id,
      home_team_score: 0,
      guest_team_score: 0,
      is_x2: x2On === 1 ? 1 : 0,
    },
    { event_id: stage.matchEvents[2]!.id, home_team_score: 1, guest_team_score: 3 },
    { event_id: stage.variantQuestion.id, variant_id: stage.variantQuestion.variantIds[0] },
    { event_id: stage.numericQuestion.id, variant_value: 7 },
  ];
  const storedOf = (userId: number) =>
    t.db
      .select()
      .from(predictions)
      .where(and(eq(predictions.userId, userId), eq(predictions.stageId, stage.id)));

  beforeAll(async () => {
    t = await createPredictorTestApp(start);
    seeded = await seedPredictorLeague(t.db, { now: new Date(start), tours: 2 });
    stage = seeded.stages[0]!;
    url = predictionsUrl(seeded.leagueId, stage.id);
    user = await createUser(t.db, 'plain_user');
    partner = await createUser(t.db, 'partner_user', { winlineId: 'WL-1' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(start));

  it('shows a visitor every event of the stage, open, without predictions or crowd stats', async () => {
    const data = await load();
    expect(data.x2_status).toBe('not_available');
    expect(data.predictions).toHaveLength(5);
    const [first] = data.predictions;
    expect(first).toEqual({
      event: {
        id: stage.matchEvents[0]!.id,
        datetime: '03.05.2026 12:00',
        match: {
          id: stage.matchEvents[0]!.matchId,
          team1: { id: seeded.teamIds[0], name: expect.any(String), logo: expect.stringMatching(/\.svg$/) },
          team2: { id: seeded.teamIds[1], name: expect.any(String), logo: expect.stringMatching(/\.svg$/) },
          date: { short: '03.05', full: '03.05.2026' },
          time: '12:00',
          score1: null,
          score2: null,
          live: null,
          stats: [],
          outcomes: null,
        },
        question: null,
      },
      prediction: { is_closed: false, result: null },
    });
    expect(data.predictions[3]!.event.question).toEqual({
      id: stage.variantQuestion.id,
      name: 'Будет ли удаление в туре?',
      image: '/q/red.svg',
      points: 3,
      variants: [
        { id: stage.variantQuestion.variantIds[0], name: 'Да', image: '/q/yes.svg' },
        { id: stage.variantQuestion.variantIds[1], name: 'Нет', image: '/q/no.svg' },
      ],
      stats: [],
      numbers: null,
      correct_variant: null,
    });
    expect(data.predictions[4]!.event.question).toMatchObject({ variants: null, points: 5 });
  });

  it('refuses a save from a visitor with 401', async () => {
    const res = await save({}, fullSet());
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Авторизуйтесь для выполнения действия');
  });

  it('saves, shows the saved values back, and replaces them on a re-save', async () => {
    const res = await save(user.headers, fullSet());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Прогноз принят',
      data: { x2_status: 'not_available' },
    });

    const data = await load(user.headers);
    expect(data.predictions.map((p) => p.prediction.result)).toEqual([
      expect.objectContaining({ home_team_score: 2, guest_team_score: 1, points: null, is_x2: false }),
      expect.objectContaining({ home_team_score: 0, guest_team_score: 0 }),
      expect.objectContaining({ home_team_score: 1, guest_team_score: 3 }),
      expect.objectContaining({ variant_id: stage.variantQuestion.variantIds[0], variant_value: null }),
      expect.objectContaining({ variant_id: null, variant_value: 7, date: '01.05.2026 12:00' }),
    ]);

    t.clock.set(start + 10 * MINUTE);
    const again = fullSet().slice(0, 4);
    again[0] = { event_id: stage.matchEvents[0]!.id, home_team_score: 4, guest_team_score: 4, is_x2: 0 };
    expect((await save(user.headers, again)).statusCode).toBe(200);
    const stored = await storedOf(user.user.id);
    expect(stored).toHaveLength(4);
    const changed = stored.find((p) => p.eventId === stage.matchEvents[0]!.id)!;
    expect([changed.homeScore, changed.guestScore]).toEqual([4, 4]);
    expect(changed.updatedAt.getTime()).toBe(start + 10 * MINUTE);
    // An unchanged item keeps its time: the last prediction settles rating ties.
    const same = stored.find((p) => p.eventId === stage.matchEvents[1]!.id)!;
    expect(same.updatedAt.getTime()).toBe(start);
    expect(stored.some((p) => p.eventId === stage.numericQuestion.id)).toBe(false);
  });

  it('treats an item without values as no prediction, and an empty list clears the stage', async () => {
    const other = await createUser(t.db, 'clearer');
    await save(other.headers, fullSet());
    const res = await save(other.headers, [
      { event_id: stage.matchEvents[0]!.id, home_team_score: null, guest_team_score: null },
      { event_id: stage.variantQuestion.id, variant_id: null },
    ]);
    expect(res.statusCode).toBe(200);
    expect(await storedOf(other.user.id)).toHaveLength(0);
  });

  describe('refuses bad input with 400 and changes nothing', () => {
    const bad = async (items: object[], field: string, message?: string) => {
      const before = await storedOf(user.user.id);
      const res = await save(user.headers, items);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
      if (message) expect(body.message).toBe(message);
      expect(await storedOf(user.user.id)).toEqual(before);
    };
    const m = () => stage.matchEvents[0]!.id;

    it.each([
      [21, 'predictions.0.home_team_score'],
      [-1, 'predictions.0.home_team_score'],
      [2.5, 'predictions.0.home_team_score'],
      ['много', 'predictions.0.home_team_score'],
    ])('score %s', async (value, field) => {
      await bad([{ event_id: m(), home_team_score: value, guest_team_score: 1 }], field);
    });

    it('one score of two', async () => {
      await bad(
        [{ event_id: m(), home_team_score: 1 }],
        'predictions.0.guest_team_score',
        'Укажите счёт обеих команд',
      );
    });

    it('a variant of another question', async () => {
      const foreign = seeded.stages[1]!.variantQuestion.variantIds[0];
      await bad(
        [{ event_id: stage.variantQuestion.id, variant_id: foreign }],
        'predictions.0.variant_id',
        'Такого варианта ответа нет у этого вопроса',
      );
    });

    it.each([[-1], [1.5]])('numeric answer %s', async (value) => {
      await bad(
        [{ event_id: stage.numericQuestion.id, variant_value: value }],
        'predictions.0.variant_value',
      );
    });

    it('an event of another stage, or twice the same event', async () => {
      await bad(
        [{ event_id: seeded.stages[1]!.matchEvents[0]!.id, home_team_score: 1, guest_team_score: 1 }],
        'predictions.0.event_id',
        'Событие не относится к этому туру',
      );
      await bad(
        [
          { event_id: m(), home_team_score: 1, guest_team_score: 1 },
          { event_id: m(), home_team_score: 2, guest_team_score: 1 },
        ],
        'predictions.1.event_id',
        'Событие указано в прогнозе несколько раз',
      );
    });

    it('no list at all, or X2 on an empty item', async () => {
      const res = await t.app.inject({ method: 'POST', url, headers: user.headers, payload: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('predictions');
      await bad([{ event_id: m(), is_x2: 1 }], 'predictions.0.is_x2');
    });
  });

  it('answers 404 for a stage of another league or an unknown stage', async () => {
    const other = await seedPredictorLeague(t.db, { now: new Date(start), tours: 1 });
    for (const target of [
      predictionsUrl(other.leagueId, stage.id),
      predictionsUrl(seeded.leagueId, 999999),
    ]) {
      expect((await t.app.inject(target)).statusCode).toBe(404);
      expect((await save(user.headers, [], target)).statusCode).toBe(404);
    }
  });

  describe('X2', () => {
    it('is refused without a linked partner account', async () => {
      const res = await save(user.headers, fullSet(0));
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Для использования X2 привяжите аккаунт партнёра');
      expect((await storedOf(user.user.id)).some((p) => p.isX2)).toBe(false);
    });

    it('is refused on a second item of the stage', async () => {
      const items = fullSet(0);
      items[1] = { ...items[1]!, is_x2: 1 };
      const res = await save(partner.headers, items);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('X2 можно использовать только на одном прогнозе тура');
      expect(await storedOf(partner.user.id)).toHaveLength(0);
    });

    it('moves from not_set to waiting, keeps its time on the same item and restarts when moved', async () => {
      expect((await load(partner.headers)).x2_status).toBe('not_set');
      const first = await save(partner.headers, fullSet(0));
      expect(first.json().data.x2_status).toBe('waiting');
      expect((await load(partner.headers)).x2_status).toBe('waiting');
      const x2Of = async () => (await storedOf(partner.user.id)).filter((p) => p.isX2);

      // A qualifying bet confirmed it (the partner issue writes this fact).
      await t.db
        .update(predictions)
        .set({ isX2Confirmed: true })
        .where(and(eq(predictions.userId, partner.user.id), eq(predictions.isX2, true)));
      t.clock.set(start + 5 * MINUTE);
      expect((await save(partner.headers, fullSet(0))).json().data.x2_status).toBe('completed');
      const kept = await x2Of();
      expect(kept).toHaveLength(1);
      expect(kept[0]!.x2SetAt!.getTime()).toBe(start);
      expect(kept[0]!.isX2Confirmed).toBe(true);

      t.clock.set(start + 9 * MINUTE);
      expect((await save(partner.headers, fullSet(1))).json().data.x2_status).toBe('waiting');
      const moved = await x2Of();
      expect(moved.map((p) => [p.eventId, p.x2SetAt!.getTime(), p.isX2Confirmed])).toEqual([
        [stage.matchEvents[1]!.id, start + 9 * MINUTE, false],
      ]);

      expect((await save(partner.headers, fullSet())).json().data.x2_status).toBe('not_set');
      expect(await x2Of()).toHaveLength(0);
    });
  });

  // The instance keeps a stage for its saves for a few seconds (decision 086): what changes in it
  // meanwhile must neither let a save through nor refuse one on the word of the old copy.
  describe('a stage the instance keeps, changed meanwhile', () => {
    const question = { kind: 'question', name: 'Будет ли пенальти?', points: 2, sortOrder: 20 } as const;

    it('refuses a save once the closing time has moved before now, and changes nothing', async () => {
      expect((await save(user.headers, fullSet())).statusCode).toBe(200);
      const before = await storedOf(user.user.id);
      await t.db
        .update(predictorStages)
        .set({ closesAt: new Date(start - MINUTE) })
        .where(eq(predictorStages.id, stage.id));
      try {
        const res = await save(user.headers, [
          { event_id: stage.matchEvents[0]!.id, home_team_score: 9, guest_team_score: 9 },
        ]);
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe('Приём прогнозов на этот тур закрыт');
        expect(await storedOf(user.user.id)).toEqual(before);
      } finally {
        await t.db
          .update(predictorStages)
          .set({ closesAt: stage.closesAt })
          .where(eq(predictorStages.id, stage.id));
      }
    });

    it('takes a prediction on an event added since', async () => {
      expect((await save(user.headers, fullSet())).statusCode).toBe(200);
      const [added] = await t.db
        .insert(predictorEvents)
        .values({ ...question, stageId: stage.id, startsAt: stage.closesAt })
        .returning();
      try {
        const res = await save(user.headers, [...fullSet(), { event_id: added!.id, variant_value: 1 }]);
        expect(res.statusCode, res.body).toBe(200);
        expect((await storedOf(user.user.id)).map((p) => p.eventId)).toContain(added!.id);
      } finally {
        await t.db.delete(predictions).where(eq(predictions.eventId, added!.id));
        await t.db.delete(predictorEvents).where(eq(predictorEvents.id, added!.id));
      }
    });

    it('refuses an event moved to another stage since, and changes nothing', async () => {
      const [moved] = await t.db
        .insert(predictorEvents)
        .values({ ...question, stageId: stage.id, startsAt: stage.closesAt })
        .returning();
      const withMoved = (value: number) => [...fullSet(), { event_id: moved!.id, variant_value: value }];
      try {
        // Saved with it: the instance now keeps the stage with this event.
        expect((await save(user.headers, withMoved(1))).statusCode).toBe(200);
        await t.db
          .update(predictorEvents)
          .set({ stageId: seeded.stages[1]!.id })
          .where(eq(predictorEvents.id, moved!.id));
        const before = await storedOf(user.user.id);
        const res = await save(user.headers, withMoved(2));
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Событие не относится к этому туру');
        expect(await storedOf(user.user.id)).toEqual(before);
      } finally {
        await t.db.delete(predictions).where(eq(predictions.eventId, moved!.id));
        await t.db.delete(predictorEvents).where(eq(predictorEvents.id, moved!.id));
      }
    });

    it('refuses a variant deleted since, and changes nothing', async () => {
      const [gone] = await t.db
        .insert(questionVariants)
        .values({ eventId: stage.variantQuestion.id, name: 'Отменён', sortOrder: 9 })
        .returning();
      const withGone = () => [
        ...fullSet().filter((item) => item.event_id !== stage.variantQuestion.id),
        { event_id: stage.variantQuestion.id, variant_id: gone!.id },
      ];
      // Saved with it: the instance now keeps the stage with this variant.
      expect((await save(user.headers, withGone())).statusCode).toBe(200);
      await t.db.delete(questionVariants).where(eq(questionVariants.id, gone!.id));
      const before = await storedOf(user.user.id);
      const res = await save(user.headers, withGone());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Такого варианта ответа нет у этого вопроса');
      expect(await storedOf(user.user.id)).toEqual(before);
    });
  });

  describe('after the stage closes', () => {
    it('refuses every save from closes_at on and changes nothing', async () => {
      await save(user.headers, fullSet());
      const before = await storedOf(user.user.id);
      t.clock.set(stage.closesAt.getTime() - 1);
      expect((await save(user.headers, fullSet())).statusCode).toBe(200);
      t.clock.set(stage.closesAt);
      const res = await save(user.headers, [
        { event_id: stage.matchEvents[0]!.id, home_team_score: 9, guest_team_score: 9 },
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Приём прогнозов на этот тур закрыт');
      expect(await storedOf(user.user.id)).toEqual(before);
    });
  });
});

describe('privacy of predictions and the crowd', () => {
  let t: PredictorTestApp;
  let seeded: SeededLeague;
  let stage: SeededStage;
  const start = Date.UTC(2026, 4, 1, 9, 0);

  beforeAll(async () => {
    t = await createPredictorTestApp(start);
    seeded = await seedPredictorLeague(t.db, { now: new Date(start), tours: 1 });
    stage = seeded.stages[0]!;
  });
  afterAll(() => t.close());

  it("never shows another user's predictions, and the crowd only after closing", async () => {
    const url = predictionsUrl(seeded.leagueId, stage.id);
    const [a, b, c, d] = await Promise.all(
      ['ann', 'bob', 'cid', 'dan'].map((login) => createUser(t.db, login)),
    );
    const m = stage.matchEvents[0]!.id;
    const yes = stage.variantQuestion.variantIds[0];
    const no = stage.variantQuestion.variantIds[1];
    const put = (u: typeof a, h: number, g: number, variant: number, value: number) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: u!.headers,
        payload: {
          predictions: [
            { event_id: m, home_team_score: h, guest_team_score: g },
            { event_id: stage.variantQuestion.id, variant_id: variant },
            { event_id: stage.numericQuestion.id, variant_value: value },
          ],
        },
      });
    await put(a, 2, 1, yes, 10);
    await put(b, 2, 1, no, 12);
    await put(c, 0, 0, no, 10);

    const bView = (await t.app.inject({ url, headers: b!.headers })).json().data;
    expect(bView.predictions[0].prediction.result).toMatchObject({ home_team_score: 2, guest_team_score: 1 });
    expect(bView.predictions[0].event.match.stats).toEqual([]);
    expect(bView.predictions[0].event.match.outcomes).toBeNull();
    const openNumeric = bView.predictions.find((p: Item) => p.event.id === stage.numericQuestion.id);
    expect(openNumeric.event.question.numbers).toBeNull();
    const dView = (await t.app.inject({ url, headers: d!.headers })).json().data;
    expect(dView.predictions.every((p: Item) => p.prediction.result === null)).toBe(true);
    expect(JSON.stringify(dView)).not.toContain('"home_team_score":2');

    t.clock.set(stage.closesAt);
    const closed = (await t.app.inject({ url, headers: d!.headers })).json().data;
    expect(
      closed.predictions.every((p: Item) => p.prediction.is_closed && p.prediction.result === null),
    ).toBe(true);
    expect(closed.predictions[0].event.match.stats).toEqual([
      { home_team_score: 2, guest_team_score: 1, percent: 66.7 },
      { home_team_score: 0, guest_team_score: 0, percent: 33.3 },
    ]);
    // Issue 23 §2: the outcomes' shares over every predicted score.
    expect(closed.predictions[0].event.match.outcomes).toEqual({ home: 66.7, draw: 33.3, away: 0 });
    expect(closed.predictions[1].event.match.stats).toEqual([]);
    expect(closed.predictions[1].event.match.outcomes).toBeNull();
    const variantQ = closed.predictions.find((p: Item) => p.event.id === stage.variantQuestion.id).event
      .question;
    expect(variantQ.stats).toEqual([
      { variant_id: yes, variant_name: 'Да', percent: 33.3 },
      { variant_id: no, variant_name: 'Нет', percent: 66.7 },
    ]);
    const numericQ = closed.predictions.find((p: Item) => p.event.id === stage.numericQuestion.id).event
      .question;
    expect(numericQ.stats).toEqual([
      { variant_id: null, variant_name: '10', percent: 66.7 },
      { variant_id: null, variant_name: '12', percent: 33.3 },
    ]);
    // 10, 10, 12: the median and the middle half.
    expect(numericQ.numbers).toEqual({ median: 10, low: 10, high: 12 });
    expect(variantQ.numbers).toBeNull();
    const visitor = (await t.app.inject(url)).json().data;
    expect(visitor.predictions[0].event.match.stats).toHaveLength(2);
    expect(visitor.predictions.every((p: Item) => p.prediction.result === null)).toBe(true);
  });
});
