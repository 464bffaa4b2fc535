import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fantasyTeams, forbiddenWords } from '../src/db/schema/index.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createFantasyTestApp,
  mySquadUrl,
  pickSquad,
  seedFantasy,
  type FantasyTestApp,
  type SeededFantasy,
} from './factories/fantasy.ts';

const URL = '/v1/fantasy/team-name/';

describe('POST /v1/fantasy/team-name/', () => {
  let t: FantasyTestApp;
  let seeded: SeededFantasy;
  const name = (headers: Record<string, string>, value: unknown) =>
    t.app.inject({ method: 'POST', url: URL, headers, payload: { name: value } });
  const teamsOf = (userId: number) => t.db.select().from(fantasyTeams).where(eq(fantasyTeams.userId, userId));

  beforeAll(async () => {
    t = await createFantasyTestApp();
  });
  afterAll(() => t.close());

  it('answers that the season has not started when there is no active league', async () => {
    const u = await createUser(t.db, 'early');
    const res = await name(u.headers, 'Ранние пташки');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Сезон скоро начнется');
  });

  describe('with an active league', () => {
    beforeAll(async () => {
      seeded = await seedFantasy(t.db, { now: t.clock.now() });
      await t.db.insert(forbiddenWords).values([{ word: 'плохое' }, { word: 'Ругань' }]);
    });

    it('creates the team with the name on moderation and answers the user', async () => {
      const u = await createUser(t.db, 'founder');
      const res = await name(u.headers, '  Северные   волки ');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('Название команды отправлено на модерацию');
      expect(body.data.user).toMatchObject({
        id: u.user.id,
        login: 'founder',
        teamName: 'Северные волки',
        teamNameModerationStatus: 0,
        fantasy_team: { name: 'Северные волки', moderation_status: 0 },
      });
      const [team] = await teamsOf(u.user.id);
      expect(team).toMatchObject({ leagueId: seeded.leagueId, name: 'Северные волки', moderationStatus: 0 });
      const me = await t.app.inject({ url: '/v1/users/me/', headers: u.headers });
      expect(me.json().data.user.teamName).toBe('Северные волки');
    });

    it('renames a team still on moderation, keeping one team', async () => {
      const u = await createUser(t.db, 'renamer');
      await name(u.headers, 'Первое имя');
      const res = await name(u.headers, 'Второе имя');
      expect(res.json().data.user.teamName).toBe('Второе имя');
      expect(await teamsOf(u.user.id)).toHaveLength(1);
    });

    it('replaces a name with a forbidden word (any case, inside a word) by the default one, rejected at once', async () => {
      const u = await createUser(t.db, 'rude');
      const res = await name(u.headers, 'ОченьПЛОХОЕимя');
      expect(res.statusCode).toBe(200);
      const [team] = await teamsOf(u.user.id);
      expect(res.json().message).toBe(
        'Название содержит недопустимые слова, команде присвоено название по умолчанию',
      );
      expect(res.json().data.user).toMatchObject({
        teamName: `Команда №${team!.id}`,
        teamNameModerationStatus: 2,
      });
      const again = await name(u.headers, 'Вежливые');
      expect(again.json().data.user).toMatchObject({ teamName: 'Вежливые', teamNameModerationStatus: 0 });
    });

    it('never changes an approved name', async () => {
      const u = await createUser(t.db, 'approved');
      await name(u.headers, 'Одобренные');
      await t.db.update(fantasyTeams).set({ moderationStatus: 1 }).where(eq(fantasyTeams.userId, u.user.id));
      const res = await name(u.headers, 'Другое имя');
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Название команды уже одобрено и не может быть изменено');
      const [team] = await teamsOf(u.user.id);
      expect(team).toMatchObject({ name: 'Одобренные', moderationStatus: 1 });
    });

    it('refuses names shorter than 3 or longer than 20 characters', async () => {
      const u = await createUser(t.db, 'measurer');
      for (const value of ['ab', '   a  ', 'Ц'.repeat(21)]) {
        const res = await name(u.headers, value);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([
          { message: 'Название команды должно содержать от 3 до 20 символов', field: 'name' },
        ]);
      }
      expect((await name(u.headers, 'Ц'.repeat(20))).statusCode).toBe(200);
      expect(await teamsOf(u.user.id)).toHaveLength(1);
    });

    it('refuses control characters in a name', async () => {
      const u = await createUser(t.db, 'controller');
      const res = await name(u.headers, 'Ко\u0000манда');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Название команды содержит недопустимые символы');
      expect(await teamsOf(u.user.id)).toHaveLength(0);
    });

    it('answers 400 to a malformed body and 401 to a visitor', async () => {
      const u = await createUser(t.db, 'malformed');
      expect(
        (await t.app.inject({ method: 'POST', url: URL, headers: u.headers, payload: {} })).statusCode,
      ).toBe(400);
      expect((await name(u.headers, { text: 'x' })).statusCode).toBe(400);
      expect((await name({}, 'Гости')).statusCode).toBe(401);
    });

    it('makes one team when two first calls race', async () => {
      const u = await createUser(t.db, 'racer');
      const results = await Promise.all([name(u.headers, 'Гонщики'), name(u.headers, 'Гонщики 2')]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await teamsOf(u.user.id)).toHaveLength(1);
    });

    it('lets a squad be saved while the name waits for moderation', async () => {
      const u = await createUser(t.db, 'builder');
      await name(u.headers, 'Строители');
      const res = await t.app.inject({
        method: 'POST',
        url: mySquadUrl(seeded.stages[1]!.id),
        headers: u.headers,
        payload: { squad: pickSquad(seeded.players), scheme: '4-4-2' },
      });
      expect(res.statusCode).toBe(200);
    });
  });
});
