import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import {
  playerMatchPoints as domainPoints,
  scoreStageSquad,
  type FieldPosition,
  type PlayerStatLine,
} from '@mliga/domain';
import { fantasyStagePoints, playerMatchPoints, squads } from '../src/db/schema/index.ts';
import { findSquad } from '../src/modules/fantasy/squad/squad.queries.ts';
import { scoreFantasyStage } from '../src/modules/scoring/fantasy-scoring.ts';
import { createUser } from './helpers/test-app.ts';
import {
  createFantasyTeam,
  createFantasyTestApp,
  seedFantasy,
  type FantasyTestApp,
  type SeededFantasy,
  type SeededPlayer,
} from './factories/fantasy.ts';
import { matchOf, putSquad, putStats } from './factories/fantasy-scoring.ts';

/** Any line the database accepts, rules of the admin input or not: the engine must score it as the domain does. */
const anyLine = fc.record({
  minutes: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 59 }), fc.integer({ min: 60, max: 120 })),
  goals_scored: fc.integer({ min: 0, max: 3 }),
  assists: fc.integer({ min: 0, max: 3 }),
  clean_sheets: fc.integer({ min: 0, max: 1 }),
  goals_conceded: fc.integer({ min: 0, max: 7 }),
  own_goals: fc.integer({ min: 0, max: 2 }),
  penalties_saved: fc.integer({ min: 0, max: 2 }),
  penalties_missed: fc.integer({ min: 0, max: 1 }),
  yellow_cards: fc.integer({ min: 0, max: 2 }),
  red_cards: fc.integer({ min: 0, max: 1 }),
  saves: fc.integer({ min: 0, max: 11 }),
  bonus: fc.integer({ min: 0, max: 3 }),
});
type AnyLine = typeof anyLine extends fc.Arbitrary<infer T> ? T : never;

const toDomain = (l: AnyLine): PlayerStatLine => ({
  minutes: l.minutes,
  goalsScored: l.goals_scored,
  assists: l.assists,
  cleanSheets: l.clean_sheets,
  goalsConceded: l.goals_conceded,
  ownGoals: l.own_goals,
  penaltiesSaved: l.penalties_saved,
  penaltiesMissed: l.penalties_missed,
  yellowCards: l.yellow_cards,
  redCards: l.red_cards,
  saves: l.saves,
  bonus: l.bonus,
});

