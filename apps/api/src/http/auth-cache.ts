import { LRUCache } from 'lru-cache';
import type { Listen } from '../db/connect.ts';

/** The PostgreSQL channel a change of who a key signs in tells every instance on (migration 0022's triggers). */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';
/** The longest a key's answer is reused, should a change's notification ever be lost without a reconnect. */
const KEPT_MS = 60_000;
/** Keys kept at once (about 200 bytes each); the least used go first. */
const MAX_KEYS = 100_000;

export type KeyOwner = {
  keyId: number;
  id: number;
  login: string;
  role: string;
  winlineId: string | null;
  expireAt: Date;
};

/**
 * Each instance's copy of who its signed-in keys belong to (issue 25 §3): a signed-in request costs
 * no lookup when its key was read in the last minute. Any change of the keys or of what the lookup
 * reads of a user (revoked, expired, blocked, renamed, role, partner link) forgets every copy: the
 * instance that made it at once (`forgetSignedInKeys`), every instance when PostgreSQL tells them
 * (a trigger notifies on commit), and after a lost notification connection is back. A lookup that
 * began before a change is not kept, so a key revoked mid-lookup is not remembered as valid.
 */
export type AuthCache = {
  read(keyHash: string, lookup: () => Promise<KeyOwner | undefined>): Promise<KeyOwner | undefined>;
  stop(): Promise<void>;
};

const live = new Set<{ forget: () => void }>();

/** Forgets every instance-local copy in this process (after a change this process made). */
export function forgetSignedInKeys(): void {
  for (const cache of live) cache.forget();
}

export async function createAuthCache(listen: Listen): Promise<AuthCache> {
  let generation = 0;
  const owners = new LRUCache<string, KeyOwner>({ max: MAX_KEYS, ttl: KEPT_MS });
  const handle = {
    forget: () => {
      generation++;
      owners.clear();
    },
  };
  live.add(handle);
  const unlisten = await listen(AUTH_CHANGED_CHANNEL, handle.forget);
  return {
    async read(keyHash, lookup) {
      const kept = owners.get(keyHash);
      if (kept && kept.expireAt.getTime() > Date.now()) return kept;
      if (kept) owners.delete(keyHash);
      const before = generation;
      const owner = await lookup();
      if (owner && generation === before) owners.set(keyHash, owner);
      return owner;
    },
    async stop() {
      live.delete(handle);
      await unlisten();
    },
  };
}
