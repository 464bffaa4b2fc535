import type { AuthKey, SignedIn, User } from '@mliga/contract';
import type { QueryClient } from '@tanstack/react-query';
import { getSessionUser, setSessionUser, type SessionUser } from './session.ts';
import { userKeys } from './user-keys.ts';

/** The stored record: the API's user as both games read it, with its auth key (spec 1 §3). */
export type StoredUser = SessionUser & User;

/** The one place where the API's `auth_key` becomes the stored `authKey`. */
export function toStoredUser(user: User, key: AuthKey): StoredUser {
  return { ...user, authKey: { value: key.value, type: key.type, expire_at: key.expire_at } };
}

/** Login, registration and a recovery that answers a user: store the record, which signs in. */
export function signIn({ user, auth_key }: SignedIn): void {
  setSessionUser(toStoredUser(user, auth_key));
}

/** A fresher copy of the signed-in user (GET or POST /users/me/): keeps the key in use. */
export function refreshSignedInUser(user: User): void {
  const current = getSessionUser();
  // Signed out (or someone else signed in) meanwhile: an old answer must not sign anybody in.
  if (!current || current.id !== user.id) return;
  setSessionUser({ ...user, authKey: current.authKey });
}

/** After signing in or out every answer that depends on who is asking is stale. */
export function resetUserData(client: QueryClient): void {
  client.removeQueries({ queryKey: userKeys.all });
  void client.invalidateQueries();
}