describe('the scoring job agrees with packages/domain', () => {
  let t: FantasyTestApp;
  let seed: SeededFantasy;
  const lines = new Map<number, AnyLine>();
  const squadPlans: {
    squadId: number;
    players: SeededPlayer[];
    starters: Set<number>;
    captain: number;
    cost: number;
  }[] = [];

  beforeAll(async () => {
    t = await createFantasyTestApp();
    seed = await seedFantasy(t.db, { now: t.clock.now() });
    // Clubs 0–5 all play tour 1; about one player in six has no line at all.
    const sampled = fc.sample(fc.tuple(anyLine, fc.integer({ min: 0, max: 5 })), {
      numRuns: seed.players.length,
      seed: 20260501,
    });
    const matchOfClub = await Promise.all(seed.clubIds.map((_, club) => matchOf(t.db, seed, 1, club)));
    for (const [i, p] of seed.players.entries()) {
      const [line, skip] = sampled[i]!;
      if (skip === 0) continue;
      const club = seed.clubIds.indexOf(p.teamId);
      await putStats(t.db, matchOfClub[club]!, p, line);
      lines.set(p.id, line);
    }
    const rng = fc.sample(fc.array(fc.nat(1000), { minLength: 80, maxLength: 80 }), { numRuns: 30, seed: 7 });
    for (const [n, picks] of rng.entries()) {
      const chosen: SeededPlayer[] = [];
      const need: Record<FieldPosition, number> = { 1: 2, 2: 5, 3: 5, 4: 3 };
      let k = 0;
      for (const position of [1, 2, 3, 4] as FieldPosition[]) {
        const pool = seed.players.filter((p) => p.fieldPosition === position);
        while (chosen.filter((p) => p.fieldPosition === position).length < need[position]) {
          const candidate = pool[picks[k++ % picks.length]! % pool.length]!;
          if (!chosen.includes(candidate)) chosen.push(candidate);
          else k++;
        }
      }
      // 4-4-2: the first of each position's picks beyond the eleven sits on the bench.
      const starters = new Set<number>();
      for (const position of [1, 2, 3, 4] as FieldPosition[]) {
        const line = chosen.filter((p) => p.fieldPosition === position);
        line.slice(0, line.length - 1).forEach((p) => starters.add(p.id));
      }
      const starterIds = [...starters];
      const captain = starterIds[picks[79]! % starterIds.length]!;
      const cost = 80 + (picks[78]! % 41) / 2;
      const owner = await createUser(t.db, `agree${n}`);
      const team = await createFantasyTeam(t.db, owner.user.id, seed.leagueId, `Команда ${n + 1}`);
      const squad = await putSquad(t.db, {
        fantasyTeamId: team.id,
        stageId: seed.stages[0]!.id,
        starters: starterIds,
        bench: chosen.filter((p) => !starters.has(p.id)).map((p) => p.id),
        captain,
        cost,
      });
      squadPlans.push({ squadId: squad.id, players: chosen, starters, captain, cost });
    }
    await scoreFantasyStage(t.db, seed.stages[0]!.id);
  });
  afterAll(() => t.close());

  it('every line’s points and breakdown', async () => {
    const stored = await t.db.select().from(playerMatchPoints);
    expect(stored).toHaveLength(lines.size);
    const positions = new Map(seed.players.map((p) => [p.id, p.fieldPosition]));
    for (const row of stored) {
      const expected = domainPoints({
        line: toDomain(lines.get(row.playerId)!),
        fieldPosition: positions.get(row.playerId)!,
      });
      expect({ player: row.playerId, points: row.points, events: row.events }).toEqual({
        player: row.playerId,
        points: expected.points,
        events: expected.events,
      });
    }
  });

  it('every squad’s points, lines and substitutions', async () => {
    const positions = new Map(seed.players.map((p) => [p.id, p.fieldPosition]));
    let substitutions = 0;
    for (const plan of squadPlans) {
      const expected = scoreStageSquad({
        cost: plan.cost,
        players: plan.players.map((p) => {
          const line = lines.get(p.id);
          return {
            playerId: p.id,
            fieldPosition: positions.get(p.id)!,
            starter: plan.starters.has(p.id),
            isCaptain: p.id === plan.captain,
            points: line ? domainPoints({ line: toDomain(line), fieldPosition: p.fieldPosition }).points : 0,
            played: (line?.minutes ?? 0) > 0,
          };
        }),
      });
      const [squad] = await t.db.select().from(squads).where(eq(squads.id, plan.squadId));
      const [stagePoints] = await t.db
        .select({ points: fantasyStagePoints.points })
        .from(fantasyStagePoints)
        .where(
          and(
            eq(fantasyStagePoints.stageId, squad!.stageId),
            eq(fantasyStagePoints.fantasyTeamId, squad!.fantasyTeamId),
          ),
        );
      expect(stagePoints!.points).toBe(expected.points);
      // The lines as the squad views derive them from the stored match points when read.
      const stored = (await findSquad(t.db, squad!.fantasyTeamId, squad!.stageId))!.entries;
      const byPlayer = new Map(stored.map((s) => [s.playerId, s]));
      for (const line of expected.lines) {
        expect(byPlayer.get(line.playerId)).toMatchObject({
          points: line.points,
          substitutePlayerId: line.substitutePlayerId,
        });
        if (line.substitutePlayerId !== null) substitutions++;
      }
    }
    // The sample exercises automatic substitutions, not only full elevens.
    expect(substitutions).toBeGreaterThan(0);
  });
});
