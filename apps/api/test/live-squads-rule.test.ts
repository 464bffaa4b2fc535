import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scoreStageSquad, unspentCoinsBonus, type FieldPosition, type StageSquadPlayer } from '@mliga/domain';
import {
  liveStagePoints,
  type LivePlayerFacts,
  type LiveSquads,
} from '../src/modules/scoring/live-squads.ts';

/**
 * Issue 22 §6: the live places sum packed squads in memory. Whatever the squads and the players'
 * figures, a squad's sum is the rulebook's (packages/domain scoreStageSquad).
 */
const PLAYERS = 40;

const factsArb = fc.array(
  fc.record({
    fieldPosition: fc.constantFrom<FieldPosition>(1, 2, 3, 4),
    points: fc.integer({ min: -6, max: 25 }),
    played: fc.boolean(),
  }),
  { minLength: PLAYERS, maxLength: PLAYERS },
);

/** 15 distinct players, 11 starters, a captain among them, and what the squad cost. */
const squadArb = fc.record({
  players: fc.uniqueArray(fc.integer({ min: 1, max: PLAYERS - 1 }), { minLength: 15, maxLength: 15 }),
  starters: fc.shuffledSubarray([...Array(15).keys()], { minLength: 11, maxLength: 11 }),
  captain: fc.integer({ min: 0, max: 10 }),
  cost: fc.integer({ min: 700, max: 1000 }).map((tenths) => tenths / 10),
});

describe('the live squads’ sum', () => {
  it('is the rulebook’s points for any squads and figures', () => {
    fc.assert(
      fc.property(factsArb, fc.array(squadArb, { minLength: 1, maxLength: 20 }), (figures, drawn) => {
        const facts: LivePlayerFacts = {
          fieldPosition: Uint8Array.from(figures, (f) => f.fieldPosition),
          points: Int32Array.from(figures, (f) => f.points),
          played: Uint8Array.from(figures, (f) => (f.played ? 1 : 0)),
        };
        const rulebook = drawn.map(({ players, starters, captain, cost }) =>
          scoreStageSquad({
            cost,
            players: players.map((playerId, i): StageSquadPlayer => ({
              playerId,
              fieldPosition: figures[playerId]!.fieldPosition,
              starter: starters.includes(i),
              isCaptain: i === starters[captain],
              points: figures[playerId]!.points,
              played: figures[playerId]!.played,
            })),
          }),
        );
        const slots = drawn.flatMap(({ players, starters, captain }) =>
          players
            .map((id, i) => id * 4 + (starters.includes(i) ? 2 : 0) + (i === starters[captain] ? 1 : 0))
            .sort((a, b) => a - b),
        );
        const squads: LiveSquads = {
          teamIds: Int32Array.from(drawn, (_, i) => i + 1),
          bonus: Int32Array.from(drawn, (s) => unspentCoinsBonus(s.cost)),
          starts: Int32Array.from({ length: drawn.length + 1 }, (_, i) => i * 15),
          slots: Int32Array.from(slots),
        };
        const byTeam = liveStagePoints(squads, facts, drawn.length + 1);
        expect([...byTeam.slice(1)]).toEqual(rulebook.map((r) => r.points));
      }),
      { numRuns: 300 },
    );
  });
});
