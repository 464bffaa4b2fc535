import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/demo/seed.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { CURRENT, seedSiteLeague } from './factories/site.ts';

describe('league site: tickets, videos and text pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers empty lists before there is a season', async () => {
    expect((await t.app.inject('/v1/tickets/')).json().data).toEqual({ season: null, matches: [] });
    expect((await t.app.inject('/v1/videos/')).json().data).toEqual({
      season: null,
      tours: [],
      tour: null,
      matches: [],
    });
    expect((await t.app.inject('/v1/teams/')).json().data).toEqual({ season: null, teams: [] });
    expect((await t.app.inject('/v1/seasons/history/')).json().data).toEqual({ seasons: [] });
    const players = (await t.app.inject('/v1/players/')).json().data;
    expect(players).toEqual({
      season: null,
      players: [],
      pagination: { pageSize: 20, pageNumber: 1, pageCount: 0, total: 0 },
    });
  });

  describe('with a season', () => {
    beforeAll(() => seedSiteLeague(t.db, new Date()));

    it('GET /v1/tickets/ answers the matches still to come, soonest first, with ground and link', async () => {
      const res = await t.app.inject('/v1/tickets/');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=60/);
      const { data } = res.json();
      expect(data.season).toMatchObject({ id: CURRENT });
      expect(
        data.matches.map((m: { id: number; ticket_url: string | null; venue: { name: string } | null }) => [
          m.id,
          m.ticket_url,
          m.venue?.name ?? null,
        ]),
      ).toEqual([
        [6, 'https://tickets.example/6/', 'Стадион «Алмазный»'],
        [7, null, 'Манеж «Берёзовый»'],
        [8, null, null],
      ]);
    });

    it('GET /v1/videos/ answers the latest tour with videos, and any tour asked for', async () => {
      const latest = (await t.app.inject('/v1/videos/')).json().data;
      expect(latest.tours).toEqual([1, 2]);
      expect(latest.tour).toBe(2);
      expect(latest.matches.map((m: { id: number }) => m.id)).toEqual([4]);
      expect(latest.matches[0].videos).toEqual([
        {
          id: expect.any(Number),
          kind: 'interview',
          title: 'Тренер Алмаза',
          url: 'https://video.example/4/interview',
          published_at: expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/),
        },
      ]);
      const first = (await t.app.inject('/v1/videos/?tour=1')).json().data;
      expect(first.tour).toBe(1);
      expect(first.matches.map((m: { id: number; videos: unknown[] }) => [m.id, m.videos.length])).toEqual([
        [1, 2],
        [2, 1],
      ]);
      const none = (await t.app.inject('/v1/videos/?tour=4')).json().data;
      expect([none.tour, none.matches]).toEqual([4, []]);
    });

    it('GET /v1/videos/ refuses a malformed tour', async () => {
      const res = await t.app.inject('/v1/videos/?tour=abc');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ message: 'Поле «tour» должно быть целым числом', field: 'tour' }]);
      expect((await t.app.inject('/v1/videos/?tour=100')).statusCode).toBe(400);
    });

    it('GET /v1/pages/{slug}/ answers the text as it was written, never turned into HTML', async () => {
      const res = await t.app.inject('/v1/pages/agreement/');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().data).toEqual({
        slug: 'agreement',
        title: 'Пользовательское соглашение',
        body: '## Кто мы\n\nЛига.\n\n<script>alert(1)</script>',
        updated_at: '01.03.2026',
      });
    });

    it('GET /v1/pages/{slug}/ answers 404 for an unknown page and 400 for a malformed slug', async () => {
      const missing = await t.app.inject('/v1/pages/confidential/');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Страница не найдена');
      const bad = await t.app.inject('/v1/pages/Bad_Slug/');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([{ message: 'Поле «slug» заполнено неверно', field: 'slug' }]);
    });
  });
});

describe('league site on the demo season', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, { now: new Date() });
  });
  afterAll(() => t.close());

  it('answers every page of the site with demo data', async () => {
    const season = (await t.app.inject('/v1/seasons/15/')).json().data;
    expect(season.table).toHaveLength(12);
    expect(season.current_tour).toBe(6);
    expect(season.table.reduce((n: number, r: { played: number }) => n + r.played, 0)).toBe(60);

    const tour = (await t.app.inject('/v1/seasons/15/matches/?tour=5')).json().data;
    expect(tour.matches).toHaveLength(6);
    expect(
      tour.matches.every(
        (m: { is_finished: boolean; videos: unknown[] }) => m.is_finished && m.videos.length > 0,
      ),
    ).toBe(true);

    const top = (await t.app.inject('/v1/seasons/15/top-players/')).json().data;
    expect(top.scorers).toHaveLength(10);
    expect(top.assists.length).toBeGreaterThan(5);

    const history = (await t.app.inject('/v1/seasons/history/')).json().data;
    expect(history.seasons.map((s: { season: { id: number } }) => s.season.id)).toEqual([14, 13]);
    for (const s of history.seasons) {
      expect(s.champion).toEqual(s.table[0].team);
      expect(s.table.every((r: { played: number }) => r.played === 22)).toBe(true);
    }

    const teams = (await t.app.inject('/v1/teams/')).json().data.teams;
    expect(teams).toHaveLength(12);
    const team = (await t.app.inject(`/v1/teams/${teams[0].id}/`)).json().data;
    expect(team.squad.map((l: { position: { id: number } }) => l.position.id)).toEqual([1, 2, 3, 4]);
    expect(team.results).toHaveLength(5);
    expect(team.next).toHaveLength(5);

    const players = (await t.app.inject('/v1/players/')).json().data;
    expect(players.pagination.total).toBe(216);
    const player = (await t.app.inject(`/v1/players/${top.scorers[0].player.id}/`)).json().data;
    expect(player.stats.goals).toBe(top.scorers[0].value);

    const tickets = (await t.app.inject('/v1/tickets/')).json().data.matches;
    expect(tickets).toHaveLength(24);
    expect(tickets.filter((m: { ticket_url: string | null }) => m.ticket_url).length).toBe(24);

    const videos = (await t.app.inject('/v1/videos/')).json().data;
    expect(videos.tours).toEqual([1, 2, 3, 4, 5]);

    for (const slug of ['agreement', 'confidential']) {
      expect((await t.app.inject(`/v1/pages/${slug}/`)).statusCode).toBe(200);
    }
  });
});
