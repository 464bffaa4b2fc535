import { useSyncExternalStore } from 'react';
import { parseStoredSession, type StoredAuthKey } from '@mliga/contract';
import { STORAGE_KEYS } from '../config/site.ts';

/** The signed-in user as spec 1 §3 keeps it in local storage under the key `user`. */
export interface SessionUser {
  id: number;
  login: string;
  email: string;
  phone: string | null;
  winline: string | null;
  fantasy_team: { name: string; moderation_status: number } | null;
  authKey: StoredAuthKey;
}

type Listener = () => void;

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
  const user = parseStoredSession<SessionUser>(raw, now);
  if (!user) storage.removeItem(STORAGE_KEYS.user);
  return user;
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
