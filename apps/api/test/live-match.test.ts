import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicMatch, SiteMatch } from '@mliga/contract';
import { matches, playerMatchStats } from '../src/db/schema/index.ts';
import { createUser } from './helpers/test-app.ts';
import { openSse, type SseFrame } from './helpers/sse.ts';
import {
  createFantasyTeam,
  createFantasyTestApp,
  mySquadUrl,
  pickSquad,
  seedFantasy,
  storeSquad,
  type FantasyTestApp,
  type SeededFantasy,
} from './factories/fantasy.ts';
import { finishTour, matchOf, scoreUrl } from './factories/fantasy-scoring.ts';

type User = Awaited<ReturnType<typeof createUser>>;

/** Issue 22 §2–3: the public match centre, the live stream that keeps browsers on it current, live squad points. */
describe('the public match centre and the live stream', () => {
  let t: FantasyTestApp;
  let seed: SeededFantasy;
  let admin: User;
  let fan: User;
  let matchId: number;
  let otherMatchId: number;
  let seasonId: number;
  let tour: number;
  let home: number[];
  let guest: number[];
  let base: string;

  beforeAll(async () => {
    t = await createFantasyTestApp();
    seed = await seedFantasy(t.db, { now: t.clock.now() });
    admin = await createUser(t.db, 'liveadmin', { role: 'admin' });
    matchId = await matchOf(t.db, seed, 1, 0);
    otherMatchId = (seed.matchIds.get(1) ?? []).find((id) => id !== matchId)!;
    // The seed has played it: it is to come again.
    const [match] = await t.db
      .update(matches)
      .set({ isFinished: false, homeScore: null, guestScore: null })
      .where(eq(matches.id, matchId))
      .returning();
    await t.db.delete(playerMatchStats).where(eq(playerMatchStats.matchId, matchId));
    seasonId = match!.seasonId;
    tour = match!.tour;
    const squad = (teamId: number) => seed.players.filter((p) => p.teamId === teamId).map((p) => p.id);
    home = squad(match!.homeTeamId).slice(0, 3);
    guest = squad(match!.guestTeamId).slice(0, 3);
    // A fan's squad for the tour, captained by the home defender who scores below.
    fan = await createFantasyTeamOwner();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  async function createFantasyTeamOwner(): Promise<User> {
    const owner = await createUser(t.db, 'livefan');
    const team = await createFantasyTeam(t.db, owner.user.id, seed.leagueId);
    const items = pickSquad(seed.players, { prefer: [home[2]!, home[0]!] }).map((item) => ({
      ...item,
      is_captain: item.player_id === home[2] ? (1 as const) : (0 as const),
    }));
    await storeSquad(t.db, { fantasyTeamId: team.id, stageId: seed.stages[0]!.id, items });
    await storeSquad(t.db, { fantasyTeamId: team.id, stageId: seed.stages[1]!.id, items });
    return owner;
  }
  const mySquad = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: mySquadUrl(seed.stages[0]!.id),
      headers: fan.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      live_points: number | null;
      squad: { player: { id: number }; points: number | null; substitute_player_id: number | null }[];
    };
  };

  const admin$ = (method: 'PUT' | 'POST' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: `/v1/admin/matches/${matchId}/${path}`, headers: admin.headers, payload });
  const publicMatch = async (id = matchId) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/matches/${id}/` });
    expect(res.statusCode).toBe(200);
    return res.json().data as PublicMatch;
  };
  const stream = (query: string, headers?: Record<string, string>) =>
    openSse(`${base}/v1/live/?${query}`, headers);
  const matchFrames = (frames: SseFrame[]) =>
    frames.filter((f) => f.topic === `match:${matchId}`).map((f) => f.data as PublicMatch);

  it('shows a match to come: no score, no events, and the stream position to follow it from', async () => {
    const page = await publicMatch();
    expect(page.status).toBe('scheduled');
    expect(page).toMatchObject({
      minute: null,
      home_score: null,
      guest_score: null,
      events: [],
      players: [],
    });
    expect(page.match.live).toBeNull();
    expect(Number.isInteger(page.live_cursor)).toBe(true);
    const missing = await t.app.inject({ method: 'GET', url: '/v1/matches/999999/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Матч не найден');
  });

  it('refuses topics it does not know and a malformed Last-Event-ID, in Russian', async () => {
    for (const query of ['topics=user:1', 'topics=match:0', 'topics=match:1,,matches', 'topics=']) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/live/?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/live/?topics=matches',
      headers: { 'last-event-id': 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Last-Event-ID должен быть номером события');
  });

  it('pushes kick-off and each goal to the browsers on the match, in order, as the page would read it', async () => {
    const since = (await publicMatch()).live_cursor;
    const sse = await stream(`topics=match:${matchId},matches&since=${since}`);
    const elsewhere = await stream(`topics=match:${otherMatchId}`);
    expect(sse.status).toBe(200);
    expect(sse.contentType).toBe('text/event-stream; charset=utf-8');
    expect(sse.cacheControl).toBe('no-store');

    const lineup = await admin$('PUT', 'lineup/', {
      players: [...home, ...guest].map((player_id) => ({ player_id, starter: true })),
    });
    expect(lineup.statusCode).toBe(200);
    expect((await admin$('POST', 'state/', { status: 'live' })).statusCode).toBe(200);
    const kickOff = await sse.next(2);
    expect(kickOff.map((f) => f.topic)).toEqual([`match:${matchId}`, 'matches']);
    expect(matchFrames(kickOff)[0]).toMatchObject({
      status: 'live',
      minute: 0,
      home_score: 0,
      guest_score: 0,
    });
    expect((kickOff[1]!.data as SiteMatch).live).toEqual({
      status: 'live',
      minute: 0,
      home_score: 0,
      guest_score: 0,
    });

    expect(
      (
        await admin$('POST', 'events/', {
          kind: 'goal',
          minute: 17,
          player_id: home[2],
          second_player_id: home[1],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await admin$('POST', 'events/', { kind: 'goal', minute: 29, player_id: home[1], own_goal: true }))
        .statusCode,
    ).toBe(200);
    const goals = await sse.next(4);
    expect(goals.map((f) => f.id)).toEqual([...goals.map((f) => f.id)].sort((a, b) => a! - b!));
    const [first, second] = matchFrames(goals);
    expect(first).toMatchObject({ minute: 17, home_score: 1, guest_score: 0 });
    expect(second).toMatchObject({ minute: 29, home_score: 1, guest_score: 1 });
    expect(second!.events.map((e) => [e.minute, e.kind, e.side, e.own_goal])).toEqual([
      [17, 'goal', 'home', false],
      [29, 'goal', 'guest', true],
    ]);
    expect(second!.events[0]!.second_player?.id).toBe(home[1]);
    // Who played, with what they did so far.
    const scorer = second!.players.find((p) => p.player.id === home[2]);
    expect(scorer).toMatchObject({ side: 'home', starter: true, minutes: 29, goals: 1 });
    // The page read afresh says the same as the stream.
    const { live_cursor: _cursor, ...page } = await publicMatch();
    expect(page).toEqual(second);
    // The fan's squad has provisional points: the captain's goal counts twice.
    const squad = await mySquad();
    expect(squad.live_points).not.toBeNull();
    const captain = squad.squad.find((e) => e.player.id === home[2]);
    expect(captain?.points).toBeGreaterThanOrEqual(2 * 6);
    expect(captain!.points! % 2).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(elsewhere.pending()).toEqual([]);
    sse.close();
    elsewhere.close();
  });

  it('lists the match as being played, and the calendar shows its score so far', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/v1/matches/live/' });
    expect(live.json().data.matches.map((m: SiteMatch) => m.id)).toEqual([matchId]);
    const calendar = await t.app.inject({
      method: 'GET',
      url: `/v1/seasons/${seasonId}/matches/?tour=${tour}`,
    });
    const row = calendar.json().data.matches.find((m: SiteMatch) => m.id === matchId) as SiteMatch;
    expect(row).toMatchObject({ is_finished: false, home_score: null, guest_score: null });
    expect(row.live).toMatchObject({ status: 'live', home_score: 1, guest_score: 1 });
  });

  it('replays after a reconnect exactly what was missed, with no gap and nothing twice', async () => {
    const sse = await stream(`topics=match:${matchId}`);
    expect(
      (await admin$('POST', 'events/', { kind: 'yellow_card', minute: 35, player_id: guest[0] })).statusCode,
    ).toBe(200);
    const [seen] = await sse.next(1);
    sse.close();
    // Missed while disconnected: a card and a goal.
    expect(
      (await admin$('POST', 'events/', { kind: 'yellow_card', minute: 38, player_id: guest[1] })).statusCode,
    ).toBe(200);
    expect(
      (await admin$('POST', 'events/', { kind: 'goal', minute: 41, player_id: guest[2] })).statusCode,
    ).toBe(200);
    const again = await stream(`topics=match:${matchId}`, { 'last-event-id': String(seen!.id) });
    const replayed = await again.next(2);
    expect(replayed.every((f) => f.id! > seen!.id!)).toBe(true);
    expect(matchFrames(replayed).map((m) => m.events.at(-1)?.minute)).toEqual([38, 41]);
    // Then live again, still in order.
    expect((await admin$('POST', 'state/', { status: 'half_time' })).statusCode).toBe(200);
    const [halfTime] = await again.next(1);
    expect(halfTime!.id).toBeGreaterThan(replayed[1]!.id!);
    expect(halfTime!.data).toMatchObject({ status: 'half_time', home_score: 1, guest_score: 2 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(again.pending()).toEqual([]);
    again.close();
  });

  it('at full time the match leaves the live list and shows its final score everywhere', async () => {
    const sse = await stream('topics=matches');
    expect((await admin$('POST', 'state/', { status: 'finished' })).statusCode).toBe(200);
    const [final] = await sse.next(1);
    expect(final!.data).toMatchObject({
      id: matchId,
      is_finished: true,
      home_score: 1,
      guest_score: 2,
      live: null,
    });
    sse.close();
    expect((await t.app.inject({ method: 'GET', url: '/v1/matches/live/' })).json().data.matches).toEqual([]);
    expect(await publicMatch()).toMatchObject({
      status: 'finished',
      minute: null,
      home_score: 1,
      guest_score: 2,
    });
  });

  it('scoring the tour confirms the provisional points: the same lines and total, no longer provisional', async () => {
    const provisional = await mySquad();
    expect(provisional.live_points).not.toBeNull();
    await finishTour(t.db, seed, tour);
    const scored = await t.app.inject({
      method: 'POST',
      url: scoreUrl(seed.stages[0]!.id),
      headers: admin.headers,
    });
    expect(scored.statusCode, scored.body).toBe(200);
    const final = await mySquad();
    expect(final.live_points).toBeNull();
    const lines = (squad: typeof final) =>
      squad.squad.map((e) => [e.player.id, e.points, e.substitute_player_id]);
    expect(lines(final)).toEqual(lines(provisional));
    const stages = await t.app.inject({
      method: 'GET',
      url: `/v1/leagues/${seed.leagueId}/stages/`,
      headers: fan.headers,
    });
    const stage = stages.json().data.stages.find((st: { id: number }) => st.id === seed.stages[0]!.id);
    expect(stage.user_points).toBe(provisional.live_points);
    // The next tour's squad, not started and not scored, has no points yet (a scored tour is not its own).
    const next = await t.app.inject({
      method: 'GET',
      url: mySquadUrl(seed.stages[1]!.id),
      headers: fan.headers,
    });
    expect(next.json().data.live_points).toBeNull();
    expect(next.json().data.squad.map((e: { points: number | null }) => e.points)).toEqual(
      Array.from({ length: 15 }, () => null),
    );
  });

  it('a correction after scoring writes a ledger line that the squads holding the player show', async () => {
    const before = await mySquad();
    const line = (squad: typeof before) => squad.squad.find((e) => e.player.id === home[0])!.points;
    expect((before as { corrections?: unknown[] }).corrections).toEqual([]);
    // The league finds a goal it missed: back into play, the goal, full time, scored again.
    expect((await admin$('POST', 'state/', { status: 'live' })).statusCode).toBe(200);
    const goal = await admin$('POST', 'events/', { kind: 'goal', minute: 88, player_id: home[0] });
    expect(goal.statusCode, goal.body).toBe(200);
    expect((await admin$('POST', 'state/', { status: 'finished' })).statusCode).toBe(200);
    const rescored = await t.app.inject({
      method: 'POST',
      url: scoreUrl(seed.stages[0]!.id),
      headers: admin.headers,
    });
    expect(rescored.statusCode, rescored.body).toBe(200);
    const after = (await mySquad()) as Awaited<ReturnType<typeof mySquad>> & {
      corrections: { player_id: number; old_points: number; new_points: number; date: string }[];
    };
    // The scorer's line, and any other line of the squad the goal moved (the other keeper conceded it).
    expect(after.corrections).toContainEqual({
      player_id: home[0],
      player: expect.any(String),
      old_points: line(before),
      new_points: line(after),
      date: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/),
    });
    const held = new Set(after.squad.map((e) => e.player.id));
    expect(after.corrections.every((c) => held.has(c.player_id) && c.old_points !== c.new_points)).toBe(true);
    expect(line(after)! - line(before)!).toBe(6);
    // Scored again with nothing changed: no new line.
    await t.app.inject({ method: 'POST', url: scoreUrl(seed.stages[0]!.id), headers: admin.headers });
    expect(((await mySquad()) as typeof after).corrections).toHaveLength(after.corrections.length);
  });
});
