/**
 * Head-to-head tournament calendar (DECISIONS "H2H"): a round robin over the
 * tournament's remaining tours. Every pair meets once per cycle before any pair
 * meets again; with an odd count one team per tour has no opponent and plays
 * the tour's average of the tournament (`away: null`).
 */

export type H2hPairing<T> = { home: T; away: T | null };

/** One cycle of the circle method: n−1 rounds for an even n, n rounds (one bye each) for an odd n. */
export function roundRobinCycle<T>(teams: readonly T[]): H2hPairing<T>[][] {
  if (new Set(teams).size !== teams.length) throw new Error('H2H schedule: teams must be distinct');
  if (teams.length < 2) return [];
  // An odd count gets a phantom: whoever meets it has the bye.
  const slots: (T | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  const n = slots.length;
  const rounds: H2hPairing<T>[][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: H2hPairing<T>[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = slots[i] as T | null;
      const b = slots[n - 1 - i] as T | null;
      // The fixed first slot alternates by round, the others by place (teams move through the
      // places): over a cycle every team is at home ⌊(n−1)/2⌋ or ⌈(n−1)/2⌉ times.
      const swap = i === 0 ? r % 2 === 1 : i % 2 === 1;
      if (a === null) round.push({ home: b as T, away: null });
      else if (b === null) round.push({ home: a, away: null });
      else round.push(swap ? { home: b, away: a } : { home: a, away: b });
    }
    rounds.push(round);
    // Rotate every slot but the first one step clockwise.
    slots.splice(1, 0, slots.pop() as T | null);
  }
  return rounds;
}

/**
 * The calendar of `tours` tours: the cycle repeated as often as needed, home
 * and away swapped in every second cycle (the bye stays a bye).
 */
export function h2hSchedule<T>(opts: { teams: readonly T[]; tours: number }): H2hPairing<T>[][] {
  const cycle = roundRobinCycle(opts.teams);
  if (cycle.length === 0 || opts.tours <= 0) return [];
  return Array.from({ length: opts.tours }, (_, t) => {
    const round = cycle[t % cycle.length] as H2hPairing<T>[];
    const reversed = Math.floor(t / cycle.length) % 2 === 1;
    return round.map((p) => (reversed && p.away !== null ? { home: p.away, away: p.home } : p));
  });
}

/** Tours in one cycle: every team meets every other once. */
export const toursPerCycle = (teamCount: number): number =>
  teamCount < 2 ? 0 : teamCount % 2 === 0 ? teamCount - 1 : teamCount;

/** H2H table points (DECISIONS): win 3, draw 1, loss 0. */
export const H2H_POINTS = { win: 3, draw: 1, loss: 0 } as const;

/** A result for the team that scored `own` against `other`: 1 win, 0 draw, −1 loss. */
export const h2hResult = (own: number, other: number): 1 | 0 | -1 => (own > other ? 1 : own < other ? -1 : 0);

/** The tour's average of the tournament a team without an opponent plays: rounded half up. */
export const h2hAverage = (points: readonly number[]): number =>
  points.length === 0 ? 0 : Math.round(points.reduce((sum, p) => sum + p, 0) / points.length);
