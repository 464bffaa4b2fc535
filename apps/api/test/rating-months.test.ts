import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { matches, predictions, users as users_ } from '../src/db/schema/index.ts';
import { scorePredictorStage } from '../src/modules/scoring/predictor-scoring.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createPredictorTestApp,
  DAY,
  seedPredictorLeague,
  type PredictorTestApp,
  type SeededLeague,
} from './factories/predictor.ts';
import { seedScoredSeason, type ScoredSeason } from './factories/fantasy-rating.ts';

type User = Awaited<ReturnType<typeof createUser>>;
type Row = { user: { login: string }; points: { total: number; by_stages: { id: number }[] }; place: number };

// Issue 23 §3 «Месяц»: a rating over the tours that started in one calendar month, places like the season's.
describe('predictor month tables', () => {
  let t: PredictorTestApp;
  let seeded: SeededLeague;
  const users: User[] = [];
  // Tours start on 22 May, 29 May and 5 June: May holds tours 1 and 2, June tour 3.
  const start = Date.UTC(2026, 4, 20, 9, 0);

  beforeAll(async () => {
    t = await createPredictorTestApp(start);
    seeded = await seedPredictorLeague(t.db, { now: new Date(start), tours: 3, firstStartsIn: 2 * DAY });
    for (const login of ['ann', 'bob', 'cat']) users.push(await createUser(t.db, login));
    // Exact scores (5 points each) per tour: ann 1+1 in May, 0 in June; bob 0+2 and 2; cat 1+0 and 3.
    const exact = { ann: [1, 1, 0], bob: [0, 2, 2], cat: [1, 0, 3] } as const;
    for (const [s, stage] of seeded.stages.entries()) {
      const rows = users.flatMap((u) =>
        stage.matchEvents.slice(0, exact[u.user.login as keyof typeof exact][s]).map((e) => ({
          userId: u.user.id,
          eventId: e.id,
          stageId: stage.id,
          homeScore: 1,
          guestScore: 0,
        })),
      );
      if (rows.length > 0) await t.db.insert(predictions).values(rows);
      for (const e of stage.matchEvents)
        await t.db
          .update(matches)
          .set({ homeScore: 1, guestScore: 0, isFinished: true })
          .where(eq(matches.id, e.matchId));
      await scorePredictorStage(t.db, stage.id);
    }
  });
  afterAll(() => t.close());

  const rating = async (champId: number, query: string, user = users[0]!) => {
    const res = await t.app.inject({
      url: `/v1/predictors/${seeded.leagueId}/rating/${champId}/?${query}`,
      headers: user.headers,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const table = (rows: Row[]) =>
    rows.map((r) => [r.user.login, r.points.total, r.place, r.points.by_stages.length]);

  it('lists the months of the scored tours and ranks each month on its own', async () => {
    const season = await rating(seeded.generalChampId, '');
    expect(season.body.data.months).toEqual([
      { id: '2026-05', name: 'Май 2026' },
      { id: '2026-06', name: 'Июнь 2026' },
    ]);
    // Season: cat 20, bob 20 (more predictions break the tie? equal: earlier last prediction, then id), ann 10.
    const may = await rating(seeded.generalChampId, 'month=2026-05');
    expect(may.status, JSON.stringify(may.body)).toBe(200);
    expect(may.body.data.month).toEqual({ id: '2026-05', name: 'Май 2026' });
    // May: ann 10 (2 predictions), bob 10 (2), cat 5 — ann and bob tie on points and count; ann predicted first.
    expect(table(may.body.data.rating)).toEqual([
      ['ann', 10, 1, 2],
      ['bob', 10, 2, 2],
      ['cat', 5, 3, 2],
    ]);
    expect(may.body.data.pagination).toMatchObject({ total: 3 });
    const june = await rating(seeded.generalChampId, 'month=2026-06');
    // June: cat 15, bob 10; ann did not play it and is not in the month's table.
    expect(table(june.body.data.rating)).toEqual([
      ['cat', 15, 1, 1],
      ['bob', 10, 2, 1],
    ]);
    expect(june.body.data.auth_user_rating).toBeNull();
    const reversed = await rating(seeded.generalChampId, 'month=2026-05&sort=place');
    expect(table(reversed.body.data.rating).map((r) => r[0])).toEqual(['cat', 'bob', 'ann']);
  });

  it('ranks a private league’s month among its members', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/v1/predictors/${seeded.leagueId}/leagues/`,
      headers: users[1]!.headers,
      payload: { name: 'Месячная' },
    });
    const league = created.json().data.league;
    await t.app.inject({
      method: 'POST',
      url: `/v1/champs/${league.id}/invite-accept/`,
      headers: users[2]!.headers,
      payload: { hash: league.invite_hash },
    });
    const may = await rating(league.id, 'month=2026-05', users[1]!);
    expect(table(may.body.data.rating)).toEqual([
      ['bob', 10, 1, 2],
      ['cat', 5, 2, 2],
    ]);
  });

  it('keeps the partner month, a skipper’s own row and a corrected earlier tour of the month', async () => {
    // cat made no prediction in tour 2, the month's latest: its row is the month's own (read off the page).
    const asCat = await rating(seeded.generalChampId, 'month=2026-05&p=2', users[2]!);
    expect(asCat.body.data.auth_user_rating).toMatchObject({ user: { login: 'cat' }, place: 3 });
    await t.db.update(users_).set({ winlineId: 'wl-bob' }).where(eq(users_.id, users[1]!.user.id));
    await t.db.update(users_).set({ winlineId: 'wl-cat' }).where(eq(users_.id, users[2]!.user.id));
    // Tour 1 corrected to 0:0 and scored again after tour 2: ann's and cat's 1:0 give nothing now.
    for (const e of seeded.stages[0]!.matchEvents)
      await t.db.update(matches).set({ homeScore: 0, guestScore: 0 }).where(eq(matches.id, e.matchId));
    await scorePredictorStage(t.db, seeded.stages[0]!.id);
    const may = await rating(seeded.generalChampId, 'month=2026-05');
    expect(table(may.body.data.rating)).toEqual([
      ['bob', 10, 1, 2],
      ['ann', 5, 2, 2],
      ['cat', 0, 3, 2],
    ]);
    const partnerMay = await rating(seeded.partnerChampId, 'month=2026-05');
    expect(table(partnerMay.body.data.rating)).toEqual([
      ['bob', 10, 1, 2],
      ['cat', 0, 2, 2],
    ]);
    const june = await rating(seeded.generalChampId, 'month=2026-06');
    expect(table(june.body.data.rating)).toEqual([
      ['cat', 15, 1, 1],
      ['bob', 10, 2, 1],
    ]);
  });

  it('refuses a month without scored tours and a tour sort inside a month', async () => {
    expect(await rating(seeded.generalChampId, 'month=2026-07')).toMatchObject({
      status: 400,
      body: { message: 'В этом месяце нет рассчитанных туров' },
    });
    expect((await rating(seeded.generalChampId, 'month=2026-13')).status).toBe(400);
    expect(await rating(seeded.generalChampId, `month=2026-05&sort=-${seeded.stages[0]!.id}`)).toMatchObject({
      status: 400,
      body: { message: 'Таблицу месяца можно сортировать только по месту' },
    });
  });
});

describe('fantasy month tables', () => {
  let s: ScoredSeason;

  beforeAll(async () => {
    s = await seedScoredSeason();
  }, 180_000);
  afterAll(() => s?.t.close());

  const rating = async (query: string) => {
    const res = await s.t.app.inject({ url: `/v1/champs/${s.generalChampId}/rating/?pageSize=50&${query}` });
    return { status: res.statusCode, body: res.json() };
  };

  it('ranks each month over its tours, places shared on equal points, teams without its points left out', async () => {
    const season = await rating('');
    type SeasonRow = { team: { id: number }; points: { by_stages: { id: number; value: number | null }[] } };
    const seasonRows = season.body.data.rating as SeasonRow[];
    expect(season.body.data.months.length).toBeGreaterThan(0);
    let tours = 0;
    for (const month of season.body.data.months) {
      const table = await rating(`month=${month.id}`);
      expect(table.status, JSON.stringify(table.body)).toBe(200);
      const stageIds = (table.body.data.stages as { id: number }[]).map((st) => st.id);
      tours += stageIds.length;
      // Counted here from the season page's tour points.
      const totals = seasonRows
        .map((r) => {
          const values = r.points.by_stages.filter((b) => stageIds.includes(b.id) && b.value !== null);
          return {
            id: r.team.id,
            played: values.length > 0,
            points: values.reduce((a, b) => a + b.value!, 0),
          };
        })
        .filter((r) => r.played);
      const expected = totals
        .map((r) => [r.id, r.points, 1 + totals.filter((o) => o.points > r.points).length])
        .sort((a, b) => a[2]! - b[2]! || a[0]! - b[0]!);
      const got = (
        table.body.data.rating as { team: { id: number }; points: { total: number }; place: number }[]
      ).map((r) => [r.team.id, r.points.total, r.place]);
      expect(got).toEqual(expected);
      expect(table.body.data.pagination.total).toBe(expected.length);
      expect(got.some(([id]) => id === s.idleTeam)).toBe(false);
    }
    expect(tours).toBe(2);
  });

  it('refuses a search, the media filter or a tour sort inside a month', async () => {
    const month = (await rating('')).body.data.months[0].id;
    for (const extra of ['name=ра', 'is_media=1', `sort=-${s.stage1}`])
      expect(await rating(`month=${month}&${extra}`)).toMatchObject({
        status: 400,
        body: { message: 'Таблицу месяца можно смотреть только по месту, без поиска и фильтров' },
      });
    expect((await rating('month=2031-01')).status).toBe(400);
  });
});
