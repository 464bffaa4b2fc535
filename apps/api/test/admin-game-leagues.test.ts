import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  champs,
  fantasyLeagues,
  fantasyTeams,
  predictorLeagues,
  scoringRules,
} from '../src/db/schema/index.ts';
import { adminApi, auditRows, fieldsOf } from './helpers/admin-api.ts';
import { createClockedTestApp, createUser, type ClockedTestApp } from './helpers/test-app.ts';

/**
 * Issue 19 §1: from an empty database the back office alone creates the season's game leagues
 * and activates them; then a tour of each game can be created (before: 422 «активная лига … не
 * выбрана») and the site shows the leagues at once.
 */
describe('back office: the game leagues of a season', () => {
  let t: ClockedTestApp;
  let api: ReturnType<typeof adminApi>;
  let fan: Awaited<ReturnType<typeof createUser>>;
  const ids = { season: 0, next: 0, predictor: 0, fantasy: 0, predictor2: 0, fantasy2: 0 };

  const publicGet = async (url: string) => (await t.app.inject({ url })).json();
  const champsOf = (seasonId: number) =>
    t.db
      .select({ game: champs.game, type: champs.type })
      .from(champs)
      .where(eq(champs.seasonId, seasonId))
      .orderBy(champs.game, champs.type);
  const activeCount = async (table: typeof predictorLeagues | typeof fantasyLeagues) =>
    (await t.db.select({ id: table.id }).from(table).where(eq(table.isActive, true))).length;

  beforeAll(async () => {
    t = await createClockedTestApp(Date.UTC(2026, 4, 1, 9, 0));
    const admin = await createUser(t.db, 'adm', { role: 'admin' });
    fan = await createUser(t.db, 'fan01');
    api = adminApi(t.app, admin.headers);
  });
  afterAll(() => t.close());

  it('without a game league a tour of either game is refused, and the site has no league', async () => {
    const season = await api('POST', 'seasons/', { name: 'Сезон 2026', year: '2026', is_current: true });
    expect(season.status).toBe(200);
    ids.season = season.body.data.item.id;
    const fantasyStage = await api('POST', 'fantasy-stages/', {
      name: 'Тур 1',
      tour: 1,
      start_at: '2026-05-09T12:00:00Z',
      stop_at: '2026-05-10T18:00:00Z',
    });
    expect(fantasyStage.status).toBe(422);
    expect(fantasyStage.body.errors[0].message).toBe('Укажите лигу: активная лига фэнтези не выбрана');
    const predictorStage = await api('POST', 'predictor-stages/', {
      name: 'Тур 1',
      tour: 1,
      start_at: '2026-05-09T12:00:00Z',
    });
    expect(predictorStage.status).toBe(422);
    expect((await publicGet('/v1/leagues/active/')).data).toMatchObject({ league: null, stage: null });
    expect((await publicGet('/v1/predictors/active-league/')).data).toEqual({
      league: null,
      stages: [],
      closes_before_minutes: null,
      ratings: null,
    });
  });

  it('creates the predictor league with its general and partner ratings, audited', async () => {
    const created = await api('POST', 'predictor-leagues/', {
      name: 'Прогнозы 2026',
      closes_before_minutes: 90,
    });
    expect(created.status).toBe(200);
    ids.predictor = created.body.data.item.id;
    expect(created.body.data.item).toEqual({
      id: ids.predictor,
      season_id: ids.season,
      season_name: 'Сезон 2026',
      name: 'Прогнозы 2026',
      is_active: false,
      stages_count: 0,
      closes_before_minutes: 90,
      partner_rating: true,
    });
    expect(await champsOf(ids.season)).toEqual([
      { game: 'predictor', type: 'general' },
      { game: 'predictor', type: 'partner' },
    ]);
    const [row] = await auditRows(t.db, 'predictor_league', ids.predictor);
    expect(row).toMatchObject({ action: 'predictor_league.create' });
    expect((await auditRows(t.db, 'champ')).map((r) => r.action)).toEqual(['champ.create', 'champ.create']);
  });

  it('creates the fantasy league with the season rating and the scoring table from the defaults', async () => {
    const created = await api('POST', 'fantasy-leagues/', {
      season_id: ids.season,
      name: 'Фэнтези 2026',
      budget: 99.5,
      default_max_players_from_team_count: 4,
      default_max_players_substitutions_count: 3,
    });
    expect(created.status).toBe(200);
    ids.fantasy = created.body.data.item.id;
    expect(created.body.data.item).toMatchObject({
      season_id: ids.season,
      name: 'Фэнтези 2026',
      is_active: false,
      budget: 99.5,
      default_max_players_from_team_count: 4,
      default_max_players_substitutions_count: 3,
      stages_count: 0,
      teams_count: 0,
    });
    expect(await champsOf(ids.season)).toEqual([
      { game: 'fantasy', type: 'general' },
      { game: 'predictor', type: 'general' },
      { game: 'predictor', type: 'partner' },
    ]);
    const goal = await t.db
      .select({ points: scoringRules.points })
      .from(scoringRules)
      .where(and(eq(scoringRules.event, 'goal'), eq(scoringRules.fieldPosition, 4)));
    expect(goal).toEqual([{ points: 4 }]);
    expect((await auditRows(t.db, 'fantasy_league', ids.fantasy))[0]).toMatchObject({
      action: 'fantasy_league.create',
    });
  });

  it('a second league of a game in the same season is a 409 and adds no champ', async () => {
    for (const [path, message] of [
      ['predictor-leagues/', 'В этом сезоне уже есть лига прогнозов'],
      ['fantasy-leagues/', 'В этом сезоне уже есть лига фэнтези'],
    ] as const) {
      const again = await api('POST', path, { name: 'Ещё одна' });
      expect(again.status).toBe(409);
      expect(again.body.errors).toEqual([{ field: 'season_id', message }]);
    }
    expect(await champsOf(ids.season)).toHaveLength(3);
  });

  it('refuses bad input with Russian messages', async () => {
    const noName = await api('POST', 'fantasy-leagues/', { budget: 100 });
    expect(noName.status).toBe(422);
    expect(noName.body.errors[0].message).toMatch(/[А-Яа-я]/);
    const budget = await api('PATCH', `fantasy-leagues/${ids.fantasy}/`, { budget: 100.3 });
    expect(budget.status).toBe(422);
    expect(budget.body.errors).toEqual([
      { field: 'budget', message: 'Бюджет — от 10 до 1000 монет, кратно 0,5 (например, 100 или 99,5)' },
    ]);
    const small = await api('PATCH', `fantasy-leagues/${ids.fantasy}/`, { budget: 5 });
    expect(small.status).toBe(422);
    expect(fieldsOf(small.body)).toEqual(['budget']);
    const limits = await api('PATCH', `fantasy-leagues/${ids.fantasy}/`, {
      default_max_players_from_team_count: 0,
    });
    expect(limits.status).toBe(422);
    expect(fieldsOf(limits.body)).toEqual(['default_max_players_from_team_count']);
    const offset = await api('PATCH', `predictor-leagues/${ids.predictor}/`, { closes_before_minutes: 2000 });
    expect(offset.status).toBe(422);
    expect(fieldsOf(offset.body)).toEqual(['closes_before_minutes']);
    const season = await api('POST', 'predictor-leagues/', { name: 'Лига', season_id: 999_999 });
    expect(season.status).toBe(422);
    expect(season.body.errors).toEqual([{ field: 'season_id', message: 'Такого сезона нет' }]);
    const active = await api('PATCH', `predictor-leagues/${ids.predictor}/`, { is_active: 'да' });
    expect(active.status).toBe(422);
    expect((await api('GET', 'fantasy-leagues/999999/')).status).toBe(404);
    expect((await api('PATCH', 'predictor-leagues/999999/', { name: 'Нет' })).body.message).toBe(
      'Лига прогнозов не найдена',
    );
    expect((await api('GET', `fantasy-leagues/${ids.fantasy}/`)).body.data.item.budget).toBe(99.5);
  });

  it('refuses a visitor (401) and a user who is not an admin (403), changing nothing', async () => {
    for (const path of ['predictor-leagues/', 'fantasy-leagues/']) {
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/v1/admin/${path}`,
        payload: { name: 'X' },
      });
      expect(anonymous.statusCode).toBe(401);
      const user = adminApi(t.app, fan.headers);
      expect((await user('POST', path, { name: 'X' })).status).toBe(403);
      expect((await user('GET', path)).status).toBe(403);
      expect((await user('PATCH', `${path}${ids.fantasy}/`, { is_active: true })).status).toBe(403);
    }
    expect(await activeCount(predictorLeagues)).toBe(0);
    expect(await activeCount(fantasyLeagues)).toBe(0);
  });

  it('activates both leagues; then tours of both games are created, with the leagues’ defaults', async () => {
    for (const path of [`predictor-leagues/${ids.predictor}/`, `fantasy-leagues/${ids.fantasy}/`]) {
      const res = await api('PATCH', path, { is_active: true });
      expect(res.status).toBe(200);
      expect(res.body.data.item.is_active).toBe(true);
    }
    const fantasyStage = await api('POST', 'fantasy-stages/', {
      name: 'Тур 1',
      tour: 1,
      start_at: '2026-05-09T12:00:00Z',
      stop_at: '2026-05-10T18:00:00Z',
    });
    expect(fantasyStage.status).toBe(200);
    expect(fantasyStage.body.data.item).toMatchObject({
      league_id: ids.fantasy,
      max_players_from_team_count: 4,
      max_players_substitutions_count: 3,
    });
    const predictorStage = await api('POST', 'predictor-stages/', {
      name: 'Тур 1',
      tour: 1,
      start_at: '2026-05-09T12:00:00Z',
    });
    expect(predictorStage.status).toBe(200);
    // The league's own offset: 90 minutes before the first match.
    expect(predictorStage.body.data.item).toMatchObject({
      league_id: ids.predictor,
      closes_at: '2026-05-09T10:30:00.000Z',
    });
  });

  it('the site shows both games the moment they have an active league with a tour', async () => {
    const fantasy = (await publicGet('/v1/leagues/active/')).data;
    expect(fantasy.league).toEqual({ id: ids.fantasy, name: 'Фэнтези 2026' });
    expect(fantasy.stage).toMatchObject({ name: 'Тур 1' });
    expect(fantasy.champ).not.toBeNull();
    const predictor = (await publicGet('/v1/predictors/active-league/')).data;
    expect(predictor.league).toEqual({ id: ids.predictor, name: 'Прогнозы 2026' });
    expect(predictor.stages).toHaveLength(1);
    // The rating tabs' ids: the league's own ratings, whatever ids the database gave them.
    expect(predictor.ratings).toEqual({ general: expect.any(Number), partner: expect.any(Number) });
    for (const champId of [predictor.ratings.general, predictor.ratings.partner])
      expect((await publicGet(`/v1/predictors/${ids.predictor}/rating/${champId}/`)).success).toBe(true);
  });

  it('a new closing offset moves the open tours’ closing time', async () => {
    const res = await api('PATCH', `predictor-leagues/${ids.predictor}/`, { closes_before_minutes: 30 });
    expect(res.status).toBe(200);
    const stages = await api('GET', `predictor-stages/?league_id=${ids.predictor}`);
    expect(stages.body.data.items[0].closes_at).toBe('2026-05-09T11:30:00.000Z');
    // The web states the league's own offset, from either stages answer.
    expect((await publicGet('/v1/predictors/active-league/')).data.closes_before_minutes).toBe(30);
    expect((await publicGet(`/v1/predictors/${ids.predictor}/stages/`)).data.closes_before_minutes).toBe(30);
  });

  it('switching the active league keeps exactly one per game and audits both sides', async () => {
    ids.next = (await api('POST', 'seasons/', { name: 'Сезон 2027', year: '2027' })).body.data.item.id;
    const predictor2 = await api('POST', 'predictor-leagues/', {
      season_id: ids.next,
      name: 'Прогнозы 2027',
      is_active: true,
      partner_rating: false,
    });
    expect(predictor2.status).toBe(200);
    ids.predictor2 = predictor2.body.data.item.id;
    expect(predictor2.body.data.item).toMatchObject({ is_active: true, partner_rating: false });
    expect(await champsOf(ids.next)).toEqual([{ game: 'predictor', type: 'general' }]);
    expect((await api('GET', `predictor-leagues/${ids.predictor}/`)).body.data.item.is_active).toBe(false);
    expect(await activeCount(predictorLeagues)).toBe(1);
    const [deactivated] = await auditRows(t.db, 'predictor_league', ids.predictor);
    expect(deactivated).toMatchObject({
      action: 'predictor_league.deactivate',
      data: { before: { is_active: true }, after: { is_active: false }, activated: ids.predictor2 },
    });

    ids.fantasy2 = (
      await api('POST', 'fantasy-leagues/', { season_id: ids.next, name: 'Фэнтези 2027' })
    ).body.data.item.id;
    // Activating twice, and activating the other back and forth: one active league throughout.
    for (const id of [ids.fantasy2, ids.fantasy2, ids.fantasy, ids.fantasy2]) {
      const res = await api('PATCH', `fantasy-leagues/${id}/`, { is_active: true });
      expect(res.status).toBe(200);
      expect(await activeCount(fantasyLeagues)).toBe(1);
    }
    const actions = (await auditRows(t.db, 'fantasy_league')).map((r) => `${r.action}:${r.entityId}`);
    expect(actions.slice(0, 7)).toEqual([
      `fantasy_league.update:${ids.fantasy2}`,
      `fantasy_league.deactivate:${ids.fantasy}`,
      `fantasy_league.update:${ids.fantasy}`,
      `fantasy_league.deactivate:${ids.fantasy2}`,
      `fantasy_league.update:${ids.fantasy2}`,
      `fantasy_league.update:${ids.fantasy2}`,
      `fantasy_league.deactivate:${ids.fantasy}`,
    ]);
    // The new active league has no tour yet: the site says the season is coming.
    expect((await publicGet('/v1/leagues/active/')).data).toMatchObject({
      league: { id: ids.fantasy2 },
      stage: null,
    });
  });

  it('activating an earlier season’s league again carries no team back into it from a later one', async () => {
    const newcomer = await createUser(t.db, 'fan2027');
    await t.db
      .insert(fantasyTeams)
      .values({ userId: newcomer.user.id, leagueId: ids.fantasy2, name: 'Новичок' });
    const teamsOf = async (leagueId: number) =>
      (
        await t.db
          .select({ name: fantasyTeams.name })
          .from(fantasyTeams)
          .where(eq(fantasyTeams.leagueId, leagueId))
      ).map((r) => r.name);
    for (const id of [ids.fantasy, ids.fantasy2])
      expect((await api('PATCH', `fantasy-leagues/${id}/`, { is_active: true })).status).toBe(200);
    expect(await teamsOf(ids.fantasy)).not.toContain('Новичок');
    expect(await teamsOf(ids.fantasy2)).toContain('Новичок');
  });

  it('parallel activations of two leagues leave exactly one active, never a 500', async () => {
    const answers = await Promise.all(
      [ids.fantasy, ids.fantasy2, ids.fantasy, ids.fantasy2].map((id) =>
        api('PATCH', `fantasy-leagues/${id}/`, { is_active: true }),
      ),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(await activeCount(fantasyLeagues)).toBe(1);
  });

  it('the partner rating turns on and off while nobody is rated in it', async () => {
    const on = await api('PATCH', `predictor-leagues/${ids.predictor2}/`, { partner_rating: true });
    expect(on.body.data.item.partner_rating).toBe(true);
    expect(await champsOf(ids.next)).toContainEqual({ game: 'predictor', type: 'partner' });
    const off = await api('PATCH', `predictor-leagues/${ids.predictor2}/`, { partner_rating: false });
    expect(off.body.data.item.partner_rating).toBe(false);
    expect((await auditRows(t.db, 'champ')).map((r) => r.action).slice(0, 2)).toEqual([
      'champ.delete',
      'champ.create',
    ]);
    // Deactivating leaves the game without an active league: the site shows «Сезон скоро начнется».
    const none = await api('PATCH', `predictor-leagues/${ids.predictor2}/`, { is_active: false });
    expect(none.body.data.item.is_active).toBe(false);
    expect((await publicGet('/v1/predictors/active-league/')).data.league).toBeNull();
  });
});
