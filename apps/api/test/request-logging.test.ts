import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/connect.ts';
import { backOfficeUrl, demoAdminBanner } from '../src/demo/admin-banner.ts';
import { openTestDatabase } from './helpers/test-db.ts';

type LogLine = { level: number; msg: string; reqId?: string; req?: { method: string; url: string } } & {
  res?: { statusCode: number };
  responseTime?: number;
};

/** The real app at LOG_LEVEL=`level`, its log lines collected, with a route that crashes. */
async function appLoggingAt(database: Database, level: string) {
  const lines: LogLine[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const config = { ...loadConfig({ NODE_ENV: 'test', DEMO: '0', LOG_LEVEL: level }), dataDir: null };
  const app: FastifyInstance = await buildApp({ config, database, logStream });
  app.get('/v1/probe/crash/', async () => {
    throw new Error('probe crash');
  });
  await app.ready();
  return { app, lines };
}

describe('request logs: one line per request, only at LOG_LEVEL=debug', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  async function requests(app: FastifyInstance) {
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.inject('/v1/nothing/')).statusCode).toBe(404);
    expect((await app.inject('/v1/probe/crash/')).statusCode).toBe(500);
  }

  it('at info (the default of npm start) logs no line per request, and still logs errors', async () => {
    expect(loadConfig({}).logLevel).toBe('info');
    const { app, lines } = await appLoggingAt(database, 'info');
    try {
      await requests(app);
      expect(lines.filter((line) => line.level < 40 && line.reqId)).toEqual([]);
      expect(lines.filter((line) => /request completed|incoming request|not found/.test(line.msg))).toEqual(
        [],
      );
      const errors = lines.filter((line) => line.level >= 50);
      expect(errors.map((line) => line.msg)).toEqual(['unexpected error']);
      expect(errors[0]!.reqId).toBeTruthy();
    } finally {
      await app.close();
    }
  });

  it('at debug logs exactly one line per request: method, url, status and time', async () => {
    const { app, lines } = await appLoggingAt(database, 'debug');
    try {
      await requests(app);
      const completed = lines.filter((line) => line.msg === 'request completed');
      expect(
        completed.map((line) => [line.level, line.req?.method, line.req?.url, line.res?.statusCode]),
      ).toEqual([
        [20, 'GET', '/healthz', 200],
        [20, 'GET', '/healthz', 200],
        [20, 'GET', '/v1/nothing/', 404],
        [20, 'GET', '/v1/probe/crash/', 500],
      ]);
      for (const line of completed) expect(line.responseTime).toBeGreaterThanOrEqual(0);
      expect(new Set(completed.map((line) => line.reqId)).size).toBe(4);
      expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
      expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual(['unexpected error']);
    } finally {
      await app.close();
    }
  });
});

describe("the demo admin's block at the first start", () => {
  it('names the back office, the login and the password on lines of their own, set apart by blank lines', () => {
    const block = demoAdminBanner({
      url: backOfficeUrl('127.0.0.1', 3999),
      login: 'demo_admin',
      password: 'abcd1234efgh',
    });
    expect(block).toBe(
      '\n  Back office: http://127.0.0.1:3999/admin/\n  Login:    demo_admin\n  Password: abcd1234efgh\n\n',
    );
    expect(block).not.toMatch(/^\{/m);
  });

  it('points at localhost when the server listens on every interface', () => {
    expect(backOfficeUrl('0.0.0.0', 3000)).toBe('http://localhost:3000/admin/');
    expect(backOfficeUrl('::', 3000)).toBe('http://localhost:3000/admin/');
    expect(backOfficeUrl('::1', 3000)).toBe('http://[::1]:3000/admin/');
  });
});
