import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  champRating,
  champs,
  fantasyLeagues,
  fantasyStagePoints,
  fantasyStages,
  fantasyTeams,
  seasons,
} from '../src/db/schema/index.ts';
import { createTestApp, createUser, type TestApp } from './helpers/test-app.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('GET /v1/leagues/active/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers no league before a season starts', async () => {
    const res = await t.app.inject('/v1/leagues/active/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: '',
      data: { league: null, stage: null, champ: null },
    });
  });

  describe('with an active league', () => {
    let leagueId: number;
    let currentStageId: number;
    let champId: number;
    const now = Date.now();

    beforeAll(async () => {
      const [season] = await t.db
        .insert(seasons)
        .values({ name: 'Сезон 2026/27', year: '2026/27', isCurrent: true })
        .returning();
      const [league] = await t.db
        .insert(fantasyLeagues)
        .values({ seasonId: season!.id, name: 'Фэнтези 2026/27', isActive: true })
        .returning();
      leagueId = league!.id;
      const stage = (tour: number, status: string, startsIn: number) => ({
        leagueId,
        name: `Тур ${tour}`,
        tour,
        status,
        startAt: new Date(now + startsIn),
        stopAt: new Date(now + startsIn + DAY),
        updateClosingAt: new Date(now + startsIn - HOUR),
        maxPlayersFromTeamCount: 3,
        maxPlayersSubstitutionsCount: 2,
      });
      const rows = await t.db
        .insert(fantasyStages)
        .values([
          stage(1, 'past', -14 * DAY),
          stage(2, 'past', -7 * DAY),
          stage(3, 'current', 2 * DAY),
          stage(4, 'future', 9 * DAY),
        ])
        .returning();
      currentStageId = rows[2]!.id;
      const [champ] = await t.db
        .insert(champs)
        .values({ seasonId: season!.id, game: 'fantasy', type: 'general', name: 'Общий рейтинг' })
        .returning();
      champId = champ!.id;
    });

    it('shows the current tour and the general rating to a visitor', async () => {
      const res = await t.app.inject('/v1/leagues/active/');
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.league).toEqual({ id: leagueId, name: 'Фэнтези 2026/27' });
      expect(data.stage).toMatchObject({
        id: currentStageId,
        name: 'Тур 3',
        status: 'current',
        user_points: null,
        league: { id: leagueId, name: 'Фэнтези 2026/27' },
        max_players_from_team_count: 3,
        max_players_substitutions_count: 2,
        update_is_available: true,
      });
      expect(data.stage.start_date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      expect(data.stage.update_closing_at).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
      expect(data.champ).toEqual({ id: champId, name: 'Общий рейтинг', place: null, type: 'general' });
    });

    it("shows a signed-in user's points and place, and nobody else's", async () => {
      const me = await createUser(t.db, 'striker');
      const other = await createUser(t.db, 'keeper');
      const [myTeam] = await t.db
        .insert(fantasyTeams)
        .values({ userId: me.user.id, leagueId, name: 'Гром' })
        .returning();
      const [otherTeam] = await t.db
        .insert(fantasyTeams)
        .values({ userId: other.user.id, leagueId, name: 'Молния' })
        .returning();
      await t.db.insert(fantasyStagePoints).values([
        { stageId: currentStageId, fantasyTeamId: myTeam!.id, points: 57 },
        { stageId: currentStageId, fantasyTeamId: otherTeam!.id, points: 80 },
      ]);
      await t.db.insert(champRating).values([
        { champId, fantasyTeamId: otherTeam!.id, points: 80, place: 1 },
        { champId, fantasyTeamId: myTeam!.id, points: 57, place: 2 },
      ]);

      const mine = (await t.app.inject({ url: '/v1/leagues/active/', headers: me.headers })).json().data;
      expect(mine.stage.user_points).toBe(57);
      expect(mine.champ.place).toBe(2);

      const visitor = (await t.app.inject('/v1/leagues/active/')).json().data;
      expect(visitor.stage.user_points).toBeNull();
      expect(visitor.champ.place).toBeNull();
    });

    it('closes squad changes after the closing time', async () => {
      await t.db
        .update(fantasyStages)
        .set({ updateClosingAt: new Date(Date.now() - 1000) })
        .where(eq(fantasyStages.id, currentStageId));
      const { data } = (await t.app.inject('/v1/leagues/active/')).json();
      expect(data.stage.update_is_available).toBe(false);
    });

    it('lands on the next tour between tours, and on the last one after the season', async () => {
      await t.db.update(fantasyStages).set({ status: 'past' }).where(eq(fantasyStages.id, currentStageId));
      expect((await t.app.inject('/v1/leagues/active/')).json().data.stage.name).toBe('Тур 4');

      await t.db.update(fantasyStages).set({ status: 'past' }).where(eq(fantasyStages.leagueId, leagueId));
      const last = (await t.app.inject('/v1/leagues/active/')).json().data.stage;
      expect(last.name).toBe('Тур 4');
      expect(last.update_is_available).toBe(false);
    });
  });
});
