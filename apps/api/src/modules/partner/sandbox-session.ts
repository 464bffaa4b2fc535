import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_PATH } from './partner-client.ts';

const COOKIE = 'mliga_sandbox_partner';
const THIRTY_DAYS_S = 30 * 86_400;

export type SandboxAccount = { userId: number; partnerId: string };

/**
 * The sandbox's stand-in for a session at the partner: after a link completes in a browser, that
 * browser may place sandbox bets for the partner id it linked, and for no other. Signed with the
 * sandbox's own secret; HttpOnly and sent only to the sandbox's pages.
 */
export type SandboxSession = {
  grant: (reply: FastifyReply, account: SandboxAccount) => void;
  read: (request: FastifyRequest) => SandboxAccount | null;
};

export function createSandboxSession(key: string, secure: boolean): SandboxSession {
  const sign = (value: string) => createHmac('sha256', key).update(value).digest('base64url');
  return {
    grant: (reply, { userId, partnerId }) => {
      const value = `${userId}.${partnerId}`;
      reply.setCookie(COOKIE, `${value}.${sign(value)}`, {
        path: SANDBOX_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: THIRTY_DAYS_S,
      });
    },
    read: (request) => {
      const cookie = request.cookies[COOKIE] ?? '';
      const cut = cookie.lastIndexOf('.');
      if (cut < 0) return null;
      const value = cookie.slice(0, cut);
      const given = Buffer.from(cookie.slice(cut + 1));
      const expected = Buffer.from(sign(value));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const dot = value.indexOf('.');
      return { userId: Number(value.slice(0, dot)), partnerId: value.slice(dot + 1) };
    },
  };
}
