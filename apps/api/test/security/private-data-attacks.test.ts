import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { champs, h2hMatches, seasons, users } from '../../src/db/schema/index.ts';
import {
  createGeneralChamp,
  createPlayer,
  createTournament,
  rateTeams,
  type Player,
} from '../factories/champs.ts';
import { seedFantasy, type SeededFantasy } from '../factories/fantasy.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/test-app.ts';
import { seedPredictorLeague, type SeededLeague } from '../factories/predictor.ts';

/**
 * Private data read by id (issue 18, item 7), probed as an attacker would: champ ids are
 * sequential, so a visitor or a stranger can walk them. A user league (and a private H2H
 * tournament) is for its members and the admins; anybody else gets a 403 with a Russian message
 * and no data, whatever the query, the key (missing, forged, of a blocked user) or the server's
 * shared copy of the public reads (on here, as in production). The invite lookup shows the
 * league's name and size only. The public ratings stay open to visitors.
 *
 * The back office's list sort was checked with `in`, which also finds Object.prototype's keys:
 * `?sort=__proto__` reached the query builder and answered 500. Every list now answers such a
 * sort as it answers any unknown field.
 */

const LEAGUE_REFUSED = 'Рейтинг лиги видят только её участники';
const H2H_REFUSED = 'Закрытый турнир видят только его участники';
const START = Date.UTC(2026, 4, 1, 9, 0);

type Caller = 'visitor' | 'forged' | 'stranger' | 'blocked' | 'member' | 'owner' | 'admin';

