import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { authKeys, users } from '../db/schema/index.ts';
import type { AuthCache } from './auth-cache.ts';
import { forbidden, unauthorized } from './errors.ts';

export type AuthUser = { id: number; login: string; role: 'user' | 'admin'; winlineId: string | null };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor (an invalid or expired key counts as a visitor). */
    user: AuthUser | null;
    authKeyId: number | null;
  }
  interface FastifyContextConfig {
    /** The route is for signed-in users only: a visitor is refused before the body is read. */
    signedIn?: boolean;
  }
}

/** Route config of a route for signed-in users only (`config: signedInOnly`). */
export const signedInOnly = { signedIn: true } as const;

/** Only the hash of an auth key is stored, so a leaked table signs nobody in. */
export function hashAuthKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function bearerKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{16,512})$/i.exec(header);
  return match?.[1] ?? null;
}

export function registerAuth(app: FastifyInstance, db: Db, owners: AuthCache): void {
  // A signed-in request whose key is not in the instance's copy runs this lookup: prepared once per
  // connection, planned once.
  const findKeyUser = db
    .select({
      keyId: authKeys.id,
      id: users.id,
      login: users.login,
      role: users.role,
      winlineId: users.winlineId,
      expireAt: authKeys.expireAt,
    })
    .from(authKeys)
    .innerJoin(users, eq(users.id, authKeys.userId))
    .where(
      and(
        eq(authKeys.keyHash, sql.placeholder('hash')),
        isNull(authKeys.revokedAt),
        gt(authKeys.expireAt, sql.placeholder('now')),
        // A blocked user's keys are revoked when blocked; this keeps any key that slipped through dead too.
        isNull(users.blockedAt),
      ),
    )
    .limit(1)
    .prepare('auth_key_user');
  app.decorateRequest('user', null);
  app.decorateRequest('authKeyId', null);
  app.addHook('onRequest', async (request) => {
    const key = bearerKey(request);
    const hash = key ? hashAuthKey(key) : null;
    const row = hash
      ? await owners.read(hash, async () => (await findKeyUser.execute({ hash, now: new Date() }))[0])
      : undefined;
    if (row) {
      request.user = {
        id: row.id,
        login: row.login,
        role: row.role as AuthUser['role'],
        winlineId: row.winlineId,
      };
      request.authKeyId = row.keyId;
    }
    // Checked before the body is read, so a visitor's large body costs nothing to refuse.
    // Every back-office route is for admins, whatever its handler does.
    if (request.routeOptions.url?.startsWith('/v1/admin/')) requireAdmin(request);
    else if (request.routeOptions.config.signedIn) requireUser(request);
  });
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden();
  return user;
}
