import type { DemoPlayer } from './players.ts';
import type { Rng } from './random.ts';

export const BUDGET = 100;
export const CLUB_LIMIT = 3;
export const SUBSTITUTION_LIMIT = 2;
export const SCHEMES = ['4-4-2', '4-5-1', '4-3-3', '5-4-1', '5-3-2', '5-2-3', '3-5-2', '3-4-3'] as const;
export type Scheme = (typeof SCHEMES)[number];

export type SquadPick = { player: DemoPlayer; starter: boolean; captain: boolean };
export type DemoSquad = { scheme: Scheme; picks: SquadPick[]; cost: number };

/** Starters per position (1 GK … 4 FWD) for a scheme: '4-4-2' → {1:1, 2:4, 3:4, 4:2}. */
export function startersOf(scheme: string): Record<1 | 2 | 3 | 4, number> {
  const [def, mid, fwd] = scheme.split('-').map(Number) as [number, number, number];
  return { 1: 1, 2: def, 3: mid, 4: fwd };
}

/** A squad holds the scheme's starters plus one bench player per position: 15 in all. */
const slotsOf = (scheme: Scheme): (1 | 2 | 3 | 4)[] =>
  ([1, 2, 3, 4] as const).flatMap((pos) => Array<1 | 2 | 3 | 4>(startersOf(scheme)[pos] + 1).fill(pos));

const costOf = (players: DemoPlayer[]) => Math.round(players.reduce((sum, p) => sum + p.price, 0) * 10) / 10;

/** How much a fantasy manager wants a player: good players and a bit of taste. */
const appeal = (p: DemoPlayer) => (0.05 + 4 * Math.pow(p.quality, 3)) * (p.status === 'active' ? 1 : 0.4);

function clubsOk(players: DemoPlayer[]): boolean {
  const count = new Map<number, number>();
  for (const p of players) {
    const n = (count.get(p.teamId) ?? 0) + 1;
    if (n > CLUB_LIMIT) return false;
    count.set(p.teamId, n);
  }
  return true;
}

/** Chooses the eleven (best fit players start), the bench (one per position) and a captain among starters. */
export function arrange(rng: Rng, scheme: Scheme, players: DemoPlayer[]): DemoSquad {
  const starters = startersOf(scheme);
  const picks: SquadPick[] = [];
  for (const pos of [1, 2, 3, 4] as const) {
    const line = players
      .filter((p) => p.position === pos)
      .map((p) => ({ p, score: p.quality + rng.next() * 0.3 - (p.status === 'injury' ? 1 : 0) }))
      .sort((a, b) => b.score - a.score);
    line.forEach(({ p }, i) => picks.push({ player: p, starter: i < starters[pos], captain: false }));
  }
  const candidates = picks.filter((s) => s.starter && s.player.status !== 'injury');
  const captain = rng.weighted(candidates.length > 0 ? candidates : picks.filter((s) => s.starter), (s) =>
    Math.pow(s.player.price, 3),
  );
  captain.captain = true;
  return { scheme, picks, cost: costOf(players) };
}

/** A random valid squad for a scheme, or null when the draw painted itself into a corner (the caller retries). */
function drawSquad(rng: Rng, scheme: Scheme, pool: DemoPlayer[]): DemoPlayer[] | null {
  const slots = rng.shuffle(slotsOf(scheme));
  const cheapest = { 1: 99, 2: 99, 3: 99, 4: 99 };
  for (const p of pool) cheapest[p.position] = Math.min(cheapest[p.position], p.price);
  const chosen: DemoPlayer[] = [];
  const perClub = new Map<number, number>();
  let cost = 0;
  for (let i = 0; i < slots.length; i++) {
    const pos = slots[i] as 1 | 2 | 3 | 4;
    const reserve = slots.slice(i + 1).reduce((sum, s) => sum + cheapest[s], 0);
    const options = pool.filter(
      (p) =>
        p.position === pos &&
        !chosen.includes(p) &&
        (perClub.get(p.teamId) ?? 0) < CLUB_LIMIT &&
        cost + p.price + reserve <= BUDGET,
    );
    if (options.length === 0) return null;
    const p = rng.weighted(options, appeal);
    chosen.push(p);
    perClub.set(p.teamId, (perClub.get(p.teamId) ?? 0) + 1);
    cost += p.price;
  }
  return chosen;
}

export function randomSquad(rng: Rng, scheme: Scheme, pool: DemoPlayer[]): DemoSquad {
  for (let attempt = 0; attempt < 50; attempt++) {
    const players = drawSquad(rng, scheme, pool);
    if (players) return arrange(rng, scheme, players);
  }
  throw new Error(`could not draw a demo squad for ${scheme}`);
}

/**
 * The next stage's squad: up to `changes` transfers (a player out, one of the
 * same position in) that keep the budget and the club limit.
 */
export function transfer(rng: Rng, previous: DemoSquad, pool: DemoPlayer[], changes: number): DemoSquad {
  let players = previous.picks.map((s) => s.player);
  for (let i = 0; i < changes; i++) {
    const out = rng.weighted(players, (p) => (p.status === 'active' ? 1 : 6) + (1 - p.quality));
    const rest = players.filter((p) => p !== out);
    const options = pool.filter(
      (p) =>
        p.position === out.position &&
        !players.includes(p) &&
        costOf([...rest, p]) <= BUDGET &&
        clubsOk([...rest, p]),
    );
    if (options.length > 0) players = [...rest, rng.weighted(options, appeal)];
  }
  return arrange(rng, previous.scheme, players);
}

/** Players of `next` that were not in `previous`: each is one substitution. */
export const substitutions = (previous: DemoSquad, next: DemoSquad): number => {
  const before = new Set(previous.picks.map((s) => s.player.id));
  return next.picks.filter((s) => !before.has(s.player.id)).length;
};
