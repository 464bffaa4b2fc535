import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  champMembers,
  champs,
  partnerBets,
  predictions,
  squadPlayers,
  squads,
  users,
} from '../../src/db/schema/index.ts';
import { createFantasyTeam, mySquadUrl } from '../factories/fantasy.ts';
import { createUser } from '../helpers/test-app.ts';
import { post, validRegistration } from '../helpers/requests.ts';
import { predictionsUrl } from '../factories/predictor.ts';
import { replaceStagePredictions } from '../../src/modules/predictor/predictions-save.queries.ts';
import { cookiesOf, placedBet, sendBetEvent } from '../helpers/partner.ts';
import {
  DURING_STAGE,
  START,
  brokenInvariants,
  createTournament,
  seedWorld,
  sortedIds,
  type World,
} from './world.ts';

/**
 * Races the database must settle (issue 12, concurrency). Already covered elsewhere and
 * not repeated here: twenty registrations racing for one login (accounts.test.ts), parallel
 * creates of one user's league and one user accepting an invite ten times
 * (champs-leagues.test.ts), ten joins racing for the last H2H place (h2h.test.ts), three
 * saves of an existing squad (fantasy-squad-save.test.ts), two team names at once
 * (fantasy-team-name.test.ts). The property test next door mixes all of them.
 */
