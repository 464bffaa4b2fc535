import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/test-app.ts';

/**
 * Behind the recommended reverse proxy (`TRUST_PROXY=1`), a client that writes its own
 * X-Forwarded-For must not pick the address its limits are counted on; and one account's login
 * and email must not be two separate budgets of guesses.
 */

const PROXY = '10.20.0.1';
const LIMIT = 3;

describe('TRUST_PROXY', () => {
  it('takes a hop count or the proxies’ addresses, never "trust everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    for (const bad of ['true', 'yes', 'everyone', '1.2.3'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
  });
});

describe('a forged X-Forwarded-For behind one proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      authRateLimit: LIMIT,
      trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy,
    });
    await createUser(t.db, 'proxied');
  });
  afterAll(() => t.close());

  /** What the proxy passes on: whatever the client wrote, then the address it really came from. */
  const login = (clientWrote: string, realClient: string, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/users/login/',
      payload: { login: name, password: 'wrong-pass1' },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `${clientWrote}, ${realClient}` },
    });

  it('does not let the client choose the address its limit counts on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++)
      statuses.push((await login(`203.0.113.${i}`, '198.51.100.7', `spray${i}`)).statusCode);
    expect(statuses).toEqual([...Array(LIMIT).fill(400), 429]);
    // Another real client behind the same proxy is counted on its own.
    expect((await login('203.0.113.9', '198.51.100.8', 'spray9')).statusCode).toBe(400);
  });

  it("counts an account's login and email together", async () => {
    const names = ['proxied', 'proxied@example.test', 'PROXIED', 'Proxied@Example.test'];
    const statuses: number[] = [];
    for (const [i, name] of names.entries())
      statuses.push((await login(`203.0.114.${i}`, `198.51.101.${i}`, name)).statusCode);
    expect(statuses).toEqual([...Array(LIMIT).fill(400), 429]);
  });
});
