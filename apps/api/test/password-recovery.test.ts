import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResets } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { bearer, post, validRegistration } from './helpers/requests.ts';

const SENT = 'Если аккаунт существует, мы отправили код на его email';

describe('POST /v1/users/password-recovery/', () => {
  let t: TestApp;
  let logs = '';
  let oldKey: string;
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logs += String(chunk);
      done();
    },
  });

  beforeAll(async () => {
    // debug: every line the app can write, the one line per request included.
    t = await createTestApp({ logLevel: 'debug' }, logStream);
    oldKey = (await post(t.app, '/v1/users/registration/', validRegistration(7))).json().data.auth_key.value;
    await post(t.app, '/v1/users/registration/', validRegistration(8));
  });
  afterAll(() => t.close());

  const lastCode = () => /(\d{6})/.exec(t.app.mailer.outbox.at(-1)!.text)![1]!;
  const step2 = (code: string, login = 'player7', password = 'recovered1') =>
    post(t.app, '/v1/users/password-recovery/', {
      login,
      code,
      new_password: password,
      password_repeat: password,
    });
  const resetCodes = async () => {
    await t.db.update(passwordResets).set({ createdAt: new Date(Date.now() - 120_000) });
  };

  it('answers the same for an unknown account and sends nothing', async () => {
    const res = await post(t.app, '/v1/users/password-recovery/', { login: 'ghost' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: {}, message: SENT });
    expect(t.app.mailer.outbox).toHaveLength(0);
  });

  it('mails a 6-digit code to the account found by login or email, at most once a minute', async () => {
    const res = await post(t.app, '/v1/users/password-recovery/', { login: 'PLAYER7@example.test' });
    expect(res.json()).toEqual({ success: true, data: {}, message: SENT });
    expect(t.app.mailer.outbox).toHaveLength(1);
    const mail = t.app.mailer.outbox[0]!;
    expect(mail.to).toBe('player7@example.test');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.html).toContain(lastCode());

    await post(t.app, '/v1/users/password-recovery/', { login: 'player7' });
    expect(t.app.mailer.outbox).toHaveLength(1);
  });

  it('refuses a wrong code, a short password and passwords that differ', async () => {
    const code = lastCode();
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await step2(wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Неверный код подтверждения');
    const weak = await step2(code, 'player7', 'abc');
    expect(weak.json().errors[0].field).toBe('new_password');
    const differ = await post(t.app, '/v1/users/password-recovery/', {
      login: 'player7',
      code,
      new_password: 'recovered1',
      password_repeat: 'recovered2',
    });
    expect(differ.json().errors).toEqual([{ field: 'password_repeat', message: 'Пароли не совпадают' }]);
  });

  it('sets the password with the right code, signs in and signs out every other device', async () => {
    const res = await step2(lastCode());
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user.login).toBe('player7');
    expect(data.auth_key.type).toBe('Bearer');
    expect(
      (await t.app.inject({ url: '/v1/users/me/', headers: bearer(data.auth_key.value) })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/v1/users/me/', headers: bearer(oldKey) })).statusCode).toBe(401);
    expect(
      (await post(t.app, '/v1/users/login/', { login: 'player7', password: 'recovered1' })).statusCode,
    ).toBe(200);
  });

  it('does not take a used code twice', async () => {
    const again = await step2(lastCode(), 'player7', 'another12');
    expect(again.statusCode).toBe(400);
    expect(
      (await post(t.app, '/v1/users/login/', { login: 'player7', password: 'another12' })).statusCode,
    ).toBe(400);
  });

  it('refuses an expired code', async () => {
    await resetCodes();
    await post(t.app, '/v1/users/password-recovery/', { login: 'player8' });
    const code = lastCode();
    await t.db.update(passwordResets).set({ expireAt: new Date(Date.now() - 1000) });
    const res = await step2(code, 'player8');
    expect(res.json().message).toBe('Код подтверждения устарел, запросите новый');
  });

  it('stops after five wrong tries, even for the right code', async () => {
    await resetCodes();
    await post(t.app, '/v1/users/password-recovery/', { login: 'player8' });
    const code = lastCode();
    const wrong = code === '111111' ? '222222' : '111111';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await step2(wrong, 'player8')).json().message);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('Неверный код подтверждения'));
    expect(answers[4]).toBe('Превышено число попыток ввода кода, запросите новый');
    const right = await step2(code, 'player8');
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Превышено число попыток ввода кода, запросите новый');
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.attempts, 5));
    expect(row).toBeDefined();
  });

  it('asks for the login', async () => {
    const res = await post(t.app, '/v1/users/password-recovery/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'login', message: 'Укажите логин или email' }]);
  });

  it('never writes a password, a code or a key to the log', async () => {
    expect(logs.length).toBeGreaterThan(0);
    for (const mail of t.app.mailer.outbox) expect(logs).not.toContain(/(\d{6})/.exec(mail.text)![1]);
    expect(logs).not.toContain('recovered1');
    expect(logs).not.toContain('secret123');
    expect(logs).not.toContain(oldKey);
  });
});

describe('rate limits on the account doors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimit: 3 });
  });
  afterAll(() => t.close());

  it('answers 429 in Russian once a login is tried too often', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await post(t.app, '/v1/users/login/', { login: 'victim', password: `guess${i}xx` })).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await post(t.app, '/v1/users/login/', { login: 'victim', password: 'guess' });
    expect(limited.json()).toMatchObject({
      success: false,
      message: 'Слишком много попыток, попробуйте позже',
    });
  });

  it('limits one login tried from many addresses', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/users/password-recovery/',
        payload: { login: 'target' },
        remoteAddress: `10.0.0.${i + 1}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits registration per address', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await post(t.app, '/v1/users/registration/', { login: `bot${i}` })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
