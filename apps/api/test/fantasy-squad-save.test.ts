import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SquadScheme } from '@mliga/contract';
import { FORMATIONS } from '@mliga/domain';
import {
  fantasyLeagues,
  fantasyStages,
  players,
  seasonTeams,
  squadPlayers,
  squads,
} from '../src/db/schema/index.ts';
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

describe('POST /v1/stages/{stageId}/my-squad/', () => {
  const start = Date.UTC(2026, 4, 1, 9, 0);
  let t: FantasyTestApp;
  let seeded: SeededFantasy;
  let current: number;
  let owner: Headers;
  let other: Headers;
  let teamless: Headers;
  let ownerTeamId: number;
  let valid: SquadItem[];

  const save = (headers: Headers, squad: SquadItem[], scheme = '4-4-2', stageId = current) =>
    t.app.inject({ method: 'POST', url: mySquadUrl(stageId), headers, payload: { squad, scheme } });
  const messagesOf = (res: { json: () => { errors: { message: string }[] } }) =>
    res.json().errors.map((e) => e.message);
  const byId = (id: number) => seeded.players.find((p) => p.id === id)!;
  /** The squad with one player exchanged for another (same slot, same captaincy). */
  const exchange = (items: SquadItem[], outId: number, inId: number) =>
    items.map((i) => (i.player_id === outId ? { ...i, player_id: inId } : i));
  const clubCount = (items: SquadItem[], teamId: number) =>
    items.filter((i) => byId(i.player_id).teamId === teamId).length;
  const storedPlayers = async (teamId: number) => {
    const [squad] = await t.db.select().from(squads).where(eq(squads.fantasyTeamId, teamId));
    if (!squad) return [];
    const rows = await t.db.select().from(squadPlayers).where(eq(squadPlayers.squadId, squad.id));
    return rows.map((r) => r.playerId).sort((a, b) => a - b);
  };

  beforeAll(async () => {
    t = await createFantasyTestApp(start);
    seeded = await seedFantasy(t.db, { now: new Date(start) });
    current = seeded.stages[1]!.id;
    const a = await createUser(t.db, 'owner');
    const b = await createUser(t.db, 'other');
    const c = await createUser(t.db, 'teamless');
    owner = a.headers;
    other = b.headers;
    teamless = c.headers;
    ownerTeamId = (await createFantasyTeam(t.db, a.user.id, seeded.leagueId)).id;
    await createFantasyTeam(t.db, b.user.id, seeded.leagueId, 'Другая команда');
    valid = pickSquad(seeded.players);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(start));

  it('saves a valid squad, stores its cost and answers the message', async () => {
    const res = await save(owner, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Состав сохранён',
      data: { made_substitutions_count: 0, cost: 89 },
    });
    const [stored] = await t.db.select().from(squads).where(eq(squads.fantasyTeamId, ownerTeamId));
    expect(stored).toMatchObject({ stageId: current, scheme: '4-4-2', cost: 89, substitutionsCount: 0 });
    expect(await storedPlayers(ownerTeamId)).toEqual(valid.map((i) => i.player_id).sort((a, b) => a - b));
  });

  it('shows the saved squad on GET: starters first, captain, schema and stage', async () => {
    await save(owner, valid, '4-4-2');
    const res = await t.app.inject({ url: mySquadUrl(current), headers: owner });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.schema).toBe('4-4-2');
    expect(data.made_substitutions_count).toBe(0);
    expect(data.previous_player_ids).toBeNull();
    expect(data.stage).toMatchObject({
      id: current,
      update_is_available: true,
      max_players_from_team_count: 3,
    });
    expect(data.squad).toHaveLength(15);
    expect(data.squad.slice(0, 11).every((e: { position: number }) => e.position === 1)).toBe(true);
    const captain = data.squad.filter((e: { is_captain: number }) => e.is_captain === 1);
    expect(captain.map((e: { player: { id: number } }) => e.player.id)).toEqual([valid[0]!.player_id]);
    expect(data.squad[0]).toMatchObject({ points: null, substitute_player_id: null });
    expect(data.squad[0].player.fieldPosition).toEqual({ id: 1, name: 'Вратарь', short_name: 'ВР' });
  });

  it('lets a first squad change as much as it likes until the stage closes', async () => {
    const other442 = pickSquad([...seeded.players].reverse());
    const res = await save(owner, other442);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.made_substitutions_count).toBe(0);
  });

  it('shows exactly the last re-save: the captaincy moved, a starter benched, players exchanged', async () => {
    const shown = async () => {
      const res = await t.app.inject({ url: mySquadUrl(current), headers: owner });
      const entries: { player: { id: number }; position: number; is_captain: number }[] =
        res.json().data.squad;
      return entries.map((e) => [e.player.id, e.position, e.is_captain]).sort((a, b) => a[0]! - b[0]!);
    };
    const expected = (items: SquadItem[]) =>
      items.map((i) => [i.player_id, i.position, i.is_captain]).sort((a, b) => a[0]! - b[0]!);
    const captainOn = (items: SquadItem[], id: number) =>
      items.map((i) => ({ ...i, is_captain: i.player_id === id ? 1 : 0 }) as SquadItem);

    expect((await save(owner, valid)).statusCode).toBe(200);
    expect(await shown()).toEqual(expected(valid));

    const starters = valid.filter((i) => i.position === 1);
    const moved = captainOn(valid, starters[5]!.player_id);
    expect((await save(owner, moved)).statusCode).toBe(200);
    expect(await shown()).toEqual(expected(moved));

    // A bench player swaps places with a starter of his field position and takes the captaincy.
    const bench = moved.find((i) => i.position === 0 && byId(i.player_id).fieldPosition !== 1)!;
    const starter = moved.find(
      (i) => i.position === 1 && byId(i.player_id).fieldPosition === byId(bench.player_id).fieldPosition,
    )!;
    const swapped = captainOn(
      moved.map((i) =>
        i === bench ? { ...i, position: 1 as const } : i === starter ? { ...i, position: 0 as const } : i,
      ),
      bench.player_id,
    );
    expect((await save(owner, swapped)).statusCode).toBe(200);
    expect(await shown()).toEqual(expected(swapped));

    const exchanged = pickSquad(seeded.players, { exclude: [valid[0]!.player_id, valid[1]!.player_id] });
    expect((await save(owner, exchanged)).statusCode).toBe(200);
    expect(await shown()).toEqual(expected(exchanged));
  });

  it('saves in another formation', async () => {
    const res = await save(owner, pickSquad(seeded.players, { formation: '3-4-3' }), '3-4-3');
    expect(res.statusCode).toBe(200);
  });

  it('accepts exactly the eight formations of the rulebook', () => {
    expect(SquadScheme.anyOf.map((s: { const: string }) => s.const)).toEqual([...FORMATIONS]);
  });

  it('answers 401 to a visitor and 404 to an unknown stage', async () => {
    expect((await save({}, valid)).statusCode).toBe(401);
    expect((await t.app.inject({ url: mySquadUrl(current) })).statusCode).toBe(401);
    expect((await save(owner, valid, '4-4-2', 999999)).statusCode).toBe(404);
    expect((await t.app.inject({ url: mySquadUrl(999999), headers: owner })).statusCode).toBe(404);
  });

  it('answers 400 to a malformed body', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: mySquadUrl(current), headers: owner, payload });
    for (const payload of [
      { squad: valid },
      { squad: valid, scheme: '4-2-4' },
      { squad: [{ player_id: 'x', position: 1 }], scheme: '4-4-2' },
      { squad: [{ player_id: 1, position: 2 }], scheme: '4-4-2' },
      { squad: 'all', scheme: '4-4-2' },
    ]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('asks for a team name before the first save', async () => {
    const res = await save(teamless, valid);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Чтобы сохранить состав, сначала придумайте название команды');
  });

  it('refuses a player outside the league', async () => {
    const res = await save(owner, exchange(valid, valid[14]!.player_id, 999999));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('В составе есть игрок, которого нет в этой лиге');
  });

  // Decision 089: each instance keeps a copy of a stage's rules; a change of what they read, made
  // straight in the database as by another instance or an operator, is seen by the very next save.
  it('checks the next save against a change of the stage, its players or its clubs made just before', async () => {
    expect((await save(owner, valid)).statusCode).toBe(200);
    const starter = byId(valid.find((i) => i.position === 1 && i.is_captain === 0)!.player_id);
    const refusedWhile = async (change: () => Promise<unknown>, undo: () => Promise<unknown>) => {
      await change();
      try {
        const res = await save(owner, valid);
        expect(res.statusCode).toBe(422);
        return res.json().message as string;
      } finally {
        await undo();
      }
    };
    const price = (value: number) =>
      t.db.update(players).set({ price: value }).where(eq(players.id, starter.id));
    expect(
      await refusedWhile(
        () => price(starter.price + 20),
        () => price(starter.price),
      ),
    ).toBe('Превышен баланс состава');
    const status = (value: string) =>
      t.db.update(players).set({ status: value }).where(eq(players.id, starter.id));
    expect(
      await refusedWhile(
        () => status('disqualified'),
        () => status(starter.status),
      ),
    ).toBe('У игрока активная дисквалификация');
    const closing = (at: Date) =>
      t.db.update(fantasyStages).set({ updateClosingAt: at }).where(eq(fantasyStages.id, current));
    expect(
      await refusedWhile(
        () => closing(new Date(start - 1)),
        () => closing(seeded.stages[1]!.closesAt),
      ),
    ).toBe('Изменение состава на этот тур закрыто');
    const [club] = await t.db.select().from(seasonTeams).where(eq(seasonTeams.teamId, starter.teamId));
    expect(
      await refusedWhile(
        () => t.db.delete(seasonTeams).where(eq(seasonTeams.teamId, starter.teamId)),
        () => t.db.insert(seasonTeams).values(club!),
      ),
    ).toBe('В составе есть игрок, которого нет в этой лиге');
    expect((await save(owner, valid)).statusCode).toBe(200);
  });

  describe('every rule of spec 2 §5 through the API (422 with its message)', () => {
    it('more than 15 players', async () => {
      const extra = seeded.players.find(
        (p) => p.fieldPosition === 4 && !valid.some((i) => i.player_id === p.id),
      )!;
      const res = await save(owner, [...valid, { player_id: extra.id, position: 0, is_captain: 0 }]);
      expect(res.statusCode).toBe(422);
      expect(messagesOf(res)).toContain('Не более 15 игроков в составе');
    });

    it('a disqualified player', async () => {
      const banned = seeded.players.find((p) => p.status === 'disqualified')!;
      const defender = valid.find(
        (i) => byId(i.player_id).fieldPosition === 2 && byId(i.player_id).teamId === banned.teamId,
      )!;
      const res = await save(owner, exchange(valid, defender.player_id, banned.id));
      expect(res.statusCode).toBe(422);
      expect(messagesOf(res)).toEqual(['У игрока активная дисквалификация']);
    });

    it('over the budget of 100 coins', async () => {
      const mids = valid.filter((i) => byId(i.player_id).fieldPosition === 3).slice(0, 2);
      let squad = valid;
      for (const mid of mids) {
        const star = seeded.players.find(
          (p) => p.price > 10 && clubCount(squad, p.teamId) < 3 && !squad.some((i) => i.player_id === p.id),
        )!;
        squad = exchange(squad, mid.player_id, star.id);
      }
      const res = await save(owner, squad);
      expect(res.statusCode).toBe(422);
      expect(messagesOf(res)).toEqual(['Превышен баланс состава']);
      // A league with a budget of its own (issue 19 §1) takes it, and tells the web its budget.
      await t.db.update(fantasyLeagues).set({ budget: 120 }).where(eq(fantasyLeagues.id, seeded.leagueId));
      try {
        const saved = await save(owner, squad);
        expect(saved.statusCode).toBe(200);
        expect(saved.json().data.cost).toBe(101);
        const view = await t.app.inject({ url: mySquadUrl(current), headers: owner });
        expect(view.json().data.stage.budget).toBe(120);
      } finally {
        await t.db.update(fantasyLeagues).set({ budget: 100 }).where(eq(fantasyLeagues.id, seeded.leagueId));
      }
    });

    it('more players of one club than the stage allows', async () => {
      const clubId = byId(valid[0]!.player_id).teamId;
      expect(clubCount(valid, clubId)).toBe(3);
      const forward = valid.find(
        (i) => byId(i.player_id).fieldPosition === 4 && byId(i.player_id).teamId !== clubId,
      )!;
      const clubForward = seeded.players.find((p) => p.teamId === clubId && p.fieldPosition === 4)!;
      const res = await save(owner, exchange(valid, forward.player_id, clubForward.id));
      expect(res.statusCode).toBe(422);
      expect(messagesOf(res)).toEqual(['Не более 3 игроков из одного клуба в составе']);
    });

    it('a position fuller than the formation and bench allow', async () => {
      const forward = valid.find((i) => byId(i.player_id).fieldPosition === 4 && i.position === 0)!;
      const defender = seeded.players.find(
        (p) =>
          p.fieldPosition === 2 &&
          p.status === 'active' &&
          clubCount(valid, p.teamId) < 3 &&
          !valid.some((i) => i.player_id === p.id),
      )!;
      const res = await save(owner, exchange(valid, forward.player_id, defender.id));
      expect(res.statusCode).toBe(422);
      expect(messagesOf(res)).toEqual([
        'Достигнуто максимальное количество игроков амплуа ЗЩ с учётом схемы 4-4-2 и замен',
      ]);
    });

    it('lists every broken rule at once', async () => {
      const noCaptain = valid.map((i) => ({ ...i, is_captain: 0 as const }));
      const res = await save(owner, noCaptain.slice(0, 14));
      expect(res.statusCode).toBe(422);
      expect(messagesOf(res)).toEqual([
        'В составе должно быть 15 игроков: 11 в основе и 4 в запасе',
        'Выберите капитана команды',
      ]);
    });
  });

  describe('after the closing time', () => {
    it('refuses a save of the current stage and of a past one', async () => {
      t.clock.set(seeded.stages[1]!.closesAt);
      const res = await save(owner, valid);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Изменение состава на этот тур закрыто');
      t.clock.set(start);
      const past = await save(owner, valid, '4-4-2', seeded.stages[0]!.id);
      expect(past.json().message).toBe('Изменение состава на этот тур закрыто');
    });

    it('shows the stage closed on GET', async () => {
      t.clock.set(seeded.stages[1]!.closesAt.getTime() + 1);
      const res = await t.app.inject({ url: mySquadUrl(current), headers: owner });
      expect(res.json().data.stage.update_is_available).toBe(false);
    });
  });

  it("writes only the caller's own squad", async () => {
    await save(owner, valid);
    const before = await storedPlayers(ownerTeamId);
    const theirs = pickSquad([...seeded.players].reverse());
    expect((await save(other, theirs)).statusCode).toBe(200);
    expect(await storedPlayers(ownerTeamId)).toEqual(before);
    const mine = await t.app.inject({ url: mySquadUrl(current), headers: owner });
    expect(
      mine
        .json()
        .data.squad.map((e: { player: { id: number } }) => e.player.id)
        .sort((a: number, b: number) => a - b),
    ).toEqual(before);
  });

  it('leaves exactly one complete squad when saves of one team race', async () => {
    const first = pickSquad(seeded.players);
    const second = pickSquad([...seeded.players].reverse());
    const sorted = (items: SquadItem[]) => items.map((i) => i.player_id).sort((a, b) => a - b);
    for (let round = 0; round < 4; round++) {
      const results = await Promise.all([save(owner, first), save(owner, second), save(owner, first)]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const stored = await storedPlayers(ownerTeamId);
      expect(stored).toHaveLength(15);
      expect([sorted(first), sorted(second)]).toContainEqual(stored);
    }
    const rows = await t.db.select().from(squads).where(eq(squads.fantasyTeamId, ownerTeamId));
    expect(rows).toHaveLength(1);
  });

  it('counts substitutions against the previous stage and refuses too many', async () => {
    const u = await createUser(t.db, 'veteran');
    const team = await createFantasyTeam(t.db, u.user.id, seeded.leagueId, 'Ветераны');
    await storeSquad(t.db, { fantasyTeamId: team.id, stageId: seeded.stages[0]!.id, items: valid });
    const swapIn = (n: number) => {
      let squad = valid;
      for (const out of valid.filter((i) => i.position === 0).slice(0, n)) {
        const fresh = seeded.players.find(
          (p) =>
            p.fieldPosition === byId(out.player_id).fieldPosition &&
            p.status === 'active' &&
            p.price < 10 &&
            !squad.some((i) => i.player_id === p.id) &&
            clubCount(squad, p.teamId) < 3,
        )!;
        squad = exchange(squad, out.player_id, fresh.id);
      }
      return squad;
    };
    const two = await save(u.headers, swapIn(2));
    expect(two.statusCode).toBe(200);
    expect(two.json().data.made_substitutions_count).toBe(2);
    const three = await save(u.headers, swapIn(3));
    expect(three.statusCode).toBe(422);
    expect(messagesOf(three)).toEqual(['Достигнуто максимальное количество замен в туре']);
    const dropped = await save(u.headers, valid.slice(0, 12));
    expect(messagesOf(dropped)).toContain(
      'Нельзя удалить игрока из предыдущего состава, так как у вас недостаточно свободных замен',
    );
  });
});
