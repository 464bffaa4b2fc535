import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  champMembers,
  fantasyLeagues,
  fantasyTeams,
  playerMatchStats,
  players,
  predictions,
  predictorEvents,
  predictorLeagues,
  predictorStages,
  scoringRules,
} from '../src/db/schema/index.ts';
import { missingResults } from '../src/modules/admin/missing-results.ts';
import { adminApi, auditRows, fieldsOf } from './helpers/admin-api.ts';
import { createClockedTestApp, createUser, type ClockedTestApp } from './helpers/test-app.ts';

describe('back office: predictor, fantasy and H2H resources; the scoring guard', () => {
  let t: ClockedTestApp;
  let api: ReturnType<typeof adminApi>;
  let fan: Awaited<ReturnType<typeof createUser>>;
  const ids = { season: 0, other: 0, a: 0, b: 0, c: 0, d: 0, m1: 0, m2: 0, oldMatch: 0 };
  const ids2 = { pLeague: 0, fLeague: 0, stage: 0, e1: 0, e2: 0, q: 0, fStage: 0, team: 0, team2: 0, h2h: 0 };

  beforeAll(async () => {
    t = await createClockedTestApp(Date.UTC(2026, 4, 1, 9, 0));
    const admin = await createUser(t.db, 'staff', { role: 'admin' });
    fan = await createUser(t.db, 'fan01');
    api = adminApi(t.app, admin.headers);
    ids.other = (await api('POST', 'seasons/', { name: 'Прошлый', year: '2024/25' })).body.data.item.id;
    ids.season = (
      await api('POST', 'seasons/', { name: 'Текущий', year: '2025/26', is_current: true })
    ).body.data.item.id;
    for (const key of ['a', 'b', 'c', 'd'] as const)
      ids[key] = (
        await api('POST', 'teams/', { name: `Клуб ${key}`, short_name: key, logo: '/logo.png' })
      ).body.data.item.id;
    const match = async (home: number, guest: number, startsAt: string, seasonId = ids.season) =>
      (
        await api('POST', 'matches/', {
          season_id: seasonId,
          tour: 1,
          starts_at: startsAt,
          home_team_id: home,
          guest_team_id: guest,
        })
      ).body.data.item.id as number;
    ids.m1 = await match(ids.a, ids.b, '2026-05-02T15:00:00Z');
    ids.m2 = await match(ids.c, ids.d, '2026-05-03T12:00:00Z');
    ids.oldMatch = await match(ids.a, ids.c, '2025-05-02T15:00:00Z', ids.other);
    const [pl] = await t.db
      .insert(predictorLeagues)
      .values({ seasonId: ids.season, name: 'Прогнозы', isActive: true })
      .returning();
    ids2.pLeague = pl!.id;
    const [fl] = await t.db
      .insert(fantasyLeagues)
      .values({ seasonId: ids.season, name: 'Фэнтези', isActive: true })
      .returning();
    ids2.fLeague = fl!.id;
  });
  afterAll(() => t.close());

  it('creates a predictor stage in the active league; closing is computed from its start', async () => {
    const res = await api('POST', 'predictor-stages/', {
      name: 'Тур 1',
      tour: 1,
      start_at: '2026-05-02T18:00:00+03:00',
    });
    expect(res.status).toBe(200);
    ids2.stage = res.body.data.item.id;
    expect(res.body.data.item).toMatchObject({
      league_id: ids2.pLeague,
      status: 'future',
      start_at: '2026-05-02T15:00:00.000Z',
      closes_at: '2026-05-02T14:00:00.000Z',
      events_count: 0,
    });
    const twice = await api('POST', 'predictor-stages/', {
      name: 'Ещё',
      tour: 1,
      start_at: '2026-05-02T15:00:00Z',
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual([{ field: 'tour', message: 'Такой тур уже есть в этой лиге' }]);
    const badDate = await api('POST', 'predictor-stages/', { name: 'Тур 2', tour: 2, start_at: 'завтра' });
    expect(fieldsOf(badDate.body)).toEqual(['start_at']);
  });

  it('adds match events and questions; the closing time follows the first match', async () => {
    const later = await api('POST', 'predictor-events/', {
      stage_id: ids2.stage,
      kind: 'match',
      match_id: ids.m2,
    });
    expect(later.status).toBe(200);
    ids2.e2 = later.body.data.item.id;
    expect(later.body.data.item).toMatchObject({
      kind: 'match',
      match_name: 'Клуб c — Клуб d',
      starts_at: '2026-05-03T12:00:00.000Z',
      variants: [],
    });
    let stage = (await api('GET', `predictor-stages/${ids2.stage}/`)).body.data.item;
    expect(stage).toMatchObject({
      start_at: '2026-05-03T12:00:00.000Z',
      closes_at: '2026-05-03T11:00:00.000Z',
    });

    ids2.e1 = (
      await api('POST', 'predictor-events/', { stage_id: ids2.stage, kind: 'match', match_id: ids.m1 })
    ).body.data.item.id;
    stage = (await api('GET', `predictor-stages/${ids2.stage}/`)).body.data.item;
    expect(stage).toMatchObject({
      start_at: '2026-05-02T15:00:00.000Z',
      stop_at: '2026-05-03T12:00:00.000Z',
      closes_at: '2026-05-02T14:00:00.000Z',
      events_count: 2,
    });

    // Moving a match moves its event and the stage's closing time.
    await api('PATCH', `matches/${ids.m1}/`, { starts_at: '2026-05-02T13:00:00Z' });
    stage = (await api('GET', `predictor-stages/${ids2.stage}/`)).body.data.item;
    expect(stage.closes_at).toBe('2026-05-02T12:00:00.000Z');

    const wrong = await api('POST', 'predictor-events/', {
      stage_id: ids2.stage,
      kind: 'match',
      match_id: ids.oldMatch,
    });
    expect(wrong.body.errors).toEqual([{ field: 'match_id', message: 'Матч из другого сезона' }]);
    const dup = await api('POST', 'predictor-events/', {
      stage_id: ids2.stage,
      kind: 'match',
      match_id: ids.m1,
    });
    expect(dup.body.errors).toEqual([{ field: 'match_id', message: 'Этот матч уже есть в туре' }]);
    const noName = await api('POST', 'predictor-events/', { stage_id: ids2.stage, kind: 'question' });
    expect(noName.status).toBe(422);
    expect(fieldsOf(noName.body)).toEqual(['name', 'points']);
    const badKind = await api('POST', 'predictor-events/', { stage_id: ids2.stage, kind: 'poll' });
    expect(badKind.body.errors[0].field).toBe('kind');

    const question = await api('POST', 'predictor-events/', {
      stage_id: ids2.stage,
      kind: 'question',
      name: 'Будет ли удаление?',
      image: '/uploads/2026/05/q.png',
      points: 3,
      variants: [{ name: 'Да', image: '/uploads/2026/05/yes.png' }, { name: 'Нет' }],
    });
    expect(question.status).toBe(200);
    ids2.q = question.body.data.item.id;
    expect(question.body.data.item).toMatchObject({
      kind: 'question',
      points: 3,
      starts_at: '2026-05-02T13:00:00.000Z',
      variants: [
        { name: 'Да', image: '/uploads/2026/05/yes.png', sort_order: 1 },
        { name: 'Нет', image: null, sort_order: 2 },
      ],
    });
    const numeric = await api('POST', 'predictor-events/', {
      stage_id: ids2.stage,
      kind: 'winner',
      name: 'Сколько голов забьёт чемпион?',
      points: 10,
    });
    expect(numeric.body.data.item.variants).toEqual([]);
    const secondBonus = await api('POST', 'predictor-events/', {
      stage_id: ids2.stage,
      kind: 'winner',
      name: 'x',
      points: 1,
    });
    expect(secondBonus.body.errors).toEqual([
      { field: 'kind', message: 'Бонусный вопрос уже есть в этой лиге' },
    ]);
    const list = await api('GET', `predictor-events/?stage_id=${ids2.stage}&kind=match`);
    expect(list.body.data.total).toBe(2);
  });

  it('a write that fails half-way leaves neither the change nor an audit row', async () => {
    const event = (await api('GET', `predictor-events/${ids2.q}/`)).body.data.item;
    const [yes, no] = event.variants;
    await t.db
      .insert(predictions)
      .values({ userId: fan.user.id, eventId: ids2.q, stageId: ids2.stage, variantId: no.id });
    const auditBefore = (await auditRows(t.db, 'predictor_event', ids2.q)).length;
    // Renames the question and drops the predicted variant: the rename is written first, then refused.
    const res = await api('PATCH', `predictor-events/${ids2.q}/`, {
      name: 'Переименованный вопрос',
      variants: [{ id: yes.id, name: 'Да' }],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('На этот вариант уже есть прогнозы: его нельзя удалить');
    const [stored] = await t.db.select().from(predictorEvents).where(eq(predictorEvents.id, ids2.q));
    expect(stored!.name).toBe('Будет ли удаление?');
    expect((await auditRows(t.db, 'predictor_event', ids2.q)).length).toBe(auditBefore);

    const kept = await api('PATCH', `predictor-events/${ids2.q}/`, {
      name: 'Будет ли красная карточка?',
      variants: [
        { id: no.id, name: 'Нет', sort_order: 1 },
        { id: yes.id, name: 'Да', sort_order: 2 },
        { name: 'Две и больше', sort_order: 3 },
      ],
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.item.variants.map((v: { name: string }) => v.name)).toEqual([
      'Нет',
      'Да',
      'Две и больше',
    ]);
    expect(kept.body.data.item.has_predictions).toBe(true);
    const [audit] = await auditRows(t.db, 'predictor_event', ids2.q);
    expect(audit).toMatchObject({ action: 'predictor_event.update' });
    expect((audit!.data as { before: { name: string } }).before.name).toBe('Будет ли удаление?');
    expect((await api('DELETE', `predictor-events/${ids2.q}/`)).status).toBe(409);
    expect((await api('DELETE', `predictor-stages/${ids2.stage}/`)).status).toBe(409);
  });

  it('"Рассчитать тур" refuses while results are missing, naming the matches', async () => {
    t.clock.set(Date.UTC(2026, 4, 4, 9, 0));
    const score = () => api('POST', `predictor-stages/${ids2.stage}/score/`, {});
    const refused = await score();
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'Тур нельзя подсчитать: не внесены результаты матчей (2): Клуб a — Клуб b, Клуб c — Клуб d',
    );
    expect(refused.body.errors.slice(1)).toEqual([
      { field: `match_id.${ids.m1}`, message: 'Клуб a — Клуб b, 02.05.2026 16:00: нет счёта' },
      { field: `match_id.${ids.m2}`, message: 'Клуб c — Клуб d, 03.05.2026 15:00: нет счёта' },
    ]);
    await api('POST', `matches/${ids.m1}/result/`, { home_score: 2, guest_score: 1 });
    const one = await score();
    expect(one.status).toBe(422);
    expect(one.body.errors).toHaveLength(2);
    await api('POST', `matches/${ids.m2}/result/`, { home_score: 0, guest_score: 0 });
    const scored = await score();
    expect(scored.status).toBe(200);
    expect(scored.body.data).toMatchObject({ status: 'past', users: 1 });
  });

  it('missingResults for fantasy also wants player statistics of each finished match', async () => {
    const stage = await api('POST', 'fantasy-stages/', {
      name: 'Тур 1',
      tour: 1,
      start_at: '2026-05-02T13:00:00Z',
      stop_at: '2026-05-03T12:00:00Z',
    });
    expect(stage.status).toBe(200);
    ids2.fStage = stage.body.data.item.id;
    expect(stage.body.data.item).toMatchObject({
      league_id: ids2.fLeague,
      update_closing_at: '2026-05-02T12:00:00.000Z',
      max_players_from_team_count: 3,
      max_players_substitutions_count: 2,
      update_is_available: false,
    });
    const missing = await missingResults(t.db, 'fantasy', ids2.fStage);
    expect(missing.map((m) => [m.matchId, m.missing])).toEqual([
      [ids.m1, 'stats'],
      [ids.m2, 'stats'],
    ]);
    const [p] = await t.db
      .insert(players)
      .values({ name: 'И', surname: 'П', fieldPosition: 4, price: 5, teamId: ids.a })
      .returning();
    await t.db
      .insert(playerMatchStats)
      .values({ matchId: ids.m1, playerId: p!.id, teamId: ids.a, minutes: 90 });
    expect((await missingResults(t.db, 'fantasy', ids2.fStage)).map((m) => m.matchId)).toEqual([ids.m2]);
    expect(await missingResults(t.db, 'predictor', ids2.stage)).toEqual([]);
  });

  it('edits fantasy stages: limits, dates in order, availability computed', async () => {
    const open = await api('PATCH', `fantasy-stages/${ids2.fStage}/`, {
      update_closing_at: '2026-05-10T12:00:00Z',
      max_players_from_team_count: 2,
    });
    expect(open.body.data.item).toMatchObject({ update_is_available: true, max_players_from_team_count: 2 });
    const bad = await api('PATCH', `fantasy-stages/${ids2.fStage}/`, {
      stop_at: '2026-05-01T00:00:00Z',
      max_players_substitutions_count: 40,
    });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad.body)).toEqual(['max_players_substitutions_count']);
    const order = await api('PATCH', `fantasy-stages/${ids2.fStage}/`, { stop_at: '2026-05-01T00:00:00Z' });
    expect(order.body.errors).toEqual([
      { field: 'stop_at', message: 'Начало тура должно быть не позже его конца' },
    ]);
  });

  it('edits the scoring table (defaults appear on first read)', async () => {
    const list = await api('GET', 'scoring-rules/?event=goal&sort=field_position');
    expect(list.body.data.items.map((r: { points: number }) => r.points)).toEqual([6, 6, 5, 4]);
    expect(list.body.data.items[0]).toMatchObject({ id: 'goal:1', event_name: expect.any(String) });
    const res = await api('PATCH', 'scoring-rules/goal:4/', { points: 5 });
    expect(res.body.data.item).toMatchObject({ id: 'goal:4', points: 5 });
    const [row] = await t.db.select().from(scoringRules).where(eq(scoringRules.event, 'goal'));
    expect(row).toBeDefined();
    expect((await api('PATCH', 'scoring-rules/goal:4/', { points: 99 })).status).toBe(422);
    expect((await api('GET', 'scoring-rules/nothing:9/')).status).toBe(404);
    expect((await auditRows(t.db, 'scoring_rule', 'goal:4'))[0]!.data).toMatchObject({
      before: { points: 4 },
      after: { points: 5 },
    });
  });

  it('moderates team names: approve keeps, reject gives the default name; forbidden words', async () => {
    const [team] = await t.db
      .insert(fantasyTeams)
      .values({ userId: fan.user.id, leagueId: ids2.fLeague, name: 'Плохое имя' })
      .returning();
    const other = await createUser(t.db, 'fan02');
    const [team2] = await t.db
      .insert(fantasyTeams)
      .values({ userId: other.user.id, leagueId: ids2.fLeague, name: 'Хорошее имя' })
      .returning();
    ids2.team = team!.id;
    ids2.team2 = team2!.id;
    const queue = await api('GET', 'team-names/?moderation_status=0');
    expect(queue.body.data).toMatchObject({ total: 2, items: [{ id: ids2.team, user_login: 'fan01' }, {}] });
    const rejected = await api('PATCH', `team-names/${ids2.team}/`, { moderation_status: 2 });
    expect(rejected.body.data.item).toMatchObject({ name: `Команда №${ids2.team}`, moderation_status: 2 });
    const approved = await api('PATCH', `team-names/${ids2.team2}/`, { moderation_status: 1 });
    expect(approved.body.data.item).toMatchObject({ name: 'Хорошее имя', moderation_status: 1 });
    expect((await api('GET', 'team-names/?moderation_status=0')).body.data.total).toBe(0);
    expect((await api('PATCH', `team-names/${ids2.team}/`, { moderation_status: 0 })).status).toBe(422);

    const word = await api('POST', 'forbidden-words/', { word: '  Плохое ' });
    expect(word.body.data.item).toEqual({ id: 'плохое', word: 'плохое' });
    expect((await api('POST', 'forbidden-words/', { word: 'ПЛОХОЕ' })).status).toBe(409);
    expect((await api('GET', 'forbidden-words/?q=пло')).body.data.total).toBe(1);
    expect((await api('DELETE', `forbidden-words/${encodeURIComponent('плохое')}/`)).status).toBe(200);
    expect((await api('GET', 'forbidden-words/')).body.data.total).toBe(0);
  });

  it('marks media teams and unmarks them', async () => {
    const made = await api('POST', 'media-teams/', {
      fantasy_team_id: ids2.team2,
      media_name: 'Спорт-ТВ',
      media_url: 'https://media.example.test',
    });
    expect(made.body.data.item).toMatchObject({
      id: ids2.team2,
      media_name: 'Спорт-ТВ',
      user_login: 'fan02',
    });
    expect((await api('POST', 'media-teams/', { fantasy_team_id: ids2.team2, media_name: 'x' })).status).toBe(
      409,
    );
    const bad = await api('POST', 'media-teams/', {
      fantasy_team_id: 999999,
      media_name: 'x',
      media_url: 'ftp://x',
    });
    expect(fieldsOf(bad.body)).toEqual(['media_url', 'fantasy_team_id']);
    expect((await api('GET', 'media-teams/')).body.data.total).toBe(1);
    expect((await api('GET', `media-teams/${ids2.team}/`)).status).toBe(404);
    expect((await api('DELETE', `media-teams/${ids2.team2}/`)).status).toBe(200);
    const [row] = await t.db.select().from(fantasyTeams).where(eq(fantasyTeams.id, ids2.team2));
    expect(row).toMatchObject({ isMedia: false, mediaName: null, name: 'Хорошее имя' });
  });

  it('keeps H2H tournaments: size bounds, members block deletion', async () => {
    const made = await api('POST', 'h2h/', {
      name: 'Кубок H2H',
      size: 8,
      is_public: true,
      image: '/uploads/2026/05/h.png',
    });
    expect(made.status).toBe(200);
    ids2.h2h = made.body.data.item.id;
    expect(made.body.data.item).toMatchObject({
      season_id: ids.season,
      status: 'recruiting',
      members_count: 0,
      size: 8,
    });
    expect((await api('POST', 'h2h/', { name: 'x', size: 100 })).status).toBe(422);
    await t.db
      .insert(champMembers)
      .values({ champId: ids2.h2h, fantasyTeamId: ids2.team, seasonId: ids.season, champType: 'h2h' });
    await t.db.execute(`update champs set members_count = 1 where id = ${ids2.h2h}`);
    expect((await api('PATCH', `h2h/${ids2.h2h}/`, { size: 4, name: 'Кубок' })).body.data.item).toMatchObject(
      {
        size: 4,
        name: 'Кубок',
      },
    );
    expect((await api('DELETE', `h2h/${ids2.h2h}/`)).status).toBe(409);
    expect((await api('GET', `h2h/?season_id=${ids.season}`)).body.data.total).toBe(1);
    // Only H2H champs are this resource.
    expect((await api('GET', `h2h/${ids2.h2h + 1000}/`)).status).toBe(404);
  });

  it('refuses to delete a fantasy stage with squads or a predictor stage with predictions', async () => {
    expect((await api('DELETE', `fantasy-stages/${ids2.fStage}/`)).status).toBe(200);
    const [stage] = await t.db.select().from(predictorStages).where(eq(predictorStages.id, ids2.stage));
    expect(stage).toBeDefined();
  });
});
