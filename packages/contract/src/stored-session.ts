/**
 * The session the site and the back office share (spec 1 §3): one local-storage record under the key
 * `user`, the user of the login answer plus its auth key.
 */
export const SESSION_STORAGE_KEY = 'user';

export interface StoredAuthKey {
  value: string;
  type: string;
  expire_at: string | number;
}

/** A date string, or a Unix time in seconds or milliseconds. */
export function authKeyExpiryMs(expireAt: string | number): number {
  if (typeof expireAt === 'number') return expireAt < 1e12 ? expireAt * 1000 : expireAt;
  const asNumber = Number(expireAt);
  if (expireAt.trim() !== '' && Number.isFinite(asNumber)) return authKeyExpiryMs(asNumber);
  return Date.parse(expireAt);
}

/** The stored record when it has a login and an auth key expiring after `now`; null means signed out. */
export function parseStoredSession<T extends { login: string; authKey: StoredAuthKey }>(
  raw: string,
  now: number,
): T | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const record = parsed as Partial<T>;
  if (
    typeof record.login !== 'string' ||
    typeof record.authKey?.value !== 'string' ||
    record.authKey.value === ''
  )
    return null;
  const expires = authKeyExpiryMs(record.authKey.expire_at);
  return Number.isNaN(expires) || expires <= now ? null : (record as T);
}
