import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  auditLog,
  champMembers,
  champRating,
  champs,
  fantasyPlayerStats,
  fantasyStagePoints,
  fantasyStagePopularity,
  fantasyStages,
  playerMatchPoints,
  squads,
} from '../src/db/schema/index.ts';
import { findSquad } from '../src/modules/fantasy/squad/squad.queries.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createFantasyTeam,
  createFantasyTestApp,
  DAY,
  seedFantasy,
  type FantasyTestApp,
  type SeededFantasy,
} from './factories/fantasy.ts';
import { finishTour, matchOf, playerOf, putSquad, putStats, scoreUrl } from './factories/fantasy-scoring.ts';

type User = Awaited<ReturnType<typeof createUser>>;

/**
 * Tour 1 by hand (the seeded clubs: index 0–1 GK, 2–6 DEF, 7–11 MID, 12–14 FWD).
 * Squad A, 4-4-2, cost 87.3 (bonus 12), captain mid(0,7):
 *   GK  gk(0,0)  90', 4 saves, 2 conceded          2 + 1 − 1        =  2
 *   DEF def(0,5) no line → replaced by bench def(1,4) 90', goal   2 + 6 = 8
 *   DEF def(0,6) 90', yellow                        2 − 1            =  1
 *   DEF def(1,2) 90', clean sheet                   2 + 4            =  6
 *   DEF def(1,3) 45'                                                 =  1
 *   MID mid(0,7) 90', goal, assist, bonus 3 (C)     (2+5+3+3) × 2    = 26
 *   MID mid(0,8) 70'                                                 =  2
 *   MID mid(1,7) 90'                                                 =  2
 *   MID mid(1,8) 0' (bench mid(2,7) 0' too: no substitution)        =  0
 *   FWD fwd(2,12) 90', 2 goals                      2 + 8            = 10
 *   FWD fwd(2,13) 30', penalty missed               1 − 2            = −1
 *   bench gk(1,0) 90' and fwd(3,12) 90' played but nobody needed them.
 *   Total 57 + 12 = 69.
 * Squad B: the same players, captain mid(1,8) who did not play (nobody doubled), cost 99.5: 44.
 * Squad C: the same as B: 44 (shares place 2). Squad D: clubs 4–5 players without lines, cost 100: 0.
 */
