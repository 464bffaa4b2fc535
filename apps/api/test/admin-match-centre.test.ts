import { eq } from 'drizzle-orm';
import { zeroStatLine } from '@mliga/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, matches } from '../src/db/schema/index.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createFantasyTestApp,
  seedFantasy,
  type FantasyTestApp,
  type SeededFantasy,
} from './factories/fantasy.ts';
import { matchOf } from './factories/fantasy-scoring.ts';

type User = Awaited<ReturnType<typeof createUser>>;
type Line = Record<string, number>;

const ZERO = zeroStatLine();

/** Issue 22 §1: the back office enters a match event by event; its statistics lines follow. */
describe('the match centre: /v1/admin/matches/{id}/…', () => {
  let t: FantasyTestApp;
  let seed: SeededFantasy;
  let admin: User;
  let fan: User;
  let matchId: number;
  let home: number[];
  let guest: number[];

  beforeAll(async () => {
    t = await createFantasyTestApp();
    seed = await seedFantasy(t.db, { now: t.clock.now() });
    admin = await createUser(t.db, 'centreadmin', { role: 'admin' });
    fan = await createUser(t.db, 'centrefan');
    matchId = await matchOf(t.db, seed, 1, 0);
    const [match] = await t.db.select().from(matches).where(eq(matches.id, matchId));
    const squad = (teamId: number) => seed.players.filter((p) => p.teamId === teamId).map((p) => p.id);
    home = squad(match!.homeTeamId).slice(0, 6);
    guest = squad(match!.guestTeamId).slice(0, 6);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
    headers: Record<string, string> = admin.headers,
  ) => t.app.inject({ method, url: `/v1/admin/matches/${matchId}/${path}`, headers, payload });
  const event = (payload: object) => call('POST', 'events/', payload);

  async function storedLines(): Promise<Map<number, Line>> {
    const res = await call('GET', 'result/');
    expect(res.statusCode).toBe(200);
    const stats = res.json().data.stats as Array<Line & { player_id: number; team_id: number }>;
    return new Map(stats.map(({ player_id, team_id: _team, ...line }) => [player_id, line]));
  }

  it('is for admins only, and a match that does not exist is a Russian 404', async () => {
    expect((await call('GET', 'centre/', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', 'centre/', undefined, fan.headers)).statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/matches/999999/centre/',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Матч не найден');
  });

  it('refuses events before kick-off and kick-off without both starting lineups', async () => {
    const early = await event({ kind: 'goal', minute: 3, player_id: home[0] });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Матч ещё не начат: сначала отметьте начало матча');
    const kickOff = await call('POST', 'state/', { status: 'live' });
    expect(kickOff.statusCode).toBe(422);
    expect(kickOff.json().message).toBe('Отметьте стартовые составы обеих команд');
  });

  it('derives, event by event, the lines the result form would be given by hand', async () => {
    // Five starters and one on the bench on each side.
    const lineup = await call('PUT', 'lineup/', {
      players: [...home, ...guest].map((player_id, i) => ({ player_id, starter: i % 6 !== 5 })),
    });
    expect(lineup.statusCode).toBe(200);
    expect(lineup.json().data.players.filter((p: { in_lineup: boolean }) => p.in_lineup)).toHaveLength(12);
    expect((await call('POST', 'state/', { status: 'live' })).statusCode).toBe(200);

    const [hKeeper, hDefender, hMid, hForward, hWing, hSub] = home as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const [gKeeper, gDefender, gMid, gForward, gWing, gSub] = guest as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const events = [
      { kind: 'goal', minute: 12, player_id: hForward, second_player_id: hMid },
      { kind: 'saves', minute: 20, player_id: gKeeper, count: 3 },
      { kind: 'yellow_card', minute: 25, player_id: gDefender },
      { kind: 'penalty_missed', minute: 33, player_id: gForward },
      { kind: 'penalty_saved', minute: 33, player_id: hKeeper },
      { kind: 'substitution', minute: 50, player_id: hDefender, second_player_id: hSub },
      // Conceded while the home defender is off the pitch.
      { kind: 'goal', minute: 55, player_id: gForward, penalty: true },
      { kind: 'red_card', minute: 61, player_id: gMid },
      { kind: 'goal', minute: 70, player_id: gDefender, own_goal: true },
      { kind: 'substitution', minute: 75, player_id: gWing, second_player_id: gSub },
      { kind: 'saves', minute: 80, player_id: hKeeper },
    ];
    for (const e of events) {
      const res = await event(e);
      expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    }
    const halfWay = await call('GET', 'centre/');
    expect(halfWay.json().data).toMatchObject({ status: 'live', minute: 80, home_score: 2, guest_score: 1 });

    expect((await event({ kind: 'bonus', minute: 90, player_id: hForward, count: 3 })).statusCode).toBe(200);
    const finished = await call('POST', 'state/', { status: 'finished', minute: 90 });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().data).toMatchObject({
      status: 'finished',
      minute: 90,
      home_score: 2,
      guest_score: 1,
    });

    const byHand: Array<[number, Partial<Line>]> = [
      [hKeeper, { minutes: 90, goals_conceded: 1, penalties_saved: 1, saves: 1 }],
      [hDefender, { minutes: 50, clean_sheets: 0 }],
      [hMid, { minutes: 90, assists: 1, goals_conceded: 1 }],
      [hForward, { minutes: 90, goals_scored: 1, goals_conceded: 1, bonus: 3 }],
      [hWing, { minutes: 90, goals_conceded: 1 }],
      [hSub, { minutes: 40, goals_conceded: 1 }],
      [gKeeper, { minutes: 90, goals_conceded: 2, saves: 3 }],
      [gDefender, { minutes: 90, goals_conceded: 2, own_goals: 1, yellow_cards: 1 }],
      [gMid, { minutes: 61, goals_conceded: 2, red_cards: 1 }],
      [gForward, { minutes: 90, goals_scored: 1, penalties_missed: 1, goals_conceded: 2 }],
      [gWing, { minutes: 75, goals_conceded: 2 }],
      [gSub, { minutes: 15 }],
    ];
    const expected = new Map(byHand.map(([id, line]) => [id, { ...ZERO, ...line }]));
    expect(await storedLines()).toEqual(expected);

    // The same lines through the result form store the very same rows.
    const form = await call('POST', 'result/', {
      home_score: 2,
      guest_score: 1,
      stats: byHand.map(([player_id, line]) => ({ player_id, ...ZERO, ...line })),
    });
    expect(form.statusCode).toBe(200);
    expect(await storedLines()).toEqual(expected);
  });

  it('corrects and removes an event, rederiving the lines, with an audit row for each', async () => {
    expect((await call('POST', 'state/', { status: 'live' })).statusCode).toBe(200);
    const centre = (await call('GET', 'centre/')).json().data as {
      events: Array<{ id: number; kind: string }>;
    };
    const ownGoal = centre.events.find((e) => e.kind === 'goal' && (e as { own_goal?: boolean }).own_goal)!;
    const moved = await call('PATCH', `events/${ownGoal.id}/`, { own_goal: false, player_id: home[3] });
    expect(moved.statusCode).toBe(200);
    expect((await storedLines()).get(home[3]!)).toMatchObject({ goals_scored: 2 });

    const removed = await call('DELETE', `events/${ownGoal.id}/`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ home_score: 1, guest_score: 1 });
    expect((await storedLines()).get(home[3]!)).toMatchObject({ goals_scored: 1 });
    expect((await call('DELETE', `events/${ownGoal.id}/`)).statusCode).toBe(404);

    const actions = (
      await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, String(matchId)))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'match.lineup',
        'match.state',
        'match.event.create',
        'match.event.update',
        'match.event.delete',
      ]),
    );
  });

  it('refuses, in Russian, a player outside the lineup and a substitution without the player coming on', async () => {
    const outsider = seed.players.find((p) => ![...home, ...guest].includes(p.id))!.id;
    const foreign = await event({ kind: 'yellow_card', minute: 80, player_id: outsider });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors[0]).toMatchObject({
      field: 'player_id',
      message: 'Игрок не заявлен на матч: сначала отметьте его в составе',
    });
    const sub = await event({ kind: 'substitution', minute: 80, player_id: home[0] });
    expect(sub.statusCode).toBe(422);
    expect(sub.json().errors[0]).toMatchObject({
      field: 'second_player_id',
      message: 'Укажите игрока, вышедшего на замену',
    });
    for (const bad of [
      { kind: 'corner', minute: 80, player_id: home[0] },
      { kind: 'goal', minute: 131, player_id: home[0] },
      { kind: 'saves', minute: 80, player_id: home[0], count: 0 },
      { kind: 'goal', minute: 80, player_id: -1 },
    ]) {
      const res = await event(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toMatch(/[А-Яа-я]/);
    }
    const paused = await call('POST', 'state/', { status: 'paused' });
    expect(paused.statusCode).toBe(400);
    expect(paused.json().message).toMatch(/[А-Яа-я]/);
  });
});
