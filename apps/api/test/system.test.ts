import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

describe('system routes, errors and the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'mliga-web-'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><title>Медиалига</title><div id="root"></div>',
    );
    t = await createTestApp({ webDist });
  });
  afterAll(() => t.close());

  it('answers /healthz and /readyz with the database kind', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('answers a JSON 404 envelope for an unknown API path', async () => {
    const res = await t.app.inject('/v1/nonexistent/');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      success: false,
      message: 'Данная страница не существует',
      errors: [{ message: 'Данная страница не существует' }],
    });
  });

  it('answers a POST to an unknown API path with the JSON 404, not the web app', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/users/nothing/', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });

  it('serves the web app for its pages so the browser router can show them', async () => {
    for (const url of ['/', '/game/fantasy/rating/', '/game/fantasy/3/my-team/stages/9/', '/teams/7']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers an unknown page with status 404 and the web app, which shows its 404 page', async () => {
    for (const url of ['/nonexistent', '/game/fantasy/nothing/here/', '/teams/7/extra/']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers 404 for a missing asset instead of the web app', async () => {
    const res = await t.app.inject('/assets/missing-1234.js');
    expect(res.statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('publishes a valid OpenAPI 3 document that lists every route the API serves', async () => {
    const res = await t.app.inject('/v1/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBeTruthy();
    const served = t.app.routeList.filter(
      (r) =>
        !r.hidden &&
        r.method !== 'HEAD' &&
        (r.url.startsWith('/v1/') || r.url.endsWith('z')) &&
        !r.url.startsWith('/v1/docs'),
    );
    expect(served.length).toBeGreaterThan(2);
    for (const route of served) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path], `${route.method} ${route.url} is missing in OpenAPI`).toBeDefined();
      expect(doc.paths[path]![route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('serves Swagger UI at /v1/docs', async () => {
    const res = await t.app.inject('/v1/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
