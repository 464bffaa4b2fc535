import { buildUrl } from '#api/url.ts';

export type Game = 'predictor' | 'fantasy';

export const accountPath = (game: Game, screen: 'login' | 'registration' | 'password-recovery' | 'profile') =>
  `/game/${game}/users/${screen}/`;

export const RETURN_URL_PARAM = 'returnUrl';

/**
 * Spec 1 §2: the game homes a sign-in may return to, exactly as written, the predictor's leagues
 * (issue 23 §1) and the notification centre with its settings (issue 24).
 */
const EXACT = new Set([
  '/game/fantasy/',
  '/game/predictor/',
  '/game/predictor/leagues/',
  '/notifications/',
  '/notifications/settings/',
]);
/**
 * Invite links. The spec names paths starting with /invite/; the fantasy game routes its
 * invites under /game/fantasy/invite/{hash}/ (spec 2 §2), so that prefix is accepted too.
 */
const INVITE_PREFIXES = ['/invite/', '/game/fantasy/invite/'];
/** Letters, digits and the URL-safe marks an invite hash or path uses: no scheme, host, `..`, `\` or `%`. */
const SAFE_PATH = /^\/[A-Za-z0-9_\-./]*$/;

/**
 * The returnUrl a sign-in may follow, or null. Anything but our own game homes and invite
 * paths is refused, so a crafted link cannot send the user to another site after signing in.
 */
export function allowedReturnUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  if (EXACT.has(raw)) return raw;
  if (!INVITE_PREFIXES.some((prefix) => raw.startsWith(prefix))) return null;
  if (!SAFE_PATH.test(raw) || raw.includes('//') || raw.includes('..')) return null;
  return raw;
}

/** Where a signed-in visitor of the account doors goes: the allowed returnUrl, else the game's profile. */
export function afterSignInPath(game: Game, raw: string | null | undefined): string {
  return allowedReturnUrl(raw) ?? accountPath(game, 'profile');
}

/** An account screen's path that carries the allowed returnUrl on (login ↔ registration ↔ recovery). */
export function withReturnUrl(path: string, raw: string | null | undefined): string {
  const allowed = allowedReturnUrl(raw);
  return buildUrl(path, { [RETURN_URL_PARAM]: allowed });
}
