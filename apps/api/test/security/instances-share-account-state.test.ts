import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/test-app.ts';

const TOO_MANY = 'Слишком много попыток, попробуйте позже';
const WRONG = 'Неверный логин или пароль';
const SENT = 'Если аккаунт существует, мы отправили код на его email';
const BAD_CODE = 'Неверный код подтверждения';
const TOO_MANY_TRIES = 'Превышено число попыток ввода кода, запросите новый';

/** Another API instance on the test app's database, as behind a load balancer. */
async function secondInstance(t: TestApp, authRateLimit: number): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DEMO: '0' }),
    dataDir: null,
    authRateLimit,
    requestRateLimit: 0,
  };
  const app = await buildApp({ config, database: t.database });
  await app.ready();
  return app;
}

/**
 * Issue 25 §2: the account doors' limits count across API instances. Two instances share one
 * database, as behind a load balancer: an attacker spreading guesses over them gets the limit once,
 * not once per instance.
 */
describe('several API instances share the account limits', () => {
  const LIMIT = 4;
  let t: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp({ authRateLimit: LIMIT });
    second = await secondInstance(t, LIMIT);
    await createUser(t.db, 'victim');
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const login = (app: FastifyInstance, ip: string, login: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/users/login/',
      remoteAddress: ip,
      payload: { login, password: 'wrong-password' },
    });

  it('the guess after the limit is refused on the other instance', async () => {
    const instances = [t.app, second];
    for (let i = 0; i < LIMIT; i++) {
      const res = await login(instances[i % 2]!, `10.0.0.${i + 1}`, 'victim');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(WRONG);
    }
    // Every instance has seen only half the guesses; together they are the limit.
    for (const app of instances) {
      const refused = await login(app, '10.0.1.1', 'victim');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(TOO_MANY);
    }
  });

  it('one address spreading over instances is counted once, at every door', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const res = await login(i % 2 === 0 ? t.app : second, '10.0.2.1', `nobody${i}`);
      expect(res.statusCode).toBe(400);
    }
    expect((await login(second, '10.0.2.1', 'someone_else')).statusCode).toBe(429);
    // Another door keeps its own count: registration from that address is still open.
    const registration = await t.app.inject({
      method: 'POST',
      url: '/v1/users/registration/',
      remoteAddress: '10.0.2.1',
      payload: {},
    });
    expect(registration.statusCode).toBe(400);
  });
});

describe('several API instances play the same recovery history', () => {
  let t: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    second = await secondInstance(t, 10_000);
    await createUser(t.db, 'real_one');
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('recovery answers an unknown name on every instance as it would a real account', async () => {
    const recover = (app: FastifyInstance, login: string, code?: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/users/password-recovery/',
        remoteAddress: '10.0.3.1',
        payload: code ? { login, code, new_password: 'taken0ver', password_repeat: 'taken0ver' } : { login },
      });
    const answers = async (login: string) => {
      const said: string[] = [(await recover(t.app, login)).json().message];
      // Six wrong tries spread over both instances: the code's five, then «too many».
      for (let i = 0; i < 6; i++)
        said.push((await recover(i % 2 ? second : t.app, login, '000000')).json().message);
      return said;
    };
    const expected = [SENT, BAD_CODE, BAD_CODE, BAD_CODE, BAD_CODE, TOO_MANY_TRIES, TOO_MANY_TRIES];
    expect(await answers('real_one')).toEqual(expected);
    expect(await answers('no_such_login')).toEqual(expected);
  });
});
