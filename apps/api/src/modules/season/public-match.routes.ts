import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LiveMatchesResponse, PublicMatchResponse, SiteIdParams } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { registerPublicCache } from '../../http/cache/http-cache.ts';
import { ok } from '../../http/envelope.ts';
import { getLiveMatches, getPublicMatch } from './public-match.service.ts';

/** Seconds, not the site's minute: a page older than that still catches up from its live_cursor. */
const CACHE = { maxAge: 5, staleWhileRevalidate: 30 };
const tags = ['season'];

/** The public match centre (issue 22 §2). */
export const publicMatchRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  registerPublicCache(app, CACHE);

  // Declared before :id; the router prefers the static path anyway.
  app.get(
    '/matches/live/',
    {
      schema: {
        tags,
        summary: 'Матчи, которые идут сейчас',
        security: [],
        response: { 200: LiveMatchesResponse },
      },
    },
    async () => ok(await getLiveMatches(db)),
  );

  app.get(
    '/matches/:id/',
    {
      schema: {
        tags,
        summary: 'Матч-центр: счёт, статус и минута, события, кто играл',
        security: [],
        params: SiteIdParams,
        response: { 200: PublicMatchResponse },
      },
    },
    async (request) => ok(await getPublicMatch(db, request.params.id)),
  );
};
