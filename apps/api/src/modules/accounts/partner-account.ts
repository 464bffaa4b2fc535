import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { users } from '../../db/schema/index.ts';
import { forgetSignedInKeys } from '../../http/auth-cache.ts';

export type PartnerLinkWrite = 'linked' | 'blocked' | 'taken';

/**
 * Stores the partner account id on the user (spec 1 §9): `blocked` when the user is blocked or
 * gone, `taken` when another user holds that partner account.
 */
export async function linkPartnerAccount(
  db: Db,
  userId: number,
  partnerUserId: string,
): Promise<PartnerLinkWrite> {
  try {
    const updated = await db
      .update(users)
      .set({ winlineId: partnerUserId, winlineLinkedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.blockedAt)))
      .returning({ id: users.id });
    // The partner link is part of who a key signs in.
    forgetSignedInKeys();
    return updated.length === 0 ? 'blocked' : 'linked';
  } catch (error) {
    if (violatedConstraint(error) === 'users_winline_uq') return 'taken';
    throw error;
  }
}
