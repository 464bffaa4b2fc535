import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildLeagueTable, type TableMatch } from './league-table.ts';

const TEAMS = [
  { id: 1, name: 'Алмаз' },
  { id: 2, name: 'Берёза' },
  { id: 3, name: 'Вымпел' },
  { id: 4, name: 'Гранит' },
  { id: 5, name: 'Дельта' },
  { id: 6, name: 'Енисей' },
  { id: 7, name: 'Жемчуг' },
  { id: 8, name: 'Звезда' },
];

const m = (homeTeamId: number, homeScore: number, guestScore: number, guestTeamId: number): TableMatch => ({
  homeTeamId,
  guestTeamId,
  homeScore,
  guestScore,
});

/** Nine results; the table below was computed by hand. */
const MATCHES = [
  m(1, 2, 1, 2), // Алмаз 2–1 Берёза
  m(3, 0, 0, 4), // Вымпел 0–0 Гранит
  m(5, 1, 3, 6), // Дельта 1–3 Енисей
  m(2, 5, 0, 5), // Берёза 5–0 Дельта
  m(4, 2, 0, 1), // Гранит 2–0 Алмаз
  m(6, 1, 1, 3), // Енисей 1–1 Вымпел
  m(1, 3, 0, 5), // Алмаз 3–0 Дельта
  m(2, 4, 0, 3), // Берёза 4–0 Вымпел
  m(4, 1, 1, 6), // Гранит 1–1 Енисей
];

describe('buildLeagueTable', () => {
  it('matches the hand-computed table, each tie-break in its turn', () => {
    const table = buildLeagueTable({ teams: TEAMS, matches: MATCHES });
    const rows = table.map((r) => [
      r.place,
      r.name,
      r.played,
      r.won,
      r.drawn,
      r.lost,
      r.goalsFor,
      r.goalsAgainst,
      r.goalDifference,
      r.points,
    ]);
    expect(rows).toEqual([
      // Алмаз and Берёза have 6 points: Алмаз won their match, so it is above despite the worse difference.
      [1, 'Алмаз', 3, 2, 0, 1, 5, 3, 2, 6],
      [2, 'Берёза', 3, 2, 0, 1, 10, 2, 8, 6],
      // Енисей and Гранит: 5 points, drew 1–1, same difference (+2): more goals scored wins.
      [3, 'Енисей', 3, 1, 2, 0, 5, 3, 2, 5],
      [4, 'Гранит', 3, 1, 2, 0, 3, 1, 2, 5],
      [5, 'Вымпел', 3, 0, 2, 1, 1, 5, -4, 2],
      // Three teams on 0 that never met: difference, then goals, then the name.
      [6, 'Жемчуг', 0, 0, 0, 0, 0, 0, 0, 0],
      [7, 'Звезда', 0, 0, 0, 0, 0, 0, 0, 0],
      [8, 'Дельта', 3, 0, 0, 3, 1, 11, -10, 0],
    ]);
  });

  it('keeps the last five results in match order', () => {
    const table = buildLeagueTable({ teams: TEAMS, matches: MATCHES });
    const form = Object.fromEntries(table.map((r) => [r.name, r.form.join('')]));
    expect(form).toMatchObject({ Алмаз: 'WLW', Берёза: 'LWW', Гранит: 'DWD', Жемчуг: '' });
    const many = buildLeagueTable({
      teams: TEAMS.slice(0, 2),
      matches: [m(1, 1, 0, 2), m(1, 0, 0, 2), m(2, 2, 0, 1), m(1, 3, 1, 2), m(2, 0, 0, 1), m(1, 0, 1, 2)],
    });
    expect(many.find((r) => r.teamId === 1)?.form).toEqual(['D', 'L', 'W', 'D', 'L']);
  });

  it('decides a three-way tie by the points among the three, then by goal difference', () => {
    // Алмаз, Берёза and Вымпел all have 5 points. Among them Алмаз took 4, Берёза 3, Вымпел 1,
    // so Вымпел is third despite the best goal difference.
    const matches = [
      m(1, 1, 0, 2),
      m(1, 2, 2, 3),
      m(2, 3, 1, 3),
      m(4, 0, 0, 1),
      m(2, 1, 1, 4),
      m(4, 2, 2, 2),
      m(3, 4, 0, 4),
      m(4, 1, 1, 3),
    ];
    const table = buildLeagueTable({ teams: TEAMS.slice(0, 4), matches });
    expect(table.map((r) => [r.name, r.points, r.goalDifference])).toEqual([
      ['Алмаз', 5, 1],
      ['Берёза', 5, 1],
      ['Вымпел', 5, 2],
      ['Гранит', 4, -4],
    ]);
    // A cycle (each beat one of the others) leaves the head-to-head level: goal difference decides.
    const cycle = buildLeagueTable({
      teams: TEAMS.slice(0, 3),
      matches: [m(1, 1, 0, 2), m(2, 3, 0, 3), m(3, 2, 1, 1)],
    });
    expect(cycle.map((r) => [r.name, r.points, r.goalDifference])).toEqual([
      ['Берёза', 3, 2],
      ['Алмаз', 3, 0],
      ['Вымпел', 3, -2],
    ]);
  });

  it('ignores matches of teams outside the table', () => {
    const table = buildLeagueTable({ teams: TEAMS.slice(0, 2), matches: [m(1, 3, 0, 9), m(1, 1, 1, 2)] });
    expect(table.map((r) => [r.name, r.played, r.points])).toEqual([
      ['Алмаз', 1, 1],
      ['Берёза', 1, 1],
    ]);
  });

  it('always gives places 1..n, points = 3 per win + 1 per draw, and balanced goals', () => {
    const match = fc.record({
      homeTeamId: fc.integer({ min: 1, max: 8 }),
      guestTeamId: fc.integer({ min: 1, max: 8 }),
      homeScore: fc.integer({ min: 0, max: 6 }),
      guestScore: fc.integer({ min: 0, max: 6 }),
    });
    fc.assert(
      fc.property(fc.array(match, { maxLength: 60 }), (matches) => {
        const table = buildLeagueTable({ teams: TEAMS, matches });
        expect(table.map((r) => r.place)).toEqual(TEAMS.map((_, i) => i + 1));
        let goalsFor = 0;
        let goalsAgainst = 0;
        for (let i = 0; i < table.length; i++) {
          const r = table[i]!;
          expect(r.points).toBe(r.won * 3 + r.drawn);
          expect(r.played).toBe(r.won + r.drawn + r.lost);
          expect(r.goalDifference).toBe(r.goalsFor - r.goalsAgainst);
          if (i > 0) expect(table[i - 1]!.points).toBeGreaterThanOrEqual(r.points);
          goalsFor += r.goalsFor;
          goalsAgainst += r.goalsAgainst;
        }
        expect(goalsFor).toBe(goalsAgainst);
      }),
    );
  });
});
