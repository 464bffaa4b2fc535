import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BetEvent, BetEventResponse } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { ok } from '../../http/envelope.ts';
import { applyBetEvent, verifyFeedSignature } from './bet-feed.service.ts';
import { partnerUnavailable } from './link.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** The partner's signed bet feed. The signature covers the raw body, so this scope keeps it. */
export const betsRoutes: FastifyPluginAsyncTypebox<{ db: Db; secret: string | null }> = async (
  app,
  { db, secret },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('invalid json'), { statusCode: 400 }), undefined);
    }
  });

  // Signature first: an unsigned call learns nothing, not even whether its body was valid.
  app.addHook('preValidation', async (request) => {
    if (!secret) throw partnerUnavailable();
    verifyFeedSignature(
      secret,
      request.rawBody ?? '',
      request.headers['x-partner-timestamp'] as string | undefined,
      request.headers['x-partner-signature'] as string | undefined,
    );
  });

  app.post(
    '/partner/bets/',
    {
      schema: {
        tags: ['partner'],
        summary: 'Лента ставок партнёра (подписанный webhook): placed, bought_out, refunded, settled',
        security: [],
        headers: {
          type: 'object',
          properties: {
            'x-partner-timestamp': { type: 'string' },
            'x-partner-signature': { type: 'string' },
          },
        },
        body: BetEvent,
        response: { 200: BetEventResponse },
      },
    },
    async (request) => {
      await applyBetEvent(db, request.body);
      return ok({}, 'Событие принято');
    },
  );
};
