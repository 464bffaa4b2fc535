import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FantasyRules, FantasyStat } from '@mliga/contract';
import { champs, scoringRules } from '../src/db/schema/index.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createFantasyTeam,
  createFantasyTestApp,
  seedFantasy,
  type FantasyTestApp,
  type SeededFantasy,
} from './factories/fantasy.ts';
import { seedScoredSeason, type ScoredSeason } from './factories/fantasy-rating.ts';

describe('before any stage is scored', () => {
  let t: FantasyTestApp;
  let seeded: SeededFantasy;
  let generalChampId: number;

  beforeAll(async () => {
    t = await createFantasyTestApp();
    seeded = await seedFantasy(t.db, { now: t.clock.now() });
    const [champ] = await t.db
      .insert(champs)
      .values({ seasonId: seeded.seasonId, game: 'fantasy', type: 'general', name: 'Общий рейтинг' })
      .returning();
    generalChampId = champ!.id;
  });
  afterAll(() => t?.close());

  it('the statistics, the rating and the best squad are empty', async () => {
    const u = await createUser(t.db, 'early_bird');
    await createFantasyTeam(t.db, u.user.id, seeded.leagueId);
    const stat = await t.app.inject({ url: `/v1/leagues/${seeded.leagueId}/stat/`, headers: u.headers });
    expect(stat.statusCode).toBe(200);
    expect(stat.json().data).toEqual({ points: [], players: [] });
    const rating = await t.app.inject({ url: `/v1/champs/${generalChampId}/rating/`, headers: u.headers });
    expect(rating.json().data).toMatchObject({
      stages: [],
      rating: [],
      auth_user_rating: null,
      pagination: { pageNumber: 1, pageSize: 20, pageCount: 0, total: 0 },
    });
    const bestSquad = await t.app.inject({ url: `/v1/champs/${generalChampId}/squad/best/` });
    expect(bestSquad.json().data).toEqual({ squad: [], stage: null, team: null, schema: '4-4-2', points: 0 });
    const mine = await t.app.inject({ url: `/v1/leagues/${seeded.leagueId}/my-rating/`, headers: u.headers });
    expect(mine.json().data.rating).toEqual({
      points: { default: 0, last_tour: null },
      place: { default: null },
    });
  });

  it('the rules show the default scoring table of a new database', async () => {
    const res = await t.app.inject({ url: '/v1/leagues/rules/' });
    expect(res.statusCode).toBe(200);
    const { events } = res.json().data as FantasyRules;
    expect(events.map((e) => e.event.code)).toEqual([
      'appearance_lt60',
      'appearance_60',
      'goal',
      'assist',
      'clean_sheet',
      'saves_3',
      'penalty_saved',
      'penalty_missed',
      'goals_conceded_2',
      'yellow_card',
      'red_card',
      'own_goal',
      'bonus',
    ]);
    const goal = events.find((e) => e.event.code === 'goal')!;
    expect(goal.event).toEqual({ code: 'goal', name: 'Гол', description: 'за каждый забитый мяч' });
    expect(goal.points).toEqual([
      { amplua: { id: 1, name: 'Вратарь', short_name: 'ВР' }, value: 6 },
      { amplua: { id: 2, name: 'Защитник', short_name: 'ЗЩ' }, value: 6 },
      { amplua: { id: 3, name: 'Полузащитник', short_name: 'ПЗ' }, value: 5 },
      { amplua: { id: 4, name: 'Нападающий', short_name: 'НП' }, value: 4 },
    ]);
    const values = (code: string) => events.find((e) => e.event.code === code)!.points.map((p) => p.value);
    expect(values('clean_sheet')).toEqual([4, 4, 1, 0]);
    expect(values('goals_conceded_2')).toEqual([-1, -1, 0, 0]);
    expect(values('saves_3')).toEqual([1, 0, 0, 0]);
    expect(values('red_card')).toEqual([-3, -3, -3, -3]);
  });

  it('the statistics of an unknown league are a 404', async () => {
    const res = await t.app.inject({ url: '/v1/leagues/999999/stat/' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
    expect((await t.app.inject({ url: '/v1/leagues/abc/stat/' })).statusCode).toBe(400);
  });
});

describe('after two scored stages', () => {
  let s: ScoredSeason;

  beforeAll(async () => {
    s = await seedScoredSeason();
  }, 180_000);
  afterAll(() => s?.t.close());

  const stat = async (headers: Record<string, string> = {}) => {
    const res = await s.t.app.inject({ url: `/v1/leagues/${s.seeded.leagueId}/stat/`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as FantasyStat;
  };

  it('shows every scored stage with its stored average and best, and the own points', async () => {
    const { rows } = await s.t.db.execute<{ id: number; avg: string; max: number }>(
      sql`select id, avg_points as avg, max_points as max from fantasy_stages where scored_at is not null order by tour`,
    );
    const team = s.teams[22]!;
    const mine = await s.t.db.execute<{ stage_id: number; points: number }>(
      sql`select stage_id, points from fantasy_stage_points where fantasy_team_id = ${team.id}`,
    );
    const own = new Map(mine.rows.map((r) => [r.stage_id, r.points]));
    // Issue 23 §2: each scored stage's most picked captain, counted here over the stage's squads.
    const picked = await s.t.db.execute<{ stage_id: number; player_id: number; name: string }>(sql`
      select s.stage_id, sp.player_id, p.name || ' ' || p.surname as name
      from squads s join squad_players sp on sp.squad_id = s.id and sp.is_captain
      join players p on p.id = sp.player_id`);
    const topCaptain = (stageId: number) => {
      const counts = new Map<number, { name: string; n: number }>();
      const ofStage = picked.rows.filter((r) => r.stage_id === stageId);
      for (const r of ofStage)
        counts.set(r.player_id, { name: r.name, n: (counts.get(r.player_id)?.n ?? 0) + 1 });
      const [id, top] = [...counts].sort(([a, x], [b, y]) => y.n - x.n || a - b)[0]!;
      return { player: { id, name: top.name }, percent: Math.round((1000 * top.n) / ofStage.length) / 10 };
    };
    const data = await stat(team.headers);
    expect(data.points).toEqual(
      rows.map((r) => ({
        stage: { id: r.id, name: r.id === s.stage1 ? 'Тур 1' : 'Тур 2' },
        avg: Math.round(Number(r.avg) * 10) / 10,
        max: r.max,
        my: own.get(r.id) ?? null,
        captain: topCaptain(r.id),
      })),
    );
    expect(data.points[0]!.captain!.percent).toBeGreaterThan(0);
    expect(data.points[0]!.my).toBeNull(); // a late team did not play tour 1
    expect(data.points[1]!.my).toBe(own.get(s.stage2));
    expect((await stat()).points.every((p) => p.my === null)).toBe(true);
  });

  it('lists the top players of the season from the stored aggregates', async () => {
    const data = await stat();
    expect(data.players.map((l) => l.code)).toEqual(['goals', 'assists', 'points', 'popularity', 'value']);
    for (const list of data.players) {
      expect(list.title).toMatch(/[А-Я]/);
      expect(list.desc).toMatch(/[а-я]/);
      expect(list.items.length).toBeGreaterThan(0);
      expect(list.items.length).toBeLessThanOrEqual(10);
      const values = list.items.map((i) => i.value);
      expect(values, list.code).toEqual([...values].sort((a, b) => b - a));
    }
    const { rows } = await s.t.db.execute<{
      player_id: number;
      goals: number;
      points: number;
      price: string;
    }>(sql`
      select s.player_id, s.goals, s.points, p.price from fantasy_player_stats s join players p on p.id = s.player_id
      where s.league_id = ${s.seeded.leagueId}`);
    const goals = data.players.find((l) => l.code === 'goals')!;
    const topGoals = [...rows]
      .filter((r) => r.goals > 0)
      .sort((a, b) => b.goals - a.goals || a.player_id - b.player_id)
      .slice(0, 10);
    expect(goals.items.map((i) => [i.player.id, i.value])).toEqual(
      topGoals.map((r) => [r.player_id, r.goals]),
    );
    const plural = (n: number) =>
      n % 10 === 1 && n % 100 !== 11 ? 'гол' : [2, 3, 4].includes(n % 10) ? 'гола' : 'голов';
    for (const item of goals.items) expect(item.value_desc).toBe(`${item.value} ${plural(item.value)}`);
    expect(goals.items[0]!.player.stats.goals).toBe(goals.items[0]!.value);

    const value = data.players.find((l) => l.code === 'value')!;
    const best = [...rows]
      .filter((r) => r.points > 0)
      .sort(
        (a, b) => b.points / Number(b.price) - a.points / Number(a.price) || a.player_id - b.player_id,
      )[0]!;
    expect(value.items[0]!.player.id).toBe(best.player_id);
    expect(value.items[0]!.value).toBe(Math.round((best.points / Number(best.price)) * 10) / 10);
    expect(value.items[0]!.value_desc).toMatch(/^\d+(,\d)? очк(о|а|ов) за монету$/);
    const popular = data.players.find((l) => l.code === 'popularity')!;
    expect(popular.items[0]!.value_desc).toMatch(/^\d+(,\d)? % составов$/);
  });

  it('the rules follow an edited scoring table', async () => {
    await s.t.db
      .update(scoringRules)
      .set({ points: 5 })
      .where(and(eq(scoringRules.event, 'goal'), eq(scoringRules.fieldPosition, 4)));
    const res = await s.t.app.inject({ url: '/v1/leagues/rules/' });
    const goal = (res.json().data as FantasyRules).events.find((e) => e.event.code === 'goal')!;
    expect(goal.points.map((p) => p.value)).toEqual([6, 6, 5, 5]);
  });
});
