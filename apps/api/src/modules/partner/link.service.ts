import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { partnerLinkStates, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { PartnerClient } from './partner-client.ts';
import { refreshX2Confirmation } from './x2-confirmation.ts';

export type Source = 'predictor' | 'fantasy';
export type LinkOutcome = 'ok' | 'taken' | 'expired' | 'failed';

const STATE_TTL_MS = 15 * 60_000;
const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

export const partnerUnavailable = () =>
  new AppError(503, 'partner_unavailable', [{ message: 'Привязка аккаунта партнёра временно недоступна' }]);

/** Step 1: a single-use state bound to the user, and the partner's page to send them to. */
export async function startLink(
  db: Db,
  client: PartnerClient,
  userId: number,
  source: Source,
): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  await db
    .insert(partnerLinkStates)
    .values({ userId, stateHash: hashState(state), source, expireAt: new Date(Date.now() + STATE_TTL_MS) });
  return client.authorizeUrl(state);
}

/** Step 2, the partner's redirect back: check the state, exchange the code, store the partner id. */
export async function completeLink(
  db: Db,
  client: PartnerClient,
  params: { code?: string; state?: string },
): Promise<{ source: Source; outcome: LinkOutcome }> {
  if (!params.state) return { source: 'predictor', outcome: 'expired' };
  const [claimed] = await db
    .update(partnerLinkStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(partnerLinkStates.stateHash, hashState(params.state)),
        isNull(partnerLinkStates.usedAt),
        gt(partnerLinkStates.expireAt, new Date()),
      ),
    )
    .returning({ userId: partnerLinkStates.userId, source: partnerLinkStates.source });
  if (!claimed) return { source: 'predictor', outcome: 'expired' };
  const source = claimed.source as Source;

  const partnerUserId = params.code ? await client.exchangeCode(params.code).catch(() => null) : null;
  if (!partnerUserId) return { source, outcome: 'failed' };
  try {
    await db
      .update(users)
      .set({ winlineId: partnerUserId, winlineLinkedAt: new Date() })
      .where(eq(users.id, claimed.userId));
  } catch (error) {
    if (violatedConstraint(error) === 'users_winline_uq') return { source, outcome: 'taken' };
    throw error;
  }
  await refreshX2Confirmation(db, claimed.userId);
  return { source, outcome: 'ok' };
}
