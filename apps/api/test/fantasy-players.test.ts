import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fantasyPlayerStats } from '../src/db/schema/index.ts';
import {
  createFantasyTestApp,
  seedFantasy,
  type FantasyTestApp,
  type SeededFantasy,
} from './factories/fantasy.ts';

type Player = {
  id: number;
  fio: string;
  nickname: string | null;
  price: number;
  fieldPosition: { id: number; name: string; short_name: string };
  team: { id: number };
  rival_team: { id: number } | null;
  stats: Record<string, number>;
  last_games_points: { points: number[]; stages: string[] };
};
type Page = {
  players: Player[];
  filters: { teams: { id: number; name: string }[]; field_positions: { id: number; short_name: string }[] };
  pagination: { pageNumber: number; pageSize: number; pageCount: number; total: number };
};

describe('GET /v1/leagues/{leagueId}/players/', () => {
  const start = Date.UTC(2026, 4, 1, 9, 0);
  let t: FantasyTestApp;
  let seeded: SeededFantasy;
  let url: string;

  const list = async (query = '') => {
    const res = await t.app.inject({ url: `${url}${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().data as Page;
  };
  const statOf = (id: number) => ({
    points: (id * 7) % 50,
    goals: (id * 3) % 11,
    assists: (id * 5) % 13,
    popularityPercent: ((id * 37) % 1000) / 10,
    performance: ((id * 11) % 90) / 10,
  });

  beforeAll(async () => {
    t = await createFantasyTestApp(start);
    seeded = await seedFantasy(t.db, { now: new Date(start) });
    url = `/v1/leagues/${seeded.leagueId}/players/`;
    // Every player has stats but the last one, who must still be listed (with zeros).
    await t.db.insert(fantasyPlayerStats).values(
      seeded.players.slice(0, -1).map((p) => ({
        leagueId: seeded.leagueId,
        playerId: p.id,
        ...statOf(p.id),
        matches: 1,
        minutes: 90,
        ycards: 0,
        rcards: 0,
      })),
    );
  });
  afterAll(() => t.close());

  it('lists 20 players a page by points, most first, with the filters and pagination', async () => {
    const page = await list();
    expect(page.players).toHaveLength(20);
    expect(page.pagination).toEqual({ pageNumber: 1, pageSize: 20, pageCount: 5, total: 90 });
    const points = page.players.map((p) => p.stats.points!);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(page.filters.teams.map((c) => c.name)).toEqual([
      'Клуб 1',
      'Клуб 2',
      'Клуб 3',
      'Клуб 4',
      'Клуб 5',
      'Клуб 6',
    ]);
    expect(page.filters.field_positions.map((p) => p.short_name)).toEqual(['ВР', 'ЗЩ', 'ПЗ', 'НП']);
  });

  it('walks every page without repeating or losing a player', async () => {
    const seen: number[] = [];
    for (let p = 1; p <= 5; p++) seen.push(...(await list(`?p=${p}`)).players.map((x) => x.id));
    expect(new Set(seen).size).toBe(90);
    const beyond = await list('?p=9');
    expect(beyond.players).toEqual([]);
    expect(beyond.pagination.total).toBe(90);
  });

  it.each(['points', 'popularity_percent', 'goals', 'assists', 'performance'])(
    'sorts by %s both ways',
    async (field) => {
      const desc = (await list(`?sort=-${field}`)).players.map((p) => p.stats[field]!);
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      const asc = (await list(`?sort=${field}`)).players.map((p) => p.stats[field]!);
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      expect(asc[0]).toBe(0);
    },
  );

  it('puts the selected players first with -mysquad, without filtering by them', async () => {
    const chosen = [seeded.players[40]!.id, seeded.players[3]!.id, seeded.players[77]!.id];
    const page = await list(`?sort=-mysquad&selected=${chosen.join(',')}`);
    expect(
      page.players
        .slice(0, 3)
        .map((p) => p.id)
        .sort(),
    ).toEqual([...chosen].sort());
    expect(page.pagination.total).toBe(90);
    const last = await list(`?sort=mysquad&selected=${chosen.join(',')}&p=5`);
    expect(
      last.players
        .slice(-3)
        .map((p) => p.id)
        .sort(),
    ).toEqual([...chosen].sort());
  });

  it('filters by club, position, price and name (name, surname or nickname, any case)', async () => {
    const [club1, club2] = seeded.clubIds;
    const byClub = await list(`?team=${club2}`);
    expect(byClub.pagination.total).toBe(15);
    expect(byClub.players.every((p) => p.team.id === club2)).toBe(true);
    const keepers = await list('?field_position=1');
    expect(keepers.pagination.total).toBe(12);
    expect(keepers.players[0]!.fieldPosition).toEqual({ id: 1, name: 'Вратарь', short_name: 'ВР' });
    const pricey = await list('?price_from=7&price_to=12.5');
    expect(pricey.pagination.total).toBe(24);
    expect(pricey.players.every((p) => p.price >= 7 && p.price <= 12.5)).toBe(true);
    expect((await list('?name=фамилия3_1')).pagination.total).toBe(7); // 3_1 and 3_10…3_15
    expect((await list('?name=НИК2')).players.map((p) => p.nickname)).toEqual(['Ник2']);
    expect((await list('?name=%25')).pagination.total).toBe(0);
    const combined = await list(`?team=${club1}&field_position=2&price_to=5`);
    expect(combined.pagination.total).toBe(5);
  });

  it('answers an empty page when nothing matches', async () => {
    const page = await list('?name=Никого');
    expect(page.players).toEqual([]);
    expect(page.pagination).toEqual({ pageNumber: 1, pageSize: 20, pageCount: 0, total: 0 });
  });

  it("shows each player's opponent in the current stage and his card fields", async () => {
    const [club1, club2] = seeded.clubIds;
    const page = await list(`?team=${club1}&sort=points`);
    const card = page.players.find((p) => p.id === seeded.players[0]!.id)!;
    expect(card.rival_team?.id).toBe(club2);
    expect(card).toMatchObject({ fio: 'Фамилия1_1 Игрок1', nickname: 'Ник1', price: 4.5, status: 'active' });
    expect(card.last_games_points).toEqual({ points: [], stages: [] });
    const noStats = (await list('?sort=points')).players.find((p) => p.id === seeded.players.at(-1)!.id);
    expect(noStats?.stats).toMatchObject({ points: 0, popularity_percent: 0 });
  });

  it('answers 404 to an unknown league and 400 to bad parameters', async () => {
    expect((await t.app.inject({ url: '/v1/leagues/999999/players/' })).statusCode).toBe(404);
    for (const query of [
      '?sort=price',
      '?sort=--points',
      '?field_position=5',
      '?price_from=cheap',
      '?p=0',
      '?team=x',
      '?selected=1,,2',
      '?selected=a',
      '?name=a%00b',
      '?price_from=1e308',
    ]) {
      const res = await t.app.inject({ url: `${url}${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});
