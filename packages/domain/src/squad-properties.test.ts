import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FIELD_POSITIONS, FORMATIONS, type FieldPosition, type Formation } from './formations.ts';
import { addPlayer, changeFormation, removePlayer, setCaptain, swapWithBench } from './squad-rules.ts';
import {
  clubCount,
  emptySquad,
  fitsBudget,
  previousPlayersRemoved,
  squadCost,
  substitutionsMade,
  surplusPlayerIds,
  type Squad,
  type SquadLimits,
  type SquadPlayer,
} from './squad-state.ts';
import { validateSquad, type SquadRule } from './squad-validate.ts';

const STATUSES = ['active', 'active', 'active', 'injury', 'potential_injury', 'disqualified'] as const;

/** Players drawn at random, then a cheap backbone of 6 per position from 8 clubs, so squads can be finished. */
const poolArb = fc
  .array(
    fc.record({
      fieldPosition: fc.constantFrom<FieldPosition>(...FIELD_POSITIONS),
      teamId: fc.integer({ min: 1, max: 8 }),
      halves: fc.integer({ min: 8, max: 30 }),
      status: fc.constantFrom(...STATUSES),
    }),
    { maxLength: 30 },
  )
  .map((rows) => [
    ...rows,
    ...Array.from({ length: 24 }, (_, i) => ({
      fieldPosition: ((i % 4) + 1) as FieldPosition,
      teamId: (i % 8) + 1,
      halves: 8 + (i % 3),
      status: 'active' as const,
    })),
  ])
  .map((rows) =>
    rows.map((r, i): SquadPlayer => ({
      id: i + 1,
      fieldPosition: r.fieldPosition,
      teamId: r.teamId,
      price: r.halves / 2,
      status: r.status,
    })),
  );

type Op =
  | { kind: 'add'; index: number }
  | { kind: 'remove'; index: number }
  | { kind: 'swap'; a: number; b: number }
  | { kind: 'formation'; formation: Formation }
  | { kind: 'captain'; index: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('add' as const), index: fc.nat(60) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('remove' as const), index: fc.nat(60) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('swap' as const), a: fc.nat(60), b: fc.nat(60) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('formation' as const),
      formation: fc.constantFrom(...FORMATIONS),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('captain' as const), index: fc.nat(60) }) },
);

const scenarioArb = fc.record({
  pool: poolArb,
  formation: fc.constantFrom(...FORMATIONS),
  maxPlayersFromTeam: fc.constantFrom(1, 2, 3, 3, 4),
  maxSubstitutions: fc.integer({ min: 0, max: 4 }),
  budget: fc.constantFrom(80, 100, 100),
  hasPrevious: fc.boolean(),
  ops: fc.array(opArb, { maxLength: 60 }),
});

/** Applies an edit; a refused one leaves the squad as it was (as the builder does). */
function apply(squad: Squad, op: Op, pool: SquadPlayer[], limits: SquadLimits): Squad {
  const at = (i: number) => pool[i % pool.length] as SquadPlayer;
  const change = (() => {
    switch (op.kind) {
      case 'add':
        return addPlayer({ squad, player: at(op.index), limits });
      case 'remove':
        return removePlayer({ squad, playerId: at(op.index).id, limits });
      case 'swap':
        return swapWithBench({ squad, benchPlayerId: at(op.a).id, starterPlayerId: at(op.b).id });
      case 'captain':
        return setCaptain({ squad, playerId: at(op.index).id });
      case 'formation':
        return { ok: true as const, squad: changeFormation({ squad, formation: op.formation }).squad };
    }
  })();
  return change.ok ? change.squad : squad;
}

/** A first squad (free) built from the pool in order: the previous stage's squad of the scenario. */
function buildFirst(pool: SquadPlayer[], formation: Formation, limits: SquadLimits): Squad {
  let squad = emptySquad(formation);
  for (const player of pool) squad = apply(squad, { kind: 'add', index: pool.indexOf(player) }, pool, limits);
  return squad;
}

/** What building may leave undone; anything else would be a limit the builder let through. */
const UNFINISHED: SquadRule[] = ['incomplete', 'lineup', 'position_full', 'captain_missing'];

function checkInvariants(squad: Squad, limits: SquadLimits) {
  const ids = squad.entries.map((e) => e.player.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(squad.entries.length).toBeLessThanOrEqual(15);
  expect(fitsBudget(squadCost(squad.entries), limits.budget)).toBe(true);
  for (const e of squad.entries) {
    expect(clubCount(squad.entries, e.player.teamId)).toBeLessThanOrEqual(limits.maxPlayersFromTeam);
  }
  const captains = squad.entries.filter((e) => e.isCaptain);
  expect(captains.length).toBeLessThanOrEqual(1);
  expect(captains.every((e) => e.starter)).toBe(true);
  expect(substitutionsMade(squad.entries, limits.previousPlayerIds)).toBeLessThanOrEqual(
    limits.maxSubstitutions,
  );
  expect(previousPlayersRemoved(squad.entries, limits.previousPlayerIds)).toBeLessThanOrEqual(
    limits.maxSubstitutions,
  );
  for (const issue of validateSquad({ squad, limits })) expect(UNFINISHED).toContain(issue.rule);
}

/** Finishes the squad through the rulebook: drop the surplus, add players in pool order, pick a captain. */
function finish(squad: Squad, pool: SquadPlayer[], limits: SquadLimits): Squad {
  let result = squad;
  for (const id of surplusPlayerIds(result)) {
    const change = removePlayer({ squad: result, playerId: id, limits });
    if (change.ok) result = change.squad;
  }
  for (let i = 0; i < pool.length; i++) result = apply(result, { kind: 'add', index: i }, pool, limits);
  const starter = result.entries.find((e) => e.starter && !surplusPlayerIds(result).has(e.player.id));
  if (starter && !result.entries.some((e) => e.isCaptain)) {
    result = apply(result, { kind: 'captain', index: pool.indexOf(starter.player) }, pool, limits);
  }
  return result;
}

describe('squad rules, property-based', () => {
  it('any accepted sequence of edits keeps every limit, and a finished squad passes the server check', () => {
    let finishedCount = 0;
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const base = { budget: s.budget, maxPlayersFromTeam: s.maxPlayersFromTeam };
        const first = buildFirst(s.pool, s.formation, {
          ...base,
          maxSubstitutions: 0,
          previousPlayerIds: null,
        });
        const limits: SquadLimits = {
          ...base,
          maxSubstitutions: s.maxSubstitutions,
          previousPlayerIds: s.hasPrevious ? first.entries.map((e) => e.player.id) : null,
        };
        let squad = s.hasPrevious ? first : emptySquad(s.formation);
        checkInvariants(squad, limits);
        for (const op of s.ops) {
          squad = apply(squad, op, s.pool, limits);
          checkInvariants(squad, limits);
        }
        const finished = finish(squad, s.pool, limits);
        checkInvariants(finished, limits);
        const done =
          finished.entries.length === 15 &&
          surplusPlayerIds(finished).size === 0 &&
          finished.entries.some((e) => e.isCaptain);
        if (done) expect(validateSquad({ squad: finished, limits })).toEqual([]);
        if (done) finishedCount++;
      }),
      { numRuns: 300 },
    );
    // The last check must not be vacuous: a good share of the scenarios end with a complete squad.
    expect(finishedCount).toBeGreaterThan(30);
  });
});
