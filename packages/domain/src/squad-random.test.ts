import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FIELD_POSITIONS, FORMATIONS, type FieldPosition } from './formations.ts';
import { randomSquad } from './squad-random.ts';
import { squadCost, substitutionsMade, type SquadPlayer } from './squad-state.ts';
import { validateSquad } from './squad-validate.ts';
import { limits } from './squad-test-fixtures.ts';

/** A small seeded generator (mulberry32) so a failing case can be replayed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A league-like pool: 12 clubs of 20 players, prices 4–12.5, a few disqualified. */
function leaguePool(random: () => number): SquadPlayer[] {
  const positions: FieldPosition[] = [1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4];
  return Array.from({ length: 240 }, (_, i) => ({
    id: i + 1,
    fieldPosition: positions[i % 20] as FieldPosition,
    teamId: Math.floor(i / 20) + 1,
    price: 4 + Math.floor(random() * 18) / 2,
    status: random() < 0.05 ? 'disqualified' : random() < 0.1 ? 'injury' : 'active',
  }));
}

describe('randomSquad', () => {
  it('draws a squad within every limit for any formation and seed', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...FORMATIONS),
        fc.integer({ min: 2, max: 3 }), // 12 clubs cannot give 15 players one each
        (seed, formation, club) => {
          const random = seeded(seed);
          const rules = limits({ maxPlayersFromTeam: club });
          const squad = randomSquad({ pool: leaguePool(random), formation, limits: rules, random });
          expect(squad).not.toBeNull();
          expect(validateSquad({ squad: squad!, limits: rules })).toEqual([]);
          expect(squad!.entries.some((e) => e.player.status === 'disqualified')).toBe(false);
          expect(squadCost(squad!.entries)).toBeLessThanOrEqual(100);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('keeps enough of the previous squad to stay within the substitution limit', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom(...FORMATIONS),
        (seed, max, formation) => {
          const random = seeded(seed);
          const pool = leaguePool(random);
          const first = randomSquad({ pool, formation: '4-4-2', limits: limits(), random })!;
          const previousPlayers = first.entries.map((e) => e.player);
          const rules = limits({
            maxSubstitutions: max,
            previousPlayerIds: previousPlayers.map((p) => p.id),
          });
          const next = randomSquad({ pool, formation, limits: rules, previousPlayers, random });
          if (next === null) return; // a formation change may need more substitutions than allowed
          expect(validateSquad({ squad: next, limits: rules })).toEqual([]);
          expect(substitutionsMade(next.entries, rules.previousPlayerIds)).toBeLessThanOrEqual(max);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('answers null when the pool cannot make a squad', () => {
    const tiny = FIELD_POSITIONS.map((p) => ({
      id: p,
      fieldPosition: p,
      teamId: 1,
      price: 5,
      status: 'active',
    }));
    expect(randomSquad({ pool: tiny, formation: '4-4-2', limits: limits(), random: seeded(1) })).toBeNull();
  });

  it('starts healthy players before injured ones', () => {
    const random = seeded(7);
    const squad = randomSquad({ pool: leaguePool(random), formation: '4-4-2', limits: limits(), random })!;
    for (const position of FIELD_POSITIONS) {
      const line = squad.entries.filter((e) => e.player.fieldPosition === position);
      const bench = line.find((e) => !e.starter)!;
      if (bench.player.status === 'active')
        expect(line.every((e) => e.player.status === 'active')).toBe(true);
    }
  });
});
