import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  comparePredictorRating,
  placePredictorRating,
  scoreMatchPrediction,
  type PredictorRatingEntry,
} from '@mliga/domain';
import { matches, predictions } from '../src/db/schema/index.ts';
import { scorePredictorStage } from '../src/modules/scoring/predictor-scoring.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createPredictorTestApp,
  DAY,
  MINUTE,
  seedPredictorLeague,
  type PredictorTestApp,
  type SeededLeague,
} from './factories/predictor.ts';

type User = Awaited<ReturnType<typeof createUser>>;
type Row = {
  user: { login: string; winline: boolean };
  points: { by_stages: { id: number; value: number | null }[]; total: number };
  place: number;
};

const USERS = 45;
const results = [
  [2, 1],
  [0, 0],
  [1, 3],
];

describe('predictor ratings', () => {
  let t: PredictorTestApp;
  let seeded: SeededLeague;
  const users: User[] = [];
  const entries = new Map<number, Map<number, PredictorRatingEntry>>(); // stage → user → entry
  let outsider: User;
  const start = Date.UTC(2026, 4, 1, 9, 0);

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/v1/predictors/${seeded.leagueId}/${path}`, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const page = async (champId: number, query: string, headers: Record<string, string> = {}) => {
    const res = await get(`rating/${champId}/?${query}`, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as {
      rating: Row[];
      auth_user_rating: Row | null;
      pagination: Record<string, number>;
    };
  };
  const allPages = async (champId: number, sort: string) => {
    const rows: Row[] = [];
    for (let p = 1; ; p++) {
      const data = await page(champId, `p=${p}&sort=${sort}`);
      rows.push(...data.rating);
      if (p >= data.pagination.pageCount!) return rows;
    }
  };
  const loginOf = (id: number) => users.find((u) => u.user.id === id)!.user.login;
  const isPartner = (i: number) => i % 3 === 0;

  /** The rating order of the domain, over the stages given. */
  const expectedOverall = (userFilter: (id: number) => boolean) => {
    const totals = new Map<number, PredictorRatingEntry>();
    for (const byUser of entries.values())
      for (const e of byUser.values()) {
        if (!userFilter(e.userId)) continue;
        const t0 = totals.get(e.userId);
        totals.set(
          e.userId,
          t0
            ? {
                userId: e.userId,
                points: t0.points + e.points,
                predictionsCount: t0.predictionsCount + e.predictionsCount,
                lastPredictionAt: new Date(
                  Math.max(t0.lastPredictionAt.getTime(), e.lastPredictionAt.getTime()),
                ),
              }
            : e,
        );
      }
    return placePredictorRating([...totals.values()]);
  };

  beforeAll(async () => {
    t = await createPredictorTestApp(start);
    seeded = await seedPredictorLeague(t.db, { now: new Date(start), tours: 3 });
    for (let i = 1; i <= USERS; i++)
      users.push(
        await createUser(t.db, `r${String(i).padStart(2, '0')}`, isPartner(i) ? { winlineId: `W${i}` } : {}),
      );
    outsider = await createUser(t.db, 'outsider');

    // Stages 1 and 2: varied scores, some users skip matches or the whole stage 2,
    // several share points, count and time so the user id settles their places.
    for (const [s, stage] of seeded.stages.slice(0, 2).entries()) {
      const byUser = new Map<number, PredictorRatingEntry>();
      const rows: (typeof predictions.$inferInsert)[] = [];
      users.forEach((u, idx) => {
        const i = idx + 1;
        if (s === 1 && i % 4 === 0) return;
        const at = new Date(start + (i % 7) * MINUTE + s * DAY);
        let points = 0;
        let count = 0;
        stage.matchEvents.forEach((event, m) => {
          if ((i + m) % 5 === 0) return;
          const home = (i * (m + 1) + s) % 4;
          const guest = (i + m * 2 + s) % 3;
          points += scoreMatchPrediction({
            prediction: { home, guest },
            result: { home: results[m]![0]!, guest: results[m]![1]! },
          }).points;
          count++;
          rows.push({
            userId: u.user.id,
            eventId: event.id,
            stageId: stage.id,
            homeScore: home,
            guestScore: guest,
            createdAt: at,
            updatedAt: at,
          });
        });
        byUser.set(u.user.id, { userId: u.user.id, points, predictionsCount: count, lastPredictionAt: at });
      });
      entries.set(stage.id, byUser);
      await t.db.insert(predictions).values(rows);
      for (const [m, event] of stage.matchEvents.entries())
        await t.db
          .update(matches)
          .set({ homeScore: results[m]![0]!, guestScore: results[m]![1]!, isFinished: true })
          .where(eq(matches.id, event.matchId));
      await scorePredictorStage(t.db, stage.id);
    }
    t.clock.set(start + 30 * DAY);
  });
  afterAll(() => t.close());

  it('lists place 1 first by default, 20 a page, with the stored total', async () => {
    const expected = expectedOverall(() => true);
    expect(expected.length).toBe(USERS);
    const data = await page(seeded.generalChampId, '');
    expect(data.pagination).toEqual({ pageSize: 20, pageNumber: 1, pageCount: 3, total: USERS });
    expect(data.rating.map((r) => r.place)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(data.rating.map((r) => r.user.login)).toEqual(expected.slice(0, 20).map((e) => loginOf(e.userId)));
    expect(data.rating.map((r) => r.points.total)).toEqual(expected.slice(0, 20).map((e) => e.points));
    expect(data.auth_user_rating).toBeNull();
    const last = await page(seeded.generalChampId, 'p=3&sort=-place');
    expect(last.rating.map((r) => r.place)).toEqual([41, 42, 43, 44, 45]);
    expect((await page(seeded.generalChampId, 'p=4')).rating).toEqual([]);
  });

  it('resolves ties by fewer predictions, earlier last prediction, then the user id', async () => {
    const expected = expectedOverall(() => true);
    const rows = await allPages(seeded.generalChampId, '-place');
    expect(rows.map((r) => r.user.login)).toEqual(expected.map((e) => loginOf(e.userId)));
    const fullTies = expected.filter(
      (e, i) =>
        i > 0 &&
        comparePredictorRating(expected[i - 1]!, e) !== 0 &&
        expected[i - 1]!.points === e.points &&
        expected[i - 1]!.predictionsCount === e.predictionsCount &&
        expected[i - 1]!.lastPredictionAt.getTime() === e.lastPredictionAt.getTime(),
    );
    expect(fullTies.length).toBeGreaterThan(0);
  });

  it("runs backwards with 'place', and shows 50 a page when asked", async () => {
    const worst = await page(seeded.generalChampId, 'sort=place');
    expect(worst.rating.map((r) => r.place)).toEqual(Array.from({ length: 20 }, (_, i) => USERS - i));
    const tail = await page(seeded.generalChampId, 'sort=place&p=3');
    expect(tail.rating.map((r) => r.place)).toEqual([5, 4, 3, 2, 1]);
    const wide = await page(seeded.generalChampId, 'pageSize=50');
    expect(wide.pagination).toEqual({ pageSize: 50, pageNumber: 1, pageCount: 1, total: USERS });
    expect(wide.rating).toHaveLength(USERS);
  });

  it('sorts by a stage: its players by stage points, then the others by place; reversed without "-"', async () => {
    const stage2 = seeded.stages[1]!.id;
    const played = [...entries.get(stage2)!.values()]
      .sort(comparePredictorRating)
      .map((e) => loginOf(e.userId));
    const absent = expectedOverall(() => true)
      .filter((e) => !entries.get(stage2)!.has(e.userId))
      .map((e) => loginOf(e.userId));
    expect(absent.length).toBeGreaterThan(0);
    const best = await allPages(seeded.generalChampId, `-${stage2}`);
    expect(best.map((r) => r.user.login)).toEqual([...played, ...absent]);
    const worst = await allPages(seeded.generalChampId, String(stage2));
    expect(worst.map((r) => r.user.login)).toEqual([...played, ...absent].reverse());
    expect(best[0]!.points.by_stages.map((s) => s.id)).toEqual([seeded.stages[0]!.id, stage2]);
    const absentRow = best.find((r) => r.user.login === absent[0])!;
    expect(absentRow.points.by_stages[1]!.value).toBeNull();
    const unscored = await page(seeded.generalChampId, `sort=-${seeded.stages[2]!.id}`);
    expect(unscored.rating.map((r) => r.place)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('keeps only users with a linked partner account in the partner rating', async () => {
    const expected = expectedOverall((id) => isPartner(users.findIndex((u) => u.user.id === id) + 1));
    const data = await page(seeded.partnerChampId, '');
    expect(data.pagination.total).toBe(USERS / 3);
    expect(data.rating.map((r) => r.user.login)).toEqual(expected.map((e) => loginOf(e.userId)));
    expect(data.rating.every((r) => r.user.winline)).toBe(true);
    const stage2 = seeded.stages[1]!.id;
    const byStage = await allPages(seeded.partnerChampId, `-${stage2}`);
    expect(byStage.map((r) => r.user.login).sort()).toEqual(expected.map((e) => loginOf(e.userId)).sort());
  });

  it("adds the signed-in user's own row wherever the page is", async () => {
    const expected = expectedOverall(() => true);
    const lastUser = users.find((u) => u.user.id === expected[USERS - 1]!.userId)!;
    const data = await page(seeded.generalChampId, 'p=1', lastUser.headers);
    expect(data.auth_user_rating).toMatchObject({ user: { login: lastUser.user.login }, place: USERS });
    expect(data.rating.some((r) => r.user.login === lastUser.user.login)).toBe(false);
    expect((await page(seeded.generalChampId, '', outsider.headers)).auth_user_rating).toBeNull();
  });

  it('shows «Топ-3 + вы + соседи» of the general and partner ratings, with a gap to the user', async () => {
    const expected = expectedOverall(() => true);
    const at = (place: number) => users.find((u) => u.user.id === expected[place - 1]!.userId)!;
    const standings = async (user: User) => {
      const res = await get('standings/', user.headers);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.standings as {
        champ: { type: string };
        members_count: number;
        rows: { place: number; name: string; is_me: boolean }[];
      }[];
    };
    const middle = at(20);
    const [general, ...rest] = await standings(middle);
    expect(general!.champ.type).toBe('general');
    expect(general!.members_count).toBe(USERS);
    expect(general!.rows.map((r) => [r.place, r.name, r.is_me])).toEqual(
      [1, 2, 3, 18, 19, 20, 21, 22].map((place) => [
        place,
        loginOf(expected[place - 1]!.userId),
        place === 20,
      ]),
    );
    // Partner rating: only for a user with a partner account; a user not rated sees only the top three.
    expect(rest.map((s) => s.champ.type)).toEqual(isPartner(users.indexOf(middle) + 1) ? ['partner'] : []);
    const outsiderView = await standings(outsider);
    expect(outsiderView.map((s) => [s.champ.type, s.rows.map((r) => r.place)])).toEqual([
      ['general', [1, 2, 3]],
    ]);
    const second = await standings(at(2));
    expect(second[0]!.rows.map((r) => r.place)).toEqual([1, 2, 3, 4]);
    expect((await get('standings/')).status).toBe(401);
  });

  it('answers my rating to its user only', async () => {
    expect((await get('my-rating/')).status).toBe(401);
    expect((await get('my-rating/', outsider.headers)).body.data).toEqual({
      points: { total: 0, last_tour: 0 },
      place: { default: null, winline: null },
      max_place: { default: null, winline: null },
    });
    const expected = expectedOverall(() => true);
    const top = users.find((u) => u.user.id === expected[0]!.userId)!;
    const mine = (await get('my-rating/', top.headers)).body.data;
    expect(mine.points.total).toBe(expected[0]!.points);
    expect(mine.place.default).toBe(1);
    expect(mine.points.last_tour).toBe(entries.get(seeded.stages[1]!.id)!.get(top.user.id)?.points ?? 0);
  });

  it('refuses unknown ratings, leagues and sorts', async () => {
    const other = await seedPredictorLeague(t.db, { now: new Date(start), tours: 1 });
    expect((await get(`rating/${other.generalChampId}/`)).status).toBe(404);
    expect((await get('rating/999999/')).status).toBe(404);
    expect((await t.app.inject('/v1/predictors/999999/rating/1/')).statusCode).toBe(404);
    expect((await t.app.inject('/v1/predictors/999999/my-rating/')).statusCode).toBe(401);
    for (const query of ['sort=points', 'sort=--place', 'p=0', 'p=x', 'pageSize=30'])
      expect((await get(`rating/${seeded.generalChampId}/?${query}`)).status, query).toBe(400);
    const foreignStage = await get(`rating/${seeded.generalChampId}/?sort=-${other.stages[0]!.id}`);
    expect(foreignStage.status).toBe(400);
    expect(foreignStage.body.errors[0]).toEqual({
      message: 'Сортировка по неизвестному туру',
      field: 'sort',
    });
  });
});
