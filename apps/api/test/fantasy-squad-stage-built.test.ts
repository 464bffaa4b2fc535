import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { fantasyLeagues, fantasyStages, matches } from '../src/db/schema/index.ts';
import { createUser } from './helpers/test-app.ts';
import {
  DAY,
  createFantasyTeam,
  createFantasyTestApp,
  mySquadUrl,
  pickSquad,
  seedFantasy,
  storeSquad,
  type FantasyTestApp,
  type SeededFantasy,
  type SeededPlayer,
} from './factories/fantasy.ts';

type Card = { id: number; team: { id: number }; rival_team: { id: number } | null };

/**
 * Issue 20 §1.2–3: the market, the player card and the save read the opponents of the
 * stage being built, not of the stage the site lands on. Here tour 2 (current) pairs
 * 1–2 and 3–4 (clubs 5 and 6 skip it); tour 3 (future) pairs 1–3 and 5–6 (clubs 2 and 4
 * skip it).
 */
describe('the stage being built: opponents and clubs that skip it', () => {
  const start = Date.UTC(2026, 4, 1, 9, 0);
  let t: FantasyTestApp;
  let seeded: SeededFantasy;
  let current: number;
  let future: number;
  let c: number[];

  const clubOf = (index: number) => seeded.players.filter((p) => p.teamId === c[index]);
  const list = async (query: string) => {
    const res = await t.app.inject({ url: `/v1/leagues/${seeded.leagueId}/players/${query}` });
    expect(res.statusCode, query).toBe(200);
    return res.json().data.players as Card[];
  };
  const rivalOfClub = async (club: number, stageQuery = '') => {
    const players = await list(`?team=${c[club]}${stageQuery}`);
    expect(players.length).toBeGreaterThan(0);
    const rivals = new Set(players.map((p) => p.rival_team?.id ?? null));
    expect(rivals.size).toBe(1);
    return [...rivals][0];
  };

  beforeAll(async () => {
    t = await createFantasyTestApp(start);
    seeded = await seedFantasy(t.db, { now: new Date(start) });
    c = seeded.clubIds;
    current = seeded.stages[1]!.id;
    future = seeded.stages[2]!.id;
    const [, , skipCurrent] = seeded.matchIds.get(2)!;
    await t.db.delete(matches).where(eq(matches.id, skipCurrent!));
    const [first, second] = seeded.matchIds.get(3)!;
    await t.db.update(matches).set({ guestTeamId: c[2]! }).where(eq(matches.id, first!));
    await t.db.update(matches).set({ homeTeamId: c[4]!, guestTeamId: c[5]! }).where(eq(matches.id, second!));
    // Four clubs play each tour: four a club make room for a squad of them alone.
    await t.db
      .update(fantasyStages)
      .set({ maxPlayersFromTeamCount: 4 })
      .where(inArray(fantasyStages.id, [current, future]));
  });
  afterAll(() => t.close());

  describe('GET /v1/leagues/{leagueId}/players/?stage_id=', () => {
    it('shows the opponents of the current stage without stage_id, as before', async () => {
      expect(await rivalOfClub(0)).toBe(c[1]);
      expect(await rivalOfClub(4)).toBeNull();
      expect(await rivalOfClub(0, `&stage_id=${current}`)).toBe(c[1]);
    });

    it('shows the opponents of the stage asked', async () => {
      expect(await rivalOfClub(0, `&stage_id=${future}`)).toBe(c[2]);
      expect(await rivalOfClub(4, `&stage_id=${future}`)).toBe(c[5]);
      expect(await rivalOfClub(1, `&stage_id=${future}`)).toBeNull();
    });

    it("shows the player card's opponent in the stage asked", async () => {
      const player = clubOf(0)[0]!;
      const card = async (query: string) => {
        const res = await t.app.inject({
          url: `/v1/leagues/${seeded.leagueId}/players/${player.id}/${query}`,
        });
        expect(res.statusCode).toBe(200);
        return res.json().data.player as Card;
      };
      expect((await card('')).rival_team?.id).toBe(c[1]);
      expect((await card(`?stage_id=${future}`)).rival_team?.id).toBe(c[2]);
    });

    it('answers a Russian 404 to an unknown stage or one of another league, 400 to a malformed one', async () => {
      const [other] = await t.db
        .insert(fantasyLeagues)
        .values({ seasonId: seeded.seasonId, name: 'Другая лига', isActive: false })
        .returning();
      const [foreign] = await t.db
        .insert(fantasyStages)
        .values({
          leagueId: other!.id,
          name: 'Тур 1',
          tour: 1,
          status: 'future',
          startAt: new Date(start + DAY),
          stopAt: new Date(start + 2 * DAY),
          updateClosingAt: new Date(start + DAY),
          maxPlayersFromTeamCount: 3,
          maxPlayersSubstitutionsCount: 2,
        })
        .returning();
      const playerId = clubOf(0)[0]!.id;
      for (const base of [
        `/v1/leagues/${seeded.leagueId}/players/`,
        `/v1/leagues/${seeded.leagueId}/players/${playerId}/`,
      ]) {
        for (const stageId of [999999, foreign!.id]) {
          const res = await t.app.inject({ url: `${base}?stage_id=${stageId}` });
          expect(res.statusCode, `${base} ${stageId}`).toBe(404);
          expect(res.json()).toMatchObject({ success: false, message: 'Тур не найден в этой лиге' });
        }
        for (const bad of ['0', 'abc', '-1']) {
          const res = await t.app.inject({ url: `${base}?stage_id=${bad}` });
          expect(res.statusCode, `${base} ${bad}`).toBe(400);
        }
      }
    });
  });

  describe('POST /v1/stages/{stageId}/my-squad/: a club without a match in the stage', () => {
    const NO_MATCH = 'Команда игрока пропускает тур';
    /** A valid 4-4-2 squad of four clubs' players (four a club). */
    const squadOf = (clubs: number[], extra: SeededPlayer[] = []) =>
      pickSquad([...extra, ...clubs.flatMap(clubOf)], { perClub: 4 });
    const save = (headers: Record<string, string>, stageId: number, squad: ReturnType<typeof squadOf>) =>
      t.app.inject({
        method: 'POST',
        url: mySquadUrl(stageId),
        headers,
        payload: { squad, scheme: '4-4-2' },
      });
    const newTeam = async (login: string) => {
      const u = await createUser(t.db, login);
      const team = await createFantasyTeam(t.db, u.user.id, seeded.leagueId, `Команда ${login}`);
      return { headers: u.headers, teamId: team.id };
    };

    it('accepts clubs that skip only the current stage when building the next one', async () => {
      const { headers } = await newTeam('ahead');
      const res = await save(headers, future, squadOf([0, 2, 4, 5]));
      expect(res.statusCode, res.body).toBe(200);
    });

    it('refuses a newcomer whose club has no match in the stage being saved', async () => {
      const { headers } = await newTeam('skipper');
      // Club 2 plays the current stage but not the next one; club 5 the other way round.
      const forNext = await save(headers, future, squadOf([0, 2, 4, 5], clubOf(1).slice(0, 1)));
      expect(forNext.statusCode).toBe(422);
      expect(forNext.json().errors.map((e: { message: string }) => e.message)).toContain(NO_MATCH);
      const forCurrent = await save(headers, current, squadOf([0, 1, 2, 3], clubOf(4).slice(0, 1)));
      expect(forCurrent.statusCode).toBe(422);
      expect(forCurrent.json().message).toBe(NO_MATCH);
      expect((await save(headers, current, squadOf([0, 1, 2, 3]))).statusCode).toBe(200);
    });

    it('keeps a player of the previous squad whose club skips the stage', async () => {
      const { headers, teamId } = await newTeam('loyal');
      const squad = squadOf([0, 1, 2, 3]);
      await storeSquad(t.db, { fantasyTeamId: teamId, stageId: seeded.stages[0]!.id, items: squad });
      const res = await save(headers, future, squad);
      expect(res.statusCode).toBe(200);
    });

    it('draws a random squad for the stage of clubs that play in it only, which the save accepts', async () => {
      const { headers } = await newTeam('gambler');
      const res = await t.app.inject({ url: `/v1/stages/${future}/random-squad/`, headers });
      expect(res.statusCode).toBe(200);
      const squad = res.json().data.squad as { player: Card; position: 0 | 1; is_captain: 0 | 1 }[];
      const playing = new Set([c[0], c[2], c[4], c[5]]);
      expect(squad.every((e) => playing.has(e.player.team.id))).toBe(true);
      expect(squad.every((e) => e.player.rival_team !== null)).toBe(true);
      const saved = await save(
        headers,
        future,
        squad.map((e) => ({ player_id: e.player.id, position: e.position, is_captain: e.is_captain })),
      );
      expect(saved.statusCode).toBe(200);
    });
  });
});
