import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authKeys, passwordResets, users } from '../../src/db/schema/index.ts';
import { hashAuthKey } from '../../src/http/auth.ts';
import { RECOVERY_MIN_ANSWER_MS } from '../../src/modules/accounts/recovery.service.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/test-app.ts';
import { post, validRegistration } from '../helpers/requests.ts';

/**
 * Attacks on the account doors: guessing passwords and recovery codes, finding out who is
 * registered (by the answers or by their timing), and reading secrets out of a leaked table.
 */

const TOO_MANY = 'Слишком много попыток, попробуйте позже';
const WRONG = 'Неверный логин или пароль';
const SENT = 'Если аккаунт существует, мы отправили код на его email';
const BAD_CODE = 'Неверный код подтверждения';
const TOO_MANY_TRIES = 'Превышено число попыток ввода кода, запросите новый';

// One app for every part but the rate limits (they need a low limit): each part uses its own logins.
let sharedApp: Promise<TestApp> | null = null;
const sharedTestApp = () => (sharedApp ??= createTestApp());
afterAll(async () => {
  if (sharedApp) await (await sharedApp).close();
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function timed<T>(call: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

describe('brute force: rate limits and try limits', () => {
  const LIMIT = 5;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimit: LIMIT });
    await createUser(t.db, 'keeper');
  });
  afterAll(() => t.close());

  const from = (ip: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it('stops password guessing on one login: after the limit even the right password is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const res = await from('10.1.0.1', '/v1/users/login/', { login: 'keeper', password: `guess${i}abc` });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(Array(LIMIT).fill(400));
    // From a new address too: the login itself is out of tries, whatever the case it is typed in.
    const right = await from('10.1.0.2', '/v1/users/login/', { login: 'KEEPER', password: 'password1' });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ success: false, message: TOO_MANY });
    expect(right.json().data).toBeUndefined();
  });

  it('stops one address spraying many logins', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const res = await from('10.2.0.1', '/v1/users/login/', { login: `spray${i}`, password: 'password1' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(400), 429]);
  });

  it('stops registration and recovery floods from one address', async () => {
    const registrations: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      registrations.push(
        (await from('10.3.0.1', '/v1/users/registration/', validRegistration(40 + i))).statusCode,
      );
    }
    expect(registrations).toEqual([...Array(LIMIT).fill(200), 429]);
    const recoveries: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      recoveries.push(
        (await from('10.3.0.2', '/v1/users/password-recovery/', { login: `r${i}` })).statusCode,
      );
    }
    expect(recoveries).toEqual([...Array(LIMIT).fill(200), 429]);
  });
});

describe('brute force: the try limit of a recovery code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });

  const from = (ip: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it('lets a recovery code be guessed at most five times; a sixth guess, even right, is refused', async () => {
    const { user } = await createUser(t.db, 'coded');
    await from('10.4.0.1', '/v1/users/password-recovery/', { login: 'coded' });
    const code = /(\d{6})/.exec(t.app.mailer.outbox.at(-1)!.text)![1]!;
    const step2 = (ip: string, guess: string) =>
      from(ip, '/v1/users/password-recovery/', {
        login: 'coded',
        code: guess,
        new_password: 'taken0ver',
        password_repeat: 'taken0ver',
      });
    // Each guess from its own address, so only the try limit of the code can stop them.
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      answers.push((await step2(`10.4.1.${i}`, guess)).json().message);
    }
    expect(answers).toEqual([...Array(4).fill(BAD_CODE), TOO_MANY_TRIES]);
    const right = await step2('10.4.2.1', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(TOO_MANY_TRIES);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBe(user.passwordHash);
  });

  it('counts parallel guesses of one code in the database: never more than five get through', async () => {
    await createUser(t.db, 'raced');
    await from('10.5.0.1', '/v1/users/password-recovery/', { login: 'raced' });
    const code = /(\d{6})/.exec(t.app.mailer.outbox.at(-1)!.text)![1]!;
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((guess, i) =>
        from(`10.5.1.${i}`, '/v1/users/password-recovery/', {
          login: 'raced',
          code: guess,
          new_password: 'taken0ver',
          password_repeat: 'taken0ver',
        }),
      ),
    );
    expect(answers.every((res) => res.statusCode === 400)).toBe(true);
    const [reset] = await t.db
      .select({ attempts: passwordResets.attempts })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(eq(users.login, 'raced'));
    expect(reset!.attempts).toBe(5);
  });
});

