import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@mliga/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';

/**
 * Unsubscribe links are signed, so they work without signing in and cannot be made for someone
 * else: `{userId}.{kind}.{HMAC-SHA256}`. The key is one database row, made by the first instance
 * that needs it, so every instance signs and checks alike.
 */
const keys = new WeakMap<Db, Promise<Buffer>>();

function signingKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db.execute(sql`
        insert into notification_keys (id, secret) values (1, ${randomBytes(32).toString('hex')})
        on conflict (id) do nothing`);
      const { rows } = await db.execute<{ secret: string }>(
        sql`select secret from notification_keys where id = 1`,
      );
      return Buffer.from(rows[0]!.secret, 'hex');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const signature = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

export async function unsubscribeToken(db: Db, userId: number, kind: NotificationKind): Promise<string> {
  const payload = `${userId}.${kind}`;
  return `${payload}.${signature(await signingKey(db), payload)}`;
}

/** The user and kind a token was made for, or null for anything forged, cut or malformed. */
export async function readUnsubscribeToken(
  db: Db,
  token: string,
): Promise<{ userId: number; kind: NotificationKind } | null> {
  const match = /^(\d{1,10})\.([a-z_]{1,40})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, kind, sig] = match as unknown as [string, string, string, string];
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(signature(await signingKey(db), `${id}.${kind}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: Number(id), kind: kind as NotificationKind };
}
