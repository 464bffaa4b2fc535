import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { matches } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { ALMAZ, BEREZA, CURRENT, GRANIT, OLDER, PAST, VYMPEL, seedSiteLeague } from './factories/site.ts';

type Row = {
  place: number;
  team: { id: number; name: string };
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  goal_difference: number;
  points: number;
  form: string[];
};

const line = (r: Row) => [
  r.place,
  r.team.name,
  r.played,
  r.won,
  r.drawn,
  r.lost,
  r.goals_for,
  r.goals_against,
  r.goal_difference,
  r.points,
  r.form.join(''),
];

describe('league site: season calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedSiteLeague(t.db, new Date());
  });
  afterAll(() => t.close());

  describe('GET /v1/seasons/{id}/', () => {
    it('answers the hand-computed table, with the three-way tie broken head-to-head', async () => {
      const res = await t.app.inject(`/v1/seasons/${CURRENT}/`);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.season).toEqual({ id: CURRENT, name: 'Сезон 2025/26', year: '2025/26', is_current: true });
      expect(data.table.map(line)).toEqual([
        [1, 'Алмаз', 2, 1, 1, 0, 4, 1, 3, 4, 'DW'],
        // Гранит beat Берёза and is above it despite a goal difference of −2 against +4.
        [2, 'Гранит', 3, 1, 1, 1, 1, 3, -2, 4, 'DLW'],
        [3, 'Берёза', 3, 1, 1, 1, 6, 2, 4, 4, 'DWL'],
        [4, 'Вымпел', 2, 0, 1, 1, 0, 5, -5, 1, 'DL'],
      ]);
      expect(data.table[0].team).toEqual({
        id: ALMAZ,
        name: 'Алмаз',
        short_name: 'Алма',
        city: 'Москва',
        logo: '/logos/1.svg',
      });
    });

    it('lists the tours with their status and lands on the first one not fully played', async () => {
      const { data } = (await t.app.inject(`/v1/seasons/${CURRENT}/`)).json();
      expect(data.current_tour).toBe(3);
      expect(
        data.tours.map(
          (x: {
            tour: number;
            name: string;
            status: string;
            matches_count: number;
            finished_count: number;
          }) => [x.tour, x.name, x.status, x.matches_count, x.finished_count],
        ),
      ).toEqual([
        [1, 'Тур 1', 'past', 2, 2],
        [2, 'Тур 2', 'past', 2, 2],
        [3, 'Тур 3', 'current', 2, 1],
        [4, 'Тур 4', 'future', 2, 0],
      ]);
      expect(data.tours[0].start_date).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    });

    it('counts only the finished matches of a season', async () => {
      const { data } = (await t.app.inject(`/v1/seasons/${OLDER}/`)).json();
      expect(data.table.map(line)).toEqual([
        [1, 'Алмаз', 1, 1, 0, 0, 2, 0, 2, 3, 'W'],
        [2, 'Берёза', 1, 0, 0, 1, 0, 2, -2, 0, 'L'],
      ]);
    });

    it('answers 404 for an unknown season and 400 for a malformed id', async () => {
      const missing = await t.app.inject('/v1/seasons/999/');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        success: false,
        message: 'Сезон не найден',
        errors: [{ message: 'Сезон не найден' }],
      });
      const bad = await t.app.inject('/v1/seasons/abc/');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([{ message: 'Поле «id» должно быть целым числом', field: 'id' }]);
    });

    it('follows a result entered later', async () => {
      const before = (await t.app.inject(`/v1/seasons/${CURRENT}/`)).headers.etag;
      await t.db
        .update(matches)
        .set({ homeScore: 0, guestScore: 1, isFinished: true })
        .where(eq(matches.id, 6));
      const after = await t.app.inject(`/v1/seasons/${CURRENT}/`);
      const { data } = after.json();
      expect(after.headers.etag).not.toBe(before);
      // All four on 4 points after playing only each other: head-to-head is level, goal difference decides.
      expect(data.table.map((r: Row) => [r.team.name, r.points, r.goal_difference])).toEqual([
        ['Берёза', 4, 4],
        ['Алмаз', 4, 2],
        ['Гранит', 4, -2],
        ['Вымпел', 4, -4],
      ]);
      expect(data.current_tour).toBe(4);
      await t.db
        .update(matches)
        .set({ homeScore: null, guestScore: null, isFinished: false })
        .where(eq(matches.id, 6));
    });
  });

  describe('GET /v1/seasons/{id}/matches/', () => {
    it('answers the landing tour by default, with grounds, ticket links and videos', async () => {
      const res = await t.app.inject(`/v1/seasons/${CURRENT}/matches/`);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.tour).toBe(3);
      expect(data.matches.map((m: { id: number }) => m.id)).toEqual([5, 6]);
      const [played, coming] = data.matches;
      expect(played).toMatchObject({
        tour: 3,
        season_id: CURRENT,
        home: { id: GRANIT },
        guest: { id: BEREZA },
        home_score: 1,
        guest_score: 0,
        is_finished: true,
        venue: null,
        ticket_url: null,
        videos: [],
      });
      expect(coming).toMatchObject({
        home: { name: 'Алмаз' },
        guest: { name: 'Вымпел' },
        home_score: null,
        guest_score: null,
        is_finished: false,
        venue: { id: 1, name: 'Стадион «Алмазный»', city: 'Москва', address: 'ул. Полевая, 1' },
        ticket_url: 'https://tickets.example/6/',
      });
      expect(coming.date).toMatch(/^\d\d\.\d\d\.\d{4}$/);
      expect(coming.time).toMatch(/^\d\d:\d\d$/);
    });

    it('answers a chosen tour; a played match keeps no ticket link and lists its videos in order', async () => {
      const { data } = (await t.app.inject(`/v1/seasons/${CURRENT}/matches/?tour=1`)).json();
      expect(data.tour).toBe(1);
      const first = data.matches[0];
      expect(first).toMatchObject({ id: 1, home_score: 1, guest_score: 1, ticket_url: null });
      expect(first.videos.map((v: { kind: string; title: string }) => [v.kind, v.title])).toEqual([
        ['review', 'Обзор: Алмаз — Берёза'],
        ['highlights', 'Голы матча'],
      ]);
    });

    it('answers 404 for a tour the season does not have, and 400 for a malformed tour', async () => {
      const missing = await t.app.inject(`/v1/seasons/${CURRENT}/matches/?tour=9`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Тур не найден');
      expect((await t.app.inject('/v1/seasons/999/matches/')).statusCode).toBe(404);
      const bad = await t.app.inject(`/v1/seasons/${CURRENT}/matches/?tour=0`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([
        { message: 'Значение поля «tour» должно быть не меньше 1', field: 'tour' },
      ]);
      const word = await t.app.inject(`/v1/seasons/${CURRENT}/matches/?tour=first`);
      expect(word.statusCode).toBe(400);
      expect(word.json().message).toBe('Поле «tour» должно быть целым числом');
    });
  });

  describe('GET /v1/seasons/{id}/top-players/', () => {
    it('ranks scorers and assistants of this season only: most first, then fewer matches, then surname', async () => {
      const res = await t.app.inject(`/v1/seasons/${CURRENT}/top-players/`);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      type Top = {
        player: { id: number; surname: string };
        team: { name: string } | null;
        value: number;
        matches: number;
      };
      expect(data.scorers.map((s: Top) => [s.player.surname, s.team?.name, s.value, s.matches])).toEqual([
        ['Быстров', 'Алмаз', 3, 2],
        ['Ударов', 'Берёза', 3, 3],
        ['Быстров', 'Гранит', 1, 2],
      ]);
      expect(data.assists.map((s: Top) => [s.player.id, s.value, s.matches])).toEqual([
        [2, 1, 2],
        [4, 1, 3],
        [3, 1, 3],
      ]);
      expect(data.scorers[0].player).toEqual({
        id: 1,
        name: 'Иван',
        surname: 'Быстров',
        nickname: null,
        photo: null,
        position: { id: 4, name: 'Нападающий', short_name: 'НП' },
        status: 'active',
      });
    });

    it('answers empty lists for a season without statistics, 404 for an unknown one', async () => {
      const { data } = (await t.app.inject(`/v1/seasons/${OLDER}/top-players/`)).json();
      expect([data.scorers, data.assists]).toEqual([[], []]);
      expect((await t.app.inject('/v1/seasons/999/top-players/')).statusCode).toBe(404);
      expect((await t.app.inject('/v1/seasons/0/top-players/')).statusCode).toBe(400);
    });
  });

  describe('GET /v1/seasons/history/', () => {
    it('answers past seasons newest first with the final table and the champion of a finished one', async () => {
      const res = await t.app.inject('/v1/seasons/history/');
      expect(res.statusCode).toBe(200);
      const { seasons } = res.json().data;
      expect(seasons.map((s: { season: { id: number } }) => s.season.id)).toEqual([PAST, OLDER]);
      const [past, older] = seasons;
      expect(past.season).toEqual({ id: PAST, name: 'Сезон 2024/25', year: '2024/25', is_current: false });
      // Вымпел and Берёза drew 1–1: level head-to-head, Вымпел has the better goal difference.
      expect(past.table.map(line)).toEqual([
        [1, 'Вымпел', 2, 1, 1, 0, 3, 1, 2, 4, 'WD'],
        [2, 'Берёза', 2, 1, 1, 0, 2, 1, 1, 4, 'DW'],
        [3, 'Алмаз', 2, 0, 0, 2, 0, 3, -3, 0, 'LL'],
      ]);
      expect(past.champion).toMatchObject({ id: VYMPEL, name: 'Вымпел' });
      expect(older.champion).toBeNull();
      expect(older.table).toHaveLength(2);
    });
  });

  describe('caching for anonymous readers', () => {
    it('sends Cache-Control and a weak ETag, and 304 without a body when the reader has it', async () => {
      const first = await t.app.inject(`/v1/seasons/${CURRENT}/`);
      expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);

      const again = await t.app.inject({
        url: `/v1/seasons/${CURRENT}/`,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      const compressed = await t.app.inject({
        url: `/v1/seasons/${CURRENT}/`,
        headers: { 'accept-encoding': 'gzip', 'if-none-match': `"other", ${etag.slice(2)}` },
      });
      expect(compressed.statusCode).toBe(304);
      expect(compressed.headers['content-encoding']).toBeUndefined();

      const zipped = await t.app.inject({
        url: `/v1/seasons/${CURRENT}/`,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers.etag).toBe(etag);
    });

    it('caches no failure', async () => {
      const res = await t.app.inject('/v1/seasons/999/');
      expect(res.headers['cache-control']).toBeUndefined();
      expect(res.headers.etag).toBeUndefined();
    });

    it('publishes every call in OpenAPI without a required key', async () => {
      const doc = (await t.app.inject('/v1/docs/json')).json() as {
        paths: Record<string, Record<string, { security?: unknown[] }>>;
      };
      for (const path of [
        '/v1/seasons/history/',
        '/v1/seasons/{id}/',
        '/v1/seasons/{id}/matches/',
        '/v1/seasons/{id}/top-players/',
        '/v1/teams/',
        '/v1/teams/{id}/',
        '/v1/players/',
        '/v1/players/{id}/',
        '/v1/tickets/',
        '/v1/videos/',
        '/v1/pages/{slug}/',
      ]) {
        expect(doc.paths[path]?.get, path).toBeDefined();
        expect(doc.paths[path]?.get?.security).toEqual([]);
      }
    });
  });
});