describe('no user enumeration by answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
    await createUser(t.db, 'present');
    await createUser(t.db, 'present2');
    await createUser(t.db, 'banned', { blockedAt: new Date() });
  });

  it('answers a wrong password, an unknown login and a blocked account byte for byte the same', async () => {
    const answers = await Promise.all(
      [
        { login: 'present', password: 'wrong1234' },
        { login: 'present@example.test', password: 'wrong1234' },
        { login: 'absent', password: 'wrong1234' },
        { login: 'absent@example.test', password: 'wrong1234' },
        { login: 'banned', password: 'wrong1234' },
      ].map((body) => post(t.app, '/v1/users/login/', body)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json().message).toBe(WRONG);
  });

  it('answers recovery step 1 the same for a real, an unknown and a blocked account', async () => {
    const logins = ['present', 'nobody', 'banned', 'present@example.test', 'nobody@example.test'];
    const answers = await Promise.all(
      logins.map((login) => post(t.app, '/v1/users/password-recovery/', { login })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: {}, message: SENT });
    }
  });

  it('plays the same code rules for an unknown account: wrong code, then too many tries, then a new code', async () => {
    const sequence = async (login: string) => {
      const answers: string[] = [];
      let guess = '000000';
      const step2 = async () =>
        answers.push(
          (
            await post(t.app, '/v1/users/password-recovery/', {
              login,
              code: guess,
              new_password: 'guessed12',
              password_repeat: 'guessed12',
            })
          ).json().message,
        );
      await step2(); // before any code was asked for
      const mailsBefore = t.app.mailer.outbox.length;
      await post(t.app, '/v1/users/password-recovery/', { login });
      // A real account's code might be 000000 (one in a million): guess another then.
      if (t.app.mailer.outbox.length > mailsBefore && t.app.mailer.outbox.at(-1)!.text.includes('000000'))
        guess = '000001';
      for (let i = 0; i < 6; i++) await step2();
      await post(t.app, '/v1/users/password-recovery/', { login }); // within the minute: no new code
      await step2();
      return answers;
    };
    const real = await sequence('present2');
    const ghost = await sequence('ghost2');
    expect(ghost).toEqual(real);
    expect(real).toEqual([...Array(5).fill(BAD_CODE), ...Array(3).fill(TOO_MANY_TRIES)]);
  });

  it('refuses a taken login or email at registration only with the product messages, never with the account', async () => {
    // The registration form must say a login or email is taken (shared decisions); it says no more.
    const res = await post(t.app, '/v1/users/registration/', {
      ...validRegistration(90),
      login: 'PRESENT',
      email: 'present@example.test',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: 'Логин уже занят',
      errors: [
        { field: 'login', message: 'Логин уже занят' },
        { field: 'email', message: 'Email уже используется' },
      ],
    });
  });
});

describe('no user enumeration by timing', () => {
  let t: TestApp;
  const known = Array.from({ length: 9 }, (_, i) => `known${i}`);
  beforeAll(async () => {
    t = await sharedTestApp();
    for (const login of known) await createUser(t.db, login);
  });

  // Medians of interleaved calls, with a tolerance a loaded 2-core machine keeps: without the dummy
  // password hash an unknown login answers many times faster; without the answer floor and the
  // off-path mail, a real account's recovery waits for the mail server.
  it('signs in an unknown login as slowly as a known one with a wrong password', async () => {
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    await post(t.app, '/v1/users/login/', { login: 'warmup', password: 'password9' });
    for (let i = 0; i < known.length; i++) {
      knownTimes.push(
        await timed(() => post(t.app, '/v1/users/login/', { login: known[i]!, password: 'wrong9999' })),
      );
      unknownTimes.push(
        await timed(() => post(t.app, '/v1/users/login/', { login: `stranger${i}`, password: 'wrong9999' })),
      );
    }
    const ratio = median(unknownTimes) / median(knownTimes);
    expect(ratio, `known ${median(knownTimes)} ms, unknown ${median(unknownTimes)} ms`).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('answers recovery for a real account as fast as for an unknown one, even with a slow mail server', async () => {
    const send = t.app.mailer.send;
    // The mail server takes 400 ms: a real account's answer must not wait for it.
    t.app.mailer.send = async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await send(mail);
    };
    try {
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let i = 0; i < known.length; i++) {
        knownTimes.push(await timed(() => post(t.app, '/v1/users/password-recovery/', { login: known[i]! })));
        unknownTimes.push(
          await timed(() => post(t.app, '/v1/users/password-recovery/', { login: `stranger${i}` })),
        );
      }
      const k = median(knownTimes);
      const u = median(unknownTimes);
      expect(u, `known ${k} ms, unknown ${u} ms`).toBeGreaterThanOrEqual(RECOVERY_MIN_ANSWER_MS - 5);
      expect(k, `known ${k} ms, unknown ${u} ms`).toBeLessThan(Math.max(u * 1.5, u + 60));
      expect(k).toBeLessThan(400);
      // The codes were made and mailed all the same, after the answers.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(t.app.mailer.outbox.length).toBeGreaterThanOrEqual(known.length);
    } finally {
      t.app.mailer.send = send;
    }
  });
});

describe('secrets at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });

  it('stores only a hash of an auth key, and the stored hash signs nobody in', async () => {
    const signUp = await post(t.app, '/v1/users/registration/', validRegistration(61));
    const key = signUp.json().data.auth_key.value as string;
    const userId = signUp.json().data.user.id as number;
    const rows = await t.db.select().from(authKeys).where(eq(authKeys.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.keyHash).not.toBe(key);
    expect(rows[0]!.keyHash).not.toContain(key);
    expect(rows[0]!.keyHash).toBe(hashAuthKey(key));
    const withStored = await t.app.inject({
      url: '/v1/users/me/',
      headers: { authorization: `Bearer ${rows[0]!.keyHash}` },
    });
    expect(withStored.statusCode).toBe(401);
  });

  it('stores passwords as argon2id hashes and recovery codes as hashes, never as typed', async () => {
    await post(t.app, '/v1/users/registration/', validRegistration(62));
    const [user] = await t.db.select().from(users).where(eq(users.login, 'player62'));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain('secret123');

    await post(t.app, '/v1/users/password-recovery/', { login: 'player62' });
    const code = /(\d{6})/.exec(t.app.mailer.outbox.at(-1)!.text)![1]!;
    const [reset] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user!.id));
    expect(reset!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(reset!.codeHash).not.toContain(code);
    // The stored hash is no code either.
    const res = await post(t.app, '/v1/users/password-recovery/', {
      login: 'player62',
      code: reset!.codeHash.slice(0, 6),
      new_password: 'stolen123',
      password_repeat: 'stolen123',
    });
    expect(res.statusCode).toBe(400);
  });
});
