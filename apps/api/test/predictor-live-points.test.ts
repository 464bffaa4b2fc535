import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, matchLive } from '../src/db/schema/index.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createPredictorTestApp,
  HOUR,
  predictionsUrl,
  seedPredictorLeague,
  type PredictorTestApp,
  type SeededStage,
} from './factories/predictor.ts';

type Points = { value: number; grade: { value: number }; provisional: boolean } | null;
type Item = {
  event: {
    id: number;
    match: { score1: number | null; live: { minute: number; score1: number } | null } | null;
  };
  prediction: { result: { points: Points } | null };
};

/** Issue 22 §4: while a match is played, its predictions have provisional points from the score so far. */
describe('provisional predictor points', () => {
  let t: PredictorTestApp;
  let stage: SeededStage;
  let url: string;
  let user: Awaited<ReturnType<typeof createUser>>;
  const start = Date.UTC(2026, 4, 1, 9, 0);

  beforeAll(async () => {
    t = await createPredictorTestApp(start);
    const seeded = await seedPredictorLeague(t.db, { now: new Date(start) });
    stage = seeded.stages[0]!;
    url = predictionsUrl(seeded.leagueId, stage.id);
    user = await createUser(t.db, 'live_predictor');
    const saved = await t.app.inject({
      method: 'POST',
      url,
      headers: user.headers,
      payload: {
        predictions: [
          { event_id: stage.matchEvents[0]!.id, home_team_score: 2, guest_team_score: 1 },
          { event_id: stage.matchEvents[1]!.id, home_team_score: 0, guest_team_score: 0 },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    t.clock.set(stage.closesAt.getTime() + HOUR);
  });
  afterAll(() => t.close());

  const items = async () => {
    const res = await t.app.inject({ url, headers: user.headers });
    expect(res.statusCode).toBe(200);
    return res.json().data.predictions as Item[];
  };
  const of = (list: Item[], index: number) => list.find((i) => i.event.id === stage.matchEvents[index]!.id)!;
  /** The match centre's state and score, as its events would leave them. */
  async function play(index: number, status: string, minute: number, home: number, guest: number) {
    const matchId = stage.matchEvents[index]!.matchId;
    await t.db
      .insert(matchLive)
      .values({ matchId, status, minute })
      .onConflictDoUpdate({ target: matchLive.matchId, set: { status, minute } });
    await t.db
      .update(matches)
      .set({ homeScore: home, guestScore: guest, isFinished: status === 'finished' })
      .where(eq(matches.id, matchId));
  }

  it('has no points before kick-off', async () => {
    const list = await items();
    expect(of(list, 0).prediction.result!.points).toBeNull();
    expect(of(list, 0).event.match!.live).toBeNull();
  });

  it('follows the score: outcome and difference, then the exact score, each marked provisional', async () => {
    await play(0, 'live', 30, 1, 0);
    let list = await items();
    expect(of(list, 0).event.match).toMatchObject({ score1: null, live: { minute: 30, score1: 1 } });
    expect(of(list, 0).prediction.result!.points).toMatchObject({
      value: 3,
      grade: { value: 2 },
      provisional: true,
    });
    // The other match has not started: nothing provisional there.
    expect(of(list, 1).prediction.result!.points).toBeNull();

    await play(0, 'live', 70, 2, 1);
    list = await items();
    expect(of(list, 0).prediction.result!.points).toMatchObject({
      value: 5,
      grade: { value: 1 },
      provisional: true,
    });

    await play(1, 'half_time', 45, 1, 0);
    list = await items();
    expect(of(list, 1).prediction.result!.points).toMatchObject({
      value: 0,
      grade: { value: 4 },
      provisional: true,
    });
  });

  it('keeps a finished match provisional until the stage is scored', async () => {
    await play(0, 'finished', 90, 2, 1);
    const list = await items();
    expect(of(list, 0).event.match).toMatchObject({ score1: 2, live: null });
    expect(of(list, 0).prediction.result!.points).toMatchObject({ value: 5, provisional: true });
  });
});
