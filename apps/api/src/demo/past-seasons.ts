import type * as schema from '../db/schema/index.ts';
import { roundRobin, type DemoMatch } from './fixtures.ts';
import { DEMO_SEED, Rng } from './random.ts';
import { DEMO_TEAMS } from './teams.ts';

const DAY = 86_400_000;
/** 52 weeks: a season a year earlier plays on the same weekdays. */
const YEAR = 364 * DAY;

export type PastSeasonsPlan = {
  seasons: (typeof schema.seasons.$inferInsert)[];
  seasonTeams: (typeof schema.seasonTeams.$inferInsert)[];
  matches: (typeof schema.matches.$inferInsert)[];
};

/**
 * The two seasons before the current one, for the league's history: the same
 * twelve clubs, a full double round robin each, every match finished. Only
 * scores are kept (no player lines), so the games' statistics stay the
 * current season's. A separate seeded PRNG per season keeps the current
 * season exactly as it is.
 */
export function buildPastSeasons(opts: {
  currentSeasonId: number;
  /** '2026/27' */
  currentYear: string;
  /** The current season's fixtures: the past ones are played on the same days, a year and two earlier. */
  matches: readonly DemoMatch[];
  firstMatchId: number;
}): PastSeasonsPlan {
  const startYear = Number(opts.currentYear.slice(0, 4));
  const plan: PastSeasonsPlan = { seasons: [], seasonTeams: [], matches: [] };
  const slots = [...opts.matches].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const tours = Math.max(...slots.map((m) => m.tour));
  let id = opts.firstMatchId;
  for (const back of [2, 1]) {
    const seasonId = opts.currentSeasonId - back;
    const from = startYear - back;
    const year = `${from}/${String((from + 1) % 100).padStart(2, '0')}`;
    const rng = new Rng(DEMO_SEED + back * 1009);
    // Form changes from year to year, so the table is not the same every season.
    const strength = new Map(DEMO_TEAMS.map((t) => [t.id, t.strength * (0.8 + rng.next() * 0.4)]));
    const firstHalf = roundRobin(rng.shuffle(DEMO_TEAMS.map((t) => t.id)));
    const rounds = [...firstHalf, ...firstHalf.map((r) => r.map(([a, b]) => [b, a] as [number, number]))];
    for (let tour = 1; tour <= tours; tour++) {
      const days = slots
        .filter((m) => m.tour === tour)
        .map((m) => new Date(m.startsAt.getTime() - back * YEAR));
      (rounds[tour - 1] ?? []).forEach(([home, guest], i) => {
        const h = strength.get(home) ?? 1;
        const g = strength.get(guest) ?? 1;
        plan.matches.push({
          id: id++,
          seasonId,
          tour,
          startsAt: days[i] ?? (days[0] as Date),
          homeTeamId: home,
          guestTeamId: guest,
          homeScore: Math.min(7, rng.poisson(1.45 * Math.pow(h / g, 1.2))),
          guestScore: Math.min(7, rng.poisson(1.15 * Math.pow(g / h, 1.2))),
          isFinished: true,
        });
      });
    }
    const first = Math.min(...plan.matches.filter((m) => m.seasonId === seasonId).map((m) => +m.startsAt));
    plan.seasons.push({
      id: seasonId,
      name: `Сезон ${year}`,
      year,
      isCurrent: false,
      createdAt: new Date(first - 45 * DAY),
    });
    plan.seasonTeams.push(...DEMO_TEAMS.map((t) => ({ seasonId, teamId: t.id })));
  }
  return plan;
}
