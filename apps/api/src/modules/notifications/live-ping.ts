import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/connect.ts';
import { publishLive } from '../live/index.ts';

/**
 * Issue 24 §2: the bell learns of a new notification from the live stream. Its topic is public
 * (EventSource sends no Authorization), so it is named by an HMAC of the user id that only the user's
 * own answers carry: nobody can follow another user's. A message carries nothing but «something new».
 */

/** Above this many users one broadcast on `notifications` stands for them all (a bulk round). */
export const PING_ONE_BY_ONE = 100;
/** 132 bits of base64url: the `user:` tail `LIVE_TOPIC` accepts. */
const TOKEN_CHARS = 22;
const BROADCAST_TOPIC = 'notifications';

/**
 * The key of the unsubscribe links' row in notification_keys (made by whoever needs it first),
 * narrowed to this use so that neither kind of token can stand for the other.
 */
const keys = new WeakMap<DbOrTx, Promise<Buffer>>();

function topicKey(db: DbOrTx): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      const read = async () => {
        const { rows } = await db.execute<{ secret: string }>(
          sql`select secret from notification_keys where id = 1`,
        );
        return rows[0]?.secret;
      };
      let secret = await read();
      if (secret === undefined) {
        await db.execute(sql`
          insert into notification_keys (id, secret) values (1, ${randomBytes(32).toString('hex')})
          on conflict (id) do nothing`);
        secret = (await read())!;
      }
      return createHmac('sha256', Buffer.from(secret, 'hex')).update('live-topic').digest();
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const topicOf = (key: Buffer, userId: number) =>
  `user:${createHmac('sha256', key).update(String(userId)).digest('base64url').slice(0, TOKEN_CHARS)}`;

/** The user's private topic of the live stream: `user:{token}`. */
export async function userLiveTopic(db: DbOrTx, userId: number): Promise<string> {
  return topicOf(await topicKey(db), userId);
}

/**
 * Tells these users' bells, at the caller's commit, that something new came: an empty message on
 * each one's topic, or for more than 100 users one on `notifications`, which every bell follows and
 * answers after a random delay (one row, not millions, and the reads spread over half a minute).
 */
export async function pingUsers(tx: Tx, userIds: number[]): Promise<void> {
  const users = [...new Set(userIds)];
  if (users.length === 0) return;
  if (users.length > PING_ONE_BY_ONE) {
    await publishLive(tx, [{ topic: BROADCAST_TOPIC, payload: {} }]);
    return;
  }
  const key = await topicKey(tx);
  await publishLive(
    tx,
    users.map((id) => ({ topic: topicOf(key, id), payload: {} })),
  );
}
