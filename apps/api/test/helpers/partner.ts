import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signFeedBody } from '../../src/modules/partner/bet-feed.service.ts';

/** The tests' own sandbox secrets (a running site generates its own per data folder). */
export const SANDBOX_WEBHOOK_SECRET = 'test-webhook-secret';
export const SANDBOX_CLIENT_SECRET = 'test-client-secret';

/** Sends one bet-feed event the way the partner does, signed unless told otherwise. */
export async function sendBetEvent(
  app: FastifyInstance,
  event: object,
  opts: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const body = JSON.stringify(event);
  const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
  const signature =
    opts.signature === undefined
      ? signFeedBody(opts.secret ?? SANDBOX_WEBHOOK_SECRET, timestamp, body)
      : opts.signature;
  return app.inject({
    method: 'POST',
    url: '/v1/partner/bets/',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-partner-timestamp': String(timestamp),
      ...(signature === null ? {} : { 'x-partner-signature': signature }),
    },
  });
}

export const placedBet = (
  userId: string,
  bet: { amount?: number; odds?: number; is_freebet?: boolean; placed_at: Date; id?: string },
) => ({
  event_id: randomUUID(),
  type: 'placed',
  bet: {
    id: bet.id ?? randomUUID(),
    user_id: userId,
    amount: bet.amount ?? 1000,
    odds: bet.odds ?? 1.5,
    is_freebet: bet.is_freebet ?? false,
    placed_at: bet.placed_at.toISOString(),
  },
});

/** The `name=value` pairs of an answer's Set-Cookie headers, as a browser would send them back. */
export function cookiesOf(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [String(header)] : [];
  return list.map((c: string) => c.split(';')[0]).join('; ');
}

/**
 * Walks the sandbox's OAuth pages as a browser would (the link's cookie goes back with the callback);
 * answers where the callback sends the browser. `callbackCookie` replaces that cookie (another browser).
 */
export async function linkThroughSandbox(
  app: FastifyInstance,
  headers: Record<string, string>,
  partnerId: string,
  callbackCookie?: string,
) {
  const start = await app.inject({ url: '/v1/users/oauthwinline/?source=fantasy', headers });
  const redirectUrl = start.json().data.redirect_url as string;
  const params = Object.fromEntries(new URL(redirectUrl, 'http://x').searchParams);
  const consent = await app.inject({
    method: 'POST',
    url: '/v1/partner/sandbox/authorize/',
    payload: new URLSearchParams({ ...params, partner_id: partnerId, decision: 'allow' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const cookie = callbackCookie ?? cookiesOf(start);
  const callback = await app.inject({
    url: consent.headers.location as string,
    headers: cookie ? { cookie } : {},
  });
  return { redirectUrl, params, consent, callback, startCookie: cookiesOf(start) };
}
