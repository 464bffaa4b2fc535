import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BestSquad, SquadEntry, TeamSquad } from '@mliga/contract';
import { FORMATIONS, startersByPosition, type FieldPosition, type Formation } from '@mliga/domain';
import { createUser } from './helpers/test-app.ts';
import { DAY, HOUR, mySquadUrl } from './factories/fantasy.ts';
import { seedScoredSeason, type ScoredSeason } from './factories/fantasy-rating.ts';

type Headers = Record<string, string>;

describe('team squads, my squad and the best squad of a stage', () => {
  let s: ScoredSeason;
  /** player → stage → points, and who played (minutes > 0), as the scoring job stored them. */
  let playerPoints: Map<string, number>;
  let playedInStage: Set<string>;
  let teamStagePoints: Map<string, number>;
  const key = (a: number, b: number) => `${a}:${b}`;

  const teamSquad = (stageId: number, teamId: number, headers: Headers = {}) =>
    s.t.app.inject({ url: `/v1/stages/${stageId}/squad/${teamId}/`, headers });
  const best = async (champId: number, query = '', headers: Headers = {}) => {
    const res = await s.t.app.inject({ url: `/v1/champs/${champId}/squad/best/${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as BestSquad;
  };

  beforeAll(async () => {
    s = await seedScoredSeason();
    const points = await s.t.db.execute<{
      player_id: number;
      stage_id: number;
      points: number;
      minutes: number;
    }>(sql`
      select pmp.player_id, pmp.stage_id, sum(pmp.points)::int as points, sum(l.minutes)::int as minutes
      from player_match_points pmp
      join player_match_stats l on l.match_id = pmp.match_id and l.player_id = pmp.player_id
      group by pmp.player_id, pmp.stage_id`);
    playerPoints = new Map(points.rows.map((r) => [key(r.player_id, r.stage_id), r.points]));
    playedInStage = new Set(
      points.rows.filter((r) => r.minutes > 0).map((r) => key(r.player_id, r.stage_id)),
    );
    const teams = await s.t.db.execute<{ fantasy_team_id: number; stage_id: number; points: number }>(
      sql`select fantasy_team_id, stage_id, points from fantasy_stage_points`,
    );
    teamStagePoints = new Map(teams.rows.map((r) => [key(r.fantasy_team_id, r.stage_id), r.points]));
  }, 180_000);
  afterAll(() => s?.t.close());

  /** The marks a scored squad must carry: captain ×2, substitutions recorded, points per player. */
  function expectScoredMarks(squad: SquadEntry[], stageId: number) {
    expect(squad).toHaveLength(15);
    const captain = squad.find((e) => e.is_captain === 1)!;
    expect(captain.position).toBe(1);
    expect(captain.points).toBe(2 * (playerPoints.get(key(captain.player.id, stageId)) ?? 0));
    for (const entry of squad.filter((e) => e.is_captain === 0))
      expect(entry.points, `player ${entry.player.id}`).toBe(
        playerPoints.get(key(entry.player.id, stageId)) ?? 0,
      );
  }

  it("shows another team's squad of a played stage with points, captain and the automatic substitution", async () => {
    const team0 = s.teams[0]!;
    const res = await teamSquad(s.stage1, team0.id, s.teams[5]!.headers);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as TeamSquad;
    expectScoredMarks(data.squad, s.stage1);
    const absent = data.squad.find((e) => e.player.id === s.absentKeeper)!;
    expect(absent).toMatchObject({ position: 1, substitute_player_id: s.benchKeeper, points: 0 });
    expect(data.squad.find((e) => e.player.id === s.benchKeeper)).toMatchObject({ position: 0 });
    // Every substitution replaced a starter who did not play by a bench player of his position who did.
    for (const entry of data.squad.filter((e) => e.substitute_player_id !== null)) {
      const bench = data.squad.find((e) => e.player.id === entry.substitute_player_id)!;
      expect(bench.position).toBe(0);
      expect(bench.player.fieldPosition.id).toBe(entry.player.fieldPosition.id);
      expect(playedInStage.has(key(entry.player.id, s.stage1))).toBe(false);
      expect(playedInStage.has(key(bench.player.id, s.stage1))).toBe(true);
    }
    expect(data.team).toEqual({
      id: team0.id,
      name: team0.name,
      media: null,
      points: teamStagePoints.get(key(team0.id, s.stage1)),
    });
    // stage.user_points is the viewer's own points, as in every stage.
    expect(data.stage).toMatchObject({ id: s.stage1, status: 'past', update_is_available: false });
    expect(data.stage.user_points).toBe(teamStagePoints.get(key(s.teams[5]!.id, s.stage1)));
    expect(FORMATIONS).toContain(data.schema);
    // A visitor sees it too.
    const visitor = await teamSquad(s.stage1, team0.id);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data.squad).toEqual(data.squad);
    expect(visitor.json().data.stage.user_points).toBeNull();
  });

  it('shows a carried-over squad with its points, and an empty one for a stage the team did not play', async () => {
    const carried = await teamSquad(s.stage2, s.teams[1]!.id);
    expect(carried.statusCode).toBe(200);
    expectScoredMarks(carried.json().data.squad, s.stage2);
    expect(carried.json().data.team.points).toBe(teamStagePoints.get(key(s.teams[1]!.id, s.stage2)));
    const late = await teamSquad(s.stage1, s.lateTeams[0]!);
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({
      squad: [],
      schema: '4-4-2',
      team: { id: s.lateTeams[0], points: null },
    });
  });

  it("the squad builder's my-squad of a scored stage carries the same real points and marks", async () => {
    const team0 = s.teams[0]!;
    const mine = await s.t.app.inject({ url: mySquadUrl(s.stage1), headers: team0.headers });
    expect(mine.statusCode).toBe(200);
    const view = (await teamSquad(s.stage1, team0.id)).json().data as TeamSquad;
    expect(mine.json().data.squad).toEqual(view.squad);
    expect(mine.json().data.stage.user_points).toBe(teamStagePoints.get(key(team0.id, s.stage1)));
    const carried = await s.t.app.inject({ url: mySquadUrl(s.stage2), headers: s.teams[1]!.headers });
    expectScoredMarks(carried.json().data.squad, s.stage2);
  });

  it("keeps another team's squad hidden until the stage starts; the own squad is always shown", async () => {
    const owner = s.teams[2]!;
    await s.t.app.inject({ url: mySquadUrl(s.stage3), headers: owner.headers });
    const open = await teamSquad(s.stage3, owner.id, s.teams[3]!.headers);
    expect(open.statusCode).toBe(403);
    expect(open.json()).toMatchObject({ success: false, message: 'Состав недоступен, идёт набор' });
    expect((await teamSquad(s.stage3, owner.id)).statusCode).toBe(403);
    const own = await teamSquad(s.stage3, owner.id, owner.headers);
    expect(own.statusCode).toBe(200);
    // Nothing saved for tour 3: the squad carried over from tour 2, without points yet.
    expect(own.json().data.squad).toHaveLength(15);
    expect(own.json().data.squad.every((e: SquadEntry) => e.points === null)).toBe(true);
    expect(own.json().data.stage.update_is_available).toBe(true);

    const stage3 = s.seeded.stages[2]!;
    s.t.clock.set(stage3.closesAt.getTime() + HOUR / 2);
    try {
      const waiting = await teamSquad(s.stage3, owner.id, s.teams[3]!.headers);
      expect(waiting.statusCode).toBe(403);
      expect(waiting.json().message).toBe('Состав недоступен, тур не начался');
      s.t.clock.set(stage3.closesAt.getTime() + 2 * HOUR);
      expect((await teamSquad(s.stage3, owner.id, s.teams[3]!.headers)).statusCode).toBe(200);
    } finally {
      s.t.clock.set(Date.UTC(2026, 4, 1, 9, 0) + 3 * DAY);
    }
  });

  it('answers 404 for an unknown stage or a team of another league', async () => {
    const unknownStage = await teamSquad(999999, s.teams[0]!.id);
    expect(unknownStage.statusCode).toBe(404);
    expect(unknownStage.json().message).toBe('Тур не найден');
    const unknownTeam = await teamSquad(s.stage1, 999999);
    expect(unknownTeam.statusCode).toBe(404);
    expect(unknownTeam.json().message).toBe('Команда не найдена');
    expect((await teamSquad(0, s.teams[0]!.id)).statusCode).toBe(400);
  });

  /** The eleven is valid for its formation, and no player left out of a line beats one picked. */
  function expectBestEleven(data: BestSquad, stageId: number) {
    expect(data.squad).toHaveLength(11);
    const starters = startersByPosition(data.schema as Formation);
    for (const position of [1, 2, 3, 4] as FieldPosition[]) {
      const line = data.squad.filter((e) => e.player.fieldPosition.id === position);
      expect(line, `position ${position}`).toHaveLength(starters[position]);
    }
    for (const entry of data.squad) {
      expect(entry).toMatchObject({ position: 1, is_captain: 0, substitute_player_id: null });
      expect(entry.points).toBe(playerPoints.get(key(entry.player.id, stageId)));
      expect(playedInStage.has(key(entry.player.id, stageId))).toBe(true);
    }
    expect(data.points).toBe(data.squad.reduce((sum, e) => sum + e.points!, 0));
    const picked = new Set(data.squad.map((e) => e.player.id));
    for (const p of s.seeded.players) {
      if (picked.has(p.id) || !playedInStage.has(key(p.id, stageId))) continue;
      const worstPicked = Math.min(
        ...data.squad.filter((e) => e.player.fieldPosition.id === p.fieldPosition).map((e) => e.points!),
      );
      expect(playerPoints.get(key(p.id, stageId))!, `player ${p.id}`).toBeLessThanOrEqual(worstPicked);
    }
    // No other formation does better with each line's best players.
    for (const formation of FORMATIONS) {
      const counts = startersByPosition(formation);
      let sum = 0;
      for (const position of [1, 2, 3, 4] as FieldPosition[]) {
        const line = s.seeded.players
          .filter((p) => p.fieldPosition === position && playedInStage.has(key(p.id, stageId)))
          .map((p) => playerPoints.get(key(p.id, stageId))!)
          .sort((a, b) => b - a);
        sum += line.slice(0, counts[position]).reduce((a, b) => a + b, 0);
      }
      expect(data.points, formation).toBeGreaterThanOrEqual(sum);
    }
  }

  it('picks the best possible eleven of the last scored stage by default, and of a chosen one', async () => {
    const viewer = s.teams[6]!;
    const last = await best(s.generalChampId, '', viewer.headers);
    expect(last.stage).toMatchObject({ id: s.stage2, status: 'past' });
    expect(last.stage!.user_points).toBe(teamStagePoints.get(key(viewer.id, s.stage2)));
    expectBestEleven(last, s.stage2);
    expect(await best(s.generalChampId, '?stage_id=0', viewer.headers)).toEqual(last);

    const first = await best(s.generalChampId, `?stage_id=${s.stage1}`);
    expect(first.stage).toMatchObject({ id: s.stage1, user_points: null });
    expectBestEleven(first, s.stage1);
    expect(first.squad.map((e) => e.player.id)).not.toContain(s.absentKeeper);
  });

  it("names the champ's best team of the stage: the season's, or a user league member's", async () => {
    const topOf = (teams: number[], stageId: number) =>
      [...teams]
        .filter((id) => teamStagePoints.has(key(id, stageId)))
        .sort(
          (a, b) => teamStagePoints.get(key(b, stageId))! - teamStagePoints.get(key(a, stageId))! || a - b,
        )[0]!;
    const all = s.teams.map((t) => t.id);
    const general = await best(s.generalChampId, `?stage_id=${s.stage1}`);
    const top = topOf(all, s.stage1);
    expect(general.team).toEqual({
      id: top,
      name: s.teams.find((t) => t.id === top)!.name,
      media: null,
      points: teamStagePoints.get(key(top, s.stage1)),
    });
    // A user league's best team is for its members (issue 18).
    const asMember = s.teams.find((t) => t.id === s.userChampTeams[0])!.headers;
    const league = await best(s.userChampId, `?stage_id=${s.stage1}`, asMember);
    const leagueTop = topOf(s.userChampTeams, s.stage1);
    expect(league.team?.id).toBe(leagueTop);
    expect(league.squad).toEqual(general.squad);
  });

  it('answers an empty best squad for a stage not scored yet, and 404 for a stage of no such league', async () => {
    const future = await best(s.generalChampId, `?stage_id=${s.stage3}`);
    expect(future).toMatchObject({
      squad: [],
      team: null,
      schema: '4-4-2',
      points: 0,
      stage: { id: s.stage3 },
    });
    const missing = await s.t.app.inject({
      url: `/v1/champs/${s.generalChampId}/squad/best/?stage_id=999999`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Тур не найден');
    const noChamp = await s.t.app.inject({ url: '/v1/champs/999999/squad/best/' });
    expect(noChamp.statusCode).toBe(404);
    expect(noChamp.json().message).toBe('Рейтинг не найден');
    const bad = await s.t.app.inject({ url: `/v1/champs/${s.generalChampId}/squad/best/?stage_id=-1` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    const stranger = await createUser(s.t.db, 'best_stranger');
    expect((await best(s.generalChampId, '', stranger.headers)).stage!.user_points).toBeNull();
  });
});
