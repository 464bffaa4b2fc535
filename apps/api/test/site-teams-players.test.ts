import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers/test-app.ts';
import { ALMAZ, BEREZA, CURRENT, GRANIT, VYMPEL, seedSiteLeague } from './factories/site.ts';

type Brief = { id: number; surname: string; name: string };
type PlayerRow = Brief & {
  team: { id: number } | null;
  stats: {
    matches: number;
    minutes: number;
    goals: number;
    assists: number;
    yellow_cards: number;
    red_cards: number;
  };
};

describe('league site: teams and players', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedSiteLeague(t.db, new Date());
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  describe('GET /v1/teams/', () => {
    it('answers the clubs of the current season by name', async () => {
      const res = await get('/v1/teams/');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/^public/);
      const { data } = res.json();
      expect(data.season).toMatchObject({ id: CURRENT, is_current: true });
      expect(data.teams.map((x: { name: string }) => x.name)).toEqual([
        'Алмаз',
        'Берёза',
        'Вымпел',
        'Гранит',
      ]);
      expect(data.teams[2]).toEqual({
        id: VYMPEL,
        name: 'Вымпел',
        short_name: 'Вымп',
        city: null,
        logo: '/logos/3.svg',
      });
    });
  });

  describe('GET /v1/teams/{id}/', () => {
    it('answers the squad by position, the standing, the last results and the next matches', async () => {
      const res = await get(`/v1/teams/${ALMAZ}/`);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.team).toMatchObject({ id: ALMAZ, name: 'Алмаз', city: 'Москва' });
      expect(data.standing).toMatchObject({ place: 1, points: 4, played: 2 });
      expect(
        data.squad.map((l: { position: { name: string }; players: Brief[] }) => [
          l.position.name,
          l.players.map((p) => p.surname),
        ]),
      ).toEqual([
        ['Вратарь', ['Стенин']],
        ['Нападающий', ['Быстров']],
      ]);
      expect(data.squad[0].players[0]).toMatchObject({ photo: '/photos/2.jpg', status: 'active' });
      expect(data.results.map((m: { id: number }) => m.id)).toEqual([4, 1]);
      expect(data.results[0]).toMatchObject({ home_score: 0, guest_score: 3, is_finished: true });
      expect(data.next.map((m: { id: number }) => m.id)).toEqual([6, 7]);
      expect(data.next[0]).toMatchObject({ ticket_url: 'https://tickets.example/6/', venue: { id: 1 } });
    });

    it("answers another club's standing and next matches", async () => {
      const { data } = (await get(`/v1/teams/${GRANIT}/`)).json();
      expect(data.standing.place).toBe(2);
      expect(data.next.map((m: { id: number }) => m.id)).toEqual([8]);
    });

    it('answers 404 for an unknown club and 400 for a malformed id', async () => {
      const missing = await get('/v1/teams/999/');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Команда не найдена');
      const bad = await get('/v1/teams/first/');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Поле «id» должно быть целым числом');
    });
  });

  describe('GET /v1/players/', () => {
    it('pages the players of the clubs by surname, 20 a page, with this season’s statistics', async () => {
      const res = await get('/v1/players/');
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.pagination).toEqual({ pageSize: 20, pageNumber: 1, pageCount: 2, total: 26 });
      expect(data.players).toHaveLength(20);
      expect(data.players.slice(0, 6).map((p: PlayerRow) => `${p.surname} ${p.name}`)).toEqual([
        'Быстров Антон',
        'Быстров Иван',
        'Запасной Глеб',
        'Стенин Олег',
        'Тихий Сергей',
        'Ударов Пётр',
      ]);
      const tihiy = data.players.find((p: PlayerRow) => p.id === 4);
      expect(tihiy).toMatchObject({
        nickname: 'Тихоня',
        status: 'injury',
        position: { id: 2, name: 'Защитник', short_name: 'ЗЩ' },
        team: { id: BEREZA, name: 'Берёза' },
        stats: { matches: 3, minutes: 225, goals: 0, assists: 1, yellow_cards: 1, red_cards: 0 },
      });
      // Past-season goals do not count; the player without a club is not listed.
      expect(data.players.find((p: PlayerRow) => p.id === 6).stats).toMatchObject({ goals: 0, red_cards: 1 });
      const second = (await get('/v1/players/?p=2')).json().data;
      expect(second.players).toHaveLength(6);
      expect(second.players.every((p: PlayerRow) => p.surname === 'Яшин')).toBe(true);
      expect(data.players.find((p: PlayerRow) => p.id === 101).stats).toMatchObject({
        matches: 0,
        minutes: 0,
      });
      const beyond = (await get('/v1/players/?p=9')).json().data;
      expect(beyond.players).toEqual([]);
      expect(beyond.pagination).toMatchObject({ pageNumber: 9, pageCount: 2, total: 26 });
    });

    it('filters by club, position and any part of the name, in any case', async () => {
      const ids = async (query: string) =>
        (await get(`/v1/players/?${query}`)).json().data.players.map((p: PlayerRow) => p.id);
      expect(await ids(`team=${BEREZA}`)).toEqual([4, 3]);
      expect(await ids('position=4')).toEqual([5, 1]);
      expect(await ids(`position=4&team=${GRANIT}`)).toEqual([5]);
      expect(await ids(`name=${encodeURIComponent('быстров ив')}`)).toEqual([1]);
      expect(await ids(`name=${encodeURIComponent('ИВАН быстров')}`)).toEqual([1]);
      expect(await ids(`name=${encodeURIComponent('тихоня')}`)).toEqual([4]);
      expect(await ids(`name=${encodeURIComponent('%')}`)).toEqual([]);
      expect(await ids(`name=${encodeURIComponent('   ')}&team=${ALMAZ}`)).toEqual([1, 2]);
      const counted = (await get(`/v1/players/?team=${VYMPEL}`)).json().data.pagination;
      expect(counted).toEqual({ pageSize: 20, pageNumber: 1, pageCount: 2, total: 21 });
    });

    it('sorts by a statistic, the most first, then by surname', async () => {
      const { players } = (await get('/v1/players/?sort=goals')).json().data;
      expect(players.slice(0, 4).map((p: PlayerRow) => [p.id, p.stats.goals])).toEqual([
        [1, 3],
        [3, 3],
        [5, 1],
        [6, 0],
      ]);
      const minutes = (await get('/v1/players/?sort=minutes')).json().data.players;
      expect(minutes.slice(0, 2).map((p: PlayerRow) => [p.id, p.stats.minutes])).toEqual([
        [3, 240],
        [4, 225],
      ]);
    });

    it('refuses malformed filters with a Russian message per field', async () => {
      const res = await get('/v1/players/?p=0&position=7&team=x&sort=price');
      expect(res.statusCode).toBe(400);
      const fields = res.json().errors.map((e: { field: string }) => e.field);
      expect(fields).toEqual(expect.arrayContaining(['p', 'position', 'team', 'sort']));
      expect(res.json().errors.find((e: { field: string }) => e.field === 'position').message).toBe(
        'Значение поля «position» должно быть не больше 4',
      );
      const long = await get(`/v1/players/?name=${'я'.repeat(51)}`);
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('Поле «name» должно содержать не более 50 символов');
    });

    it('answers a signed-in reader the same as a visitor', async () => {
      const { headers } = await createUser(t.db, 'reader');
      const visitor = await get('/v1/players/?team=1');
      const user = await get('/v1/players/?team=1', headers);
      expect(user.statusCode).toBe(200);
      expect(user.headers.etag).toBe(visitor.headers.etag);
    });
  });

  describe('GET /v1/players/{id}/', () => {
    it("answers the player's club, this season's statistics and the last matches on the pitch", async () => {
      const res = await get('/v1/players/1/');
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.player).toMatchObject({ id: 1, name: 'Иван', surname: 'Быстров', position: { id: 4 } });
      expect(data.team).toMatchObject({ id: ALMAZ });
      expect(data.season).toMatchObject({ id: CURRENT });
      expect(data.stats).toEqual({
        matches: 2,
        minutes: 180,
        goals: 3,
        assists: 0,
        yellow_cards: 0,
        red_cards: 0,
      });
      expect(
        data.matches.map(
          (l: { match: { id: number; season_id: number }; goals: number; team_id: number }) => [
            l.match.id,
            l.match.season_id,
            l.team_id,
            l.goals,
          ],
        ),
      ).toEqual([
        [4, CURRENT, ALMAZ, 2],
        [1, CURRENT, ALMAZ, 1],
        [11, 1, ALMAZ, 0],
      ]);
    });

    it('answers a player who never played with zeros, and a player without a club', async () => {
      const { data } = (await get('/v1/players/7/')).json();
      expect(data.team).toBeNull();
      expect(data.stats).toEqual({
        matches: 0,
        minutes: 0,
        goals: 0,
        assists: 0,
        yellow_cards: 0,
        red_cards: 0,
      });
      expect(data.matches).toEqual([]);
      // A bench line without minutes is not a match played.
      expect((await get('/v1/players/101/')).json().data.matches).toEqual([]);
    });

    it('answers 404 for an unknown player and 400 for a malformed id', async () => {
      const missing = await get('/v1/players/99999/');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Игрок не найден');
      expect((await get('/v1/players/1x/')).statusCode).toBe(400);
      expect((await get('/v1/players/99999999999/')).statusCode).toBe(400);
    });
  });
});
