import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { champMembers, champRating, champs } from '../src/db/schema/index.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createFantasyTestApp,
  seedFantasy,
  type FantasyTestApp,
  type SeededFantasy,
} from './factories/fantasy.ts';
import { createGeneralChamp, createPlayer, rateTeams, type Player } from './factories/champs.ts';

/** User leagues with invite links (issue 8): spec 2 §7 calls, DECISIONS "User leagues". */

type Champ = {
  id: number;
  name: string;
  type: string;
  place: number | null;
  team: { id: number; name: string; logo: string | null };
  invite_hash: string | null;
  actions: string[];
  members_count: number;
};

describe('user leagues', () => {
  let t: FantasyTestApp;
  let seeded: SeededFantasy;
  let generalId: number;
  let owner: Player;
  let guest: Player;
  let stranger: Player;

  const create = (headers: Record<string, string>, name: unknown) =>
    t.app.inject({ method: 'POST', url: '/v1/champs/create/', headers, payload: { name } });
  const myChamps = async (headers: Record<string, string>, league = 'active') => {
    const res = await t.app.inject({ url: `/v1/leagues/${league}/my-champs/`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { league: { id: number; name: string } | null; champs: Champ[] };
  };
  const accept = (headers: Record<string, string>, champId: number, hash: unknown) =>
    t.app.inject({ method: 'POST', url: `/v1/champs/${champId}/invite-accept/`, headers, payload: { hash } });
  const leave = (headers: Record<string, string>, champId: number) =>
    t.app.inject({ method: 'POST', url: `/v1/champs/${champId}/leave/`, headers, payload: {} });
  const remove = (headers: Record<string, string>, champId: number) =>
    t.app.inject({ method: 'DELETE', url: `/v1/champs/${champId}/`, headers });
  const ratingOf = (champId: number) =>
    t.db
      .select({ teamId: champRating.fantasyTeamId, points: champRating.points, place: champRating.place })
      .from(champRating)
      .where(eq(champRating.champId, champId))
      .orderBy(asc(champRating.place), asc(champRating.fantasyTeamId));

  beforeAll(async () => {
    t = await createFantasyTestApp();
  });
  afterAll(() => t.close());

  it('before a season starts: my-champs is empty and creating is refused', async () => {
    const u = await createUser(t.db, 'early');
    expect(await myChamps(u.headers)).toEqual({ league: null, champs: [] });
    const res = await create(u.headers, 'Ранняя лига');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Сезон скоро начнется');
  });

  describe('in a season', () => {
    beforeAll(async () => {
      seeded = await seedFantasy(t.db, { now: t.clock.now() });
      generalId = (await createGeneralChamp(t.db, seeded.seasonId)).id;
      owner = await createPlayer(t.db, 'owner', seeded.leagueId, 'Хозяева');
      guest = await createPlayer(t.db, 'guest', seeded.leagueId, 'Гости');
      stranger = await createPlayer(t.db, 'stranger', seeded.leagueId, 'Чужие');
      await rateTeams(t.db, generalId, [
        { teamId: owner.teamId, points: 50 },
        { teamId: guest.teamId, points: 70 },
        { teamId: stranger.teamId, points: 10 },
      ]);
    });

    it('answers 401 to a visitor on every call that needs a user', async () => {
      const calls = [
        t.app.inject({ url: '/v1/leagues/active/my-champs/' }),
        create({}, 'Лига'),
        remove({}, 1),
        leave({}, 1),
        accept({}, 1, 'A'.repeat(16)),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Авторизуйтесь для выполнения действия');
      }
    });

    it('lists only the general rating for a team in no league, and nothing for a user without a team', async () => {
      const data = await myChamps(stranger.headers);
      expect(data.league).toEqual({ id: seeded.leagueId, name: 'Фэнтези 2026' });
      expect(data.champs).toEqual([
        {
          id: generalId,
          name: 'Общий рейтинг',
          type: 'general',
          place: 3,
          team: { id: stranger.teamId, name: 'Чужие', logo: null },
          invite_hash: null,
          actions: [],
          members_count: 0,
        },
      ]);
      const teamless = await createUser(t.db, 'teamless');
      expect((await myChamps(teamless.headers)).champs).toEqual([]);
    });

    it('refuses bad names with the length rule, before anything is stored', async () => {
      for (const name of ['ab', '   a     ', 'Д'.repeat(26), '', 'Лига\u0000']) {
        const res = await create(owner.headers, name);
        expect(res.statusCode, JSON.stringify(name)).toBe(400);
        expect(res.json().errors[0].field).toBe('name');
      }
      expect((await create(owner.headers, 'ab')).json().message).toBe(
        'Название лиги должно содержать от 3 до 25 символов',
      );
      const missing = await t.app.inject({
        method: 'POST',
        url: '/v1/champs/create/',
        headers: owner.headers,
        payload: {},
      });
      expect(missing.statusCode).toBe(400);
      const stored = await t.db.select().from(champs).where(eq(champs.type, 'user'));
      expect(stored).toEqual([]);
    });

    it('refuses a user without a fantasy team', async () => {
      const teamless = await createUser(t.db, 'noteam');
      const res = await create(teamless.headers, 'Без команды');
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Чтобы участвовать в лигах, сначала придумайте название команды');
    });

    let leagueId: number;
    let hash: string;

    it('creates a league with the creator as its first member and a random invite hash', async () => {
      const res = await create(owner.headers, '  Друзья   по   двору ');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Лига создана');
      const champ = res.json().data.champ as Champ;
      expect(champ).toMatchObject({
        name: 'Друзья по двору',
        type: 'user',
        place: 1,
        team: { id: owner.teamId, name: 'Хозяева' },
        actions: ['delete'],
        members_count: 1,
      });
      expect(champ.invite_hash).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      leagueId = champ.id;
      hash = champ.invite_hash!;
      const mine = await myChamps(owner.headers);
      expect(mine.champs.map((c) => [c.type, c.name])).toEqual([
        ['general', 'Общий рейтинг'],
        ['user', 'Друзья по двору'],
      ]);
      expect(await ratingOf(leagueId)).toEqual([{ teamId: owner.teamId, points: 50, place: 1 }]);
      // Someone else's league is not in another user's list.
      expect((await myChamps(guest.headers)).champs.map((c) => c.type)).toEqual(['general']);
    });

    it('refuses a second league of the same user', async () => {
      const res = await create(owner.headers, 'Вторая лига');
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Каждый пользователь может создать одну игровую лигу');
    });

    it('lets parallel creates of one user make exactly one league (the database decides)', async () => {
      const racer = await createPlayer(t.db, 'racer', seeded.leagueId);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => create(racer.headers, `Гонка ${i}`)),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of results.filter((r) => r.statusCode !== 200)) {
        expect(r.statusCode).toBe(422);
        expect(r.json().message).toBe('Каждый пользователь может создать одну игровую лигу');
      }
      const theirs = await t.db.select().from(champs).where(eq(champs.ownerUserId, racer.user.id));
      expect(theirs).toHaveLength(1);
    });

    it('tells what an invite leads to, to visitors too', async () => {
      const res = await t.app.inject({ url: `/v1/champs/${hash}/invite-info/` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        game: 'fantasy',
        league: { id: seeded.leagueId, name: 'Фэнтези 2026' },
        champ: {
          id: leagueId,
          name: 'Друзья по двору',
          type: 'user',
          members_count: 1,
          is_member: false,
        },
      });
      const asOwner = await t.app.inject({ url: `/v1/champs/${hash}/invite-info/`, headers: owner.headers });
      expect(asOwner.json().data.champ.is_member).toBe(true);
      const unknown = await t.app.inject({ url: `/v1/champs/${'Z'.repeat(16)}/invite-info/` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Приглашение не найдено или лига удалена');
      const malformed = await t.app.inject({ url: '/v1/champs/short/invite-info/' });
      expect(malformed.statusCode).toBe(400);
    });

    it('refuses an accept without the invite’s hash, or for a league that is not a user league', async () => {
      const wrong = await accept(guest.headers, leagueId, 'W'.repeat(16));
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().message).toBe('Приглашение недействительно');
      const missing = await t.app.inject({
        method: 'POST',
        url: `/v1/champs/${leagueId}/invite-accept/`,
        headers: guest.headers,
        payload: {},
      });
      expect(missing.statusCode).toBe(400);
      const general = await accept(guest.headers, generalId, hash);
      expect(general.statusCode).toBe(404);
      const badId = await accept(guest.headers, 0, hash);
      expect(badId.statusCode).toBe(400);
      expect((await ratingOf(leagueId)).map((r) => r.teamId)).toEqual([owner.teamId]);
    });

    it('joins by invite; accepting twice keeps one membership; the league’s rating shows the newcomer', async () => {
      const first = await accept(guest.headers, leagueId, hash);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().message).toBe('Вы вступили в лигу');
      const second = await accept(guest.headers, leagueId, hash);
      expect(second.statusCode).toBe(200);
      expect(second.json().message).toBe('Вы уже состоите в этой лиге');
      const members = await t.db.select().from(champMembers).where(eq(champMembers.champId, leagueId));
      expect(members).toHaveLength(2);
      // Places among the members (the guest has more season points).
      expect(await ratingOf(leagueId)).toEqual([
        { teamId: guest.teamId, points: 70, place: 1 },
        { teamId: owner.teamId, points: 50, place: 2 },
      ]);
      const theirs = (await myChamps(guest.headers)).champs.find((c) => c.id === leagueId);
      expect(theirs).toMatchObject({ place: 1, actions: ['leave'], invite_hash: hash, members_count: 2 });
      const ownerView = (await myChamps(owner.headers)).champs.find((c) => c.id === leagueId);
      expect(ownerView).toMatchObject({ place: 2, actions: ['delete'], members_count: 2 });
    });

    it('keeps one membership when the same user accepts ten times at once', async () => {
      const eager = await createPlayer(t.db, 'eager', seeded.leagueId, 'Торопыги');
      const results = await Promise.all(
        Array.from({ length: 10 }, () => accept(eager.headers, leagueId, hash)),
      );
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      expect(results.filter((r) => r.json().message === 'Вы вступили в лигу')).toHaveLength(1);
      const rows = await t.db
        .select()
        .from(champMembers)
        .where(and(eq(champMembers.champId, leagueId), eq(champMembers.fantasyTeamId, eager.teamId)));
      expect(rows).toHaveLength(1);
      const [champ] = await t.db.select().from(champs).where(eq(champs.id, leagueId));
      expect(champ!.membersCount).toBe(3);
      // A team never rated yet joins with 0 points at the bottom.
      expect((await ratingOf(leagueId)).at(-1)).toEqual({ teamId: eager.teamId, points: 0, place: 3 });
      expect((await leave(eager.headers, leagueId)).statusCode).toBe(200);
    });

    it('refuses the creator leaving and a non-member leaving', async () => {
      const own = await leave(owner.headers, leagueId);
      expect(own.statusCode).toBe(422);
      expect(own.json().message).toBe('Создатель не может покинуть свою лигу, но может её удалить');
      const notIn = await leave(stranger.headers, leagueId);
      expect(notIn.statusCode).toBe(422);
      expect(notIn.json().message).toBe('Вы не состоите в этой лиге');
      const general = await leave(owner.headers, generalId);
      expect(general.statusCode).toBe(422);
      expect((await leave(owner.headers, 999999)).statusCode).toBe(404);
    });

    it('refuses deleting by a member or a stranger', async () => {
      for (const who of [guest, stranger]) {
        const res = await remove(who.headers, leagueId);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Удалить лигу может только её создатель');
      }
      expect((await remove(owner.headers, generalId)).statusCode).toBe(422);
      expect((await remove(owner.headers, 999999)).statusCode).toBe(404);
      expect((await remove(owner.headers, 0)).statusCode).toBe(400);
    });

    it('lets a member leave: the membership and the rating row go, places close up', async () => {
      const res = await leave(guest.headers, leagueId);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Вы покинули лигу');
      expect(await ratingOf(leagueId)).toEqual([{ teamId: owner.teamId, points: 50, place: 1 }]);
      expect((await myChamps(guest.headers)).champs.map((c) => c.type)).toEqual(['general']);
      const again = await leave(guest.headers, leagueId);
      expect(again.statusCode).toBe(422);
    });

    it('lets the creator delete the league; its invite dies and a new league may be created', async () => {
      expect((await accept(guest.headers, leagueId, hash)).statusCode).toBe(200);
      const res = await remove(owner.headers, leagueId);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Лига удалена');
      expect(await t.db.select().from(champs).where(eq(champs.id, leagueId))).toEqual([]);
      expect(await t.db.select().from(champMembers).where(eq(champMembers.champId, leagueId))).toEqual([]);
      expect(await ratingOf(leagueId)).toEqual([]);
      expect((await myChamps(guest.headers)).champs.map((c) => c.type)).toEqual(['general']);
      expect((await t.app.inject({ url: `/v1/champs/${hash}/invite-info/` })).statusCode).toBe(404);
      expect((await accept(guest.headers, leagueId, hash)).statusCode).toBe(404);
      expect((await create(owner.headers, 'Новая лига')).statusCode).toBe(200);
    });

    it('reads my-champs by a league id too; an unknown league is a 404 and a malformed one a 400', async () => {
      const byId = await myChamps(owner.headers, String(seeded.leagueId));
      expect(byId.champs.map((c) => c.name)).toEqual(['Общий рейтинг', 'Новая лига']);
      const unknown = await t.app.inject({ url: '/v1/leagues/999999/my-champs/', headers: owner.headers });
      expect(unknown.statusCode).toBe(404);
      const malformed = await t.app.inject({ url: '/v1/leagues/abc/my-champs/', headers: owner.headers });
      expect(malformed.statusCode).toBe(400);
    });
  });
});
