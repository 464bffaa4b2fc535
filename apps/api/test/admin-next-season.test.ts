import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/demo/seed.ts';
import { authKeys } from '../src/db/schema/index.ts';
import { hashAuthKey } from '../src/http/auth.ts';
import { adminApi, auditRows, fieldsOf } from './helpers/admin-api.ts';
import { createTestApp, createUser, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 19 §3: the back office starts the next season in one step. The demo's season (scored
 * tours of both games, user leagues, H2H) stays readable as it was; users keep their accounts,
 * partner links and team names; players carry over and take new prices; the new leagues are empty.
 */
describe('back office: the next season', () => {
  let t: TestApp;
  let api: ReturnType<typeof adminApi>;
  let fanHeaders: Record<string, string>;
  let demoHeaders: Record<string, string>;
  const old = { season: 0, predictor: 0, fantasy: 0, predictorChamp: 0, fantasyChamp: 0, h2h: 0 };
  const before: Record<string, unknown> = {};
  let next: { season: number; predictor: number; fantasy: number };

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const one = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows[0] as T;
  const count = async (table: string) =>
    (await one<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`)).n;

  /** Old pages the new season must leave exactly as they were. */
  const oldPages = () => ({
    predictorRating: `/v1/predictors/${old.predictor}/rating/${old.predictorChamp}/`,
    fantasyRating: `/v1/champs/${old.fantasyChamp}/rating/`,
    myChamps: `/v1/leagues/${old.fantasy}/my-champs/`,
    h2h: `/v1/h2h/${old.h2h}/`,
    season: `/v1/seasons/${old.season}/`,
  });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, { now: new Date() });
    const admin = await createUser(t.db, 'boss', { role: 'admin' });
    api = adminApi(t.app, admin.headers);
    fanHeaders = (await createUser(t.db, 'plainfan')).headers;
    const demo = await one<{ id: number }>(sql`select id from users where login = 'demo'`);
    const key = randomBytes(32).toString('base64url');
    await t.db
      .insert(authKeys)
      .values({ userId: demo.id, keyHash: hashAuthKey(key), expireAt: new Date(Date.now() + 86_400_000) });
    demoHeaders = { authorization: `Bearer ${key}` };

    old.season = (await one<{ id: number }>(sql`select id from seasons where is_current`)).id;
    old.predictor = (await one<{ id: number }>(sql`select id from predictor_leagues where is_active`)).id;
    old.fantasy = (await one<{ id: number }>(sql`select id from fantasy_leagues where is_active`)).id;
    old.predictorChamp = (
      await one<{ id: number }>(
        sql`select id from champs where season_id = ${old.season} and game = 'predictor' and type = 'general'`,
      )
    ).id;
    old.fantasyChamp = (
      await one<{ id: number }>(
        sql`select id from champs where season_id = ${old.season} and game = 'fantasy' and type = 'general'`,
      )
    ).id;
    old.h2h = (
      await one<{ id: number }>(sql`select id from champs where type = 'h2h' order by id limit 1`)
    ).id;
    for (const [name, url] of Object.entries(oldPages())) before[name] = (await get(url, demoHeaders)).body;
    before.me = (await get('/v1/users/me/', demoHeaders)).body.data.user;
  });
  afterAll(() => t.close());

  it('refuses a visitor, a user who is not an admin, bad input and a taken name, writing nothing', async () => {
    const seasons = await count('seasons');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/seasons/next/',
      payload: { name: 'Сезон 2027', year: '2027' },
    });
    expect(anonymous.statusCode).toBe(401);
    const fan = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/seasons/next/',
      headers: fanHeaders,
      payload: { name: 'Сезон 2027', year: '2027' },
    });
    expect(fan.statusCode).toBe(403);

    const empty = await api('POST', 'seasons/next/', { name: '', year: '' });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty.body)).toEqual(['name', 'year']);

    const taken = (await one<{ name: string }>(sql`select name from seasons where id = ${old.season}`)).name;
    const duplicate = await api('POST', 'seasons/next/', { name: ` ${taken.toUpperCase()} `, year: '2027' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual([{ field: 'name', message: 'Сезон с таким названием уже есть' }]);
    expect(await count('seasons')).toBe(seasons);
    expect((await get('/v1/leagues/active/')).body.data.league.id).toBe(old.fantasy);
  });

  it('starts the season with both game leagues active, their settings carried over, audited', async () => {
    const teams = (
      await one<{ n: number }>(
        sql`select count(distinct user_id)::int as n from fantasy_teams where league_id = ${old.fantasy}`,
      )
    ).n;
    const oldPredictor = await api('GET', `predictor-leagues/${old.predictor}/`);
    const oldFantasy = await api('GET', `fantasy-leagues/${old.fantasy}/`);
    const started = await api('POST', 'seasons/next/', { name: 'Сезон 2027', year: '2027' });
    expect(started.status).toBe(200);
    expect(started.body.message).toBe(
      `Сезон «Сезон 2027» начат: игры переключены на его лиги, ${teams} команд фэнтези сохранили название`,
    );
    const { season, predictor_league, fantasy_league } = started.body.data;
    next = { season: season.id, predictor: predictor_league.id, fantasy: fantasy_league.id };
    expect(season).toMatchObject({ name: 'Сезон 2027', year: '2027', is_current: true });
    expect(predictor_league).toMatchObject({
      season_id: season.id,
      name: 'Прогнозы Сезон 2027',
      is_active: true,
      stages_count: 0,
      closes_before_minutes: oldPredictor.body.data.item.closes_before_minutes,
      partner_rating: true,
    });
    expect(fantasy_league).toMatchObject({
      season_id: season.id,
      name: 'Фэнтези Сезон 2027',
      is_active: true,
      stages_count: 0,
      budget: oldFantasy.body.data.item.budget,
      default_max_players_from_team_count: oldFantasy.body.data.item.default_max_players_from_team_count,
      teams_count: teams,
    });
    expect((await api('GET', `seasons/${old.season}/`)).body.data.item.is_current).toBe(false);
    expect((await api('GET', `predictor-leagues/${old.predictor}/`)).body.data.item.is_active).toBe(false);
    expect((await api('GET', `fantasy-leagues/${old.fantasy}/`)).body.data.item.is_active).toBe(false);

    expect((await auditRows(t.db, 'season', season.id)).map((r) => r.action)).toEqual(['season.create']);
    expect((await auditRows(t.db, 'fantasy_league', old.fantasy)).map((r) => r.action)).toEqual([
      'fantasy_league.deactivate',
    ]);
    expect((await auditRows(t.db, 'predictor_league', predictor_league.id)).map((r) => r.action)).toEqual([
      'predictor_league.create',
    ]);
    const champs = await t.db.execute(
      sql`select game, type from champs where season_id = ${season.id} order by game, type`,
    );
    expect(champs.rows).toEqual([
      { game: 'fantasy', type: 'general' },
      { game: 'predictor', type: 'general' },
      { game: 'predictor', type: 'partner' },
    ]);
  });

  it('shows the games empty: no tour yet, an empty rating, the site ready for the new season', async () => {
    expect((await get('/v1/leagues/active/')).body.data).toMatchObject({
      league: { id: next.fantasy },
      stage: null,
    });
    expect((await get('/v1/predictors/active-league/')).body.data).toMatchObject({
      league: { id: next.predictor },
      stages: [],
    });
    const champ = await one<{ id: number }>(
      sql`select id from champs where season_id = ${next.season} and game = 'fantasy' and type = 'general'`,
    );
    const rating = await get(`/v1/champs/${champ.id}/rating/`);
    expect(rating.status).toBe(200);
    expect(rating.body.data.rating).toEqual([]);
  });

  it('keeps the user: account, partner link and team name in the new league', async () => {
    const me = (await get('/v1/users/me/', demoHeaders)).body.data.user;
    expect(me).toEqual(before.me);
    expect(me.winline).not.toBeNull();
    expect(me.fantasy_team.name).toBeTruthy();
    const team = await one<{ name: string }>(
      sql`select t.name from fantasy_teams t join users u on u.id = t.user_id where u.login = 'demo' and t.league_id = ${next.fantasy}`,
    );
    expect(team.name).toBe(me.fantasy_team.name);
    const squads = await one<{ n: number }>(
      sql`select count(*)::int as n from squads s join fantasy_teams t on t.id = s.fantasy_team_id where t.league_id = ${next.fantasy}`,
    );
    expect(squads.n).toBe(0);
  });

  it('leaves the previous season readable exactly as it was', async () => {
    for (const [name, url] of Object.entries(oldPages())) {
      const now = await get(url, demoHeaders);
      expect(now.status, name).toBe(200);
      // The season page differs in one flag only: the season is no longer the current one.
      if (name === 'season') now.body.data.season.is_current = true;
      expect(now.body, name).toEqual(before[name]);
    }
  });

  it('names the games’ winners of the previous season in the history, with links to their ratings', async () => {
    const history = (await get('/v1/seasons/history/')).body.data.seasons;
    const past = history.find((s: { season: { id: number } }) => s.season.id === old.season);
    type Rows<T> = { data: { rating: (T & { points: { total: number } })[] } };
    const predictorTop = (before.predictorRating as Rows<{ user: { login: string } }>).data.rating[0]!;
    const fantasyTop = (before.fantasyRating as Rows<{ team: { name: string } }>).data.rating[0]!;
    expect(past.games).toEqual([
      {
        game: 'predictor',
        league_id: old.predictor,
        champ_id: old.predictorChamp,
        winners: [{ name: predictorTop.user.login, points: predictorTop.points.total }],
      },
      {
        game: 'fantasy',
        league_id: old.fantasy,
        champ_id: old.fantasyChamp,
        winners: [{ name: fantasyTop.team.name, points: fantasyTop.points.total }],
      },
    ]);
  });

  it('carries the players over: the new league’s market lists them, a price import changes them in place', async () => {
    // A season's clubs are those of its fixtures: one imported match puts its two clubs' players on sale.
    const clubs = await t.db.execute<{ name: string }>(sql`select name from teams order by id limit 2`);
    const fixture = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/imports/fixtures/',
      headers: { ...(await adminHeaders()), 'content-type': 'text/csv' },
      payload: `Тур;Начало;Хозяева;Гости;Стадион\n1;05.09.2027 19:30;${clubs.rows[0]!.name};${clubs.rows[1]!.name};\n`,
    });
    expect(fixture.statusCode, fixture.body).toBe(200);
    const market = await get(`/v1/leagues/${next.fantasy}/players/`);
    expect(market.status).toBe(200);
    expect(market.body.data.players.length).toBeGreaterThan(0);
    const count = async () => (await one<{ n: number }>(sql`select count(*)::int as n from players`)).n;
    const playersBefore = await count();
    const player = await one<{
      name: string;
      surname: string;
      club: string;
      price: string;
      position: number;
    }>(
      sql`select p.name, p.surname, t.name as club, p.price::text as price, p.field_position as position
          from players p join teams t on t.id = p.team_id order by p.id limit 1`,
    );
    const newPrice = Number(player.price) + 0.5;
    const csv = `Имя;Фамилия;Позиция;Клуб;Цена\n${player.name};${player.surname};${player.position};${player.club};${String(newPrice).replace('.', ',')}\n`;
    const imported = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/imports/players/',
      headers: { ...(await adminHeaders()), 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ added: 0, changed: 1, unchanged: 0 });
    const after = await one<{ price: string; n: number }>(
      sql`select (select price::text from players where name = ${player.name} and surname = ${player.surname} limit 1) as price,
          (select count(*)::int from players) as n`,
    );
    expect(Number(after.price)).toBe(newPrice);
    expect(after.n).toBe(playersBefore);
  });

  async function adminHeaders() {
    return (await createUser(t.db, `boss${randomBytes(3).toString('hex')}`, { role: 'admin' })).headers;
  }
});
