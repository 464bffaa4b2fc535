import { FIRST_NAMES, NICKNAMES, SURNAMES } from './names.ts';
import type { Rng } from './random.ts';
import { DEMO_TEAMS } from './teams.ts';

export type PlayerStatus = 'active' | 'injury' | 'potential_injury' | 'disqualified';

export type DemoPlayer = {
  id: number;
  teamId: number;
  name: string;
  surname: string;
  nickname: string | null;
  /** 1 GK, 2 DEF, 3 MID, 4 FWD. */
  position: 1 | 2 | 3 | 4;
  price: number;
  status: PlayerStatus;
  /** 0–1: how good the player is; drives who starts, scores and is bought. */
  quality: number;
};

/** 2 GK, 6 DEF, 6 MID, 4 FWD per club. */
const ROSTER: readonly (1 | 2 | 3 | 4)[] = [1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4];

/** Price range per position: defenders and keepers are cheap, the stars up front are dear. */
const PRICE: Record<1 | 2 | 3 | 4, [number, number]> = {
  1: [4, 6],
  2: [4, 7.5],
  3: [4.5, 12.5],
  4: [5, 12.5],
};

const STATUS_COUNTS: [PlayerStatus, number][] = [
  ['injury', 8],
  ['potential_injury', 6],
  ['disqualified', 4],
];

export function priceFor(position: 1 | 2 | 3 | 4, quality: number): number {
  const [min, max] = PRICE[position];
  const raw = min + Math.pow(quality, 1.6) * (max - min);
  return Math.min(max, Math.max(min, Math.round(raw * 2) / 2));
}

export function buildPlayers(rng: Rng): DemoPlayer[] {
  const players: DemoPlayer[] = [];
  const usedNames = new Set<string>();
  let id = 1;
  for (const team of DEMO_TEAMS) {
    // Each club has one or two stars: a forward and often a playmaker.
    const starFwd = rng.int(14, 17);
    const starMid = rng.chance(0.7) ? rng.int(8, 13) : -1;
    ROSTER.forEach((position, index) => {
      let quality = Math.min(1, rng.next() * 0.75 * team.strength);
      if (index === starFwd || index === starMid) quality = 0.85 + rng.next() * 0.15;
      let name: string;
      let surname: string;
      do {
        name = rng.pick(FIRST_NAMES);
        surname = rng.pick(SURNAMES);
      } while (usedNames.has(`${name} ${surname}`));
      usedNames.add(`${name} ${surname}`);
      players.push({
        id: id++,
        teamId: team.id,
        name,
        surname,
        nickname: rng.chance(0.12) ? rng.pick(NICKNAMES) : null,
        position,
        price: priceFor(position, quality),
        status: 'active',
        quality,
      });
    });
  }
  // Injuries and suspensions hit outfield players only, so every club keeps two keepers.
  const outfield = rng.shuffle(players.filter((p) => p.position !== 1));
  let next = 0;
  for (const [status, count] of STATUS_COUNTS) {
    for (let i = 0; i < count; i++) (outfield[next++] as DemoPlayer).status = status;
  }
  return players;
}
