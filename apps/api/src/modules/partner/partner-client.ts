import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { redeemSandboxCode } from './sandbox.service.ts';

export const LINK_PATH = '/v1/users/oauthwinline/';
export const CALLBACK_PATH = `${LINK_PATH}callback/`;
export const SANDBOX_PATH = '/v1/partner/sandbox/';

/** The partner's side of the OAuth authorisation-code flow. */
export type PartnerClient = {
  authorizeUrl: (state: string) => string;
  /** The partner's user id for an authorisation code, or null when the code is refused. */
  exchangeCode: (code: string) => Promise<string | null>;
};

function authorizeUrl(base: string, clientId: string, redirectUri: string, state: string): string {
  const url = new URL(base, 'http://placeholder');
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    state,
  }).toString();
  return base.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
}

/**
 * The configured partner (PARTNER_AUTHORIZE_URL/PARTNER_TOKEN_URL), else the built-in sandbox when
 * it is enabled, else none: linking is then unavailable.
 */
export function createPartnerClient(config: Config, db: Db): PartnerClient | null {
  const { partner } = config;
  if (partner.authorizeUrl && partner.tokenUrl) {
    const redirectUri = `${config.publicUrl}${CALLBACK_PATH}`;
    const tokenUrl = partner.tokenUrl;
    return {
      authorizeUrl: (state) => authorizeUrl(partner.authorizeUrl!, partner.clientId, redirectUri, state),
      exchangeCode: async (code) => {
        const response = await fetch(tokenUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            client_id: partner.clientId,
            client_secret: partner.clientSecret ?? '',
          }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) return null;
        const body = (await response.json()) as { user_id?: unknown };
        return typeof body.user_id === 'string' || typeof body.user_id === 'number'
          ? String(body.user_id)
          : null;
      },
    };
  }
  if (partner.sandbox) {
    return {
      authorizeUrl: (state) =>
        authorizeUrl(`${SANDBOX_PATH}authorize/`, partner.clientId, CALLBACK_PATH, state),
      exchangeCode: (code) => redeemSandboxCode(db, code),
    };
  }
  return null;
}
