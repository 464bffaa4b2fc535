import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { champs, matches, predictions } from '../src/db/schema/index.ts';
import { scorePredictorStage } from '../src/modules/scoring/predictor-scoring.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createPredictorTestApp,
  MINUTE,
  predictionsUrl,
  seedPredictorLeague,
  type PredictorTestApp,
  type SeededLeague,
} from './factories/predictor.ts';

type User = Awaited<ReturnType<typeof createUser>>;
type League = {
  id: number;
  name: string;
  members_count: number;
  place: number | null;
  invite_hash: string;
  actions: string[];
};
type RatingRow = { user: { login: string }; points: { total: number }; place: number };

// Issue 23 §1: private predictor leagues — made, joined by invite, left, deleted; their own rating;
// every member's predictions of a stage once it is closed, never before.
describe('private predictor leagues', () => {
  let t: PredictorTestApp;
  let seeded: SeededLeague;
  let other: SeededLeague;
  let a: User, b: User, c: User, d: User, e: User;
  let league: League;
  const start = Date.UTC(2026, 4, 1, 9, 0);

  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, user?: User, payload?: object) => {
    const res = await t.app.inject({
      method,
      url,
      headers: user?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const myLeagues = async (user: User) => {
    const res = await call('GET', `/v1/predictors/${seeded.leagueId}/leagues/`, user);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { leagues: League[]; can_create: number; league: { id: number } };
  };
  const create = (user: User | undefined, name: string) =>
    call('POST', `/v1/predictors/${seeded.leagueId}/leagues/`, user, { name });
  const accept = (user: User | undefined, champId: number, hash: string) =>
    call('POST', `/v1/champs/${champId}/invite-accept/`, user, { hash });
  const rating = (user: User | undefined, champId: number, query = '') =>
    call('GET', `/v1/predictors/${seeded.leagueId}/rating/${champId}/?${query}`, user);
  const picks = (user: User | undefined, champId: number, stageId: number) =>
    call('GET', `/v1/predictors/leagues/${champId}/stages/${stageId}/predictions/`, user);
  const predict = async (user: User, rows: { m: number; h: number; g: number }[]) => {
    const stage = seeded.stages[0]!;
    const body = {
      predictions: rows.map((r) => ({
        event_id: stage.matchEvents[r.m]!.id,
        home_team_score: r.h,
        guest_team_score: r.g,
      })),
    };
    const res = await call('POST', predictionsUrl(seeded.leagueId, stage.id), user, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const logins = (rows: RatingRow[]) => rows.map((r) => [r.user.login, r.points.total, r.place]);

  beforeAll(async () => {
    t = await createPredictorTestApp(start);
    seeded = await seedPredictorLeague(t.db, { now: new Date(start), tours: 2 });
    other = await seedPredictorLeague(t.db, { now: new Date(start), tours: 1 });
    // One after another: the ids follow the names (unrated members are ordered by id).
    const made: User[] = [];
    for (const login of ['anna', 'boris', 'clara', 'denis', 'elena'])
      made.push(await createUser(t.db, login));
    [a, b, c, d, e] = made as [User, User, User, User, User];
  });
  afterAll(() => t.close());

  it('creates a league with its creator as the only member, in first place', async () => {
    const res = await create(a, '  Друзья   с работы ');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Лига создана');
    league = res.body.data.league;
    expect(league).toMatchObject({
      name: 'Друзья с работы',
      members_count: 1,
      place: 1,
      actions: ['delete'],
    });
    expect(league.invite_hash).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    const mine = await myLeagues(a);
    expect(mine.league.id).toBe(seeded.leagueId);
    expect(mine.leagues).toEqual([league]);
    expect(mine.can_create).toBe(4);
    expect((await myLeagues(b)).leagues).toEqual([]);
  });

  it('refuses a bad name, a visitor, an unknown predictor league and a sixth league', async () => {
    expect(await create(a, 'Аб')).toMatchObject({
      status: 400,
      body: { message: 'Название лиги должно содержать от 3 до 25 символов' },
    });
    expect((await create(a, 'Б'.repeat(26))).status).toBe(400);
    expect(await create(a, 'Лига\u0007')).toMatchObject({
      status: 400,
      body: { message: 'Название лиги содержит недопустимые символы' },
    });
    expect((await create(undefined, 'Лига гостя')).status).toBe(401);
    expect((await call('GET', `/v1/predictors/${seeded.leagueId}/leagues/`)).status).toBe(401);
    expect((await call('POST', '/v1/predictors/999999/leagues/', a, { name: 'Нет лиги' })).status).toBe(404);

    for (let i = 2; i <= 5; i++) expect((await create(e, `Лига Елены ${i}`)).status).toBe(200);
    expect((await create(e, 'Лига Елены 1')).status).toBe(200);
    expect(await create(e, 'Шестая лига')).toMatchObject({
      status: 422,
      body: { message: 'Можно создать не больше 5 лиг прогнозов за сезон' },
    });
    expect((await myLeagues(e)).can_create).toBe(0);
    // Five in one season do not count against another season's league.
    expect(
      (await call('POST', `/v1/predictors/${other.leagueId}/leagues/`, e, { name: 'Другой сезон' })).status,
    ).toBe(200);
  });

  it('shows the invite without its members and joins by it, once, only with the right hash', async () => {
    const info = await call('GET', `/v1/champs/${league.invite_hash}/invite-info/`);
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual({
      game: 'predictor',
      league: { id: seeded.leagueId, name: expect.any(String) },
      champ: { id: league.id, name: 'Друзья с работы', type: 'user', members_count: 1, is_member: false },
    });
    expect((await accept(b, league.id, 'x'.repeat(20))).status).toBe(403);
    expect((await accept(undefined, league.id, league.invite_hash)).status).toBe(401);
    expect(await accept(b, league.id, league.invite_hash)).toMatchObject({
      status: 200,
      body: { message: 'Вы вступили в лигу' },
    });
    expect(await accept(b, league.id, league.invite_hash)).toMatchObject({
      status: 200,
      body: { message: 'Вы уже состоите в этой лиге' },
    });
    expect((await accept(c, league.id, league.invite_hash)).status).toBe(200);
    const asB = await call('GET', `/v1/champs/${league.invite_hash}/invite-info/`, b);
    expect(asB.body.data.champ).toMatchObject({ members_count: 3, is_member: true });
    expect((await myLeagues(b)).leagues).toEqual([
      { ...league, members_count: 3, place: 2, actions: ['leave'] },
    ]);
  });

  it('refuses a member past 300', async () => {
    const [full] = await t.db
      .insert(champs)
      .values({
        seasonId: seeded.seasonId,
        game: 'predictor',
        type: 'user',
        name: 'Полная',
        ownerUserId: d.user.id,
        inviteHash: 'full-league-hash-0001',
        isPublic: false,
        membersCount: 300,
      })
      .returning();
    expect(await accept(b, full!.id, 'full-league-hash-0001')).toMatchObject({
      status: 422,
      body: { message: 'В лиге уже 300 участников — больше принять нельзя' },
    });
    await t.db.delete(champs).where(eq(champs.id, full!.id));
  });

  it("shows members each other's predictions only once the stage is closed (moved clock)", async () => {
    const stage = seeded.stages[0]!;
    // Results 2:1, 0:0, 1:3. anna: exact, wrong → 5; boris: right difference → 3; clara: nothing;
    // denis (joins later): exact, right difference → 8; elena (never a member): all exact → 15.
    await predict(a, [
      { m: 0, h: 2, g: 1 },
      { m: 1, h: 1, g: 0 },
    ]);
    await predict(b, [{ m: 0, h: 1, g: 0 }]);
    await predict(d, [
      { m: 1, h: 0, g: 0 },
      { m: 2, h: 0, g: 2 },
    ]);
    await predict(e, [
      { m: 0, h: 2, g: 1 },
      { m: 1, h: 0, g: 0 },
      { m: 2, h: 1, g: 3 },
    ]);

    t.clock.set(stage.closesAt.getTime() - MINUTE);
    expect(await picks(a, league.id, stage.id)).toMatchObject({
      status: 403,
      body: { message: 'Прогнозы участников откроются, когда закончится приём прогнозов на тур' },
    });
    t.clock.set(stage.closesAt);
    const open = await picks(b, league.id, stage.id);
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    const data = open.body.data;
    expect(data.league).toEqual({ id: league.id, name: 'Друзья с работы' });
    expect(data.stage).toEqual({ id: stage.id, name: 'Тур 1' });
    expect(data.events.map((ev: { kind: string; result: unknown }) => [ev.kind, ev.result])).toEqual([
      ['match', null],
      ['match', null],
      ['match', null],
      ['question', null],
      ['question', null],
    ]);
    expect(data.events[0].title).toMatch(/^Команда \d+-1 — Команда \d+-2$/);
    // Not scored yet: in joining order (no places yet beyond the creator's), no points.
    expect(
      data.members.map(
        (m: { login: string; is_me: boolean; points: unknown; predictions: { value: string }[] }) => [
          m.login,
          m.is_me,
          m.points,
          m.predictions.map((p) => p.value),
        ],
      ),
    ).toEqual([
      ['anna', false, null, ['2:1', '1:0']],
      ['boris', true, null, ['1:0']],
      ['clara', false, null, []],
    ]);

    expect((await picks(d, league.id, stage.id)).status).toBe(403);
    expect((await picks(undefined, league.id, stage.id)).status).toBe(401);
    expect((await picks(a, league.id, other.stages[0]!.id)).status).toBe(404);
    expect((await picks(a, seeded.generalChampId, stage.id)).status).toBe(404);
  });

  it('ranks the members by the general order once the stage is scored, and a later member at once', async () => {
    const stage = seeded.stages[0]!;
    const results = [
      [2, 1],
      [0, 0],
      [1, 3],
    ] as const;
    for (const [i, [h, g]] of results.entries())
      await t.db
        .update(matches)
        .set({ homeScore: h, guestScore: g, isFinished: true })
        .where(eq(matches.id, stage.matchEvents[i]!.matchId));
    await scorePredictorStage(t.db, stage.id);

    const general = await rating(a, seeded.generalChampId);
    expect(logins(general.body.data.rating)).toEqual([
      ['elena', 15, 1],
      ['denis', 8, 2],
      ['anna', 5, 3],
      ['boris', 3, 4],
    ]);
    const own = await rating(c, league.id);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(logins(own.body.data.rating)).toEqual([
      ['anna', 5, 1],
      ['boris', 3, 2],
      ['clara', 0, 3],
    ]);
    expect(own.body.data.auth_user_rating).toMatchObject({ user: { login: 'clara' }, place: 3 });
    expect(own.body.data.pagination).toMatchObject({ total: 3, pageCount: 1 });

    const scored = (await picks(a, league.id, stage.id)).body.data;
    expect(scored.events.slice(0, 3).map((ev: { result: string }) => ev.result)).toEqual([
      '2:1',
      '0:0',
      '1:3',
    ]);
    expect(
      scored.members.map((m: { login: string; points: unknown; predictions: { points: unknown }[] }) => [
        m.login,
        m.points,
        m.predictions.map((p) => p.points),
      ]),
    ).toEqual([
      ['anna', 5, [5, 0]],
      ['boris', 3, [3]],
      ['clara', null, []],
    ]);

    expect((await accept(d, league.id, league.invite_hash)).status).toBe(200);
    const joined = await rating(d, league.id);
    expect(logins(joined.body.data.rating)).toEqual([
      ['denis', 8, 1],
      ['anna', 5, 2],
      ['boris', 3, 3],
      ['clara', 0, 4],
    ]);
    // Sorted by the stage: who played it by its points, then the others.
    const byStage = await rating(d, league.id, `sort=-${stage.id}`);
    expect(byStage.status).toBe(200);
    expect(logins(byStage.body.data.rating).map((r) => r[0])).toEqual(['denis', 'anna', 'boris', 'clara']);
    expect((await myLeagues(a)).leagues[0]).toMatchObject({ members_count: 4, place: 2 });
  });

  it("shows each row's movement since the previous stage and its points per stage played", async () => {
    const stage = seeded.stages[1]!;
    // Stage 2, results 2:1, 0:0, 1:3 again: boris all exact (15), clara two (10), elena one (5).
    const picks2: [User, number][] = [
      [b, 3],
      [c, 2],
      [e, 1],
    ];
    const results = [
      [2, 1],
      [0, 0],
      [1, 3],
    ] as const;
    await t.db.insert(predictions).values(
      picks2.flatMap(([user, n]) =>
        results.slice(0, n).map(([h, g], i) => ({
          userId: user.user.id,
          eventId: stage.matchEvents[i]!.id,
          stageId: stage.id,
          homeScore: h,
          guestScore: g,
        })),
      ),
    );
    for (const [i, [h, g]] of results.entries())
      await t.db
        .update(matches)
        .set({ homeScore: h, guestScore: g, isFinished: true })
        .where(eq(matches.id, stage.matchEvents[i]!.matchId));
    await scorePredictorStage(t.db, stage.id);

    type Moving = RatingRow & { movement: number | null; per_stage: number | null };
    const moves = (rows: Moving[]) => rows.map((r) => [r.user.login, r.place, r.movement, r.per_stage]);
    // Totals: elena 20, boris 18, clara 10, denis 8, anna 5. After stage 1: elena, denis, anna, boris.
    expect(moves((await rating(a, seeded.generalChampId)).body.data.rating)).toEqual([
      ['elena', 1, 0, 10],
      ['boris', 2, 2, 9],
      ['clara', 3, null, 10],
      ['denis', 4, -2, 8],
      ['anna', 5, -2, 5],
    ]);
    // The league (anna, boris, clara, denis) after stage 1: denis, anna, boris; clara unrated.
    expect(moves((await rating(a, league.id)).body.data.rating)).toEqual([
      ['boris', 1, 2, 9],
      ['clara', 2, null, 10],
      ['denis', 3, -2, 8],
      ['anna', 4, -2, 5],
    ]);
  });

  it("names each stage's winners in every rating, counts their wins and marks the latest", async () => {
    type Winning = RatingRow & { tour_wins: number; tour_winner: boolean };
    const wins = (rows: Winning[]) => rows.map((r) => [r.user.login, r.tour_wins, r.tour_winner]);
    const roll = async (champId: number, user?: User) => {
      const res = await call('GET', `/v1/predictors/${seeded.leagueId}/rating/${champId}/winners/`, user);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.tours;
    };
    // Stage 1: elena 15 of everyone, denis 8 of the league; stage 2: boris 15 in both.
    const [s1, s2] = seeded.stages;
    expect(await roll(seeded.generalChampId)).toEqual([
      { stage: { id: s2!.id, name: 'Тур 2' }, points: 15, winners: ['boris'] },
      { stage: { id: s1!.id, name: 'Тур 1' }, points: 15, winners: ['elena'] },
    ]);
    expect(await roll(seeded.partnerChampId)).toEqual([]); // nobody has a partner account here
    expect(await roll(league.id, c)).toEqual([
      { stage: { id: s2!.id, name: 'Тур 2' }, points: 15, winners: ['boris'] },
      { stage: { id: s1!.id, name: 'Тур 1' }, points: 8, winners: ['denis'] },
    ]);
    expect(wins((await rating(a, seeded.generalChampId)).body.data.rating)).toEqual([
      ['elena', 1, false],
      ['boris', 1, true],
      ['clara', 0, false],
      ['denis', 0, false],
      ['anna', 0, false],
    ]);
    expect(wins((await rating(a, league.id)).body.data.rating)).toEqual([
      ['boris', 1, true],
      ['clara', 0, false],
      ['denis', 1, false],
      ['anna', 0, false],
    ]);
    expect(
      (await call('GET', `/v1/predictors/${seeded.leagueId}/rating/${league.id}/winners/`, e)).status,
    ).toBe(403);
  });

  it('debriefs a scored stage: points beside the average and best, place, and the crowd beaten per match', async () => {
    const debrief = (user: User | undefined, leagueId: number, stageId: number) =>
      call('GET', `/v1/predictors/${leagueId}/stages/${stageId}/debrief/`, user);
    const stage = seeded.stages[0]!;
    const res = await debrief(a, seeded.leagueId, stage.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Stage 1 played by anna 5, boris 3, denis 8, elena 15; anna is 5th after stage 2, two down.
    expect(res.body.data).toMatchObject({
      stage: { id: stage.id, name: 'Тур 1' },
      points: 5,
      average: 7.8,
      best: 15,
      place: 5,
      movement: -2,
    });
    // Match 1 (2:1): anna, boris 1:0, elena 2:1 — nobody scored more than anna's 5.
    // Match 2 (0:0): anna 1:0 scored 0, denis and elena 0:0 scored 5 — she tied only herself.
    expect(
      res.body.data.matches.map((m: Record<string, unknown>) => [
        m.result,
        m.prediction,
        m.points,
        m.beaten_or_tied,
      ]),
    ).toEqual([
      ['2:1', '2:1', 5, 100],
      ['0:0', '1:0', 0, 33.3],
      ['1:3', null, null, null],
    ]);
    expect((await debrief(c, seeded.leagueId, stage.id)).body.data).toMatchObject({ points: null, place: 3 });
    expect((await debrief(undefined, seeded.leagueId, stage.id)).status).toBe(401);
    expect(await debrief(a, other.leagueId, other.stages[0]!.id)).toMatchObject({
      status: 404,
      body: { message: 'Итоги тура появятся после его расчёта' },
    });
    expect((await debrief(a, other.leagueId, stage.id)).status).toBe(404);
  });

  it('keeps a league rating to its members', async () => {
    expect(await rating(e, league.id)).toMatchObject({
      status: 403,
      body: { message: 'Рейтинг лиги видят только её участники' },
    });
    expect((await rating(undefined, league.id)).status).toBe(403);
    // A league is read under its own season's predictor league only.
    expect((await call('GET', `/v1/predictors/${other.leagueId}/rating/${league.id}/`, a)).status).toBe(404);
  });

  it('lets a member leave, not the creator, and the places close up', async () => {
    expect(await call('POST', `/v1/champs/${league.id}/leave/`, a, {})).toMatchObject({
      status: 422,
      body: { message: 'Создатель не может покинуть свою лигу, но может её удалить' },
    });
    expect(await call('POST', `/v1/champs/${league.id}/leave/`, e, {})).toMatchObject({
      status: 422,
      body: { message: 'Вы не состоите в этой лиге' },
    });
    expect(await call('POST', `/v1/champs/${league.id}/leave/`, d, {})).toMatchObject({
      status: 200,
      body: { message: 'Вы покинули лигу' },
    });
    expect(logins((await rating(a, league.id)).body.data.rating)).toEqual([
      ['boris', 18, 1],
      ['clara', 10, 2],
      ['anna', 5, 3],
    ]);
    expect((await rating(d, league.id)).status).toBe(403);
    expect((await picks(d, league.id, seeded.stages[0]!.id)).status).toBe(403);
  });

  it('lets only the creator delete the league, with its rating', async () => {
    expect(await call('DELETE', `/v1/champs/${league.id}/`, b)).toMatchObject({
      status: 403,
      body: { message: 'Удалить лигу может только её создатель' },
    });
    expect(await call('DELETE', `/v1/champs/${league.id}/`, a)).toMatchObject({
      status: 200,
      body: { message: 'Лига удалена' },
    });
    expect((await myLeagues(b)).leagues).toEqual([]);
    expect((await rating(a, league.id)).status).toBe(404);
    const left = await t.db
      .select()
      .from(champs)
      .where(inArray(champs.id, [league.id]));
    expect(left).toEqual([]);
  });
});
