/**
 * The back office shares the site's session: one origin, one local-storage record under the key `user`
 * (the shape apps/web/src/api/session.ts keeps: the user of the login answer plus its auth key). Signing
 * in here signs in on the site too, and a staff member already signed in on the site is let in at once.
 */
import { parseStoredSession, SESSION_STORAGE_KEY, type StoredAuthKey } from '@mliga/contract';

export { SESSION_STORAGE_KEY, type StoredAuthKey };

export interface SessionRecord {
  id: number;
  login: string;
  role?: string;
  authKey: StoredAuthKey;
  [field: string]: unknown;
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
      return parseStoredSession<SessionRecord>(raw, now());
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
