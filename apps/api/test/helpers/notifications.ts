import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { createMailer } from '../../src/mail/mailer.ts';
import type { createUser } from './test-app.ts';
import { recipientOf } from './smtp.ts';

/** Helpers of the notification tests (issue 24): calls as a user, the centre's items, the letters. */

export type User = Awaited<ReturnType<typeof createUser>>;
export type CentreItem = { kind: string; title: string; body: string; link: string | null; read: boolean };

/** A JSON call to the app, as the user or signed out: its status and parsed body. */
export const apiCaller =
  (app: () => FastifyInstance) =>
  async (method: 'GET' | 'POST' | 'PUT', url: string, user?: User, payload?: object) => {
    const res = await app().inject({
      method,
      url,
      headers: user?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };

/** The user's first page of the notification centre, of one kind when asked. */
export async function centreItems(app: FastifyInstance, user: User, kind?: string): Promise<CentreItem[]> {
  const res = await app.inject({ url: '/v1/notifications/', headers: user.headers });
  if (res.statusCode !== 200) throw new Error(`the centre answered ${res.statusCode}: ${res.body}`);
  const items = res.json().data.items as CentreItem[];
  return kind === undefined ? items : items.filter((i) => i.kind === kind);
}

/** The mailer the notification jobs send with, to the test's SMTP server. */
export const testMailer = (smtpUrl: string | null, log: FastifyBaseLogger) =>
  createMailer({ smtpUrl, from: 'Медиалига <noreply@liga.example>', dataDir: null, log });

/** The letters the test's SMTP server took for the user. */
export const lettersTo = (received: ParsedMail[], user: User) =>
  received.filter((m) => recipientOf(m) === user.user.email);
