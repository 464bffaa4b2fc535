import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { h2hAverage, h2hResult, h2hSchedule, roundRobinCycle, toursPerCycle } from './h2h-schedule.ts';

const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

const teamsArb = fc.integer({ min: 3, max: 20 }).chain((n) =>
  fc.shuffledSubarray(
    [...Array(200).keys()].map((i) => i + 1),
    { minLength: n, maxLength: n },
  ),
);

describe('h2hSchedule', () => {
  it('for 3–20 teams: every pair meets exactly once per cycle and nobody plays twice in a tour', () => {
    fc.assert(
      fc.property(teamsArb, fc.integer({ min: 1, max: 3 }), (teams, cycles) => {
        const perCycle = toursPerCycle(teams.length);
        const schedule = h2hSchedule({ teams, tours: perCycle * cycles });
        expect(schedule).toHaveLength(perCycle * cycles);
        for (let c = 0; c < cycles; c++) {
          const met = new Map<string, number>();
          const byes = new Map<number, number>();
          for (const round of schedule.slice(c * perCycle, (c + 1) * perCycle)) {
            const seen = new Set<number>();
            for (const { home, away } of round) {
              for (const team of [home, away]) {
                if (team === null) continue;
                expect(seen.has(team)).toBe(false);
                seen.add(team);
              }
              if (away === null) byes.set(home, (byes.get(home) ?? 0) + 1);
              else met.set(key(home, away), (met.get(key(home, away)) ?? 0) + 1);
            }
            // Everybody plays every tour: an opponent, or the average when the count is odd.
            expect(seen.size).toBe(teams.length);
            expect(round.filter((p) => p.away === null)).toHaveLength(teams.length % 2);
          }
          expect(met.size).toBe((teams.length * (teams.length - 1)) / 2);
          expect([...met.values()].every((n) => n === 1)).toBe(true);
          if (teams.length % 2 === 1) {
            expect(byes.size).toBe(teams.length);
            expect([...byes.values()].every((n) => n === 1)).toBe(true);
          }
        }
      }),
    );
  });

  it('every pair meets before any pair meets twice, for a calendar cut at any tour', () => {
    fc.assert(
      fc.property(teamsArb, fc.integer({ min: 1, max: 60 }), (teams, tours) => {
        const met = new Map<string, number>();
        for (const round of h2hSchedule({ teams, tours })) {
          for (const { home, away } of round) {
            if (away === null) continue;
            const k = key(home, away);
            const times = (met.get(k) ?? 0) + 1;
            met.set(k, times);
            // A second meeting only once all pairs met at least times−1 times.
            const pairs = (teams.length * (teams.length - 1)) / 2;
            if (times > 1) {
              expect(met.size).toBe(pairs);
              expect([...met.values()].every((n) => n >= times - 1)).toBe(true);
            }
          }
        }
      }),
    );
  });

  it('home and away even out: the second cycle swaps every match of the first', () => {
    const teams = [1, 2, 3, 4, 5, 6];
    const schedule = h2hSchedule({ teams, tours: 10 });
    for (let t = 0; t < 5; t++) {
      expect(schedule[t + 5]).toEqual(schedule[t]!.map((p) => ({ home: p.away, away: p.home })));
    }
  });

  it('within a cycle every team is at home about half the time', () => {
    for (const n of [4, 6, 8, 10, 16, 20]) {
      const teams = Array.from({ length: n }, (_, i) => i + 1);
      const homes = new Map<number, number>();
      for (const round of roundRobinCycle(teams)) {
        for (const p of round) homes.set(p.home, (homes.get(p.home) ?? 0) + 1);
      }
      for (const team of teams) {
        expect(homes.get(team)).toBeGreaterThanOrEqual(Math.floor((n - 1) / 2));
        expect(homes.get(team)).toBeLessThanOrEqual(Math.ceil((n - 1) / 2));
      }
    }
  });

  it('two teams meet every tour; fewer than two or no tours is an empty calendar', () => {
    expect(h2hSchedule({ teams: [7, 9], tours: 3 })).toEqual([
      [{ home: 7, away: 9 }],
      [{ home: 9, away: 7 }],
      [{ home: 7, away: 9 }],
    ]);
    expect(h2hSchedule({ teams: [7], tours: 3 })).toEqual([]);
    expect(h2hSchedule({ teams: [1, 2, 3], tours: 0 })).toEqual([]);
    expect(() => roundRobinCycle([1, 1, 2])).toThrow();
  });
});

describe('h2h results', () => {
  it('a result is 1, 0 or −1 from the team’s side', () => {
    expect(h2hResult(50, 40)).toBe(1);
    expect(h2hResult(40, 40)).toBe(0);
    expect(h2hResult(39, 40)).toBe(-1);
  });

  it('the tour average is rounded half up', () => {
    expect(h2hAverage([10, 11])).toBe(11);
    expect(h2hAverage([10, 10, 11])).toBe(10);
    expect(h2hAverage([])).toBe(0);
  });
});
