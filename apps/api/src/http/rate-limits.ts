import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Db } from '../db/connect.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError, messages, tooManyRequests } from './errors.ts';

/**
 * A limit counted in the database, so every API instance counts the same attempts (issue 25 §2):
 * `points` attempts a minute per key, the door named by `door`. Should the database not answer, the
 * instance counts in its own memory meanwhile rather than let every attempt through.
 */
function sharedLimit(db: Db, door: string, points: number): RateLimiterAbstract {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: door,
    points,
    duration: 60,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: door, points, duration: 60 }),
  });
}

/** The account a login or email names (its id), or null for none: both names of one account count as one. */
export type AccountOf = (loginOrEmail: string) => Promise<string | null>;

/**
 * Two limits for an account door (sign-in, registration, recovery): per client IP, and per
 * account named in the body (its login and its email count together; an unknown name counts on
 * its own), so neither many accounts from one address nor one account from many addresses can
 * be guessed at speed.
 */
export function authRateLimits(
  db: Db,
  door: string,
  perMinute: number,
  accountOf: AccountOf,
): preHandlerAsyncHookHandler {
  const byIp = sharedLimit(db, `${door}:ip`, perMinute);
  const byAccount = sharedLimit(db, `${door}:account`, perMinute);
  return async (request: FastifyRequest) => {
    const login = (request.body as { login?: unknown } | undefined)?.login;
    try {
      await byIp.consume(request.ip);
      const name = typeof login === 'string' ? login.trim().toLowerCase() : '';
      if (name) {
        const account = await accountOf(name);
        await byAccount.consume(account ? `id:${account}` : `name:${name}`);
      }
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests();
      throw error;
    }
  };
}

/**
 * The profile checks the current password (to change the email or the password): with a stolen auth
 * key it would be a door for guessing it. `perMinute` checks per signed-in user.
 */
export function passwordCheckLimit(db: Db, perMinute: number): preHandlerAsyncHookHandler {
  const byUser = sharedLimit(db, 'password', perMinute);
  return async (request: FastifyRequest) => {
    const { old_password: password } = (request.body ?? {}) as { old_password?: unknown };
    if (!request.user || !password) return;
    try {
      await byUser.consume(String(request.user.id));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests();
      throw error;
    }
  };
}

/**
 * A general limit on API calls per client IP (`REQUEST_RATE_LIMIT` a minute), checked before
 * anything else is done for the request: one address cannot take the server from everyone else.
 * The site's pages, files and health checks are not counted. Counted in each instance's memory: a
 * database write for every call would halve what the site serves, and this limit guards an
 * instance's capacity, not a secret (behind N instances an address gets N times the calls).
 */
export function registerRequestRateLimit(app: FastifyInstance, perMinute: number): void {
  if (perMinute === 0) return;
  const byIp = new RateLimiterMemory({ points: perMinute, duration: 60 });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    try {
      await byIp.consume(request.ip);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      reply.header('retry-after', String(Math.ceil(error.msBeforeNext / 1000)));
      throw new AppError(429, 'too_many_requests', [{ message: messages.tooManyCalls }]);
    }
  });
}
