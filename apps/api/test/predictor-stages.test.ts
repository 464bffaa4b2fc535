import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { predictorStagePoints, predictorStages } from '../src/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { createUser } from './helpers/test-app.ts';
import {
  createPredictorTestApp,
  seedPredictorLeague,
  type PredictorTestApp,
  type SeededLeague,
} from './factories/predictor.ts';

describe('predictor leagues and stages', () => {
  let t: PredictorTestApp;
  beforeAll(async () => {
    t = await createPredictorTestApp();
  });
  afterAll(() => t.close());

  it('answers no league and no stages before a season starts', async () => {
    const res = await t.app.inject('/v1/predictors/active-league/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: '',
      data: { league: null, stages: [], closes_before_minutes: null, ratings: null },
    });
  });

  describe('with an active league', () => {
    let seeded: SeededLeague;
    beforeAll(async () => {
      seeded = await seedPredictorLeague(t.db, { now: t.clock.now(), tours: 3 });
    });

    it('lists the active league and its stages in tour order for a visitor', async () => {
      const res = await t.app.inject('/v1/predictors/active-league/');
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.league).toEqual({ id: seeded.leagueId, name: expect.stringMatching(/^Прогнозы/) });
      expect(data.stages.map((s: { name: string }) => s.name)).toEqual(['Тур 1', 'Тур 2', 'Тур 3']);
      expect(data.stages[0]).toEqual({
        id: seeded.stages[0]!.id,
        name: 'Тур 1',
        status: 'current',
        start_date: '03.05.2026',
        stop_date: '04.05.2026',
        user_points: null,
        league: data.league,
      });
    });

    it("shows a signed-in user's own stage points only", async () => {
      const me = await createUser(t.db, 'forecaster');
      const other = await createUser(t.db, 'rival');
      const stage1 = seeded.stages[0]!.id;
      await t.db
        .update(predictorStages)
        .set({ status: 'past', scoredAt: new Date() })
        .where(eq(predictorStages.id, stage1));
      await t.db.insert(predictorStagePoints).values([
        {
          stageId: stage1,
          userId: me.user.id,
          points: 12,
          predictionsCount: 5,
          lastPredictionAt: new Date(),
        },
        {
          stageId: stage1,
          userId: other.user.id,
          points: 30,
          predictionsCount: 5,
          lastPredictionAt: new Date(),
        },
      ]);
      const mine = (
        await t.app.inject({ url: `/v1/predictors/${seeded.leagueId}/stages/`, headers: me.headers })
      ).json();
      expect(mine.data.stages.map((s: { user_points: number | null }) => s.user_points)).toEqual([
        12,
        null,
        null,
      ]);
      expect(mine.data.stages[0].status).toBe('past');
      const visitor = (await t.app.inject(`/v1/predictors/${seeded.leagueId}/stages/`)).json();
      expect(visitor.data.stages[0].user_points).toBeNull();
    });

    it('answers 404 for an unknown league and 400 for a malformed id', async () => {
      const missing = await t.app.inject('/v1/predictors/999999/stages/');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Данная страница не существует');
      expect((await t.app.inject('/v1/predictors/abc/stages/')).statusCode).toBe(400);
    });
  });
});
