import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { partnerSandboxCodes, users } from '../../db/schema/index.ts';

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export const generatePartnerId = () => `W${randomInt(100_000, 1_000_000)}`;

export async function issueSandboxCode(db: Db, partnerUserId: string): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await db
    .insert(partnerSandboxCodes)
    .values({ codeHash: hashCode(code), partnerUserId, expireAt: new Date(Date.now() + 5 * 60_000) });
  return code;
}

/** The sandbox's token endpoint: a code works once, for five minutes. */
export async function redeemSandboxCode(db: Db, code: string): Promise<string | null> {
  const [row] = await db
    .update(partnerSandboxCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(partnerSandboxCodes.codeHash, hashCode(code)),
        isNull(partnerSandboxCodes.usedAt),
        gt(partnerSandboxCodes.expireAt, new Date()),
      ),
    )
    .returning({ partnerUserId: partnerSandboxCodes.partnerUserId });
  return row?.partnerUserId ?? null;
}

/** The partner id linked to a user who is not blocked, or null. */
export async function linkedPartnerId(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ winlineId: users.winlineId })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.blockedAt)));
  return row?.winlineId ?? null;
}
