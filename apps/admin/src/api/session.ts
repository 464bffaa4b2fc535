/**
 * The back office shares the site's session: one origin, one local-storage record under the key `user`
 * (the shape apps/web/src/api/session.ts keeps: the user of the login answer plus its auth key). Signing
 * in here signs in on the site too, and a staff member already signed in on the site is let in at once.
 */
export const SESSION_STORAGE_KEY = 'user';

export interface StoredAuthKey {
  value: string;
  type: string;
  expire_at: string | number;
}

export interface SessionRecord {
  id: number;
  login: string;
  role?: string;
  authKey: StoredAuthKey;
  [field: string]: unknown;
}

/** A date string, or a Unix time in seconds or milliseconds (as the site accepts it). */
function expiryMs(expireAt: string | number): number {
  if (typeof expireAt === 'number') return expireAt < 1e12 ? expireAt * 1000 : expireAt;
  const asNumber = Number(expireAt);
  if (expireAt.trim() !== '' && Number.isFinite(asNumber)) return expiryMs(asNumber);
  return Date.parse(expireAt);
}

function isRecord(value: unknown): value is SessionRecord {
  if (!value || typeof value !== 'object') return false;
  const record = value as Partial<SessionRecord>;
  return (
    typeof record.login === 'string' &&
    !!record.authKey &&
    typeof record.authKey.value === 'string' &&
    record.authKey.value !== ''
  );
}

export interface SessionStore {
  read(): SessionRecord | null;
  write(record: SessionRecord): void;
  clear(): void;
}

/** The record in `storage`; an unreadable or expired one counts as signed out (and is left to the site to remove). */
export function createSessionStore(storage: Storage | null, now: () => number = Date.now): SessionStore {
  return {
    read() {
      let raw: string | null;
      try {
        raw = storage?.getItem(SESSION_STORAGE_KEY) ?? null;
      } catch {
        return null;
      }
      if (!raw) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return null;
      }
      if (!isRecord(parsed)) return null;
      const expires = expiryMs(parsed.authKey.expire_at);
      if (Number.isNaN(expires) || expires <= now()) return null;
      return parsed;
    },
    write(record) {
      try {
        storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(record));
      } catch {
        // Private mode or a full quota: nothing to keep the session in; the next call asks to sign in again.
      }
    },
    clear() {
      try {
        storage?.removeItem(SESSION_STORAGE_KEY);
      } catch {
        // As above.
      }
    },
  };
}

export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
