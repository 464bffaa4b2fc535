import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../config/site.ts';

/** The signed-in user as spec 1 §3 keeps it in local storage under the key `user`. */
export interface SessionUser {
  id: number;
  login: string;
  email: string;
  phone: string | null;
  winline: string | null;
  fantasy_team: { name: string; moderation_status: number } | null;
  authKey: { value: string; type: string; expire_at: string | number };
}

type Listener = () => void;

/** A date string, or a Unix time in seconds or milliseconds. */
function expiryMs(expireAt: string | number): number {
  if (typeof expireAt === 'number') return expireAt < 1e12 ? expireAt * 1000 : expireAt;
  const asNumber = Number(expireAt);
  if (expireAt.trim() !== '' && Number.isFinite(asNumber)) return expiryMs(asNumber);
  return Date.parse(expireAt);
}

function isUsable(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Partial<SessionUser>;
  return (
    typeof user.login === 'string' &&
    !!user.authKey &&
    typeof user.authKey.value === 'string' &&
    user.authKey.value !== ''
  );
}

/**
 * Reads the stored record. A record whose key expires at or before `now` (or
 * cannot be read) means signed out and is removed.
 */
export function readStoredUser(storage: Storage, now: number = Date.now()): SessionUser | null {
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEYS.user);
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!isUsable(parsed)) {
    storage.removeItem(STORAGE_KEYS.user);
    return null;
  }
  const expires = expiryMs(parsed.authKey.expire_at);
  if (Number.isNaN(expires) || expires <= now) {
    storage.removeItem(STORAGE_KEYS.user);
    return null;
  }
  return parsed;
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<Listener>();
// Spec 1 §4: the expiry is checked once, at load.
const initialStorage = safeStorage();
let current: SessionUser | null = initialStorage ? readStoredUser(initialStorage) : null;

function emit() {
  for (const listener of listeners) listener();
}

export function getSessionUser(): SessionUser | null {
  return current;
}

/** Storing a record signs in; `null` signs out and removes it from storage. */
export function setSessionUser(user: SessionUser | null): void {
  current = user;
  const storage = safeStorage();
  try {
    if (user) storage?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    else storage?.removeItem(STORAGE_KEYS.user);
  } catch {
    // Private mode or a full quota: the session lives in memory for this tab.
  }
  emit();
}

export function authHeader(): string | null {
  return current ? `Bearer ${current.authKey.value}` : null;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Keep tabs in step: a sign-in or sign-out in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.user) return;
    const storage = safeStorage();
    current = storage ? readStoredUser(storage) : null;
    emit();
  });
}

export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, getSessionUser, () => null);
}

export function useIsSignedIn(): boolean {
  return useSessionUser() !== null;
}
