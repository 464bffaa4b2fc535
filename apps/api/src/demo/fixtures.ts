import type { Rng } from './random.ts';
import { DEMO_TEAMS } from './teams.ts';

export const TOURS = 22;
export const CURRENT_TOUR = 6;
const DAY = 86_400_000;
const MSK_OFFSET_HOURS = 3;
/** Kick-off times, Moscow: three matches each day of a two-day round. */
const SLOTS: readonly [day: number, hour: number, minute: number][] = [
  [0, 14, 0],
  [0, 16, 30],
  [0, 19, 0],
  [1, 14, 0],
  [1, 16, 30],
  [1, 19, 0],
];

export type DemoMatch = {
  id: number;
  tour: number;
  startsAt: Date;
  homeTeamId: number;
  guestTeamId: number;
};

export type TourStatus = 'past' | 'current' | 'future';

export const tourStatus = (tour: number): TourStatus =>
  tour < CURRENT_TOUR ? 'past' : tour === CURRENT_TOUR ? 'current' : 'future';

/**
 * The Moscow calendar day (as UTC midnight) on which the current tour starts:
 * two or three days after `now`, on a Saturday when one of those is, else a Sunday,
 * else two days on — so the current tour is always open for a couple of days.
 */
export function currentTourDay(now: Date): number {
  const msk = new Date(now.getTime() + MSK_OFFSET_HOURS * 3_600_000);
  const today = Date.UTC(msk.getUTCFullYear(), msk.getUTCMonth(), msk.getUTCDate());
  const candidates = [today + 2 * DAY, today + 3 * DAY];
  const weekday = (day: number) => new Date(day).getUTCDay();
  return (
    candidates.find((d) => weekday(d) === 6) ??
    candidates.find((d) => weekday(d) === 0) ??
    (candidates[0] as number)
  );
}

/** A Moscow wall-clock time on a calendar day, as a UTC instant. */
const moscowTime = (day: number, hour: number, minute: number): Date =>
  new Date(day + (hour - MSK_OFFSET_HOURS) * 3_600_000 + minute * 60_000);

/** Pairings of a single round robin by the circle method: 11 rounds of 6 matches for 12 clubs. */
export function roundRobin<T>(items: readonly T[]): [T, T][][] {
  const list = [...items];
  const n = list.length;
  const rounds: [T, T][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: [T, T][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = list[i] as T;
      const b = list[n - 1 - i] as T;
      round.push((r + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(round);
    // Keep the first in place and rotate the rest by one.
    list.splice(1, 0, list.pop() as T);
  }
  return rounds;
}

/** A double round robin (the second half mirrors the first with home and away swapped). */
export function buildFixtures(rng: Rng, now: Date): DemoMatch[] {
  const firstHalf = roundRobin(rng.shuffle(DEMO_TEAMS.map((t) => t.id)));
  const rounds = [
    ...firstHalf,
    ...firstHalf.map((round) => round.map(([a, b]) => [b, a] as [number, number])),
  ];
  const baseDay = currentTourDay(now);
  const matches: DemoMatch[] = [];
  let id = 1;
  rounds.slice(0, TOURS).forEach((round, index) => {
    const tour = index + 1;
    const day = baseDay + (tour - CURRENT_TOUR) * 7 * DAY;
    rng.shuffle(round).forEach(([home, guest], slot) => {
      const [dayOffset, hour, minute] = SLOTS[slot] as [number, number, number];
      matches.push({
        id: id++,
        tour,
        startsAt: moscowTime(day + dayOffset * DAY, hour, minute),
        homeTeamId: home,
        guestTeamId: guest,
      });
    });
  });
  return matches;
}

export const matchesOfTour = (matches: readonly DemoMatch[], tour: number): DemoMatch[] =>
  matches.filter((m) => m.tour === tour).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