describe('fantasy stage scoring', () => {
  let t: FantasyTestApp;
  let seed: SeededFantasy;
  let admin: User;
  let teams: { a: number; b: number; c: number; d: number; e: number };
  let ids: Record<string, number>;
  let generalChampId: number;
  let userChampId: number;

  const score = (stageId: number, headers: Record<string, string> = admin.headers, url = scoreUrl(stageId)) =>
    t.app.inject({ method: 'POST', url, headers });

  beforeAll(async () => {
    t = await createFantasyTestApp();
    seed = await seedFantasy(t.db, { now: t.clock.now() });
    admin = await createUser(t.db, 'boss', { role: 'admin' });
    const p = (club: number, index: number) => playerOf(seed, club, index);
    ids = {
      gk: p(0, 0).id,
      defAbsent: p(0, 5).id,
      defYellow: p(0, 6).id,
      defClean: p(1, 2).id,
      defHalf: p(1, 3).id,
      captain: p(0, 7).id,
      mid70: p(0, 8).id,
      mid90: p(1, 7).id,
      midZero: p(1, 8).id,
      fwdTwo: p(2, 12).id,
      fwdPen: p(2, 13).id,
      benchGk: p(1, 0).id,
      benchDef: p(1, 4).id,
      benchMid: p(2, 7).id,
      benchFwd: p(3, 12).id,
    };
    const m = async (club: number) => matchOf(t.db, seed, 1, club);
    await putStats(t.db, await m(0), p(0, 0), { minutes: 90, saves: 4, goals_conceded: 2 });
    await putStats(t.db, await m(0), p(0, 6), { minutes: 90, yellow_cards: 1 });
    await putStats(t.db, await m(1), p(1, 2), { minutes: 90, clean_sheets: 1 });
    await putStats(t.db, await m(1), p(1, 3), { minutes: 45 });
    await putStats(t.db, await m(0), p(0, 7), { minutes: 90, goals_scored: 1, assists: 1, bonus: 3 });
    await putStats(t.db, await m(0), p(0, 8), { minutes: 70 });
    await putStats(t.db, await m(1), p(1, 7), { minutes: 90 });
    await putStats(t.db, await m(1), p(1, 8), { minutes: 0 });
    await putStats(t.db, await m(2), p(2, 12), { minutes: 90, goals_scored: 2 });
    await putStats(t.db, await m(2), p(2, 13), { minutes: 30, penalties_missed: 1 });
    await putStats(t.db, await m(1), p(1, 0), { minutes: 90 });
    await putStats(t.db, await m(1), p(1, 4), { minutes: 90, goals_scored: 1 });
    await putStats(t.db, await m(2), p(2, 7), { minutes: 0 });
    await putStats(t.db, await m(3), p(3, 12), { minutes: 90 });
    // The match of clubs 5–6 gets a 0-minute line (15 lines in all): the tour is complete.
    await finishTour(t.db, seed, 1);

    const starters = [
      ids.gk,
      ids.defAbsent,
      ids.defYellow,
      ids.defClean,
      ids.defHalf,
      ids.captain,
      ids.mid70,
      ids.mid90,
      ids.midZero,
      ids.fwdTwo,
      ids.fwdPen,
    ] as number[];
    const bench = [ids.benchGk, ids.benchDef, ids.benchMid, ids.benchFwd] as number[];
    const owner = async (login: string) => (await createUser(t.db, login)).user.id;
    const team = async (login: string, name: string) =>
      (await createFantasyTeam(t.db, await owner(login), seed.leagueId, name)).id;
    teams = {
      a: await team('usera', 'Команда А'),
      b: await team('userb', 'Команда Б'),
      c: await team('userc', 'Команда В'),
      d: await team('userd', 'Команда Г'),
      e: await team('usere', 'Команда Д'),
    };
    const stage1 = seed.stages[0]!.id;
    await putSquad(t.db, {
      fantasyTeamId: teams.a,
      stageId: stage1,
      starters,
      bench,
      captain: ids.captain!,
      cost: 87.3,
    });
    for (const team of [teams.b, teams.c]) {
      await putSquad(t.db, {
        fantasyTeamId: team,
        stageId: stage1,
        starters,
        bench,
        captain: ids.midZero!,
        cost: 99.5,
      });
    }
    const idle = (club: number, from: number, n: number) =>
      Array.from({ length: n }, (_, i) => playerOf(seed, club, from + i).id);
    await putSquad(t.db, {
      fantasyTeamId: teams.d,
      stageId: stage1,
      starters: [...idle(4, 0, 1), ...idle(4, 2, 4), ...idle(5, 7, 4), ...idle(5, 12, 2)],
      bench: [
        playerOf(seed, 5, 0).id,
        playerOf(seed, 5, 2).id,
        playerOf(seed, 4, 7).id,
        playerOf(seed, 4, 12).id,
      ],
      captain: playerOf(seed, 4, 0).id,
      cost: 100,
    });

    const [general] = await t.db
      .insert(champs)
      .values({ seasonId: seed.seasonId, game: 'fantasy', type: 'general', name: 'Общий рейтинг' })
      .returning();
    generalChampId = general!.id;
    const [league] = await t.db
      .insert(champs)
      .values({
        seasonId: seed.seasonId,
        game: 'fantasy',
        type: 'user',
        name: 'Друзья',
        ownerUserId: admin.user.id,
        inviteHash: 'abcdefghijklmnopqrst',
        isPublic: false,
      })
      .returning();
    userChampId = league!.id;
    await t.db.insert(champMembers).values(
      [teams.b, teams.d, teams.e].map((fantasyTeamId) => ({
        champId: userChampId,
        fantasyTeamId,
        seasonId: seed.seasonId,
        champType: 'user',
      })),
    );
  });
  afterAll(() => t.close());

  const squadOf = async (teamId: number, stageId: number) => {
    // The squad with its points: its team's row of the stage's points.
    const [squad] = await t.db
      .select({ ...getTableColumns(squads), points: fantasyStagePoints.points })
      .from(squads)
      .leftJoin(
        fantasyStagePoints,
        and(
          eq(fantasyStagePoints.stageId, squads.stageId),
          eq(fantasyStagePoints.fantasyTeamId, squads.fantasyTeamId),
        ),
      )
      .where(and(eq(squads.fantasyTeamId, teamId), eq(squads.stageId, stageId)));
    // Each line's points and substitution as the squad views read them (derived from the stage's match points).
    const players = (await findSquad(t.db, teamId, stageId))?.entries ?? [];
    return { squad, byPlayer: new Map(players.map((p) => [p.playerId, p])) };
  };
  const rating = async (champId: number) =>
    t.db
      .select({ team: champRating.fantasyTeamId, points: champRating.points, place: champRating.place })
      .from(champRating)
      .where(eq(champRating.champId, champId))
      .orderBy(asc(champRating.place), asc(champRating.fantasyTeamId));

  it('asks for an admin: 401 without a key, 403 for a player', async () => {
    const stageId = seed.stages[0]!.id;
    expect((await score(stageId, {})).statusCode).toBe(401);
    const player = await createUser(t.db, 'justplayer');
    const refused = await score(stageId, player.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Недостаточно прав для выполнения действия');
  });

  it('answers 404 for an unknown stage and 422 for a stage still open for squads', async () => {
    expect((await score(999_999)).statusCode).toBe(404);
    const open = await score(seed.stages[1]!.id);
    expect(open.statusCode).toBe(422);
    expect(open.json().message).toBe(
      'Изменение составов на этот тур ещё открыто: очки считаются после закрытия',
    );
  });

  it('scores squads by hand: substitution, captain ×2, captain absent, coins bonus', async () => {
    const stageId = seed.stages[0]!.id;
    const res = await score(stageId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Очки тура подсчитаны');
    expect(body.data).toMatchObject({
      id: stageId,
      status: 'past',
      teams: 4,
      teams_changed: 4,
      players: 15,
      players_changed: 15,
      max_points: 69,
      avg_points: (69 + 44 + 44 + 0) / 4,
    });
    expect(body.data.ms).toBeGreaterThanOrEqual(0);

    const a = await squadOf(teams.a, stageId);
    expect(a.squad!.points).toBe(69);
    expect(a.byPlayer.get(ids.captain!)).toMatchObject({ points: 26, substitutePlayerId: null });
    expect(a.byPlayer.get(ids.defAbsent!)).toMatchObject({ points: 0, substitutePlayerId: ids.benchDef });
    expect(a.byPlayer.get(ids.benchDef!)).toMatchObject({ points: 8, substitutePlayerId: null });
    expect(a.byPlayer.get(ids.midZero!)).toMatchObject({ points: 0, substitutePlayerId: null });
    expect(a.byPlayer.get(ids.benchGk!)).toMatchObject({ points: 2, substitutePlayerId: null });
    expect(a.byPlayer.get(ids.fwdPen!)!.points).toBe(-1);

    const b = await squadOf(teams.b, stageId);
    expect(b.squad!.points).toBe(44);
    expect(b.byPlayer.get(ids.captain!)!.points).toBe(13);
    expect(b.byPlayer.get(ids.midZero!)).toMatchObject({ points: 0, substitutePlayerId: null });
    expect((await squadOf(teams.d, stageId)).squad!.points).toBe(0);

    const stagePoints = await t.db
      .select({ team: fantasyStagePoints.fantasyTeamId, points: fantasyStagePoints.points })
      .from(fantasyStagePoints)
      .where(eq(fantasyStagePoints.stageId, stageId))
      .orderBy(asc(fantasyStagePoints.fantasyTeamId));
    expect(stagePoints).toEqual([
      { team: teams.a, points: 69 },
      { team: teams.b, points: 44 },
      { team: teams.c, points: 44 },
      { team: teams.d, points: 0 },
    ]);
    const [next] = await t.db.select().from(fantasyStages).where(eq(fantasyStages.id, seed.stages[1]!.id));
    expect(next!.status).toBe('current');
  });

  it('stores each line’s points with its breakdown', async () => {
    const [row] = await t.db
      .select()
      .from(playerMatchPoints)
      .where(eq(playerMatchPoints.playerId, ids.captain!));
    expect(row!.points).toBe(13);
    expect(row!.events).toEqual([
      { event: 'appearance_60', name: 'Выход на поле (60 минут и больше)', count: 1, points: 2 },
      { event: 'goal', name: 'Гол', count: 1, points: 5 },
      { event: 'assist', name: 'Голевая передача', count: 1, points: 3 },
      { event: 'bonus', name: 'Бонусные очки', count: 3, points: 3 },
    ]);
  });

  it('ranks the general rating and a user league with shared places (1, 2, 2, 4)', async () => {
    // Every team of the league is rated: E never saved a squad (0 points, sharing D's place).
    expect(await rating(generalChampId)).toEqual([
      { team: teams.a, points: 69, place: 1 },
      { team: teams.b, points: 44, place: 2 },
      { team: teams.c, points: 44, place: 2 },
      { team: teams.d, points: 0, place: 4 },
      { team: teams.e, points: 0, place: 4 },
    ]);
    // The user league: B, D and E (E never saved a squad: 0 points, sharing D's place).
    expect(await rating(userChampId)).toEqual([
      { team: teams.b, points: 44, place: 1 },
      { team: teams.d, points: 0, place: 2 },
      { team: teams.e, points: 0, place: 2 },
    ]);
    const [general] = await t.db.select().from(champs).where(eq(champs.id, generalChampId));
    expect(general!.membersCount).toBe(5);
  });

  it('keeps the players’ season figures, performance and popularity', async () => {
    const [captain] = await t.db
      .select()
      .from(fantasyPlayerStats)
      .where(
        and(eq(fantasyPlayerStats.leagueId, seed.leagueId), eq(fantasyPlayerStats.playerId, ids.captain!)),
      );
    expect(captain).toMatchObject({
      points: 13,
      goals: 1,
      assists: 1,
      matches: 1,
      minutes: 90,
      performance: 13,
    });
    const [zero] = await t.db
      .select()
      .from(fantasyPlayerStats)
      .where(
        and(eq(fantasyPlayerStats.leagueId, seed.leagueId), eq(fantasyPlayerStats.playerId, ids.midZero!)),
      );
    expect(zero).toMatchObject({ points: 0, matches: 0, performance: 0 });
    const [popular] = await t.db
      .select()
      .from(fantasyStagePopularity)
      .where(
        and(
          eq(fantasyStagePopularity.stageId, seed.stages[0]!.id),
          eq(fantasyStagePopularity.playerId, ids.gk!),
        ),
      );
    expect(popular).toMatchObject({ squadsCount: 3, popularityPercent: 75 });
    // The market shows the current stage (tour 2): nobody re-saved, so the tour-1 squads hold.
    expect(captain!.popularityPercent).toBe(75);
  });

  it('the player card reads the scored points', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/leagues/${seed.leagueId}/players/${ids.captain}/`,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.player.stats).toMatchObject({ points: 13, performance: 13, popularity_percent: 75 });
    expect(data.matches[0]).toMatchObject({ points: 13 });
    expect(data.matches[0].events).toContainEqual({ name: 'Гол', points: 5, minutes: [] });
  });

  it('a second run changes nothing', async () => {
    const before = await rating(generalChampId);
    const res = await score(
      seed.stages[0]!.id,
      admin.headers,
      `/v1/admin/fantasy-stages/${seed.stages[0]!.id}/score`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ teams: 4, teams_changed: 0, players: 15, players_changed: 0 });
    expect(await rating(generalChampId)).toEqual(before);
    expect((await squadOf(teams.a, seed.stages[0]!.id)).squad!.points).toBe(69);
  });

  it('a corrected statistic re-scored replaces the points, it does not add to them', async () => {
    const stageId = seed.stages[0]!.id;
    const match = await matchOf(t.db, seed, 1, 2);
    await putStats(t.db, match, playerOf(seed, 2, 12), { minutes: 90, goals_scored: 1 }); // was 2 goals: 10 → 6
    const res = await score(stageId);
    expect(res.json().data).toMatchObject({ teams_changed: 3, players_changed: 1, max_points: 65 });
    const [line] = await t.db
      .select()
      .from(playerMatchPoints)
      .where(eq(playerMatchPoints.playerId, ids.fwdTwo!));
    expect(line!.points).toBe(6);
    expect((await squadOf(teams.a, stageId)).squad!.points).toBe(65);
    expect((await squadOf(teams.a, stageId)).byPlayer.get(ids.fwdTwo!)!.points).toBe(6);
    expect(await rating(generalChampId)).toEqual([
      { team: teams.a, points: 65, place: 1 },
      { team: teams.b, points: 40, place: 2 },
      { team: teams.c, points: 40, place: 2 },
      { team: teams.d, points: 0, place: 4 },
      { team: teams.e, points: 0, place: 4 },
    ]);
    const [fwd] = await t.db
      .select()
      .from(fantasyPlayerStats)
      .where(
        and(eq(fantasyPlayerStats.leagueId, seed.leagueId), eq(fantasyPlayerStats.playerId, ids.fwdTwo!)),
      );
    expect(fwd).toMatchObject({ points: 6, goals: 1 });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'fantasy_stage.score'), eq(auditLog.entityId, String(stageId))));
    expect(audits).toHaveLength(3);
    expect(audits[0]!.userId).toBe(admin.user.id);
  });

  it('a squad not re-saved plays the next stage: carried over, scored, added to the season total', async () => {
    const stage2 = seed.stages[1]!;
    await putStats(t.db, await matchOf(t.db, seed, 2, 0), playerOf(seed, 0, 0), { minutes: 90 });
    await finishTour(t.db, seed, 2); // and a 0-minute line in each of the other two matches
    t.clock.set(stage2.closesAt.getTime() + DAY);
    const res = await score(stage2.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ teams: 4, players: 3 });
    const a = await squadOf(teams.a, stage2.id);
    // Only the goalkeeper played (2); nobody on the bench played; coins bonus 12.
    expect(a.squad).toMatchObject({ points: 14, cost: 87.3, substitutionsCount: 0 });
    expect(a.byPlayer.size).toBe(15);
    expect(a.byPlayer.get(ids.captain!)).toMatchObject({ isCaptain: true, points: 0 });
    expect(await rating(generalChampId)).toEqual([
      { team: teams.a, points: 65 + 14, place: 1 },
      { team: teams.b, points: 40 + 2, place: 2 },
      { team: teams.c, points: 40 + 2, place: 2 },
      { team: teams.d, points: 0, place: 4 },
      { team: teams.e, points: 0, place: 4 },
    ]);
    const [third] = await t.db.select().from(fantasyStages).where(eq(fantasyStages.id, seed.stages[2]!.id));
    expect(third!.status).toBe('current');
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from squads where stage_id = ${stage2.id}`,
    );
    expect(rows[0]!.n).toBe(4);
  });

  it('refuses a closed tour whose matches have no result yet, naming each of them', async () => {
    const stage3 = seed.stages[2]!;
    t.clock.set(stage3.closesAt.getTime() + DAY);
    await putStats(t.db, await matchOf(t.db, seed, 3, 0), playerOf(seed, 0, 0), { minutes: 90 });
    const res = await score(stage3.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Тур нельзя подсчитать: не внесены результаты матчей \(2\): /);
    const lines = res
      .json()
      .errors.slice(1)
      .map((e: { message: string }) => e.message);
    expect(lines).toEqual([expect.stringMatching(/нет счёта$/), expect.stringMatching(/нет счёта$/)]);
    const [third] = await t.db.select().from(fantasyStages).where(eq(fantasyStages.id, stage3.id));
    expect(third!.scoredAt).toBeNull();
  });
});
