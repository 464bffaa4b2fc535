import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { scoreStage, seedScoredSeason, type ScoredSeason } from './factories/fantasy-rating.ts';

type MonthRow = { team: { id: number }; points: { total: number }; place: number };

// Issue 23 §3 «Месяц» of the general rating, folded into the rows of the month's latest scored tour:
// both tours of the season in one month, the first one corrected and scored again after the second.
describe('fantasy month table over two tours of one month', () => {
  let s: ScoredSeason;
  // Tours start on 9 May and 16 May (tour 3 on 23 May is not scored).
  const MONTH = '2026-05';

  beforeAll(async () => {
    s = await seedScoredSeason(Date.UTC(2026, 4, 15, 9, 0));
  }, 180_000);
  afterAll(() => s?.t.close());

  const monthTable = async (champId: number, query = '') => {
    const res = await s.t.app.inject({
      url: `/v1/champs/${champId}/rating/?pageSize=50&month=${MONTH}${query}`,
      headers: s.teams[0]!.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    return {
      rows: (data.rating as MonthRow[]).map((r) => [r.team.id, r.points.total, r.place]),
      total: data.pagination.total as number,
    };
  };
  /** Hand-computed from the stored tour points: each team's sum over both tours, places shared. */
  const expected = async (members: number[] | null) => {
    const { rows } = await s.t.db.execute<{ fantasy_team_id: number; points: number }>(sql`
      select fantasy_team_id, sum(points)::int as points from fantasy_stage_points
      where stage_id in (${s.stage1}, ${s.stage2}) group by fantasy_team_id`);
    const totals = rows.filter((r) => members === null || members.includes(r.fantasy_team_id));
    return totals
      .map((r) => [r.fantasy_team_id, r.points, 1 + totals.filter((o) => o.points > r.points).length])
      .sort((a, b) => a[2]! - b[2]! || a[0]! - b[0]!);
  };

  it('keeps a team that saved a squad only for the first tour: its squad carried over, both tours summed', async () => {
    const general = await monthTable(s.generalChampId);
    expect(general.rows).toEqual(await expected(null));
    expect(general.total).toBe(24);
    // Team 0 saved a squad for tour 1 only; the late teams joined in tour 2.
    const team0 = s.teams[0]!.id;
    const { rows } = await s.t.db.execute<{ stage_id: number; points: number }>(
      sql`select stage_id, points from fantasy_stage_points where fantasy_team_id = ${team0} order by stage_id`,
    );
    expect(rows.map((r) => r.stage_id)).toEqual([s.stage1, s.stage2]);
    expect(general.rows.find(([id]) => id === team0)?.[1]).toBe(rows[0]!.points + rows[1]!.points);
    for (const late of s.lateTeams) expect(general.rows.some(([id]) => id === late)).toBe(true);
    expect(general.rows.some(([id]) => id === s.idleTeam)).toBe(false);
    // The reverse order reads the same rows backwards.
    const reversed = await monthTable(s.generalChampId, '&sort=place');
    expect(reversed.rows).toEqual([...general.rows].reverse());
    expect((await monthTable(s.userChampId)).rows).toEqual(await expected(s.userChampTeams));
  });

  it('re-scoring the corrected first tour changes the month table of the second', async () => {
    const before = await monthTable(s.generalChampId);
    // Team 10's tour-1 starters who played: one scores three more goals (a forward or midfielder).
    const { rows: held } = await s.t.db.execute<{ match_id: number; player_id: number }>(sql`
      select l.match_id, l.player_id
      from squads q join squad_players sp on sp.squad_id = q.id and sp.position = 1
      join players p on p.id = sp.player_id and p.field_position >= 3
      join player_match_stats l on l.player_id = sp.player_id and l.minutes > 0
      join matches m on m.id = l.match_id and m.tour = 1
      where q.stage_id = ${s.stage1} and q.fantasy_team_id = ${s.teams[10]!.id}
      order by l.player_id limit 1`);
    const line = held[0]!;
    await s.t.db.execute(sql`
      update player_match_stats set goals = goals + 3
      where match_id = ${line.match_id} and player_id = ${line.player_id}`);
    await scoreStage(s.t, s.stage1, s.admin);

    const after = await monthTable(s.generalChampId);
    expect(after.rows).toEqual(await expected(null));
    expect(after.rows).not.toEqual(before.rows);
    const pointsOf = (rows: number[][], id: number) => rows.find(([team]) => team === id)![1]!;
    expect(pointsOf(after.rows, s.teams[10]!.id)).toBeGreaterThan(pointsOf(before.rows, s.teams[10]!.id));
    // Places move too: team 10 climbs.
    const placeOf = (rows: number[][], id: number) => rows.find(([team]) => team === id)![2]!;
    expect(placeOf(after.rows, s.teams[10]!.id)).toBeLessThan(placeOf(before.rows, s.teams[10]!.id));
    expect((await monthTable(s.userChampId)).rows).toEqual(await expected(s.userChampTeams));
  });
});
