import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotNull } from 'drizzle-orm';
import { seedDemo } from '../src/demo/seed.ts';
import { h2hMatches } from '../src/db/schema/index.ts';
import { createTestApp, createUser, type TestApp } from './helpers/test-app.ts';

type Lineup = {
  start_points: number | null;
  substitute_points: number | null;
  bonus_points?: number | null;
};

/**
 * Issue 20: an H2H match's lineups add up to its score. Each played side's starters who counted,
 * the bench players who came on and the unspent-coins bonus (its own field) make the side's score.
 */
describe('H2H match lineups on the demo season', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, { now: new Date() });
    // An admin reads every tournament, a private one included.
    headers = (await createUser(t.db, 'h2h_lineups_admin', { role: 'admin' })).headers;
  }, 120_000);
  afterAll(() => t.close());

  it('start_points + substitute_points + bonus_points = the score of every played side', async () => {
    const played = await t.db.select().from(h2hMatches).where(isNotNull(h2hMatches.score1));
    expect(played.length).toBeGreaterThan(0);
    const sides: { match: number; side: 1 | 2; score: number; lineup: Lineup }[] = [];
    for (const m of played) {
      const res = await t.app.inject({ url: `/v1/h2h/matches/${m.id}/`, headers });
      expect(res.statusCode, res.body).toBe(200);
      const { match, lineups } = res.json().data;
      expect(lineups, `match ${m.id}`).not.toBeNull();
      sides.push({ match: m.id, side: 1, score: match.score1, lineup: lineups.team1 });
      // A side without an opponent has no lineup (score2 is then the tour's average).
      if (lineups.team2) sides.push({ match: m.id, side: 2, score: match.score2, lineup: lineups.team2 });
    }
    const wrong = sides
      .filter(
        ({ score, lineup }) =>
          lineup.start_points! + lineup.substitute_points! + (lineup.bonus_points ?? 0) !== score,
      )
      .map(({ match, side, score, lineup: { start_points, substitute_points, bonus_points } }) => ({
        match,
        side,
        score,
        start_points,
        substitute_points,
        bonus_points,
      }));
    expect(wrong, `${wrong.length} of ${sides.length} played sides do not add up`).toEqual([]);
    for (const { lineup } of sides) expect(lineup.bonus_points).toEqual(expect.any(Number));
    // The demo's squads leave coins unspent: the bonus is really there to be added.
    expect(sides.some(({ lineup }) => lineup.bonus_points! > 0)).toBe(true);
  });
});
