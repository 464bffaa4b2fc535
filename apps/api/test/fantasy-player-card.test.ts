import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  fantasyPlayerStats,
  fantasyStagePoints,
  fantasyStagePopularity,
  matchEvents,
  matches,
  playerMatchPoints,
  playerMatchStats,
} from '../src/db/schema/index.ts';
import { refreshStagePopularity } from '../src/modules/fantasy/players/popularity.sql.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createFantasyTeam,
  createFantasyTestApp,
  DAY,
  pickSquad,
  seedFantasy,
  storeSquad,
  type FantasyTestApp,
  type SeededFantasy,
} from './factories/fantasy.ts';

describe('player card, history, stat graph, stages and popularity', () => {
  const start = Date.UTC(2026, 4, 1, 9, 0);
  let t: FantasyTestApp;
  let seeded: SeededFantasy;
  let keeper: number; // club 1's first goalkeeper: played tour 1 and 12 more matches
  let formPlayer: number; // scored in 7 matches: the form shows the last 5
  const events = [
    { name: 'Выход на поле (60+ минут)', points: 2 },
    { name: 'Гол', points: 6 },
  ];

  const cardUrl = (playerId: number, rest = '') =>
    `/v1/leagues/${seeded.leagueId}/players/${playerId}/${rest}`;
  const get = async (url: string, status = 200) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(status);
    return res.json();
  };

  beforeAll(async () => {
    t = await createFantasyTestApp(start);
    seeded = await seedFantasy(t.db, { now: new Date(start) });
    const [club1, club2] = seeded.clubIds as [number, number];
    keeper = seeded.players[0]!.id;
    formPlayer = seeded.players[12]!.id; // club 1 forward
    const past = seeded.stages[0]!.id;
    const tour1Match = seeded.matchIds.get(1)![0]!; // club 2 at home to club 1
    const extra = await t.db
      .insert(matches)
      .values(
        Array.from({ length: 13 }, (_, i) => ({
          seasonId: seeded.seasonId,
          tour: 4 + i,
          startsAt: new Date(start + (i + 2) * 7 * DAY),
          homeTeamId: club1,
          guestTeamId: club2,
        })),
      )
      .returning();
    const stat = (matchId: number, playerId: number, minutes = 90, goals = 0) => ({
      matchId,
      playerId,
      teamId: club1,
      minutes,
      goals,
    });
    await t.db
      .insert(playerMatchStats)
      .values([
        stat(tour1Match, keeper, 90, 1),
        ...extra.slice(0, 12).map((m) => stat(m.id, keeper)),
        stat(extra[12]!.id, keeper, 0),
      ]);
    await t.db
      .insert(playerMatchPoints)
      .values([
        { matchId: tour1Match, playerId: keeper, stageId: past, points: 8, events },
        ...extra
          .slice(0, 7)
          .map((m, i) => ({ matchId: m.id, playerId: formPlayer, stageId: past, points: i, events: [] })),
      ]);
  });
  afterAll(() => t.close());

  it('answers the player card with his history, newest first, 10 a page', async () => {
    const first = (await get(cardUrl(keeper))).data;
    expect(first.player).toMatchObject({
      id: keeper,
      fieldPosition: { id: 1 },
      rival_team: { id: seeded.clubIds[1] },
    });
    expect(first.pagination).toEqual({ pageNumber: 1, pageSize: 10, pageCount: 2, total: 13 });
    expect(first.matches).toHaveLength(10);
    // Not scored: counted from the statistics so far, and marked so (issue 22 §3).
    expect(first.matches[0]).toMatchObject({
      points: 2,
      provisional: true,
      events: [{ name: 'Выход на поле (60 минут и больше)', points: 2, minutes: [] }],
      rival_team_id: seeded.clubIds[1],
    });
    const second = (await get(cardUrl(keeper, '?p=2'))).data;
    expect(second.matches).toHaveLength(3);
    const scored = second.matches.at(-1);
    expect(scored).toMatchObject({
      points: 8,
      provisional: false,
      events: events.map((e) => ({ ...e, minutes: [] })),
      rival_team_id: seeded.clubIds[1],
    });
    expect(scored.match).toMatchObject({ id: seeded.matchIds.get(1)![0], tour: 1, score1: 2, score2: 1 });
  });

  it('writes each line of a match entered in the match centre with the minutes of its events', async () => {
    const matchId = (await get(cardUrl(keeper))).data.matches[0].match.id as number;
    const other = seeded.players.find((p) => p.teamId === seeded.clubIds[0] && p.id !== keeper)!.id;
    await t.db
      .update(playerMatchStats)
      .set({ goals: 2, assists: 1, yellowCards: 1 })
      .where(and(eq(playerMatchStats.matchId, matchId), eq(playerMatchStats.playerId, keeper)));
    await t.db.insert(matchEvents).values([
      { matchId, kind: 'goal', minute: 80, playerId: keeper },
      { matchId, kind: 'yellow_card', minute: 30, playerId: keeper },
      { matchId, kind: 'goal', minute: 47, playerId: keeper, penalty: true },
      { matchId, kind: 'goal', minute: 60, playerId: other, secondPlayerId: keeper },
      { matchId, kind: 'substitution', minute: 85, playerId: other, secondPlayerId: keeper },
    ]);
    const [line] = (await get(cardUrl(keeper))).data.matches;
    // A goalkeeper's goal is 6, his assist 3, a yellow card −1, and 90 minutes 2.
    expect(line).toMatchObject({ points: 2 + 12 + 3 - 1, provisional: true });
    expect(line.events).toEqual([
      { name: 'Выход на поле (60 минут и больше)', points: 2, minutes: [] },
      { name: 'Гол', points: 12, minutes: [47, 80] },
      { name: 'Голевая передача', points: 3, minutes: [60] },
      { name: 'Жёлтая карточка', points: -1, minutes: [30] },
    ]);
  });

  it('shows the form of the last five scored matches, oldest first', async () => {
    const card = (await get(cardUrl(formPlayer))).data.player;
    expect(card.last_games_points).toEqual({ points: [2, 3, 4, 5, 6], stages: Array(5).fill('Тур 1') });
  });

  it('answers 404 to a player outside the league or an unknown league, 400 to a bad page', async () => {
    await get(cardUrl(999999), 404);
    await get(`/v1/leagues/999999/players/${keeper}/`, 404);
    await get(cardUrl(keeper, '?p=0'), 400);
  });

  it('draws the stat graph over the stages that have started', async () => {
    const graph = async (field: string) => (await get(cardUrl(keeper, `stat-graph/?field=${field}`))).data;
    expect(await graph('points')).toEqual({ stages: ['Тур 1', 'Тур 2'], values: [8, 0] });
    expect((await graph('goals')).values).toEqual([1, 0]);
    expect((await graph('assists')).values).toEqual([0, 0]);
    expect((await graph('performance')).values).toEqual([8, 0]);
    expect((await get(cardUrl(keeper, 'stat-graph/'))).data.values).toEqual([8, 0]);
    await get(cardUrl(keeper, 'stat-graph/?field=price'), 400);
    await get(cardUrl(999999, 'stat-graph/'), 404);
  });

  it('recounts popularity per stage with set-based SQL, and the market shows the current stage', async () => {
    const [past, current] = seeded.stages.map((s) => s.id) as [number, number];
    const withKeeper = pickSquad(seeded.players);
    const withoutKeeper = pickSquad(seeded.players, { exclude: [keeper, seeded.players[1]!.id] });
    expect(withKeeper.some((i) => i.player_id === keeper)).toBe(true);
    for (let n = 0; n < 4; n++) {
      const u = await createUser(t.db, `fan${n}`);
      const team = await createFantasyTeam(t.db, u.user.id, seeded.leagueId, `Фанаты ${n}`);
      await storeSquad(t.db, {
        fantasyTeamId: team.id,
        stageId: current,
        items: n < 3 ? withKeeper : withoutKeeper,
      });
      if (n < 2)
        await storeSquad(t.db, {
          fantasyTeamId: team.id,
          stageId: past,
          items: n < 1 ? withKeeper : withoutKeeper,
        });
    }
    const unpicked = seeded.players.find(
      (p) => ![...withKeeper, ...withoutKeeper].some((i) => i.player_id === p.id),
    )!;
    await t.db
      .insert(fantasyPlayerStats)
      .values({ leagueId: seeded.leagueId, playerId: unpicked.id, popularityPercent: 40 });
    await refreshStagePopularity(t.db, past);
    await refreshStagePopularity(t.db, current);

    const [row] = await t.db
      .select()
      .from(fantasyStagePopularity)
      .where(and(eq(fantasyStagePopularity.stageId, current), eq(fantasyStagePopularity.playerId, keeper)));
    expect(row).toMatchObject({ squadsCount: 3, popularityPercent: 75 });
    const graph = (await get(cardUrl(keeper, 'stat-graph/?field=popularity_percent'))).data;
    expect(graph.values).toEqual([50, 75]);
    const market = (await get(`/v1/leagues/${seeded.leagueId}/players/?sort=-popularity_percent`)).data
      .players;
    expect(market[0].stats.popularity_percent).toBe(100);
    expect(market.find((p: { id: number }) => p.id === keeper).stats.popularity_percent).toBe(75);
    const stale = (await get(cardUrl(unpicked.id))).data.player;
    expect(stale.stats.popularity_percent).toBe(0);
  });

  describe('GET /v1/leagues/{leagueId}/stages/', () => {
    it("lists the stages in tour order with the user's points", async () => {
      const u = await createUser(t.db, 'stager');
      const team = await createFantasyTeam(t.db, u.user.id, seeded.leagueId, 'Этапники');
      await t.db
        .insert(fantasyStagePoints)
        .values({ stageId: seeded.stages[0]!.id, fantasyTeamId: team.id, points: 57 });
      const res = await t.app.inject({ url: `/v1/leagues/${seeded.leagueId}/stages/`, headers: u.headers });
      const stages = res.json().data.stages;
      expect(stages.map((s: { name: string }) => s.name)).toEqual(['Тур 1', 'Тур 2', 'Тур 3']);
      expect(stages.map((s: { user_points: number | null }) => s.user_points)).toEqual([57, null, null]);
      expect(stages.map((s: { status: string }) => s.status)).toEqual(['past', 'current', 'future']);
      expect(stages.map((s: { update_is_available: boolean }) => s.update_is_available)).toEqual([
        false,
        true,
        true,
      ]);
      expect(stages[1]).toMatchObject({
        league: { id: seeded.leagueId, name: 'Фэнтези 2026' },
        max_players_from_team_count: 3,
        max_players_substitutions_count: 2,
      });
      expect(stages[1].start_date).toMatch(/^\d\d\.\d\d\.\d{4}$/);
      expect(stages[1].update_closing_at).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    });

    it('answers a visitor without points and 404 to an unknown league', async () => {
      const visitor = (await get(`/v1/leagues/${seeded.leagueId}/stages/`)).data.stages;
      expect(visitor.every((s: { user_points: number | null }) => s.user_points === null)).toBe(true);
      await get('/v1/leagues/999999/stages/', 404);
    });
  });
});
