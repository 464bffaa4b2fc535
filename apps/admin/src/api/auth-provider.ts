import type { AuthProvider } from 'ra-core';
import { ERRORS } from '../text/errors.ts';
import type { Http } from './http.ts';
import type { SessionRecord, SessionStore, StoredAuthKey } from './session.ts';

interface SignedIn {
  user: { id: number; login: string; role?: string; [field: string]: unknown };
  auth_key: StoredAuthKey;
}

export interface AuthProviderOptions {
  http: Http;
  session: SessionStore;
}

/** A refusal react-admin shows as a notification (message) and answers with the login page. */
function refuse(message: string | false) {
  return { message };
}

export function isAdmin(record: SessionRecord | null): boolean {
  return record?.role === 'admin';
}

/**
 * Signs staff in with the site's own login call and keeps the key in the site's session record.
 * Only role `admin` gets in: anyone else is refused with a Russian message, and a session such a user
 * already has on the site is left alone (the back office never signs a visitor out of the site).
 */
export function createAuthProvider({ http, session }: AuthProviderOptions): AuthProvider {
  return {
    async login(params: { username?: string; password?: string }) {
      let signedIn: SignedIn;
      try {
        ({ data: signedIn } = await http<SignedIn>('POST', '/v1/users/login/', {
          body: { login: params.username ?? '', password: params.password ?? '' },
        }));
      } catch (error) {
        throw new Error((error as Error).message || ERRORS.badCredentials, { cause: error });
      }
      const { user, auth_key: key } = signedIn;
      if (user.role !== 'admin') {
        // The new key is of no use here: revoke it rather than leave a session nobody asked for.
        await http('POST', '/v1/users/logout/', { body: {}, token: key.value }).catch(() => undefined);
        throw new Error(ERRORS.noAccess);
      }
      session.write({
        ...user,
        authKey: { value: key.value, type: key.type, expire_at: key.expire_at },
      });
    },

    async logout() {
      const record = session.read();
      if (isAdmin(record)) {
        await http('POST', '/v1/users/logout/', { body: {} }).catch(() => undefined);
        session.clear();
      }
      return '/login';
    },

    async checkAuth() {
      const record = session.read();
      if (!record) throw refuse(false);
      if (!isAdmin(record)) throw refuse(ERRORS.noAccess);
    },

    async checkError(error: { status?: number }) {
      const record = session.read();
      if (error?.status === 401) {
        // The key was refused (expired, revoked, or the user was blocked): signed out everywhere.
        session.clear();
        throw refuse(ERRORS.unauthorized);
      }
      if (error?.status === 403) {
        // The admin role was taken away: keep the site session, leave the back office.
        if (record) session.write({ ...record, role: 'user' });
        throw refuse(ERRORS.noAccess);
      }
    },

    async getIdentity() {
      const record = session.read();
      if (!record) throw refuse(false);
      return { id: record.id, fullName: record.login };
    },

    async getPermissions() {
      return session.read()?.role ?? null;
    },
  };
}
