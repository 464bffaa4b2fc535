import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { partnerLinkStates } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { linkPartnerAccount } from '../accounts/index.ts';
import type { PartnerClient } from './partner-client.ts';
import { refreshX2Confirmation } from '../predictor/index.ts';

export type Source = 'predictor' | 'fantasy';
export type LinkOutcome = 'ok' | 'taken' | 'expired' | 'failed';

export const STATE_TTL_MS = 15 * 60_000;
/**
 * A state is stored hashed together with the nonce of the browser that started the link (kept in
 * an HttpOnly cookie): the callback finds it only in that browser, so a state sent to someone else
 * links nothing.
 */
const hashState = (state: string, browserNonce: string) =>
  createHash('sha256').update(`${state}.${browserNonce}`).digest('hex');

export const newBrowserNonce = () => randomBytes(24).toString('base64url');
export const isBrowserNonce = (value: string | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{32}$/.test(value);

export const partnerUnavailable = () =>
  new AppError(503, 'partner_unavailable', [{ message: 'Привязка аккаунта партнёра временно недоступна' }]);

/** Step 1: a single-use state bound to the user and their browser, and the partner's page to send them to. */
export async function startLink(
  db: Db,
  client: PartnerClient,
  link: { userId: number; source: Source; browserNonce: string },
): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  await db.insert(partnerLinkStates).values({
    userId: link.userId,
    stateHash: hashState(state, link.browserNonce),
    source: link.source,
    expireAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return client.authorizeUrl(state);
}

export type LinkResult = {
  source: Source;
  outcome: LinkOutcome;
  linked?: { userId: number; partnerId: string };
};

/**
 * Step 2, the partner's redirect back to the browser that started the link: check the state with
 * that browser's nonce, exchange the code, store the partner id (never for a blocked user).
 */
export async function completeLink(
  db: Db,
  client: PartnerClient,
  params: { code?: string; state?: string; browserNonce?: string },
): Promise<LinkResult> {
  if (!params.state || !isBrowserNonce(params.browserNonce))
    return { source: 'predictor', outcome: 'expired' };
  const [claimed] = await db
    .update(partnerLinkStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(partnerLinkStates.stateHash, hashState(params.state, params.browserNonce)),
        isNull(partnerLinkStates.usedAt),
        gt(partnerLinkStates.expireAt, new Date()),
      ),
    )
    .returning({ userId: partnerLinkStates.userId, source: partnerLinkStates.source });
  if (!claimed) return { source: 'predictor', outcome: 'expired' };
  const source = claimed.source as Source;

  const partnerUserId = params.code ? await client.exchangeCode(params.code).catch(() => null) : null;
  if (!partnerUserId) return { source, outcome: 'failed' };
  const written = await linkPartnerAccount(db, claimed.userId, partnerUserId);
  if (written === 'blocked') return { source, outcome: 'failed' };
  if (written === 'taken') return { source, outcome: 'taken' };
  await refreshX2Confirmation(db, claimed.userId);
  return { source, outcome: 'ok', linked: { userId: claimed.userId, partnerId: partnerUserId } };
}
