import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AuthKey } from '@mliga/contract';
import type { DbOrTx } from '../../db/connect.ts';
import { authKeys } from '../../db/schema/index.ts';
import { hashAuthKey } from '../../http/auth.ts';
import { forgetSignedInKeys } from '../../http/auth-cache.ts';

export const AUTH_KEY_TTL_MS = 30 * 24 * 3600 * 1000;

/** 256 random bits; only the hash is stored. */
export async function issueAuthKey(db: DbOrTx, userId: number, now = new Date()): Promise<AuthKey> {
  const value = randomBytes(32).toString('base64url');
  const expireAt = new Date(now.getTime() + AUTH_KEY_TTL_MS);
  await db.insert(authKeys).values({ userId, keyHash: hashAuthKey(value), expireAt });
  return { value, type: 'Bearer', expire_at: expireAt.toISOString() };
}

export async function revokeAuthKey(db: DbOrTx, keyId: number): Promise<void> {
  await db
    .update(authKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(authKeys.id, keyId), isNull(authKeys.revokedAt)));
  forgetSignedInKeys();
}

/** Every live key of the user but the one in use (null: all of them). */
export async function revokeOtherAuthKeys(
  db: DbOrTx,
  userId: number,
  keepKeyId: number | null,
): Promise<void> {
  const others = keepKeyId === null ? undefined : ne(authKeys.id, keepKeyId);
  await db
    .update(authKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(authKeys.userId, userId), isNull(authKeys.revokedAt), others));
  forgetSignedInKeys();
}
