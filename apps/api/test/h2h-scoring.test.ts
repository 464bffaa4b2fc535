import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { champs, fantasyStagePoints, h2hMatches, h2hTable } from '../src/db/schema/index.ts';
import { scoreH2hStage } from '../src/modules/scoring/h2h-scoring.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createFantasyTestApp,
  pickSquad,
  seedFantasy,
  storeSquad,
  type FantasyTestApp,
  type SeededFantasy,
} from './factories/fantasy.ts';
import { finishTour, matchOf, putStats, scoreUrl } from './factories/fantasy-scoring.ts';
import { createGeneralChamp, createPlayer, createTournament, type Player } from './factories/champs.ts';

/**
 * H2H results of scored stages (issue 8), checked against a hand computation.
 * Three teams A, B, C (odd: one plays the tour's average), calendar fixed by hand:
 *   tour 2: A–B, C against the average;  tour 3: C–A, B against the average.
 * Fantasy points:  tour 1: A 10, B 20, C 0;  tour 2: A 50, B 40, C 61;  tour 3: A 30, B 45, C 30.
 *   tour 2 average (50+40+61)/3 = 50.33 → 50: A–B 50:40 (A wins), C–avg 61:50 (C wins)
 *   tour 3 average (30+45+30)/3 = 35:        C–A 30:30 (draw),   B–avg 45:35 (B wins)
 * Table: C 4 pts (W1 D1, 91:80, +11), A 4 pts (W1 D1, 80:70, +10), B 3 pts (W1 L1, 85:85);
 * season points A 90, B 105, C 91.
 */
