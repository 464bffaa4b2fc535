import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** The back office (apps/admin) is served by the same process under /admin/, apart from the public app. */
describe('the back office SPA under /admin/', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'mliga-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Сайт</title><div id="root"></div>');
    const adminDist = mkdtempSync(join(tmpdir(), 'mliga-admin-'));
    mkdirSync(join(adminDist, 'assets'));
    writeFileSync(
      join(adminDist, 'index.html'),
      '<!doctype html><title>Панель</title><div id="root"></div><script type="module" src="/admin/assets/index-abc.js"></script>',
    );
    writeFileSync(join(adminDist, 'assets', 'index-abc.js'), 'console.log("admin")');
    t = await createTestApp({ webDist, adminDist });
  });
  afterAll(() => t.close());

  it('answers /admin/ and every screen path below it with the back office page', async () => {
    for (const url of ['/admin/', '/admin/matches', '/admin/matches/12/result', '/admin/login?x=1']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Панель</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it('sends /admin to /admin/', async () => {
    const res = await t.app.inject('/admin');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/admin/');
  });

  it('keeps the public app apart: its pages never get the back office', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/game/fantasy/', 200],
      ['/administration', 404],
    ] as const) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.body).toContain('<title>Сайт</title>');
      expect(res.body).not.toContain('/admin/assets/');
    }
  });

  it('serves hashed assets for a year and answers 404 for a missing one', async () => {
    const asset = await t.app.inject('/admin/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject('/admin/assets/missing-123.js')).statusCode).toBe(404);
  });

  it('forbids inline and foreign scripts by its content security policy', async () => {
    const res = await t.app.inject('/admin/');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('still answers the JSON 404 for an unknown API path', async () => {
    const res = await t.app.inject('/v1/admin/nothing-here/');
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});
