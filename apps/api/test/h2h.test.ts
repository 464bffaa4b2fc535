import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { auditLog, champMembers, champs, h2hMatches, h2hTable } from '../src/db/schema/index.ts';
import { createUser } from './helpers/test-app.ts';
import {
  DAY,
  createFantasyTestApp,
  pickSquad,
  seedFantasy,
  storeSquad,
  type FantasyTestApp,
  type SeededFantasy,
} from './factories/fantasy.ts';
import { createGeneralChamp, createPlayer, createTournament, type Player } from './factories/champs.ts';

/** H2H tournaments (issue 8): join rules, leave, start and calendar, the reads. */

type H2hChamp = {
  id: number;
  name: string;
  is_public: boolean;
  members_count: { current: number; total: number };
  actions: string[];
  status: string;
  is_member: boolean;
};

const LOGIN_FIRST = 'Для того, чтобы зарегистрироваться на H2H турнир, пройдите процедуру авторизации';

describe('H2H tournaments', () => {
  let t: FantasyTestApp;
  let seeded: SeededFantasy;
  let players: Player[];
  let admin: Awaited<ReturnType<typeof createUser>>;

  const join = (headers: Record<string, string>, id: number | string) =>
    t.app.inject({ method: 'POST', url: `/v1/h2h/${id}/join/`, headers, payload: {} });
  const leave = (headers: Record<string, string>, id: number | string) =>
    t.app.inject({ method: 'POST', url: `/v1/h2h/${id}/leave/`, headers, payload: {} });
  const start = (headers: Record<string, string>, id: number | string) =>
    t.app.inject({ method: 'POST', url: `/v1/admin/h2h/${id}/start/`, headers, payload: {} });
  const list = async (headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: '/v1/leagues/active/h2h/', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { league: { id: number } | null; champs: H2hChamp[] };
  };
  const champRow = async (id: number) => (await t.db.select().from(champs).where(eq(champs.id, id)))[0]!;
  const matchesOf = (id: number) =>
    t.db
      .select()
      .from(h2hMatches)
      .where(eq(h2hMatches.champId, id))
      .orderBy(asc(h2hMatches.tour), asc(h2hMatches.id));

  beforeAll(async () => {
    t = await createFantasyTestApp();
  });
  afterAll(() => t.close());

  it('lists nothing before a season starts', async () => {
    expect(await list()).toEqual({ league: null, champs: [] });
  });

  describe('in a season', () => {
    beforeAll(async () => {
      seeded = await seedFantasy(t.db, { now: t.clock.now() });
      await createGeneralChamp(t.db, seeded.seasonId);
      players = [];
      for (let i = 0; i < 24; i++)
        players.push(
          await createPlayer(t.db, `h2h${i}`, seeded.leagueId, `Команда ${String(i).padStart(2, '0')}`),
        );
      admin = await createUser(t.db, 'boss', { role: 'admin' });
    });

    it('lists public tournaments with join for a visitor, hides private ones, offers leave to a member', async () => {
      const open = await createTournament(t.db, { seasonId: seeded.seasonId, size: 8, name: 'Открытый' });
      const closed = await createTournament(t.db, {
        seasonId: seeded.seasonId,
        size: 8,
        isPublic: false,
        name: 'Закрытый',
        teamIds: [players[23]!.teamId],
      });
      const visitor = await list();
      expect(visitor.league).toEqual({ id: seeded.leagueId, name: 'Фэнтези 2026' });
      expect(visitor.champs).toEqual([
        {
          id: open.id,
          name: 'Открытый',
          image: '/demo/h2h/cup.svg',
          image_white: '/demo/h2h/cup-white.svg',
          is_public: true,
          members_count: { current: 0, total: 8 },
          actions: ['join'],
          status: 'recruiting',
          is_member: false,
        },
      ]);
      // A member of the private one sees it (with leave) and is offered no other join.
      const member = await list(players[23]!.headers);
      expect(member.champs.map((c) => [c.name, c.actions, c.is_member])).toEqual([
        ['Открытый', [], false],
        ['Закрытый', ['leave'], true],
      ]);
      await t.db.delete(champs).where(eq(champs.id, open.id));
      await t.db.delete(champs).where(eq(champs.id, closed.id));
    });

    it('applies every join rule with its message', async () => {
      const [a, b, c] = players;
      const open = await createTournament(t.db, { seasonId: seeded.seasonId, size: 3 });
      const full = await createTournament(t.db, {
        seasonId: seeded.seasonId,
        size: 2,
        teamIds: [players[20]!.teamId, players[21]!.teamId],
      });
      const hidden = await createTournament(t.db, { seasonId: seeded.seasonId, size: 4, isPublic: false });

      const visitor = await join({}, open.id);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().message).toBe(LOGIN_FIRST);

      const teamless = await createUser(t.db, 'h2h_noteam');
      const noTeam = await join(teamless.headers, open.id);
      expect(noTeam.statusCode).toBe(422);
      expect(noTeam.json().message).toBe(
        'Чтобы участвовать в H2H турнире, сначала придумайте название команды',
      );

      const privateJoin = await join(a!.headers, hidden.id);
      expect(privateJoin.statusCode).toBe(403);
      expect(privateJoin.json().message).toBe('Это закрытый турнир: зарегистрироваться в нём нельзя');

      const fullJoin = await join(a!.headers, full.id);
      expect(fullJoin.statusCode).toBe(422);
      expect(fullJoin.json().message).toBe('В турнире не осталось свободных мест');

      const ok = await join(a!.headers, open.id);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().message).toBe('Вы зарегистрированы в турнире');
      const again = await join(a!.headers, open.id);
      expect(again.statusCode).toBe(200);
      expect(again.json().message).toBe('Вы уже участвуете в этом турнире');
      expect((await champRow(open.id)).membersCount).toBe(1);

      const other = await createTournament(t.db, { seasonId: seeded.seasonId, size: 4 });
      const second = await join(a!.headers, other.id);
      expect(second.statusCode).toBe(422);
      expect(second.json().message).toBe('Вы уже участвуете в другом H2H турнире этого сезона');

      expect((await join(a!.headers, 999999)).statusCode).toBe(404);
      expect((await join(a!.headers, 'abc')).statusCode).toBe(400);
      const generalId = (await t.db.select().from(champs).where(eq(champs.type, 'general')))[0]!.id;
      expect((await join(a!.headers, generalId)).statusCode).toBe(404);

      // The view of the list follows: a is in, b may join, nobody may join the full one.
      const forB = await list(b!.headers);
      expect(forB.champs.find((x) => x.id === open.id)!.actions).toEqual(['join']);
      expect(forB.champs.find((x) => x.id === full.id)!.actions).toEqual([]);
      expect((await list(a!.headers)).champs.find((x) => x.id === open.id)).toMatchObject({
        actions: ['leave'],
        is_member: true,
        members_count: { current: 1, total: 3 },
      });

      // Leaving before the start frees the place.
      const left = await leave(a!.headers, open.id);
      expect(left.statusCode).toBe(200);
      expect(left.json().message).toBe('Вы покинули турнир');
      expect((await champRow(open.id)).membersCount).toBe(0);
      const notIn = await leave(c!.headers, open.id);
      expect(notIn.statusCode).toBe(422);
      expect(notIn.json().message).toBe('Вы не участвуете в этом турнире');
      expect((await leave({}, open.id)).statusCode).toBe(401);
      for (const id of [open.id, full.id, hidden.id, other.id])
        await t.db.delete(champs).where(eq(champs.id, id));
    });

    it('starts by itself when the last place is filled: a round robin over the remaining tours', async () => {
      const four = players.slice(0, 4);
      const cup = await createTournament(t.db, { seasonId: seeded.seasonId, size: 4 });
      for (const p of four.slice(0, 3)) expect((await join(p.headers, cup.id)).statusCode).toBe(200);
      const last = await join(four[3]!.headers, cup.id);
      expect(last.statusCode).toBe(200);
      expect(last.json().message).toBe('Вы заняли последнее место: турнир начался');
      const row = await champRow(cup.id);
      // Tour 1 is past: the calendar runs over tours 2 and 3, two matches each.
      expect(row).toMatchObject({ status: 'started', membersCount: 4, startStageId: seeded.stages[1]!.id });
      const matches = await matchesOf(cup.id);
      expect(matches.map((m) => m.tour)).toEqual([2, 2, 3, 3]);
      for (const tour of [2, 3]) {
        const teams = matches.filter((m) => m.tour === tour).flatMap((m) => [m.team1Id, m.team2Id]);
        expect(new Set(teams)).toEqual(new Set(four.map((p) => p.teamId)));
      }
      const table = await t.db
        .select()
        .from(h2hTable)
        .where(eq(h2hTable.champId, cup.id))
        .orderBy(asc(h2hTable.place));
      expect(table.map((r) => r.fantasyTeamId)).toEqual(four.map((p) => p.teamId));

      const refused = await leave(four[0]!.headers, cup.id);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('Турнир уже начался: покинуть его нельзя');
      const late = await join(players[5]!.headers, cup.id);
      expect(late.statusCode).toBe(422);
      expect(late.json().message).toBe('Турнир уже начался: регистрация закрыта');
      const startAgain = await start(admin.headers, cup.id);
      expect(startAgain.statusCode).toBe(422);
      expect(startAgain.json().message).toBe('Турнир уже начался');
    });

    it('lets only an admin start a tournament; an odd count gives one team per tour the average', async () => {
      const three = players.slice(6, 9);
      const cup = await createTournament(t.db, {
        seasonId: seeded.seasonId,
        size: 8,
        teamIds: three.map((p) => p.teamId),
      });
      expect((await start({}, cup.id)).statusCode).toBe(401);
      const notAdmin = await start(three[0]!.headers, cup.id);
      expect(notAdmin.statusCode).toBe(403);
      expect(notAdmin.json().message).toBe('Недостаточно прав для выполнения действия');
      expect((await start(admin.headers, 999999)).statusCode).toBe(404);
      expect((await start(admin.headers, 'x')).statusCode).toBe(400);
      expect((await champRow(cup.id)).status).toBe('recruiting');

      const res = await start(admin.headers, cup.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Турнир начался: календарь составлен',
        data: { id: cup.id, status: 'started', start_stage_id: seeded.stages[1]!.id, tours: 2, matches: 4 },
      });
      const matches = await matchesOf(cup.id);
      for (const tour of [2, 3]) {
        const ofTour = matches.filter((m) => m.tour === tour);
        expect(ofTour).toHaveLength(2);
        expect(ofTour.filter((m) => m.team2Id === null)).toHaveLength(1);
      }
      const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'h2h.start'));
      expect(audit).toMatchObject({ userId: admin.user.id, entity: 'champ', entityId: String(cup.id) });
    });

    it('refuses to start with fewer than two teams or with no tour left', async () => {
      const lonely = await createTournament(t.db, {
        seasonId: seeded.seasonId,
        size: 8,
        teamIds: [players[9]!.teamId],
      });
      const one = await start(admin.headers, lonely.id);
      expect(one.statusCode).toBe(422);
      expect(one.json().message).toBe('Для старта турнира нужно не меньше двух участников');
      await t.db.insert(champMembers).values({
        champId: lonely.id,
        fantasyTeamId: players[10]!.teamId,
        seasonId: seeded.seasonId,
        champType: 'h2h',
      });
      const saved = t.clock.now();
      t.clock.set(saved.getTime() + 30 * DAY);
      const late = await start(admin.headers, lonely.id);
      expect(late.statusCode).toBe(422);
      expect(late.json().message).toBe('Не осталось туров, в которых можно сыграть турнир');
      t.clock.set(saved);
      await t.db.delete(champs).where(eq(champs.id, lonely.id));
    });

    it('lets exactly one of ten parallel joins take the one free place', async () => {
      const waiting = players.slice(11, 14);
      const cup = await createTournament(t.db, {
        seasonId: seeded.seasonId,
        size: 4,
        teamIds: waiting.map((p) => p.teamId),
      });
      const racers = players.slice(14, 24).filter((p) => p !== players[23]);
      racers.push(await createPlayer(t.db, 'h2h_racer', seeded.leagueId, 'Гонщики'));
      expect(racers).toHaveLength(10);
      const results = await Promise.all(racers.map((p) => join(p.headers, cup.id)));
      const winners = results.filter((r) => r.statusCode === 200);
      expect(winners).toHaveLength(1);
      for (const r of results.filter((r) => r.statusCode !== 200)) {
        expect(r.statusCode).toBe(422);
        expect(['В турнире не осталось свободных мест', 'Турнир уже начался: регистрация закрыта']).toContain(
          r.json().message,
        );
      }
      const members = await t.db.select().from(champMembers).where(eq(champMembers.champId, cup.id));
      expect(members).toHaveLength(4);
      expect(await champRow(cup.id)).toMatchObject({ membersCount: 4, status: 'started' });
    });

    describe('reads', () => {
      let cupId: number;
      let four: Player[];

      beforeAll(async () => {
        four = players.slice(0, 4);
        cupId = (
          await t.db.select().from(champMembers).where(eq(champMembers.fantasyTeamId, four[0]!.teamId))
        ).find((m) => m.champType === 'h2h')!.champId;
        for (const p of four) {
          await storeSquad(t.db, {
            fantasyTeamId: p.teamId,
            stageId: seeded.stages[1]!.id,
            items: pickSquad(seeded.players),
          });
        }
      });

      it('answers the tournament with its tour to open on and the table', async () => {
        const res = await t.app.inject({ url: `/v1/h2h/${cupId}/`, headers: four[0]!.headers });
        expect(res.statusCode, res.body).toBe(200);
        const data = res.json().data;
        expect(data.stage).toEqual({ id: seeded.stages[1]!.id, tour: 2, name: 'Тур 2', status: 'current' });
        expect(data.champ).toMatchObject({
          id: cupId,
          status: 'started',
          is_member: true,
          actions: [],
          members_count: { current: 4, total: 4 },
          league: { id: seeded.leagueId, name: 'Фэнтези 2026' },
          start_stage: { id: seeded.stages[1]!.id, tour: 2 },
        });
        expect(data.table).toHaveLength(4);
        expect(data.auth_team_id).toBe(four[0]!.teamId);
        expect(data.table[0]).toEqual({
          id: four[0]!.teamId,
          name: 'Команда 00',
          place: 1,
          points: 0,
          wins: 0,
          loses: 0,
          draws: 0,
          games: 0,
          points_score: 0,
          points_miss: 0,
          total_points: 0,
        });
        expect((await t.app.inject({ url: '/v1/h2h/999999/' })).statusCode).toBe(404);
        expect((await t.app.inject({ url: '/v1/h2h/0/' })).statusCode).toBe(400);
      });

      it('lists a recruiting tournament’s members at zero, by name', async () => {
        // Fresh teams: any of players 14–22 may have won the parallel join above.
        const late = await createPlayer(t.db, 'h2h_late', seeded.leagueId, 'Команда Я');
        const early = await createPlayer(t.db, 'h2h_early', seeded.leagueId, 'Команда А');
        const cup = await createTournament(t.db, {
          seasonId: seeded.seasonId,
          size: 6,
          teamIds: [late.teamId, early.teamId],
        });
        const data = (await t.app.inject({ url: `/v1/h2h/${cup.id}/`, headers: four[0]!.headers })).json()
          .data;
        expect(data.auth_team_id).toBeNull();
        expect(data.stage).toBeNull();
        expect(data.champ.start_stage).toBeNull();
        expect(data.table.map((r: { name: string; place: number }) => [r.place, r.name])).toEqual([
          [1, 'Команда А'],
          [2, 'Команда Я'],
        ]);
        await t.db.delete(champs).where(eq(champs.id, cup.id));
      });

      it('answers the calendar by tour with empty forms before anything is scored', async () => {
        const res = await t.app.inject({ url: `/v1/h2h/${cupId}/matches/` });
        expect(res.statusCode).toBe(200);
        const stages = res.json().data.stages;
        expect(stages.map((s: { tour: number; matches: unknown[] }) => [s.tour, s.matches.length])).toEqual([
          [2, 2],
          [3, 2],
        ]);
        expect(stages[0].matches[0]).toMatchObject({
          score1: null,
          score2: null,
          team1: { last_games: { results: [], points: [] } },
          team2: { last_games: { results: [], points: [] } },
        });
      });

      it('hides the lineups while the tour is open and shows both once it closes', async () => {
        const [match] = await matchesOf(cupId);
        const open = await t.app.inject({ url: `/v1/h2h/matches/${match!.id}/` });
        expect(open.statusCode).toBe(200);
        expect(open.json().data.lineups).toBeNull();
        expect(open.json().data.match).toMatchObject({
          id: match!.id,
          champ: { id: cupId },
          stage: { tour: 2 },
        });

        const saved = t.clock.now();
        t.clock.set(seeded.stages[1]!.closesAt.getTime() + 60_000);
        const closed = await t.app.inject({ url: `/v1/h2h/matches/${match!.id}/` });
        t.clock.set(saved);
        const lineups = closed.json().data.lineups;
        expect(lineups.team1.squad).toHaveLength(15);
        expect(lineups.team2.squad).toHaveLength(15);
        expect(lineups.team1.squad[0].player).toHaveProperty('fio');
        // Not scored yet: no points.
        expect(lineups.team1).toMatchObject({
          start_points: null,
          substitute_points: null,
          bonus_points: null,
        });
        expect((await t.app.inject({ url: '/v1/h2h/matches/999999/' })).statusCode).toBe(404);
      });
    });
  });
});
