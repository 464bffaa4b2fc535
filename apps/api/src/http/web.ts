import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isWebPage } from '@mliga/contract';
import { notFound } from './errors.ts';

/** The back office's built SPA is served under this prefix (its Vite `base`). */
export const ADMIN_PREFIX = '/admin/';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Style elements the web app's libraries add at run time, admitted by their SHA-256: the toast
 * library (sonner) inserts its CSS as a style element when loaded, starting from an empty one. The
 * hash is taken from the installed package, so an upgrade keeps it right (e2e/csp.spec.ts checks).
 */
export const RUNTIME_STYLE_HASHES: string[] = (() => {
  const hashes = [sha256('')];
  try {
    const sonner = readFileSync(createRequire(import.meta.url).resolve('sonner'), 'utf8');
    const css = /__insertCSS\("((?:[^"\\]|\\.)*)"\)/.exec(sonner)?.[1];
    if (css !== undefined) hashes.push(sha256(JSON.parse(`"${css}"`) as string));
  } catch {
    // Not installed: the web app does not use it.
  }
  return hashes;
})();

/**
 * The Content-Security-Policy of every page we serve: only our own scripts and styles (no inline
 * script, no inline style element, no eval), images also from https and data URLs, no plugins, never
 * framed. `styleNonce` admits the style elements the back office's MUI/emotion adds at run time.
 */
export function contentSecurityPolicy(
  opts: { styleNonce?: string; styleHashes?: string[]; upgradeInsecure?: boolean } = {},
) {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': [
      "'self'",
      ...(opts.styleNonce ? [`'nonce-${opts.styleNonce}'`] : []),
      ...(opts.styleHashes ?? []),
    ],
  };
  if (opts.upgradeInsecure) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export const cspHeader = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/** The meta element the back office reads its style nonce from (apps/admin/src/app/style-cache.ts). */
export const CSP_NONCE_META = 'csp-nonce';

/** Hashed build assets never change under their name; everything else is checked again. */
function cacheHeaders(assetsDir: string) {
  return (reply: FastifyReply, path: string) => {
    if (path.startsWith(assetsDir)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  };
}

/**
 * Serves the built web app, and the back office under /admin/. Paths under /v1 that match no route
 * answer the JSON 404 envelope; any other GET gets the fitting index.html so the browser router shows
 * the page (or its own 404 page). The back office is a separate build: the public pages never load it.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  adminDist?: string,
  opts: { upgradeInsecure?: boolean } = {},
): Promise<void> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  const hasAdmin = Boolean(adminDist) && existsSync(join(adminDist!, 'index.html'));
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
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: adminDist!,
      prefix: ADMIN_PREFIX,
      // The first registration decorates reply.sendFile; a second one may not.
      decorateReply: !hasWeb,
      wildcard: false,
      index: false,
      maxAge: '1h',
      setHeaders: cacheHeaders(join(adminDist!, 'assets')),
    });
    app.get('/admin', { schema: { hide: true } }, (_request, reply) => reply.redirect(ADMIN_PREFIX, 301));
  }

  // index.html names the current hashed assets: checked again at every visit (not the static maxAge).
  const sendPage = async (reply: FastifyReply, root: string) => {
    reply.header('cache-control', 'no-cache').type('text/html');
    if (root !== adminDist) {
      const csp = contentSecurityPolicy({ ...opts, styleHashes: RUNTIME_STYLE_HASHES });
      reply.header('content-security-policy', cspHeader(csp));
      return reply.sendFile('index.html', root, { cacheControl: false });
    }
    // The back office is for staff only: search engines are told to keep out of it. Its MUI styles are
    // style elements made at run time: they carry this answer's nonce, which the page hands them.
    const nonce = randomBytes(16).toString('base64');
    const html = (await readFile(join(root, 'index.html'), 'utf8')).replace(
      '<head>',
      `<head><meta property="${CSP_NONCE_META}" nonce="${nonce}">`,
    );
    return reply
      .header('x-robots-tag', 'noindex, nofollow')
      .header('content-security-policy', cspHeader(contentSecurityPolicy({ ...opts, styleNonce: nonce })))
      .send(html);
  };

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    // A missing file (/assets/x.js) is a 404; only page paths get the app.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/v1') &&
      !/\.\w+$/.test(path);
    if (hasAdmin && isPage && path.startsWith(ADMIN_PREFIX)) return sendPage(reply, adminDist!);
    // A path that is none of the app's pages gets the app (it shows its 404 page) with status 404.
    if (hasWeb && isPage) return sendPage(reply.status(isWebPage(path) ? 200 : 404), webDist);
    const error = notFound();
    return reply.status(404).send(error.toEnvelope());
  });
}
