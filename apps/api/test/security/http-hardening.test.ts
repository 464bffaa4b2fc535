import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { RUNTIME_STYLE_HASHES } from '../../src/http/web.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** Security headers, the Content-Security-Policy of every page, CORS and request body limits. */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The directives of a CSP header as name → values. */
function parseCsp(header: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

/** What a strict policy must hold: only our scripts, never inline or eval, no plugins, never framed. */
function expectStrictPolicy(header: unknown) {
  const csp = parseCsp(header);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  for (const values of csp.values()) {
    expect(values).not.toContain("'unsafe-inline'");
    expect(values).not.toContain("'unsafe-eval'");
    expect(values).not.toContain('*');
  }
  return csp;
}

/** Inline scripts and inline style elements in an HTML page (external `<script src>` is fine). */
function inlineCode(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\ssrc=/.test(match[1]!) || match[2]!.trim()) found.push(match[0]);
  }
  for (const match of html.matchAll(/<style\b[^>]*>/gi)) found.push(match[0]);
  for (const match of html.matchAll(/\son[a-z]+\s*=/gi)) found.push(match[0]);
  for (const match of html.matchAll(/\sstyle\s*=/gi)) found.push(match[0]);
  for (const match of html.matchAll(/javascript:/gi)) found.push(match[0]);
  return found;
}

// Two apps for the whole file (each costs a migrated database): the default one, with built pages,
// and one public over https with CORS opened to one origin.
let plainApp: Promise<TestApp> | null = null;
let httpsApp: Promise<TestApp> | null = null;
const openHttpsApp = () =>
  (httpsApp ??= createTestApp({
    publicUrl: 'https://mliga.example',
    corsOrigins: ['https://partner.example'],
  }));
afterAll(async () => {
  for (const app of [plainApp, httpsApp]) if (app) await (await app).close();
});

async function openPlainApp(): Promise<TestApp> {
  plainApp ??= (async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'mliga-web-'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Сайт</title></head><body><div id="root"></div></body></html>',
    );
    const adminDist = mkdtempSync(join(tmpdir(), 'mliga-admin-'));
    mkdirSync(join(adminDist, 'assets'));
    writeFileSync(
      join(adminDist, 'index.html'),
      '<!doctype html><html><head><title>Панель</title><script type="module" src="/admin/assets/a.js"></script></head><body><div id="root"></div></body></html>',
    );
    return createTestApp({ webDist, adminDist });
  })();
  return plainApp;
}

