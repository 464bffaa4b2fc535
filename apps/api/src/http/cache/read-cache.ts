import type { FastifyReply, FastifyRequest } from 'fastify';

/** Seconds a browser or a shared cache may reuse an anonymous read, and serve it stale while refreshing. */
export const ANONYMOUS_READ_MAX_AGE = 15;
export const ANONYMOUS_READ_STALE = 60;

/**
 * Route `onSend` hook of the public reads (ratings, the player market, the
 * active league). A visitor's answer is the same for every visitor, so a
 * successful GET without credentials may be kept by browsers and shared caches
 * (a CDN in front of the API) for a few seconds: these pages change when a tour
 * is scored or a stage opens, not from one second to the next. A signed-in
 * reader's answer can hold their own row, so it is `private, no-cache`, and
 * `Vary: Authorization` keeps a shared cache from giving one to the other. The
 * header is decided by the request alone, never by who is asking (no special
 * case for any client) and costs no work per request.
 */
function cacheHeaders(anonymous: string) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
    reply.header('cache-control', request.headers.authorization ? 'private, no-cache' : anonymous);
    return payload;
  };
}

export const cacheAnonymousRead = cacheHeaders(
  `public, max-age=${ANONYMOUS_READ_MAX_AGE}, stale-while-revalidate=${ANONYMOUS_READ_STALE}`,
);

/**
 * The active league's: the web keeps it the specs' 60 s itself, so a copy kept by a browser or a
 * shared cache would only add to that age. Each read reaches the server, which answers visitors
 * from its own copy (cleared by the back office's writes).
 */
export const revalidateAnonymousRead = cacheHeaders('no-cache');
