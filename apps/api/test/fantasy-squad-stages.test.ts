import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fantasyStagePoints, fantasyStages } from '../src/db/schema/index.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createFantasyTeam,
  createFantasyTestApp,
  mySquadUrl,
  pickSquad,
  seedFantasy,
  storeSquad,
  type FantasyTestApp,
  type SeededFantasy,
  type SquadItem,
} from './factories/fantasy.ts';

type Headers = Record<string, string>;
type Entry = {
  player: {
    id: number;
    price: number;
    status: string;
    team: { id: number };
    rival_team: { id: number } | null;
  };
  position: number;
  is_captain: number;
  points: number | null;
  substitute_player_id: number | null;
};

describe('squads across stages: carry-over, random squad, matches', () => {
  const start = Date.UTC(2026, 4, 1, 9, 0);
  let t: FantasyTestApp;
  let seeded: SeededFantasy;
  let past: number;
  let current: number;
  let future: number;
  let user: Headers;
  let teamId: number;
  let firstSquad: SquadItem[];

  const getSquad = async (stageId: number, headers = user) => {
    const res = await t.app.inject({ url: mySquadUrl(stageId), headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      squad: Entry[];
      schema: string;
      made_substitutions_count: number;
      previous_player_ids: number[] | null;
      stage: { id: number; user_points: number | null };
    };
  };
  const idsOf = (entries: { player: { id: number } }[] | SquadItem[]) =>
    entries.map((e) => ('player' in e ? e.player.id : e.player_id)).sort((a, b) => a - b);
  const random = (stageId: number, query = '', headers = user) =>
    t.app.inject({ url: `/v1/stages/${stageId}/random-squad/${query}`, headers });

  beforeAll(async () => {
    t = await createFantasyTestApp(start);
    seeded = await seedFantasy(t.db, { now: new Date(start) });
    [past, current, future] = seeded.stages.map((s) => s.id) as [number, number, number];
    const u = await createUser(t.db, 'carrier');
    user = u.headers;
    teamId = (await createFantasyTeam(t.db, u.user.id, seeded.leagueId)).id;
    firstSquad = pickSquad(seeded.players, { formation: '4-3-3' });
    await storeSquad(t.db, {
      fantasyTeamId: teamId,
      stageId: past,
      items: firstSquad,
      scheme: '4-3-3',
    });
    // Scored with no match points stored: every line reads 0 (lines from real statistics: fantasy-scoring.test.ts).
    await t.db.insert(fantasyStagePoints).values({ stageId: past, fantasyTeamId: teamId, points: 111 });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(start));

  it('shows a played stage with its points', async () => {
    const data = await getSquad(past);
    expect(data.stage.user_points).toBe(111);
    expect(data.schema).toBe('4-3-3');
    expect(data.squad.every((e) => e.points === 0 && e.substitute_player_id === null)).toBe(true);
    expect(data.previous_player_ids).toBeNull();
  });

  it('carries the previous squad over to a stage not saved yet, without points or substitutions', async () => {
    const data = await getSquad(current);
    expect(idsOf(data.squad)).toEqual(idsOf(firstSquad));
    expect(data.schema).toBe('4-3-3');
    expect(data.made_substitutions_count).toBe(0);
    expect(data.squad.every((e) => e.points === null && e.substitute_player_id === null)).toBe(true);
    expect(data.previous_player_ids?.sort((a, b) => a - b)).toEqual(idsOf(firstSquad));
    const again = await getSquad(future);
    expect(idsOf(again.squad)).toEqual(idsOf(firstSquad));
  });

  it("shows each player's opponent in the stage, none for a club that skips it", async () => {
    const [club1, club2, , , , club6] = seeded.clubIds;
    const inCurrent = (await getSquad(current)).squad.find((e) => e.player.team.id === club1)!;
    expect(inCurrent.player.rival_team?.id).toBe(club2);
    const u = await createUser(t.db, 'skipper');
    const team = await createFantasyTeam(t.db, u.user.id, seeded.leagueId, 'Пропускающие');
    // Stored as it stands (a save refuses a newcomer of a club that skips the stage: fantasy-squad-stage-built.test.ts).
    const squad = pickSquad([...seeded.players].reverse());
    await storeSquad(t.db, { fantasyTeamId: team.id, stageId: future, items: squad });
    const entries = (await getSquad(future, u.headers)).squad;
    const skipping = entries.filter((e) => e.player.team.id === club6);
    expect(skipping.length).toBeGreaterThan(0);
    expect(skipping.every((e) => e.player.rival_team === null)).toBe(true);
    expect(
      entries.filter((e) => e.player.team.id <= seeded.clubIds[3]!).every((e) => e.player.rival_team),
    ).toBe(true);
  });

  it('gives an empty 4-4-2 squad to a user without a team', async () => {
    const other = await createUser(t.db, 'newcomer');
    const data = await getSquad(current, other.headers);
    expect(data).toMatchObject({
      squad: [],
      schema: '4-4-2',
      made_substitutions_count: 0,
      previous_player_ids: null,
    });
  });

  it('keeps a previous player who became disqualified, and counts the squad saved next as the base', async () => {
    const banned = seeded.players.find((p) => p.status === 'disqualified')!;
    const u = await createUser(t.db, 'keeper');
    const team = await createFantasyTeam(t.db, u.user.id, seeded.leagueId, 'Хранители');
    const defender = firstSquad.find((i) => {
      const p = seeded.players.find((x) => x.id === i.player_id)!;
      return p.fieldPosition === 2 && p.teamId === banned.teamId;
    })!;
    const withBanned = firstSquad.map((i) => (i === defender ? { ...i, player_id: banned.id } : i));
    await storeSquad(t.db, { fantasyTeamId: team.id, stageId: past, items: withBanned, scheme: '4-3-3' });
    const res = await t.app.inject({
      method: 'POST',
      url: mySquadUrl(current),
      headers: u.headers,
      payload: { squad: withBanned, scheme: '4-3-3' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.made_substitutions_count).toBe(0);
    const next = await getSquad(future, u.headers);
    expect(next.previous_player_ids?.sort((a, b) => a - b)).toEqual(idsOf(withBanned));
  });

  describe('random squad', () => {
    type RandomData = { squad: Entry[]; schema: string; made_substitutions_count: number };
    const check = (data: RandomData, opts: { clubLimit: number; clubs?: number[] }) => {
      expect(data.squad).toHaveLength(15);
      expect(data.squad.filter((e) => e.position === 1)).toHaveLength(11);
      expect(data.squad.filter((e) => e.is_captain === 1)).toHaveLength(1);
      const cost = data.squad.reduce((sum, e) => sum + e.player.price, 0);
      expect(cost).toBeLessThanOrEqual(100);
      const perClub = new Map<number, number>();
      for (const e of data.squad) perClub.set(e.player.team.id, (perClub.get(e.player.team.id) ?? 0) + 1);
      expect(Math.max(...perClub.values())).toBeLessThanOrEqual(opts.clubLimit);
      if (opts.clubs) expect([...perClub.keys()].every((id) => opts.clubs!.includes(id))).toBe(true);
    };

    it('draws a valid squad in the formation asked, which the save accepts', async () => {
      const u = await createUser(t.db, 'lucky');
      await createFantasyTeam(t.db, u.user.id, seeded.leagueId, 'Везунчики');
      for (const scheme of ['5-3-2', '3-4-3']) {
        const res = await random(current, `?scheme=${scheme}`, u.headers);
        expect(res.statusCode).toBe(200);
        const data = res.json().data as RandomData;
        expect(data.schema).toBe(scheme);
        expect(data.made_substitutions_count).toBe(0);
        check(data, { clubLimit: 3 });
        const squad = data.squad.map((e) => ({
          player_id: e.player.id,
          position: e.position,
          is_captain: e.is_captain,
        }));
        const saved = await t.app.inject({
          method: 'POST',
          url: mySquadUrl(current),
          headers: u.headers,
          payload: { squad, scheme },
        });
        expect(saved.statusCode).toBe(200);
      }
    });

    it('keeps to the substitution limit against the previous squad and its formation by default', async () => {
      const res = await random(current);
      const data = res.json().data as RandomData;
      expect(data.schema).toBe('4-3-3');
      expect(data.made_substitutions_count).toBeLessThanOrEqual(2);
      check(data, { clubLimit: 3 });
      const kept = data.squad.filter((e) => firstSquad.some((i) => i.player_id === e.player.id));
      expect(kept.length).toBeGreaterThanOrEqual(13);
    });

    it('draws only players of clubs that play in the stage, and says so when they cannot make a squad', async () => {
      await t.db
        .update(fantasyStages)
        .set({ maxPlayersFromTeamCount: 4 })
        .where(eq(fantasyStages.id, future));
      const u = await createUser(t.db, 'planner');
      const [c1, c2, c3, c4] = seeded.clubIds;
      for (let i = 0; i < 3; i++) {
        const res = await random(future, '', u.headers);
        expect(res.statusCode).toBe(200);
        check(res.json().data, { clubLimit: 4, clubs: [c1!, c2!, c3!, c4!] });
      }
      await t.db
        .update(fantasyStages)
        .set({ maxPlayersFromTeamCount: 3 })
        .where(eq(fantasyStages.id, future));
      // Four clubs of three players each cannot make fifteen: the save would refuse the others.
      const short = await random(future, '', u.headers);
      expect(short.statusCode).toBe(422);
      expect(short.json().message).toBe('Не удалось собрать случайный состав: подходящих игроков не хватает');
    });

    it('answers 401, 404, 400 and a closed stage as the other calls do', async () => {
      expect((await random(current, '', {})).statusCode).toBe(401);
      expect((await random(999999)).statusCode).toBe(404);
      expect((await random(current, '?scheme=2-4-4')).statusCode).toBe(400);
      const closed = await random(past);
      expect(closed.statusCode).toBe(422);
      expect(closed.json().message).toBe('Изменение состава на этот тур закрыто');
    });
  });

  describe('GET /v1/stages/{stageId}/matches/', () => {
    it("lists the tour's matches as spec 2 §3 shows them, to anyone", async () => {
      const res = await t.app.inject({ url: `/v1/stages/${past}/matches/` });
      expect(res.statusCode).toBe(200);
      const matches = res.json().data.matches;
      expect(matches).toHaveLength(3);
      expect(matches[0]).toMatchObject({
        id: seeded.matchIds.get(1)![0],
        champ: { id: seeded.seasonId, name: 'Чемпионат 2026' },
        tour: 1,
        score1: 2,
        score2: 1,
        external_url: null,
        team1: { id: seeded.clubIds[1], short_name: 'К2', logo: '/logos/2.svg', best_player: null },
      });
      expect(matches[0].date.full).toMatch(/^\d\d\.\d\d\.\d{4}$/);
      expect(matches[0].date.short).toBe(matches[0].date.full.slice(0, 5));
      expect(matches[0].time).toMatch(/^\d\d:\d\d$/);
      const upcoming = (await t.app.inject({ url: `/v1/stages/${current}/matches/` })).json().data.matches;
      expect(upcoming[0]).toMatchObject({ score1: null, score2: null });
    });

    it('answers 404 to an unknown stage and 400 to a malformed id', async () => {
      expect((await t.app.inject({ url: '/v1/stages/999999/matches/' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/v1/stages/abc/matches/' })).statusCode).toBe(400);
    });
  });
});
