import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors.ts';

/**
 * Two limits for an account door (sign-in, registration, recovery): per client IP, and per
 * login named in the body, so neither many accounts from one address nor one account from
 * many addresses can be guessed at speed.
 */
export function authRateLimits(perMinute: number): preHandlerAsyncHookHandler {
  const byIp = new RateLimiterMemory({ points: perMinute, duration: 60 });
  const byLogin = new RateLimiterMemory({ points: perMinute, duration: 60 });
  return async (request: FastifyRequest) => {
    const login = (request.body as { login?: unknown } | undefined)?.login;
    try {
      await byIp.consume(request.ip);
      if (typeof login === 'string' && login.trim()) await byLogin.consume(login.trim().toLowerCase());
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests();
      throw error;
    }
  };
}
