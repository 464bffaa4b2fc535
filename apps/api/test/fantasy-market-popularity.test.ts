import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { fantasyStagePopularity } from '../src/db/schema/index.ts';
import { scoreFantasyStage } from '../src/modules/scoring/fantasy-scoring.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createFantasyTeam,
  createFantasyTestApp,
  pickSquad,
  seedFantasy,
  storeSquad,
  type FantasyTestApp,
  type SeededFantasy,
} from './factories/fantasy.ts';

// The market's popularity after a scoring is counted from the scored tour's squads and the squads
// already saved for the next tour (scoring/fantasy-scoring.sql.ts marketCountsSql).
describe('the market’s popularity after a scoring', () => {
  const start = Date.UTC(2026, 4, 1, 9, 0);
  let t: FantasyTestApp;
  let seeded: SeededFantasy;
  let keeper: number;

  beforeAll(async () => {
    t = await createFantasyTestApp(start);
    seeded = await seedFantasy(t.db, { now: new Date(start) });
    keeper = seeded.players[0]!.id;
    const [, current, next] = seeded.stages.map((s) => s.id) as [number, number, number];
    const withKeeper = pickSquad(seeded.players);
    const withoutKeeper = pickSquad(seeded.players, { exclude: [keeper, seeded.players[1]!.id] });
    expect(withKeeper[0]).toMatchObject({ player_id: keeper, is_captain: 1 });
    // Tour 2 (scored below): fans 0–2 hold the keeper as captain, fans 3–5 do not.
    // Already saved for tour 3 (fewer than half of the teams, so the change is counted): fan 0 drops
    // him; fan 6, new, picks him.
    for (let n = 0; n < 7; n++) {
      const u = await createUser(t.db, `fan${n}`);
      const team = await createFantasyTeam(t.db, u.user.id, seeded.leagueId, `Фанаты ${n}`);
      if (n < 6)
        await storeSquad(t.db, {
          fantasyTeamId: team.id,
          stageId: current,
          items: n < 3 ? withKeeper : withoutKeeper,
        });
      if (n === 0) await storeSquad(t.db, { fantasyTeamId: team.id, stageId: next, items: withoutKeeper });
      if (n === 6) await storeSquad(t.db, { fantasyTeamId: team.id, stageId: next, items: withKeeper });
    }
    await scoreFantasyStage(t.db, current);
  });
  afterAll(() => t.close());

  const popularity = async (stageId: number) => {
    const [row] = await t.db
      .select()
      .from(fantasyStagePopularity)
      .where(and(eq(fantasyStagePopularity.stageId, stageId), eq(fantasyStagePopularity.playerId, keeper)));
    return row;
  };

  it('counts the scored tour from its squads', async () => {
    expect(await popularity(seeded.stages[1]!.id)).toMatchObject({
      squadsCount: 3,
      popularityPercent: 50,
      captainsCount: 3,
    });
  });

  it('counts the next tour from the latest squad of every team, the new team included', async () => {
    // Tour 3: fan 0's new squad (without), fans 1–2 carried (with), fans 3–5 (without), fan 6 (with): 3 of 7.
    expect(await popularity(seeded.stages[2]!.id)).toMatchObject({
      squadsCount: 3,
      popularityPercent: 42.86,
      captainsCount: 3,
    });
    const res = await t.app.inject({
      url: `/v1/leagues/${seeded.leagueId}/players/?sort=-popularity_percent`,
    });
    const players = res.json().data.players as { id: number; stats: { popularity_percent: number } }[];
    expect(players.find((p) => p.id === keeper)?.stats.popularity_percent).toBe(42.86);
    expect(players[0]!.stats.popularity_percent).toBeLessThanOrEqual(100);
  });
});
