import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { scoreMatchPrediction } from '@mliga/domain';
import {
  auditLog,
  champs,
  predictions,
  predictorRatings,
  predictorRatingStageCounts,
  predictorStagePoints,
  predictorStages,
} from '../src/db/schema/index.ts';
import { matchGradeSql } from '../src/modules/predictor/item-score.sql.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createPredictorTestApp,
  DAY,
  MINUTE,
  predictionsUrl,
  seedPredictorLeague,
  type PredictorTestApp,
  type SeededLeague,
} from './factories/predictor.ts';

type User = Awaited<ReturnType<typeof createUser>>;
/** m1..m3 scores 'h:g' (or null), q1 'yes'|'no', q2 a number, x2 on a match index, confirmed or not. */
type Plan = {
  m?: (string | null)[];
  q1?: 'yes' | 'no';
  q2?: number;
  x2?: { on: number; confirmed: boolean };
  partner?: boolean;
};

// Stage 1 results: 2:1, 0:0, 1:3; 'Да' is right; 7 goals. Points by hand beside each line.
const stage1Plans: Record<string, Plan> = {
  u01: { m: ['2:1', '0:0', '1:3'], q1: 'yes', q2: 7 }, //             5+5+5+3+5 = 23
  u02: { m: ['3:2', '1:1', '0:2'], q1: 'no', q2: 6 }, //              3+3+3+0+0 = 9
  u03: { m: ['1:0', '2:2', '0:1'], q1: 'yes' }, //                    3+3+2+3   = 11 (4 predictions)
  u04: { m: ['3:0', '1:0', '2:0'], q2: 7 }, //                        2+0+0+5   = 7
  u05: { m: ['2:1', '0:0', '3:1'], q1: 'no', q2: 8, x2: { on: 0, confirmed: true }, partner: true }, // 10+5 = 15
  u06: { m: ['0:1', '0:0', '1:3'], q1: 'yes', x2: { on: 1, confirmed: false }, partner: true }, // 0+5+5+3 = 13
  u07: { m: ['1:1', '3:3', '1:2'] }, //                               0+3+2     = 5 (3 predictions)
  u08: { m: ['2:0', '0:0', '0:3'], q1: 'yes', q2: 7 }, //             2+5+2+3+5 = 17
  u09: { m: ['2:1', '1:1', null], q1: 'yes' }, //                     5+3+3     = 11 (3, earlier)
  u10: { m: ['2:1', '2:2', null], q1: 'yes' }, //                     5+3+3     = 11 (3, later)
  u11: { m: ['0:3', '1:0', '1:3'], x2: { on: 2, confirmed: true }, partner: true }, // 0+0+10 = 10
  u12: { q2: 7 }, //                                                  5 (1 prediction)
  u13: { m: ['0:2', null, null] }, //                                 0
};

const expectedStage1: Record<string, [points: number, place: number]> = {
  u01: [23, 1],
  u08: [17, 2],
  u05: [15, 3],
  u06: [13, 4],
  u09: [11, 5],
  u10: [11, 6],
  u03: [11, 7],
  u11: [10, 8],
  u02: [9, 9],
  u04: [7, 10],
  u12: [5, 11],
  u07: [5, 12],
  u13: [0, 13],
};

// Match 3 corrected from 1:3 to 1:2.
const expectedCorrected: Record<string, [points: number, place: number]> = {
  u01: [20, 1], // 1:3 now outcome only: 5 → 2
  u08: [17, 2], // 0:3 still outcome only
  u05: [15, 3],
  u03: [12, 4], // 0:1 now outcome and difference: 2 → 3
  u09: [11, 5],
  u10: [11, 6],
  u06: [10, 7], // 1:3: 5 → 2
  u07: [8, 8], // 1:2 now exact: 2 → 5; 3 predictions beat u02's 5
  u02: [8, 9], // 0:2: 3 → 2
  u04: [7, 10],
  u12: [5, 11],
  u11: [4, 12], // 1:3 with confirmed X2: 10 → 4
  u13: [0, 13],
};

