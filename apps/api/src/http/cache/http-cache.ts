import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export type PublicCacheOptions = {
  /** Seconds a browser or a shared cache may reuse an answer without asking. */
  maxAge: number;
  /** Seconds a cache may go on serving a stale answer while it refreshes it. */
  staleWhileRevalidate: number;
};

/** RFC 9110 weak comparison: the list may hold several tags, or '*'. */
function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/**
 * Answers of public reads are the same for every reader: they may be cached
 * by browsers and shared caches (Cache-Control: public) and revalidated with a
 * weak ETag (weak, because compression changes the bytes but not the meaning).
 * The tag is a hash of the answer, taken before serialisation: the compression
 * hook of the app runs first on the serialised bytes, so an onSend hook here
 * would see a compressed stream. A matching If-None-Match answers 304 with no body.
 * Applies to the routes of the plugin that calls it.
 */
export function registerPublicCache(app: FastifyInstance, opts: PublicCacheOptions): void {
  const cacheControl = `public, max-age=${opts.maxAge}, stale-while-revalidate=${opts.staleWhileRevalidate}`;
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    const etag = `W/"${createHash('sha256').update(JSON.stringify(payload)).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', cacheControl);
    reply.header('etag', etag);
    if (matchesTag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.serializer(() => '');
    }
    return payload;
  });
  app.addHook('onSend', async (_request, reply, payload) => (reply.statusCode === 304 ? null : payload));
}