describe('concurrent requests keep every invariant', () => {
  let w: World;

  beforeAll(async () => {
    w = await seedWorld(12);
  }, 120_000);
  afterAll(() => w.t.close());

  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    w.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('makes one account of registrations racing for one email (in any letter case) or one phone', async () => {
    const sameEmail = Array.from({ length: 10 }, (_, i) => ({
      ...validRegistration(60 + i),
      email: i % 2 ? 'Twin@Example.TEST' : 'twin@example.test',
    }));
    const samePhone = Array.from({ length: 10 }, (_, i) => ({
      ...validRegistration(80 + i),
      phone: '+7 (900) 123-45-67',
    }));
    const results = await Promise.all(
      [...sameEmail, ...samePhone].map((body) => post(w.t.app, '/v1/users/registration/', body)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    for (const r of results.slice(0, 10).filter((r) => r.statusCode === 409))
      expect(r.json().message).toBe('Email уже используется');
    for (const r of results.slice(10).filter((r) => r.statusCode === 409))
      expect(r.json().message).toBe('Телефон уже используется');
    const twins = await w.t.db.select().from(users).where(eq(users.email, 'twin@example.test'));
    const twinsUpper = await w.t.db.select().from(users).where(eq(users.email, 'Twin@Example.TEST'));
    expect(twins.length + twinsUpper.length).toBe(1);
    expect(await brokenInvariants(w.t.db)).toEqual([]);
  });

  it("leaves one whole squad when a team's very first saves race (no squad row yet)", async () => {
    const u = await createUser(w.t.db, 'firstsave');
    const team = await createFantasyTeam(w.t.db, u.user.id, w.fantasy.leagueId, 'Первый состав');
    const bodies = Array.from({ length: 9 }, (_, i) => ({ scheme: '4-4-2', squad: w.squads[i % 3]! }));
    const results = await Promise.all(bodies.map((b) => inject('POST', mySquadUrl(w.stageId), u.headers, b)));
    expect(results.map((r) => r.statusCode)).toEqual(bodies.map(() => 200));
    const rows = await w.t.db.select().from(squads).where(eq(squads.fantasyTeamId, team.id));
    expect(rows).toHaveLength(1);
    const stored = (await w.t.db.select().from(squadPlayers).where(eq(squadPlayers.squadId, rows[0]!.id)))
      .map((p) => p.playerId)
      .sort((a, b) => a - b);
    expect(w.squads.map(sortedIds)).toContainEqual(stored);
    expect(await brokenInvariants(w.t.db)).toEqual([]);
  });

  it('keeps one prediction per event and one X2 when saves of one user race with X2 on different items', async () => {
    const p = w.players[0]!;
    const stage = w.predictor.stages[0]!;
    const url = predictionsUrl(w.predictor.leagueId, stage.id);
    // Body i: every match with the score i:i, X2 on match i.
    const bodies = stage.matchEvents.map((_, i) => ({
      predictions: stage.matchEvents.map((e, j) => ({
        event_id: e.id,
        home_team_score: i,
        guest_team_score: i,
        is_x2: i === j ? 1 : 0,
      })),
    }));
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all([...bodies, ...bodies].map((b) => inject('POST', url, p.headers, b)));
      for (const r of results) {
        expect([200, 409], r.body).toContain(r.statusCode);
        if (r.statusCode === 409)
          expect(r.json().message).toBe('X2 можно использовать только на одном прогнозе тура');
      }
      expect(results.some((r) => r.statusCode === 200)).toBe(true);
      const rows = await w.t.db
        .select()
        .from(predictions)
        .where(and(eq(predictions.userId, p.user.id), eq(predictions.stageId, stage.id)));
      expect(rows).toHaveLength(stage.matchEvents.length);
      // Whole bodies, never a mix: one score everywhere and X2 on that body's match.
      const score = rows[0]!.homeScore!;
      expect(rows.every((r) => r.homeScore === score && r.guestScore === score)).toBe(true);
      expect(rows.filter((r) => r.isX2).map((r) => r.eventId)).toEqual([stage.matchEvents[score]!.id]);
    }
    expect(await brokenInvariants(w.t.db)).toEqual([]);
  });

  it('counts every member when many join one user league by invite while others leave it', async () => {
    const [owner, ...rest] = w.players.slice(0, 10);
    const created = await inject('POST', '/v1/champs/create/', owner!.headers, { name: 'Гоночная лига' });
    expect(created.statusCode, created.body).toBe(200);
    const { id, invite_hash: hash } = created.json().data.champ as { id: number; invite_hash: string };
    const accept = (h: Record<string, string>) =>
      inject('POST', `/v1/champs/${id}/invite-accept/`, h, { hash });
    const leave = (h: Record<string, string>) => inject('POST', `/v1/champs/${id}/leave/`, h, {});
    const early = rest.slice(0, 4);
    for (const p of early) expect((await accept(p.headers)).statusCode).toBe(200);
    const results = await Promise.all([
      ...rest.map((p) => accept(p.headers)),
      ...early.map((p) => leave(p.headers)),
      ...rest.slice(4).map((p) => accept(p.headers)),
    ]);
    for (const r of results) expect([200, 422], r.body).toContain(r.statusCode);
    const [champ] = await w.t.db.select().from(champs).where(eq(champs.id, id));
    const members = await w.t.db.select().from(champMembers).where(eq(champMembers.champId, id));
    expect(champ!.membersCount).toBe(members.length);
    expect(members.length).toBeGreaterThanOrEqual(1 + rest.length - early.length);
    expect(await brokenInvariants(w.t.db)).toEqual([]);
  });

  it('lets a user who joins three H2H tournaments at once end up in exactly one', async () => {
    const cups = await Promise.all(
      [1, 2, 3].map((n) =>
        createTournament(w.t.db, { seasonId: w.fantasy.seasonId, size: 8, name: `Гонка ${n}` }),
      ),
    );
    const p = w.players[11]!;
    const results = await Promise.all(
      cups.map((c) => inject('POST', `/v1/h2h/${c.id}/join/`, p.headers, {})),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toBe('Вы уже участвуете в другом H2H турнире этого сезона');
    }
    const rows = await w.t.db.select().from(champMembers).where(eq(champMembers.fantasyTeamId, p.teamId));
    expect(rows.filter((m) => m.champType === 'h2h')).toHaveLength(1);
    expect(await brokenInvariants(w.t.db)).toEqual([]);
  });

  it('keeps an H2H count right when joins and leaves of one tournament race', async () => {
    const cup = await createTournament(w.t.db, { seasonId: w.fantasy.seasonId, size: 20, name: 'Туда-сюда' });
    const racers = w.players.slice(1, 9);
    for (const p of racers.slice(0, 4))
      expect((await inject('POST', `/v1/h2h/${cup.id}/join/`, p.headers, {})).statusCode).toBe(200);
    const results = await Promise.all(
      racers.flatMap((p, i) => [
        inject('POST', `/v1/h2h/${cup.id}/${i < 4 ? 'leave' : 'join'}/`, p.headers, {}),
        inject('POST', `/v1/h2h/${cup.id}/${i < 4 ? 'join' : 'leave'}/`, p.headers, {}),
      ]),
    );
    for (const r of results) expect([200, 422], r.body).toContain(r.statusCode);
    const [champ] = await w.t.db.select().from(champs).where(eq(champs.id, cup.id));
    const members = await w.t.db.select().from(champMembers).where(eq(champMembers.champId, cup.id));
    expect(champ!.membersCount).toBe(members.length);
    expect(await brokenInvariants(w.t.db)).toEqual([]);
  });

  it('confirms X2 with a bet the partner reports while the X2 save is still committing', async () => {
    const p = w.players[2]!;
    const stage = w.predictor.stages[0]!;
    const event = stage.matchEvents[0]!.id;
    // The save's own transaction (the user's row locked, X2 written), held open while the bet arrives.
    let release!: () => void;
    let written!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const isWritten = new Promise<void>((resolve) => (written = resolve));
    const saving = w.t.db.transaction(async (tx) => {
      await replaceStagePredictions(tx, {
        userId: p.user.id,
        stageId: stage.id,
        rows: [
          { eventId: event, homeScore: 1, guestScore: 0, variantId: null, variantValue: null, isX2: true },
        ],
        now: new Date(START),
      });
      written();
      await held;
    });
    await isWritten;
    const bet = sendBetEvent(w.t.app, placedBet('partner-2', { placed_at: new Date(DURING_STAGE) }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await saving;
    expect((await bet).statusCode).toBe(200);
    const [row] = await w.t.db
      .select()
      .from(predictions)
      .where(and(eq(predictions.userId, p.user.id), eq(predictions.eventId, event)));
    expect(row).toMatchObject({ isX2: true, isX2Confirmed: true });
  });

  it('confirms X2 saved after the partner reported a bet placed after the save (the save waited)', async () => {
    const p = w.players[3]!;
    const stage = w.predictor.stages[0]!;
    const bet = await sendBetEvent(w.t.app, placedBet('partner-3', { placed_at: new Date(DURING_STAGE) }));
    expect(bet.statusCode).toBe(200);
    const saved = await inject('POST', predictionsUrl(w.predictor.leagueId, stage.id), p.headers, {
      predictions: [
        { event_id: stage.matchEvents[1]!.id, home_team_score: 2, guest_team_score: 2, is_x2: 1 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.x2_status).toBe('completed');
    const [row] = await w.t.db
      .select()
      .from(predictions)
      .where(and(eq(predictions.userId, p.user.id), eq(predictions.eventId, stage.matchEvents[1]!.id)));
    expect(row).toMatchObject({ isX2: true, isX2Confirmed: true });
  });

  it('links a partner account to one user when two link it at once, and uses a callback once', async () => {
    const [first, second] = [w.players[4]!, w.players[5]!];
    // Unlinked users walk to the sandbox's consent; the callbacks then race.
    await w.t.db
      .update(users)
      .set({ winlineId: null })
      .where(inArray(users.id, [first.user.id, second.user.id]));
    const consentOf = async (headers: Record<string, string>) => {
      const start = await w.t.app.inject({ url: '/v1/users/oauthwinline/?source=predictor', headers });
      const params = Object.fromEntries(
        new URL(start.json().data.redirect_url as string, 'http://x').searchParams,
      );
      const consent = await w.t.app.inject({
        method: 'POST',
        url: '/v1/partner/sandbox/authorize/',
        payload: new URLSearchParams({
          ...params,
          partner_id: 'shared-partner',
          decision: 'allow',
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      // The callback comes back to the browser that started the link, with its cookie.
      return { url: consent.headers.location as string, headers: { cookie: cookiesOf(start) } };
    };
    const callbacks = [await consentOf(first.headers), await consentOf(second.headers)];
    const results = await Promise.all([...callbacks, ...callbacks].map((request) => w.t.app.inject(request)));
    const outcomes = results.map((r) => /partner_link=(\w+)/.exec(r.headers.location as string)![1]).sort();
    expect(outcomes).toEqual(['expired', 'expired', 'ok', 'taken']);
    const linked = await w.t.db.select().from(users).where(eq(users.winlineId, 'shared-partner'));
    expect(linked).toHaveLength(1);
    expect(await brokenInvariants(w.t.db)).toEqual([]);
  });

  it('applies one partner feed event once when it is delivered three times at once', async () => {
    const event = placedBet('partner-6', { placed_at: new Date(DURING_STAGE + 60_000) });
    const results = await Promise.all([1, 2, 3].map(() => sendBetEvent(w.t.app, event)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409))
      expect(r.json().message).toBe('Событие уже получено');
    const bets = await w.t.db.select().from(partnerBets).where(eq(partnerBets.externalId, event.bet.id));
    expect(bets).toHaveLength(1);
  });
});