describe('scoring a predictor stage', () => {
  let t: PredictorTestApp;
  let seeded: SeededLeague;
  let admin: User;
  const users: Record<string, User> = {};
  const start = Date.UTC(2026, 4, 1, 9, 0);

  const idOf = (login: string) => users[login]!.user.id;
  const loginOf = (id: number) => Object.keys(users).find((k) => users[k]!.user.id === id)!;
  const score = (stageId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/admin/predictor-stages/${stageId}/score/`,
      headers: admin.headers,
    });
  const setResult = (matchId: number, h: number, g: number) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/admin/matches/${matchId}/result/`,
      headers: admin.headers,
      payload: { home_score: h, guest_score: g },
    });
  const answer = (eventId: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/admin/predictor-events/${eventId}/answer/`,
      headers: admin.headers,
      payload,
    });

  async function savePlan(stageIndex: number, login: string, plan: Plan) {
    const stage = seeded.stages[stageIndex]!;
    const items: object[] = [];
    plan.m?.forEach((s, i) => {
      if (!s) return;
      const [h, g] = s.split(':').map(Number);
      items.push({
        event_id: stage.matchEvents[i]!.id,
        home_team_score: h,
        guest_team_score: g,
        is_x2: plan.x2?.on === i ? 1 : 0,
      });
    });
    if (plan.q1)
      items.push({
        event_id: stage.variantQuestion.id,
        variant_id: stage.variantQuestion.variantIds[plan.q1 === 'yes' ? 0 : 1],
      });
    if (plan.q2 !== undefined) items.push({ event_id: stage.numericQuestion.id, variant_value: plan.q2 });
    const res = await t.app.inject({
      method: 'POST',
      url: predictionsUrl(seeded.leagueId, stage.id),
      headers: users[login]!.headers,
      payload: { predictions: items },
    });
    expect(res.statusCode, res.body).toBe(200);
    if (plan.x2?.confirmed)
      await t.db
        .update(predictions)
        .set({ isX2Confirmed: true })
        .where(
          and(
            eq(predictions.userId, idOf(login)),
            eq(predictions.stageId, stage.id),
            eq(predictions.isX2, true),
          ),
        );
  }

  const ratingOf = async (champId: number) =>
    Object.fromEntries(
      (
        await t.db
          .select()
          .from(predictorRatings)
          .where(eq(predictorRatings.champId, champId))
          .orderBy(asc(predictorRatings.place))
      ).map((r) => [loginOf(r.userId), r]),
    );

  type OwnItem = {
    prediction: {
      result: { is_x2: boolean; points: { value: number; grade: { value: number } } | null } | null;
    };
  };
  /** The stage's items as their owner sees them on the stage page. */
  const ownItems = async (login: string, stageId: number): Promise<OwnItem[]> => {
    const res = await t.app.inject({
      url: predictionsUrl(seeded.leagueId, stageId),
      headers: users[login]!.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.predictions;
  };

  /** Everything the scoring job writes, to compare two runs. */
  const snapshot = async () => ({
    predictions: await t.db
      .select()
      .from(predictions)
      .orderBy(asc(predictions.userId), asc(predictions.eventId)),
    stagePoints: await t.db
      .select()
      .from(predictorStagePoints)
      .orderBy(asc(predictorStagePoints.stageId), asc(predictorStagePoints.userId)),
    ratings: await t.db
      .select()
      .from(predictorRatings)
      .orderBy(asc(predictorRatings.champId), asc(predictorRatings.place)),
    counts: await t.db
      .select()
      .from(predictorRatingStageCounts)
      .orderBy(asc(predictorRatingStageCounts.champId)),
    champs: await t.db.select().from(champs).orderBy(asc(champs.id)),
    stages: await t.db.select().from(predictorStages).orderBy(asc(predictorStages.id)),
  });

  beforeAll(async () => {
    t = await createPredictorTestApp(start);
    seeded = await seedPredictorLeague(t.db, { now: new Date(start), tours: 3 });
    admin = await createUser(t.db, 'league_admin', { role: 'admin' });
    for (const [i, [login, plan]] of Object.entries(stage1Plans).entries()) {
      users[login] = await createUser(t.db, login, plan.partner ? { winlineId: `WL-${login}` } : {});
      t.clock.set(start + (i + 1) * MINUTE);
      await savePlan(0, login, plan);
    }
    t.clock.set(seeded.stages[0]!.closesAt.getTime() + DAY);
    const [m1, m2, m3] = seeded.stages[0]!.matchEvents;
    for (const [m, h, g] of [
      [m1!, 2, 1],
      [m2!, 0, 0],
      [m3!, 1, 3],
    ] as const)
      expect((await setResult(m.matchId, h, g)).statusCode).toBe(200);
    const s1 = seeded.stages[0]!;
    expect(
      (await answer(s1.variantQuestion.id, { variant_id: s1.variantQuestion.variantIds[0] })).statusCode,
    ).toBe(200);
    expect((await answer(s1.numericQuestion.id, { value: 7 })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('agrees with the domain rule on every score from 0:0 to 20:20', async () => {
    const grade = matchGradeSql(sql`ph`, sql`pg`, sql`rh`, sql`rg`);
    const { rows } = await t.db.execute<{ ph: number; pg: number; rh: number; rg: number; grade: number }>(
      sql`select ph, pg, rh, rg, ${grade} as grade
          from generate_series(0, 20) ph, generate_series(0, 20) pg, generate_series(0, 20) rh, generate_series(0, 20) rg`,
    );
    expect(rows).toHaveLength(21 ** 4);
    const wrong = rows.filter(
      (r) =>
        scoreMatchPrediction({ prediction: { home: r.ph, guest: r.pg }, result: { home: r.rh, guest: r.rg } })
          .grade !== r.grade,
    );
    expect(wrong).toEqual([]);
  });

  it('gives item points, stage points and both ratings as computed by hand', async () => {
    const res = await score(seeded.stages[0]!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: seeded.stages[0]!.id, status: 'past', users: 13 });
    expect(res.json().data.scored_predictions).toBe(res.json().data.predictions);

    const points = await t.db
      .select()
      .from(predictorStagePoints)
      .where(eq(predictorStagePoints.stageId, seeded.stages[0]!.id));
    expect(Object.fromEntries(points.map((p) => [loginOf(p.userId), p.points]))).toEqual(
      Object.fromEntries(Object.entries(expectedStage1).map(([login, [pts]]) => [login, pts])),
    );
    const general = await ratingOf(seeded.generalChampId);
    expect(
      Object.fromEntries(Object.entries(general).map(([login, r]) => [login, [r.points, r.place]])),
    ).toEqual(expectedStage1);
    expect(general.u05).toMatchObject({ lastTourPoints: 15, predictionsCount: 5, maxPlace: 3 });
    const partner = await ratingOf(seeded.partnerChampId);
    expect(Object.fromEntries(Object.entries(partner).map(([login, r]) => [login, r.place]))).toEqual({
      u05: 1,
      u06: 2,
      u11: 3,
    });

    // Each X2 item as its owner sees it: [points, grade].
    const x2Items: Record<string, [number, number]> = {};
    for (const login of ['u05', 'u06', 'u11']) {
      const items = await ownItems(login, seeded.stages[0]!.id);
      const x2 = items.find((i) => i.prediction.result?.is_x2)!.prediction.result!;
      x2Items[login] = [x2.points!.value, x2.points!.grade.value];
    }
    expect(x2Items).toEqual({
      u05: [10, 1], // confirmed: doubled
      u06: [5, 1], // not confirmed: not doubled
      u11: [10, 1],
    });
    const stages = await t.db.select().from(predictorStages).orderBy(asc(predictorStages.tour));
    expect(stages.map((s) => s.status)).toEqual(['past', 'current', 'future']);
    const counts = await t.db.select().from(champs).where(eq(champs.seasonId, seeded.seasonId));
    expect(counts.map((c) => c.membersCount).sort()).toEqual([13, 3]);
  });

  it('shows the points, grades and places to the user', async () => {
    const u05 = users.u05!;
    const url = predictionsUrl(seeded.leagueId, seeded.stages[0]!.id);
    const { data } = (await t.app.inject({ url, headers: u05.headers })).json();
    expect(data.x2_status).toBe('completed');
    expect(data.predictions[0].prediction.result.points).toEqual({
      value: 10,
      text: '10 очков',
      grade: { value: 1, text: 'Точный счёт' },
      provisional: false,
    });
    expect(data.predictions[2].prediction.result.points).toMatchObject({ value: 0, grade: { value: 4 } });
    expect(data.predictions[2].event.match).toMatchObject({ score1: 1, score2: 3 });
    const q = data.predictions.find(
      (p: { event: { id: number } }) => p.event.id === seeded.stages[0]!.numericQuestion.id,
    );
    expect(q.event.question.correct_variant).toEqual({ id: null, name: '7', image: null });
    expect(q.prediction.result.points.grade).toEqual({ value: 4, text: 'Неверный ответ' });

    const mine = (
      await t.app.inject({ url: `/v1/predictors/${seeded.leagueId}/my-rating/`, headers: u05.headers })
    ).json();
    expect(mine.data).toEqual({
      points: { total: 15, last_tour: 15 },
      place: { default: 3, winline: 1 },
      max_place: { default: 3, winline: 1 },
    });
    const stages = (
      await t.app.inject({ url: `/v1/predictors/${seeded.leagueId}/stages/`, headers: u05.headers })
    ).json();
    expect(stages.data.stages[0].user_points).toBe(15);
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    expect((await score(seeded.stages[0]!.id)).statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('replaces the points after a corrected result, never adding on top', async () => {
    const m3 = seeded.stages[0]!.matchEvents[2]!;
    expect((await setResult(m3.matchId, 1, 2)).statusCode).toBe(200);
    expect((await score(seeded.stages[0]!.id)).statusCode).toBe(200);
    const general = await ratingOf(seeded.generalChampId);
    expect(
      Object.fromEntries(Object.entries(general).map(([login, r]) => [login, [r.points, r.place]])),
    ).toEqual(expectedCorrected);
    // The best place comes from the corrected scoring, not the wrong one (u06 was 4th).
    expect(general.u06!.maxPlace).toBe(7);
    const partner = await ratingOf(seeded.partnerChampId);
    expect(
      Object.fromEntries(Object.entries(partner).map(([login, r]) => [login, [r.points, r.place]])),
    ).toEqual({
      u05: [15, 1],
      u06: [10, 2],
      u11: [4, 3],
    });
    const again = await snapshot();
    expect((await score(seeded.stages[0]!.id)).statusCode).toBe(200);
    expect(await snapshot()).toEqual(again);
  });

  it('adds a second stage on top, with partial results, last-tour points and best places kept', async () => {
    const s2 = seeded.stages[1]!;
    t.clock.set(s2.closesAt.getTime() - DAY);
    await savePlan(1, 'u13', { m: ['1:0', '2:2', null], q1: 'yes' });
    await savePlan(1, 'u12', { m: ['0:1', null, null] });
    t.clock.set(s2.closesAt.getTime() + HOURS(2));
    expect((await setResult(s2.matchEvents[0]!.matchId, 1, 0)).statusCode).toBe(200);
    // Every match needs its result before scoring (issue 9); the question stays unanswered.
    expect((await score(s2.id)).statusCode).toBe(422);
    expect((await setResult(s2.matchEvents[1]!.matchId, 0, 1)).statusCode).toBe(200);
    expect((await setResult(s2.matchEvents[2]!.matchId, 3, 3)).statusCode).toBe(200);
    const res = await score(s2.id);
    expect(res.json().data).toMatchObject({ predictions: 4, scored_predictions: 3, users: 2 });

    const general = await ratingOf(seeded.generalChampId);
    expect(general.u12).toMatchObject({ points: 5, place: 11, lastTourPoints: 0, predictionsCount: 2 });
    expect(general.u13).toMatchObject({
      points: 5,
      place: 12,
      lastTourPoints: 5,
      predictionsCount: 4,
      maxPlace: 12,
    });
    expect(general.u11).toMatchObject({ points: 4, place: 13, maxPlace: 12 });
    expect(general.u01).toMatchObject({ points: 20, place: 1, lastTourPoints: 0 });
    const stages = await t.db.select().from(predictorStages).orderBy(asc(predictorStages.tour));
    expect(stages.map((s) => s.status)).toEqual(['past', 'past', 'current']);

    // The unanswered question's item has no points yet; the three matches' have.
    const u13Items = await ownItems('u13', s2.id);
    expect(u13Items.filter((i) => i.prediction.result && i.prediction.result.points === null)).toHaveLength(
      1,
    );
    expect(
      await t.db
        .select()
        .from(predictorRatingStageCounts)
        .where(eq(predictorRatingStageCounts.stageId, s2.id)),
    ).toEqual([{ champId: seeded.generalChampId, stageId: s2.id, usersCount: 2 }]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'predictor_stage.score'));
    expect(audit.length).toBe(5);
    expect(audit.every((a) => a.userId === admin.user.id)).toBe(true);
  });
});

const HOURS = (n: number) => n * 60 * MINUTE;