describe('private league data read by id', () => {
  let t: TestApp;
  let fantasy: SeededFantasy;
  let predictor: SeededLeague;
  let generalId: number;
  let owner: Player;
  let member: Player;
  let stranger: Player;
  let blocked: Player;
  let adminHeaders: Record<string, string>;
  let league: { id: number; hash: string };
  let privateCup: number;
  let privateMatch: number;
  let publicCup: number;

  const headersOf = (caller: Caller): Record<string, string> =>
    ({
      visitor: {},
      forged: { authorization: `Bearer ${'x'.repeat(43)}` },
      stranger: stranger.headers,
      blocked: blocked.headers,
      member: member.headers,
      owner: owner.headers,
      admin: adminHeaders,
    })[caller];
  const get = (caller: Caller, url: string) => t.app.inject({ url, headers: headersOf(caller) });

  /** Refused: a 403 with the Russian envelope, no data, nothing a shared cache may keep. */
  async function expectRefused(caller: Caller, url: string, message: string) {
    const res = await get(caller, url);
    expect({ caller, url, status: res.statusCode }).toEqual({ caller, url, status: 403 });
    const body = res.json();
    expect(body).toMatchObject({ success: false, message });
    expect(body.data).toBeUndefined();
    for (const secret of ['Лига друзей', owner.teamName, member.teamName, 'Тайный кубок'])
      expect(res.body, `${caller} ${url}`).not.toContain(secret);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/public/);
  }

  async function expectOpen(caller: Caller, url: string) {
    const res = await get(caller, url);
    expect({ caller, url, status: res.statusCode }, res.body).toEqual({ caller, url, status: 200 });
    return res;
  }

  beforeAll(async () => {
    // The server's shared copy of the public reads is on, as in production.
    t = await createTestApp({ publicReadCacheSeconds: 15 }, undefined, () => new Date(START));
    predictor = await seedPredictorLeague(t.db, { now: new Date(START), tours: 1 });
    // One season is current: the fantasy one (the predictor's ratings stay readable by id).
    await t.db.update(seasons).set({ isCurrent: false });
    fantasy = await seedFantasy(t.db, { now: new Date(START) });
    generalId = (await createGeneralChamp(t.db, fantasy.seasonId)).id;
    owner = await createPlayer(t.db, 'league_owner', fantasy.leagueId, 'Хозяева двора');
    member = await createPlayer(t.db, 'league_member', fantasy.leagueId, 'Гости двора');
    stranger = await createPlayer(t.db, 'league_stranger', fantasy.leagueId, 'Чужаки');
    blocked = await createPlayer(t.db, 'league_blocked', fantasy.leagueId, 'Заблокированные');
    adminHeaders = (await createUser(t.db, 'league_admin', { role: 'admin' })).headers;
    await rateTeams(t.db, generalId, [
      { teamId: owner.teamId, points: 50 },
      { teamId: member.teamId, points: 70 },
      { teamId: stranger.teamId, points: 10 },
      { teamId: blocked.teamId, points: 20 },
    ]);
    // As the scoring job leaves it: the general rating's size counts its rated teams.
    await t.db.update(champs).set({ membersCount: 4 }).where(eq(champs.id, generalId));

    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/champs/create/',
      headers: owner.headers,
      payload: { name: 'Лига друзей' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const champ = created.json().data.champ as { id: number; invite_hash: string };
    league = { id: champ.id, hash: champ.invite_hash };
    for (const p of [member, blocked]) {
      const joined = await t.app.inject({
        method: 'POST',
        url: `/v1/champs/${league.id}/invite-accept/`,
        headers: p.headers,
        payload: { hash: league.hash },
      });
      expect(joined.statusCode, joined.body).toBe(200);
    }
    // Blocked after joining, its key left alive: a blocked member reads as a visitor.
    await t.db
      .update(users)
      .set({ blockedAt: new Date(START) })
      .where(eq(users.id, blocked.user.id));

    privateCup = (
      await createTournament(t.db, {
        seasonId: fantasy.seasonId,
        size: 4,
        isPublic: false,
        name: 'Тайный кубок',
        teamIds: [owner.teamId, member.teamId],
      })
    ).id;
    const started = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/h2h/${privateCup}/start/`,
      headers: adminHeaders,
      payload: {},
    });
    expect(started.statusCode, started.body).toBe(200);
    const [match] = await t.db.select().from(h2hMatches).where(eq(h2hMatches.champId, privateCup)).limit(1);
    privateMatch = match!.id;
    publicCup = (
      await createTournament(t.db, {
        seasonId: fantasy.seasonId,
        size: 4,
        name: 'Открытый кубок',
        teamIds: [stranger.teamId],
      })
    ).id;
  });
  afterAll(() => t.close());

  const leagueReads = () => [
    `/v1/champs/${league.id}/rating/`,
    `/v1/champs/${league.id}/rating/?p=1&sort=-place`,
    `/v1/champs/${league.id}/rating/?sort=place&name=${encodeURIComponent('Гости')}`,
    `/v1/champs/${league.id}/rating/?is_media=1&pageSize=50`,
    `/v1/champs/${league.id}/squad/best/`,
    `/v1/champs/${league.id}/squad/best/?stage_id=${fantasy.stages[0]!.id}`,
  ];
  const cupReads = () => [
    `/v1/h2h/${privateCup}/`,
    `/v1/h2h/${privateCup}/matches/`,
    `/v1/h2h/matches/${privateMatch}/`,
  ];

  it('refuses a user league’s rating and best team to a visitor, a forged key, a stranger and a blocked member', async () => {
    for (const caller of ['visitor', 'forged', 'stranger', 'blocked'] as const)
      for (const url of leagueReads()) await expectRefused(caller, url, LEAGUE_REFUSED);
  });

  it('shows the league’s rating to its members and to an admin, never from the shared copy', async () => {
    for (const caller of ['owner', 'member', 'admin'] as const) {
      const res = await expectOpen(caller, `/v1/champs/${league.id}/rating/`);
      const data = res.json().data as { champ: { name: string }; rating: { team: { name: string } }[] };
      expect(data.champ.name).toBe('Лига друзей');
      expect(data.rating.map((r) => r.team.name)).toEqual([
        'Гости двора',
        'Хозяева двора',
        'Заблокированные',
      ]);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(String(res.headers.vary)).toMatch(/Authorization/);
      await expectOpen(caller, `/v1/champs/${league.id}/squad/best/`);
    }
    // A member has just read it: a visitor asking the very same address still gets nothing.
    await expectRefused('visitor', `/v1/champs/${league.id}/rating/`, LEAGUE_REFUSED);
  });

  it('refuses a private H2H tournament, its calendar and its matches to anybody outside it', async () => {
    for (const caller of ['visitor', 'forged', 'stranger', 'blocked'] as const)
      for (const url of cupReads()) await expectRefused(caller, url, H2H_REFUSED);
    for (const caller of ['owner', 'member', 'admin'] as const)
      for (const url of cupReads()) await expectOpen(caller, url);
  });

  it('shows an invite’s league by its name and size only', async () => {
    for (const caller of ['visitor', 'stranger', 'member'] as const) {
      const res = await expectOpen(caller, `/v1/champs/${league.hash}/invite-info/`);
      const data = res.json().data;
      expect(data.champ).toEqual({
        id: league.id,
        name: 'Лига друзей',
        type: 'user',
        members_count: 3,
        is_member: caller === 'member',
      });
      expect(Object.keys(data).sort()).toEqual(['champ', 'game', 'league']);
      for (const team of [owner.teamName, member.teamName, blocked.teamName])
        expect(res.body).not.toContain(team);
    }
  });

  it('refuses a member who left as it refuses any stranger', async () => {
    const leaver = await createPlayer(t.db, 'league_leaver', fantasy.leagueId, 'Ушедшие');
    const accept = await t.app.inject({
      method: 'POST',
      url: `/v1/champs/${league.id}/invite-accept/`,
      headers: leaver.headers,
      payload: { hash: league.hash },
    });
    expect(accept.statusCode).toBe(200);
    const before = await t.app.inject({ url: `/v1/champs/${league.id}/rating/`, headers: leaver.headers });
    expect(before.statusCode).toBe(200);
    const left = await t.app.inject({
      method: 'POST',
      url: `/v1/champs/${league.id}/leave/`,
      headers: leaver.headers,
      payload: {},
    });
    expect(left.statusCode).toBe(200);
    const after = await t.app.inject({ url: `/v1/champs/${league.id}/rating/`, headers: leaver.headers });
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe(LEAGUE_REFUSED);
  });

  it('keeps the public ratings and tournaments open to visitors (and kept in the shared copy)', async () => {
    const open = [
      `/v1/champs/${generalId}/rating/`,
      `/v1/champs/${generalId}/rating/?is_media=1`,
      `/v1/champs/${generalId}/squad/best/`,
      `/v1/h2h/${publicCup}/`,
      `/v1/h2h/${publicCup}/matches/`,
      `/v1/predictors/${predictor.leagueId}/rating/${predictor.generalChampId}/`,
      `/v1/predictors/${predictor.leagueId}/rating/${predictor.partnerChampId}/`,
    ];
    for (const url of open)
      for (const caller of ['visitor', 'stranger'] as const) await expectOpen(caller, url);
    const general = await expectOpen('visitor', `/v1/champs/${generalId}/rating/`);
    expect(general.headers['cache-control']).toMatch(/^public/);
    expect(general.json().data.rating).toHaveLength(4);
  });

  it('still answers an unknown champ with 404, not the members-only refusal', async () => {
    const res = await get('visitor', '/v1/champs/999999/rating/');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Рейтинг не найден');
  });
});

describe('back-office list sort by a key of Object.prototype', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUser(t.db, 'sort_admin', { role: 'admin' })).headers;
  });
  afterAll(() => t.close());

  const TOKENS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

  it('answers every list’s prototype sort as an unknown field: a Russian 4xx, never a 500', async () => {
    const lists = t.app.routeList
      .filter((r) => r.method === 'GET' && /^\/v1\/admin\/[a-z-]+\/$/.test(r.url))
      .map((r) => r.url);
    expect(lists.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const url of lists) {
      const unknown = await t.app.inject({ url: `${url}?sort=no_such_field`, headers: admin });
      for (const token of TOKENS) {
        for (const query of [`sort=${token}`, `sort=${token}&order=DESC`]) {
          const res = await t.app.inject({ url: `${url}?${query}`, headers: admin });
          const body = res.json() as { success?: boolean; message?: string; errors?: { field?: string }[] };
          if (res.statusCode !== unknown.statusCode || res.statusCode >= 500 || res.statusCode < 400)
            problems.push(`${url}?${query}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          else if (body.success !== false || body.message !== `Список нельзя сортировать по полю «${token}»`)
            problems.push(`${url}?${query}: ${res.body.slice(0, 160)}`);
          else if (body.errors?.[0]?.field !== 'sort') problems.push(`${url}?${query}: no sort field error`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('reads an own sort field as before', async () => {
    const res = await t.app.inject({ url: '/v1/admin/teams/?sort=name&order=ASC', headers: admin });
    expect(res.statusCode).toBe(200);
  });

  it('answers prototype keys in the public lists’ sorts without a 500', async () => {
    const problems: string[] = [];
    for (const token of TOKENS)
      for (const url of [
        `/v1/leagues/1/players/?sort=${token}`,
        `/v1/leagues/1/players/?sort=-${token}`,
        `/v1/champs/1/rating/?sort=${token}`,
        `/v1/predictors/1/rating/1/?sort=${token}`,
        `/v1/players/?sort=${token}`,
      ]) {
        const res = await t.app.inject(url);
        if (res.statusCode >= 500) problems.push(`${url}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    expect(problems).toEqual([]);
  });
});
