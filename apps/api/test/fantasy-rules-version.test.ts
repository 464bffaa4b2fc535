import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  fantasyLeagues,
  fantasyRulesVersion,
  fantasyStages,
  matches,
  players,
  seasonTeams,
} from '../src/db/schema/index.ts';
import {
  createFantasyTestApp,
  seedFantasy,
  type FantasyTestApp,
  type SeededFantasy,
} from './factories/fantasy.ts';

// Decision 089: what each instance's copy of a stage's squad rules is checked against.
describe('fantasy_rules_version', () => {
  let t: FantasyTestApp;
  let seeded: SeededFantasy;

  const version = async () => (await t.db.select().from(fantasyRulesVersion))[0]!.version;
  /** How much `change` raised the version. */
  const raisedBy = async (change: () => Promise<unknown>) => {
    const before = await version();
    await change();
    return (await version()) - before;
  };

  beforeAll(async () => {
    t = await createFantasyTestApp(Date.UTC(2026, 4, 1, 9, 0));
    seeded = await seedFantasy(t.db, { now: new Date(Date.UTC(2026, 4, 1, 9, 0)) });
  });
  afterAll(() => t.close());

  it('rises once at the commit of each change of what the squad rules read', async () => {
    const player = seeded.players[0]!;
    const stage = seeded.stages[1]!;
    const match = seeded.matchIds.get(2)![0]!;
    const changes: [string, () => Promise<unknown>][] = [
      ['a price', () => t.db.update(players).set({ price: 9 }).where(eq(players.id, player.id))],
      ['a status', () => t.db.update(players).set({ status: 'injury' }).where(eq(players.id, player.id))],
      [
        'a club',
        () => t.db.update(players).set({ teamId: seeded.clubIds[1]! }).where(eq(players.id, player.id)),
      ],
      [
        'a closing time',
        () =>
          t.db
            .update(fantasyStages)
            .set({ updateClosingAt: new Date(Date.UTC(2026, 4, 2)) })
            .where(eq(fantasyStages.id, stage.id)),
      ],
      [
        'a stage limit',
        () =>
          t.db
            .update(fantasyStages)
            .set({ maxPlayersSubstitutionsCount: 5 })
            .where(eq(fantasyStages.id, stage.id)),
      ],
      [
        'a budget',
        () => t.db.update(fantasyLeagues).set({ budget: 110 }).where(eq(fantasyLeagues.id, seeded.leagueId)),
      ],
      ['a match moved', () => t.db.update(matches).set({ tour: 3 }).where(eq(matches.id, match))],
      [
        'a club out of the season',
        () => t.db.delete(seasonTeams).where(eq(seasonTeams.teamId, seeded.clubIds[5]!)),
      ],
      [
        'every player at once, in one transaction',
        () => t.db.transaction(async (tx) => tx.update(players).set({ price: 5 })),
      ],
    ];
    for (const [what, change] of changes) expect([what, await raisedBy(change)]).toEqual([what, 1]);
  });

  it('stays when only what the rules do not read changes (a live score, the stage points)', async () => {
    const match = seeded.matchIds.get(1)![0]!;
    expect(
      await raisedBy(() =>
        t.db.update(matches).set({ homeScore: 2, guestScore: 1 }).where(eq(matches.id, match)),
      ),
    ).toBe(0);
    expect(
      await raisedBy(() =>
        t.db.update(fantasyStages).set({ avgPoints: 40 }).where(eq(fantasyStages.id, seeded.stages[0]!.id)),
      ),
    ).toBe(0);
  });
});
