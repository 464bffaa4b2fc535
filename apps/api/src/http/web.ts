import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from './errors.ts';

/**
 * Serves the built web app. Paths under /v1 that match no route answer the JSON 404 envelope;
 * any other GET gets index.html so the browser router shows the page (or its own 404 page).
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1h',
      setHeaders: (res, path) => {
        if (path.includes(`${join(webDist, 'assets')}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    // A missing file (/assets/x.js) is a 404; only page paths get the app.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/v1') &&
      !/\.\w+$/.test(path);
    if (hasWeb && isPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    const error = notFound();
    return reply.status(404).send(error.toEnvelope());
  });
}
