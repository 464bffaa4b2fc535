import { LOGIN_NAMES, LOGIN_WORDS } from './names.ts';
import type { Rng } from './random.ts';

export const DEMO_USER_COUNT = 200;
export const DEMO_PASSWORD = 'demo12345';
/** The first demo user: linked partner account, fantasy team, own league, H2H, every tour predicted. */
export const SHOWCASE_LOGIN = 'demo';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type DemoUser = {
  id: number;
  login: string;
  email: string;
  phone: string;
  winlineId: string | null;
  winlineLinkedAt: Date | null;
  createdAt: Date;
  /** 0–1: how often the user comes back to predict a tour. */
  activity: number;
};

function makeLogin(rng: Rng): string {
  const name = rng.pick(LOGIN_NAMES);
  const word = rng.pick(LOGIN_WORDS);
  switch (rng.int(0, 4)) {
    case 0:
      return `${name}${rng.int(1, 99)}`;
    case 1:
      return `${name}_${word}`;
    case 2:
      return `${word}.${name}`;
    case 3:
      return `${name}${rng.int(1975, 2008)}`;
    default:
      return `${word}${rng.int(1, 999)}`;
  }
}

/**
 * ~200 demo accounts. Three quarters registered before the season, the rest
 * during it; about a third linked a partner account soon after registering.
 */
export function buildUsers(rng: Rng, opts: { idBase: number; seasonStart: Date; now: Date }): DemoUser[] {
  const start = opts.seasonStart.getTime();
  const now = opts.now.getTime();
  const logins = new Set<string>([SHOWCASE_LOGIN, 'admin']);
  const winlineIds = new Set<string>();
  const users: DemoUser[] = [];
  for (let i = 0; i < DEMO_USER_COUNT; i++) {
    let login = SHOWCASE_LOGIN;
    if (i > 0) {
      do login = makeLogin(rng);
      while (logins.has(login));
      logins.add(login);
    }
    const n = String(i + 1).padStart(3, '0');
    const early = i === 0 || rng.chance(0.75);
    const createdAt = new Date(
      early ? start - rng.int(1, 40) * DAY - rng.int(0, 23) * HOUR : rng.int(start, now - DAY),
    );
    let winlineId: string | null = null;
    let winlineLinkedAt: Date | null = null;
    if (i === 0 || rng.chance(0.34)) {
      do winlineId = `W${rng.int(100000, 999999)}`;
      while (winlineIds.has(winlineId));
      winlineIds.add(winlineId);
      winlineLinkedAt = new Date(Math.min(createdAt.getTime() + rng.int(1, 72) * HOUR, now - HOUR));
    }
    users.push({
      id: opts.idBase + i + 1,
      login,
      email: `fan${n}@demo.mliga.local`,
      phone: `+79000000${n}`,
      winlineId,
      winlineLinkedAt,
      createdAt,
      activity: i === 0 ? 1 : rng.chance(0.1) ? 0 : 0.7 + rng.next() * 0.3,
    });
  }
  return users;
}