describe('H2H scoring', () => {
  let t: FantasyTestApp;
  let seeded: SeededFantasy;
  let a: Player;
  let b: Player;
  let c: Player;
  let cupId: number;
  let idle: number;

  const stage = (tour: number) => seeded.stages[tour - 1]!.id;
  const score = (tour: number) => t.db.transaction((tx) => scoreH2hStage(tx, { id: stage(tour) }));
  const setPoints = async (tour: number, points: [Player, number][]) => {
    for (const [p, value] of points) {
      await t.db
        .insert(fantasyStagePoints)
        .values({ stageId: stage(tour), fantasyTeamId: p.teamId, points: value })
        .onConflictDoUpdate({
          target: [fantasyStagePoints.stageId, fantasyStagePoints.fantasyTeamId],
          set: { points: value },
        });
    }
  };
  const table = async () =>
    (await t.db.select().from(h2hTable).where(eq(h2hTable.champId, cupId)).orderBy(asc(h2hTable.place))).map(
      ({ champId: _, ...row }) => row,
    );
  const scores = async () =>
    (
      await t.db.select().from(h2hMatches).where(eq(h2hMatches.champId, cupId)).orderBy(asc(h2hMatches.tour))
    ).map((m) => [m.tour, m.team1Id, m.team2Id, m.score1, m.score2]);
  const api = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await createFantasyTestApp();
    seeded = await seedFantasy(t.db, { now: t.clock.now() });
    await createGeneralChamp(t.db, seeded.seasonId);
    a = await createPlayer(t.db, 'team_a', seeded.leagueId, 'Альфа');
    b = await createPlayer(t.db, 'team_b', seeded.leagueId, 'Бета');
    c = await createPlayer(t.db, 'team_c', seeded.leagueId, 'Гамма');
    const admin = await createUser(t.db, 'scorer', { role: 'admin' });
    const cup = await createTournament(t.db, {
      seasonId: seeded.seasonId,
      size: 8,
      teamIds: [a.teamId, b.teamId, c.teamId],
    });
    cupId = cup.id;
    const started = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/h2h/${cupId}/start/`,
      headers: admin.headers,
    });
    expect(started.statusCode, started.body).toBe(200);
    // The calendar as the hand computation above has it.
    await t.db.delete(h2hMatches).where(eq(h2hMatches.champId, cupId));
    await t.db.insert(h2hMatches).values([
      { champId: cupId, stageId: stage(2), tour: 2, team1Id: a.teamId, team2Id: b.teamId },
      { champId: cupId, stageId: stage(2), tour: 2, team1Id: c.teamId, team2Id: null },
      { champId: cupId, stageId: stage(3), tour: 3, team1Id: c.teamId, team2Id: a.teamId },
      { champId: cupId, stageId: stage(3), tour: 3, team1Id: b.teamId, team2Id: null },
    ]);
    // A tournament still recruiting is left alone by scoring.
    const d = await createPlayer(t.db, 'team_d', seeded.leagueId, 'Дельта');
    idle = (await createTournament(t.db, { seasonId: seeded.seasonId, size: 4, teamIds: [d.teamId] })).id;
    await setPoints(1, [
      [a, 10],
      [b, 20],
      [c, 0],
    ]);
  });
  afterAll(() => t.close());

  it('scores tour 2: each team’s stage points, the odd team against the rounded average', async () => {
    await setPoints(2, [
      [a, 50],
      [b, 40],
      [c, 61],
    ]);
    await score(2);
    expect(await scores()).toEqual([
      [2, a.teamId, b.teamId, 50, 40],
      [2, c.teamId, null, 61, 50],
      [3, c.teamId, a.teamId, null, null],
      [3, b.teamId, null, null, null],
    ]);
    expect((await table()).map((r) => [r.fantasyTeamId, r.place, r.points, r.games])).toEqual([
      [c.teamId, 1, 3, 1],
      [a.teamId, 2, 3, 1],
      [b.teamId, 3, 0, 1],
    ]);
  });

  it('after tour 3 the table matches the hand computation', async () => {
    await setPoints(3, [
      [a, 30],
      [b, 45],
      [c, 30],
    ]);
    await score(3);
    expect(await table()).toEqual([
      {
        fantasyTeamId: c.teamId,
        place: 1,
        points: 4,
        wins: 1,
        draws: 1,
        loses: 0,
        games: 2,
        pointsScore: 91,
        pointsMiss: 80,
        totalPoints: 91,
      },
      {
        fantasyTeamId: a.teamId,
        place: 2,
        points: 4,
        wins: 1,
        draws: 1,
        loses: 0,
        games: 2,
        pointsScore: 80,
        pointsMiss: 70,
        totalPoints: 90,
      },
      {
        fantasyTeamId: b.teamId,
        place: 3,
        points: 3,
        wins: 1,
        draws: 0,
        loses: 1,
        games: 2,
        pointsScore: 85,
        pointsMiss: 85,
        totalPoints: 105,
      },
    ]);
    // The last tour played: the tournament is over. The recruiting one is untouched.
    expect((await t.db.select().from(champs).where(eq(champs.id, cupId)))[0]!.status).toBe('finished');
    expect(await t.db.select().from(h2hTable).where(eq(h2hTable.champId, idle))).toEqual([]);
  });

  it('changes nothing when the stages are scored again', async () => {
    const before = await table();
    const versions = async () =>
      (
        await t.db.execute<{ v: string }>(
          sql`select xmin::text as v from h2h_table where champ_id = ${cupId} union all
              select xmin::text from h2h_matches where champ_id = ${cupId}`,
        )
      ).rows.map((r) => r.v);
    const rowVersions = await versions();
    await score(2);
    await score(3);
    expect(await table()).toEqual(before);
    // Not a single row was rewritten.
    expect(await versions()).toEqual(rowVersions);
  });

  it('replaces (never adds) results when a corrected stage is scored again', async () => {
    await setPoints(2, [[b, 60]]);
    await score(2);
    // Tour 2 average (50+60+61)/3 = 57: A–B 50:60 (B wins), C–avg 61:57.
    expect((await scores()).slice(0, 2)).toEqual([
      [2, a.teamId, b.teamId, 50, 60],
      [2, c.teamId, null, 61, 57],
    ]);
    expect(
      (await table()).map((r) => [
        r.fantasyTeamId,
        r.points,
        r.wins,
        r.draws,
        r.loses,
        r.pointsScore,
        r.pointsMiss,
      ]),
    ).toEqual([
      [b.teamId, 6, 2, 0, 0, 105, 85],
      [c.teamId, 4, 1, 1, 0, 91, 87],
      [a.teamId, 1, 0, 1, 1, 80, 90],
    ]);
  });

  it('serves the results: table, tours with the teams’ form, and the match', async () => {
    const details = await api(`/v1/h2h/${cupId}/`);
    expect(details.champ.status).toBe('finished');
    expect(
      details.table.map((r: { name: string; points: number; total_points: number }) => [
        r.name,
        r.points,
        r.total_points,
      ]),
    ).toEqual([
      ['Бета', 6, 125],
      ['Гамма', 4, 91],
      ['Альфа', 1, 90],
    ]);
    const { stages } = await api(`/v1/h2h/${cupId}/matches/`);
    const tour3 = stages.find((s: { tour: number }) => s.tour === 3);
    // C–A in tour 3: C won tour 2 (61 points), A lost it (50 points).
    expect(tour3.matches[0]).toMatchObject({
      team1: { id: c.teamId, name: 'Гамма', last_games: { results: [1], points: [61] } },
      team2: { id: a.teamId, name: 'Альфа', last_games: { results: [-1], points: [50] } },
      score1: 30,
      score2: 30,
    });
    expect(tour3.matches[1]).toMatchObject({ team1: { id: b.teamId }, team2: null, score1: 45, score2: 35 });
  });
});

describe('H2H scoring inside the fantasy stage scoring job', () => {
  let t: FantasyTestApp;
  let seeded: SeededFantasy;

  beforeAll(async () => {
    t = await createFantasyTestApp();
    seeded = await seedFantasy(t.db, { now: t.clock.now() });
  });
  afterAll(() => t.close());

  it('an admin scoring the stage scores its H2H matches and table in the same run; lineups add up', async () => {
    await createGeneralChamp(t.db, seeded.seasonId);
    const admin = await createUser(t.db, 'job_admin', { role: 'admin' });
    const a = await createPlayer(t.db, 'job_a', seeded.leagueId, 'Альфа');
    const b = await createPlayer(t.db, 'job_b', seeded.leagueId, 'Бета');
    const cup = await createTournament(t.db, {
      seasonId: seeded.seasonId,
      size: 2,
      teamIds: [a.teamId, b.teamId],
    });
    const started = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/h2h/${cup.id}/start/`,
      headers: admin.headers,
    });
    expect(started.statusCode, started.body).toBe(200);

    // Different squads for tour 2; A's first forward scores twice, B's goalkeeper concedes.
    const stageId = seeded.stages[1]!.id;
    const itemsA = pickSquad(seeded.players);
    const itemsB = pickSquad([...seeded.players].reverse());
    await storeSquad(t.db, { fantasyTeamId: a.teamId, stageId, items: itemsA });
    await storeSquad(t.db, { fantasyTeamId: b.teamId, stageId, items: itemsB });
    const byId = new Map(seeded.players.map((p) => [p.id, p]));
    const forward = byId.get(
      itemsA.find((i) => i.position === 1 && byId.get(i.player_id)!.fieldPosition === 4)!.player_id,
    )!;
    const keeper = byId.get(
      itemsB.find((i) => i.position === 1 && byId.get(i.player_id)!.fieldPosition === 1)!.player_id,
    )!;
    const clubIndex = (p: { teamId: number }) => seeded.clubIds.indexOf(p.teamId);
    await putStats(t.db, await matchOf(t.db, seeded, 2, clubIndex(forward)), forward, {
      minutes: 90,
      goals_scored: 2,
    });
    await putStats(t.db, await matchOf(t.db, seeded, 2, clubIndex(keeper)), keeper, {
      minutes: 90,
      goals_conceded: 4,
    });

    await finishTour(t.db, seeded, 2);
    t.clock.set(seeded.stages[1]!.closesAt.getTime() + 3 * 3_600_000);
    const scored = await t.app.inject({ method: 'POST', url: scoreUrl(stageId), headers: admin.headers });
    expect(scored.statusCode, scored.body).toBe(200);

    const points = new Map(
      (await t.db.select().from(fantasyStagePoints).where(eq(fantasyStagePoints.stageId, stageId))).map(
        (r) => [r.fantasyTeamId, r.points],
      ),
    );
    const pa = points.get(a.teamId)!;
    const pb = points.get(b.teamId)!;
    expect(pa).toBeGreaterThan(pb);
    const [match] = await t.db.select().from(h2hMatches).where(eq(h2hMatches.stageId, stageId));
    const [s1, s2] = match!.team1Id === a.teamId ? [pa, pb] : [pb, pa];
    expect([match!.score1, match!.score2]).toEqual([s1, s2]);
    const rows = await t.db
      .select()
      .from(h2hTable)
      .where(eq(h2hTable.champId, cup.id))
      .orderBy(asc(h2hTable.place));
    expect(rows.map((r) => [r.fantasyTeamId, r.points, r.pointsScore, r.pointsMiss, r.totalPoints])).toEqual([
      [a.teamId, 3, pa, pb, pa],
      [b.teamId, 0, pb, pa, pb],
    ]);

    // The match page: each lineup's counted players plus the unspent-coins bonus (squad cost 90) make the score.
    const details = (await t.app.inject({ url: `/v1/h2h/matches/${match!.id}/` })).json().data;
    for (const [lineup, score] of [
      [details.lineups.team1, s1],
      [details.lineups.team2, s2],
    ] as const) {
      expect(lineup.squad).toHaveLength(15);
      expect(lineup.bonus_points).toBe(10);
      expect(lineup.start_points + lineup.substitute_points + lineup.bonus_points).toBe(score);
    }
  });
});
