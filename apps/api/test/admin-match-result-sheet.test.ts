import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './helpers/test-app.ts';
import {
  createFantasyTestApp,
  seedFantasy,
  type FantasyTestApp,
  type SeededFantasy,
} from './factories/fantasy.ts';
import { matchOf, playerOf } from './factories/fantasy-scoring.ts';

type User = Awaited<ReturnType<typeof createUser>>;

/** The result form of the back office starts a correction from what is stored. */
describe('GET /v1/admin/matches/{id}/result/', () => {
  let t: FantasyTestApp;
  let seed: SeededFantasy;
  let admin: User;
  let fan: User;
  let matchId: number;

  beforeAll(async () => {
    t = await createFantasyTestApp();
    seed = await seedFantasy(t.db, { now: t.clock.now() });
    admin = await createUser(t.db, 'sheetadmin', { role: 'admin' });
    fan = await createUser(t.db, 'sheetfan');
    matchId = await matchOf(t.db, seed, 1, 0);
  });
  afterAll(() => t.close());

  const sheet = (id: number, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/v1/admin/matches/${id}/result/`, headers });

  it('is for admins only', async () => {
    expect((await sheet(matchId, {})).statusCode).toBe(401);
    expect((await sheet(matchId, fan.headers)).statusCode).toBe(403);
  });

  it('answers 404 in Russian for a match that does not exist', async () => {
    const res = await sheet(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Матч не найден');
  });

  it('answers the stored score and every line as the result call wrote it, all figures spelled out', async () => {
    const home = playerOf(seed, 1, 12).id;
    const keeper = playerOf(seed, 0, 0).id;
    const saved = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/matches/${matchId}/result/`,
      headers: admin.headers,
      payload: {
        home_score: 2,
        guest_score: 0,
        stats: [
          { player_id: home, minutes: 90, goals_scored: 2, assists: 1, bonus: 3 },
          { player_id: keeper, minutes: 90, goals_conceded: 2, saves: 4, yellow_cards: 1 },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);

    const res = await sheet(matchId);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: matchId, home_score: 2, guest_score: 0, is_finished: true });
    const byPlayer = new Map(data.stats.map((line: { player_id: number }) => [line.player_id, line]));
    expect(byPlayer.get(home)).toEqual({
      player_id: home,
      team_id: seed.clubIds[1],
      minutes: 90,
      goals_scored: 2,
      assists: 1,
      clean_sheets: 0,
      goals_conceded: 0,
      own_goals: 0,
      penalties_saved: 0,
      penalties_missed: 0,
      yellow_cards: 0,
      red_cards: 0,
      saves: 0,
      bonus: 3,
    });
    expect(byPlayer.get(keeper)).toMatchObject({ goals_conceded: 2, saves: 4, yellow_cards: 1 });
    expect(data.stats).toHaveLength(2);
  });
});
