import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/connect.ts';
import { ANONYMOUS_READ_MAX_AGE } from './read-cache.ts';

/** Distinct public answers kept at once (pages × sorts × filters of the hot lists); the least used go first. */
const MAX_ANSWERS = 5_000;
/** Readers' own rows kept at once (each well under a kilobyte); the least used go first. */
const MAX_OWN_ROWS = 50_000;

/**
 * The server's own copy of the public reads (ratings, the player market, the
 * active league) that browsers and shared caches may already keep for
 * `ANONYMOUS_READ_MAX_AGE` seconds (read-cache.ts): the same answer for every
 * visitor, read from the database once per address per period however many
 * visitors ask, and once for all of them when they ask together. A failed
 * read is not kept. The back office's writes clear it (app.ts), so the league's
 * own changes show at once on this instance; other instances show them within
 * the period, as browsers do. A load reads from the database it is given: the replica when there
 * is one (DATABASE_REPLICA_URL), since an answer for every visitor holds no one's own writes.
 *
 * `readOwn` keeps, the same way and as long, a signed-in reader's own row of a public table (their
 * rating row, their place): public figures, as old as the page they are shown with, so a reader
 * paging or sorting a rating costs no read of it each time (issue 25 §3). Kept apart from the pages,
 * so many readers never push a page out.
 */
export type PublicReadCache = {
  read<T>(key: string, load: (db: Db) => Promise<T>): Promise<T>;
  readOwn<T>(key: string, load: (db: Db) => Promise<T>): Promise<T>;
  clear(): void;
};

/** `clock` (milliseconds) is for tests; the cache reads `performance.now()` by default. */
export function createPublicReadCache(
  readDb: Db,
  seconds = ANONYMOUS_READ_MAX_AGE,
  clock?: { now: () => number },
): PublicReadCache {
  if (seconds <= 0)
    return { read: (_key, load) => load(readDb), readOwn: (_key, load) => load(readDb), clear: () => {} };
  const kept = (max: number) => {
    const answers = new LRUCache<string, Promise<unknown>>({
      max,
      ttl: seconds * 1000,
      ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
    });
    const read = <T>(key: string, load: (db: Db) => Promise<T>) => {
      const held = answers.get(key) as Promise<T> | undefined;
      if (held) return held;
      const answer = load(readDb);
      answers.set(key, answer);
      answer.catch(() => {
        if (answers.peek(key) === answer) answers.delete(key);
      });
      return answer;
    };
    return { read, clear: () => answers.clear() };
  };
  const pages = kept(MAX_ANSWERS);
  const ownRows = kept(MAX_OWN_ROWS);
  return {
    read: pages.read,
    readOwn: ownRows.read,
    clear: () => {
      pages.clear();
      ownRows.clear();
    },
  };
}
