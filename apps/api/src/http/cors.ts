import type { FastifyInstance } from 'fastify';

/**
 * Cross-origin calls to the API are closed unless CORS_ORIGINS lists the calling page's origin:
 * without it no Access-Control-* header is ever sent, so a browser refuses to hand another site's
 * script any answer, and preflights get the plain 404. The API signs in with a Bearer header, never
 * a cookie, so credentials are never allowed.
 */
export function registerCors(app: FastifyInstance, origins: string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .status(204)
        .header('access-control-allow-methods', 'GET, HEAD, POST, PUT, PATCH, DELETE')
        .header('access-control-allow-headers', 'authorization, content-type')
        .header('access-control-max-age', '600')
        .send();
    }
  });
}
