import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { BetEvent } from '@mliga/contract';
import { Type } from 'typebox';
import type { Db } from '../../db/connect.ts';
import { signFeedBody } from './bet-feed.service.ts';
import { CALLBACK_PATH } from './partner-client.ts';
import { authorizePage, betPage, SANDBOX_PAGE_CSP, SANDBOX_TEXT } from './sandbox.pages.ts';
import {
  generatePartnerId,
  issueSandboxCode,
  linkedPartnerId,
  redeemSandboxCode,
} from './sandbox.service.ts';
import type { SandboxSession } from './sandbox-session.ts';

const tags = ['partner sandbox'];
const text = (maxLength = 256) => Type.Optional(Type.String({ maxLength }));

const AuthorizeParams = Type.Object({
  client_id: text(),
  redirect_uri: text(1024),
  state: text(512),
  response_type: text(),
});
const AuthorizeForm = Type.Object({ ...AuthorizeParams.properties, partner_id: text(), decision: text() });
const TokenBody = Type.Object({
  code: text(512),
  client_id: text(),
  client_secret: text(),
  grant_type: text(),
});
const BetForm = Type.Object({
  action: text(),
  partner_id: text(),
  bet_id: text(),
  amount: text(),
  odds: text(),
  kind: text(),
  placed_at: text(),
});

/** Compared as fixed-length digests in constant time: the answer's timing tells nothing of the secret. */
function sameSecret(given: string | undefined, expected: string | null): boolean {
  if (!given || !expected) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export type SandboxOptions = {
  db: Db;
  clientId: string;
  clientSecret: string | null;
  webhookSecret: string | null;
  session: SandboxSession;
};

/** The built-in partner for development, tests and the demo: never registered in production unless enabled. */
export const sandboxRoutes: FastifyPluginAsyncTypebox<SandboxOptions> = async (app, opts) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type')).startsWith('text/html'))
      reply.header('content-security-policy', SANDBOX_PAGE_CSP);
    return payload;
  });
  const validRequest = (q: { client_id?: string; redirect_uri?: string; state?: string }) =>
    q.client_id === opts.clientId && q.redirect_uri === CALLBACK_PATH && Boolean(q.state);

  app.get(
    '/partner/sandbox/authorize/',
    { schema: { tags, summary: 'Песочница: страница согласия', querystring: AuthorizeParams } },
    async (request, reply) => {
      const q = request.query;
      if (!validRequest(q))
        return reply
          .status(400)
          .type('text/html')
          .send(betPage({ message: SANDBOX_TEXT.badAuthorize }));
      const params = { client_id: q.client_id!, redirect_uri: q.redirect_uri!, state: q.state! };
      return reply.type('text/html').send(authorizePage(params, generatePartnerId()));
    },
  );

  app.post(
    '/partner/sandbox/authorize/',
    { schema: { tags, summary: 'Песочница: согласие или отказ', body: AuthorizeForm } },
    async (request, reply) => {
      const form = request.body;
      if (!validRequest(form))
        return reply
          .status(400)
          .type('text/html')
          .send(betPage({ message: SANDBOX_TEXT.badAuthorize }));
      const back = new URLSearchParams({ state: form.state! });
      const partnerId = form.partner_id?.trim() ?? '';
      if (form.decision !== 'allow' || !/^[A-Za-z0-9_-]{3,32}$/.test(partnerId)) {
        back.set('error', 'access_denied');
      } else {
        back.set('code', await issueSandboxCode(opts.db, partnerId));
      }
      return reply.redirect(`${CALLBACK_PATH}?${back.toString()}`, 302);
    },
  );

  app.post(
    '/partner/sandbox/token/',
    {
      schema: {
        tags,
        summary: 'Песочница: обмен кода на ID пользователя партнёра',
        security: [],
        body: TokenBody,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const clientOk = body.client_id === opts.clientId && sameSecret(body.client_secret, opts.clientSecret);
      const userId = clientOk && body.code ? await redeemSandboxCode(opts.db, body.code) : null;
      if (!userId) return reply.status(400).send({ error: 'invalid_grant' });
      return { access_token: randomUUID(), token_type: 'Bearer', user_id: userId };
    },
  );

  /** The partner id linked by the signed-in user, or in this browser (the sandbox session), if still linked. */
  const ownPartnerId = async (request: FastifyRequest): Promise<string | null> => {
    if (request.user) return request.user.winlineId;
    const account = opts.session.read(request);
    if (!account) return null;
    return (await linkedPartnerId(opts.db, account.userId)) === account.partnerId ? account.partnerId : null;
  };
  const mayBetFor = async (request: FastifyRequest, partnerId: string) =>
    request.user?.role === 'admin' || (partnerId !== '' && (await ownPartnerId(request)) === partnerId);

  app.get(
    '/partner/sandbox/bets/',
    { schema: { tags, summary: 'Песочница: тестовая ставка со своего привязанного аккаунта' } },
    async (request, reply) =>
      reply.type('text/html').send(betPage({ partnerId: (await ownPartnerId(request)) ?? undefined })),
  );

  app.post(
    '/partner/sandbox/bets/',
    {
      schema: {
        tags,
        summary: 'Песочница: отправить ставку в подписанную ленту (только со своего привязанного аккаунта)',
        body: BetForm,
      },
    },
    async (request, reply) => {
      const form = request.body;
      const partnerId = form.partner_id?.trim() ?? '';
      if (!(await mayBetFor(request, partnerId)))
        return reply
          .status(403)
          .type('text/html')
          .send(betPage({ message: SANDBOX_TEXT.notYourAccount }));
      const action = form.action === 'bought_out' || form.action === 'refunded' ? form.action : 'placed';
      const betId = action === 'placed' ? `SB-${randomUUID().slice(0, 8)}` : (form.bet_id ?? '');
      const placedAt = form.placed_at ? new Date(`${form.placed_at.slice(0, 16)}Z`) : new Date();
      const event: BetEvent = {
        event_id: randomUUID(),
        type: action,
        bet: {
          id: betId,
          user_id: partnerId,
          ...(action === 'placed'
            ? {
                amount: Number(form.amount),
                odds: Number(form.odds),
                is_freebet: form.kind === 'freebet',
                placed_at: Number.isNaN(placedAt.getTime())
                  ? new Date().toISOString()
                  : placedAt.toISOString(),
              }
            : {}),
        },
      };
      const body = JSON.stringify(event);
      const timestamp = Math.floor(Date.now() / 1000);
      const res = await app.inject({
        method: 'POST',
        url: '/v1/partner/bets/',
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-partner-timestamp': String(timestamp),
          'x-partner-signature': signFeedBody(opts.webhookSecret ?? '', timestamp, body),
        },
      });
      const answer = res.json() as { success: boolean; message: string };
      const message = answer.success ? `Ставка ${betId}: ${answer.message}` : `Ошибка: ${answer.message}`;
      return reply.status(res.statusCode).type('text/html').send(betPage({ message, partnerId }));
    },
  );
};