describe('security headers and the content security policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openPlainApp();
  });

  it('sends the helmet headers on API answers and pages alike', async () => {
    for (const url of ['/v1/seasons/history/', '/healthz', '/', '/admin/', '/v1/nothing/']) {
      const res = await t.app.inject(url);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
      expectStrictPolicy(res.headers['content-security-policy']);
    }
  });

  it('gives the web app a policy without any inline script or unknown inline style', async () => {
    const res = await t.app.inject('/game/fantasy/');
    expect(res.statusCode).toBe(200);
    const csp = expectStrictPolicy(res.headers['content-security-policy']);
    // No inline style but the toast library's own CSS element (and the empty one it starts from), by hash.
    expect(csp.get('style-src')).toEqual(["'self'", ...RUNTIME_STYLE_HASHES]);
    expect(RUNTIME_STYLE_HASHES).toHaveLength(2);
    for (const hash of RUNTIME_STYLE_HASHES) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    // Plain http (no https PUBLIC_URL): requests are not upgraded, so a LAN install keeps working.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('gives the back office a fresh style nonce per answer, handed to the page in a meta element', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject('/admin/matches');
      const csp = expectStrictPolicy(res.headers['content-security-policy']);
      const styleSrc = csp.get('style-src')!;
      expect(styleSrc).toHaveLength(2);
      expect(styleSrc[0]).toBe("'self'");
      const nonce = /^'nonce-([A-Za-z0-9+/=]{20,})'$/.exec(styleSrc[1]!)![1]!;
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(inlineCode(res.body)).toEqual([]);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it('upgrades insecure requests when the site is public over https', async () => {
    const https = await openHttpsApp();
    const res = await https.app.inject('/healthz');
    expect(parseCsp(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('relaxes styles for Swagger UI only, never its scripts', async () => {
    let url = '/v1/docs';
    let res = await t.app.inject(url);
    for (let hops = 0; res.statusCode >= 300 && res.statusCode < 400 && hops < 3; hops++) {
      url = new URL(String(res.headers.location), `http://x${url}`).pathname;
      res = await t.app.inject(url);
    }
    expect(res.statusCode, url).toBe(200);
    expect(res.body).toContain('swagger');
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('allows the partner sandbox pages exactly their one style element, by its hash', async () => {
    const res = await t.app.inject('/v1/partner/sandbox/bets/');
    expect(res.statusCode).toBe(200);
    const csp = expectStrictPolicy(res.headers['content-security-policy']);
    const styleSrc = csp.get('style-src')!;
    expect(styleSrc[0]).toBe("'self'");
    expect(styleSrc[1]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(res.body.match(/<style>/g)).toHaveLength(1);
    expect(res.body).not.toMatch(/<script/i);
  });
});

describe('no inline script or style in the pages we ship', () => {
  const pages = ['apps/web/index.html', 'apps/admin/index.html'];
  const built = ['apps/web/dist/index.html', 'apps/admin/dist/index.html'].filter((p) =>
    existsSync(join(repoRoot, p)),
  );

  it.each(pages)('%s loads only module scripts by src', (page) => {
    const html = readFileSync(join(repoRoot, page), 'utf8');
    expect(inlineCode(html)).toEqual([]);
    expect(html).toMatch(/<script type="module" src="[^"]+"><\/script>/);
  });

  it('has none in the built pages either (when built; CI builds before the e2e run)', () => {
    for (const page of built)
      expect(inlineCode(readFileSync(join(repoRoot, page), 'utf8')), page).toEqual([]);
  });
});

describe('CORS', () => {
  let closed: TestApp;
  let open: TestApp;
  beforeAll(async () => {
    closed = await openPlainApp();
    open = await openHttpsApp();
  });

  const preflight = (app: TestApp, origin: string) =>
    app.app.inject({
      method: 'OPTIONS',
      url: '/v1/users/login/',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });

  it('is closed by default: no Access-Control header on any answer, preflights refused', async () => {
    const pre = await preflight(closed, 'https://evil.example');
    expect(pre.statusCode).toBeGreaterThanOrEqual(400);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const get = await closed.app.inject({
      url: '/v1/seasons/history/',
      headers: { origin: 'https://evil.example' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    expect(get.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('opens only to the configured origins, never with credentials', async () => {
    const pre = await preflight(open, 'https://partner.example');
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(String(pre.headers['access-control-allow-headers'])).toContain('authorization');
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    const get = await open.app.inject({ url: '/healthz', headers: { origin: 'https://partner.example' } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    const api = await open.app.inject({
      url: '/v1/seasons/history/',
      headers: { origin: 'https://partner.example' },
    });
    expect(api.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(String(api.headers.vary)).toMatch(/origin/i);

    for (const origin of ['https://evil.example', 'https://partner.example.evil.example', 'null']) {
      const other = await preflight(open, origin);
      expect(other.statusCode, origin).toBeGreaterThanOrEqual(400);
      expect(other.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('reads CORS_ORIGINS as a list of exact origins and refuses anything else at start', () => {
    expect(loadConfig({ CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:5173' }).corsOrigins).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ]);
    for (const bad of ['*', 'https://a.example/', 'https://a.example/path', 'ftp://a.example', 'a.example']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(ConfigError);
    }
  });
});

describe('request body limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openPlainApp();
  });

  it('refuses a JSON body over 1 MB with a Russian 413 before reading it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'x'.repeat(1_100_000), password: 'password1' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'Слишком большой запрос' });
  });

  it('refuses an oversized form body and an oversized webhook call the same way', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/v1/partner/sandbox/authorize/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `state=${'a'.repeat(1_100_000)}`,
    });
    expect(form.statusCode).toBe(413);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/v1/partner/bets/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ event_id: 'x'.repeat(1_100_000) }),
    });
    expect(webhook.statusCode).toBe(413);
  });

  it('still serves after the refusals', async () => {
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });
});
