import { and, asc, gt, inArray, lt, max, min, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/connect.ts';
import { liveFeed } from '../../db/schema/index.ts';

export const LIVE_CHANNEL = 'live_feed';
/** Any constant: the publishers' one advisory lock (see below). */
const PUBLISH_LOCK = 22_0001;
const KEEP = sql`interval '1 day'`;
/** Every this many messages a publisher drops those past KEEP. */
const PRUNE_EVERY = 200;

export type LiveRow = { id: number; topic: string; payload: unknown };

/**
 * Adds messages to the live stream inside the caller's transaction; they are seen at its commit.
 * The lock makes publishers commit one after another, so positions are handed out in commit order
 * and a reader that has seen position N never misses a smaller one committed later.
 */
export async function publishLive(tx: Tx, messages: { topic: string; payload: unknown }[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK})`);
  const ids = await tx.insert(liveFeed).values(messages).returning({ id: liveFeed.id });
  if (ids.some(({ id }) => id % PRUNE_EVERY === 0))
    await tx.delete(liveFeed).where(lt(liveFeed.createdAt, sql`now() - ${KEEP}`));
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, '')`);
}

/** The stream's position now: an answer read after it is replayed from it. */
export async function liveCursor(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ id: max(liveFeed.id) }).from(liveFeed);
  return row?.id ?? 0;
}

/** The first position still kept (replays from before it have a gap). */
export async function oldestKept(db: Db): Promise<number | null> {
  const [row] = await db.select({ id: min(liveFeed.id) }).from(liveFeed);
  return row?.id ?? null;
}

/** Messages after a position, in order; of some topics only (a replay) or of all (an instance's reader). */
export function readAfter(db: Db, after: number, limit: number, topics?: string[]): Promise<LiveRow[]> {
  return db
    .select({ id: liveFeed.id, topic: liveFeed.topic, payload: liveFeed.payload })
    .from(liveFeed)
    .where(and(gt(liveFeed.id, after), topics ? inArray(liveFeed.topic, topics) : undefined))
    .orderBy(asc(liveFeed.id))
    .limit(limit);
}
