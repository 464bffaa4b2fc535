import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResets, users } from '../../src/db/schema/index.ts';
import { AppError } from '../../src/http/errors.ts';
import { recoverPassword } from '../../src/modules/accounts/recovery.service.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/test-app.ts';
import { bearer, post } from '../helpers/requests.ts';

/**
 * Issue 18, items 4 and 6: guessing recovery codes by asking for a new one every 61 s, and taking an
 * account over by changing its email with the auth key alone.
 *
 * The recovery calls go to the service with their own clock. The arithmetic of the lock: codes live
 * 15 minutes, each takes 5 wrong tries, an account takes 10 a day across its codes. A try can only be
 * made on a live code, so the day's tries are those on codes that expired less than 24 hours ago; the
 * lock ends when enough of them have aged out. Starting at 01.05.2026 12:00 МСК, the first code
 * expires at 12:15, so a lock earned by it and the next code ends at 02.05.2026 12:15 МСК.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const START = Date.UTC(2026, 4, 1, 9, 0); // 01.05.2026 12:00 МСК

const SENT = 'Если аккаунт существует, мы отправили код на его email';
const BAD = '400 code: Неверный код подтверждения';
const TOO_MANY = '400 code: Превышено число попыток ввода кода, запросите новый';
const lockedUntil = (moscow: string) =>
  `400 code: Неверный код введён 10 раз за сутки: восстановление пароля приостановлено до ${moscow} (МСК)`;

let t: TestApp;
let logs = '';
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs += String(chunk);
      done();
    },
  });
  t = await createTestApp({}, logStream);
});
afterAll(() => t.close());

/** The answer as a caller sees it: the message, or the status with each field's message. */
async function recover(at: number, login: string, code?: string): Promise<string> {
  const body = code ? { login, code, new_password: 'taken0ver', password_repeat: 'taken0ver' } : { login };
  try {
    const { message, signedIn } = await recoverPassword(
      { db: t.db, mailer: t.app.mailer, log: t.app.log },
      body,
      new Date(at),
    );
    return signedIn ? `signed in: ${message}` : message;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return `${error.statusCode} ${error.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`;
  }
}

const mailsTo = (email: string) => t.app.mailer.outbox.filter((mail) => mail.to === email);
const lastCodeTo = (email: string) => /(\d{6})/.exec(mailsTo(email).at(-1)?.text ?? '')?.[1];
/** A code that is not the live one of this address (any code for an unknown account). */
const wrongCodeFor = (email: string) => (lastCodeTo(email) === '000000' ? '000001' : '000000');

describe('recovery codes: tries are counted per account across codes, for a day', () => {
  it('stops an attacker who asks for a new code every 61 s after 10 wrong tries, until a day has passed', async () => {
    const { user } = await createUser(t.db, 'victim');
    const email = 'victim@example.test';
    const guessFive = async (from: number) => {
      const answers: string[] = [];
      for (let i = 1; i <= 5; i++)
        answers.push(await recover(from + i * 1000, 'victim', wrongCodeFor(email)));
      return answers;
    };

    expect(await recover(START, 'victim')).toBe(SENT);
    expect(await guessFive(START)).toEqual([BAD, BAD, BAD, BAD, TOO_MANY]);
    expect(await recover(START + 61_000, 'victim')).toBe(SENT);
    expect(mailsTo(email)).toHaveLength(2);
    const secondCode = lastCodeTo(email)!;
    const locked = lockedUntil('02.05.2026 12:15');
    expect(await guessFive(START + 61_000)).toEqual([BAD, BAD, BAD, BAD, locked]);

    // Even the right code is refused. The attacker goes on asking and guessing through the day: no
    // code is sent and no try is counted.
    expect(await recover(START + 2 * MINUTE, 'victim', secondCode)).toBe(locked);
    for (let at = START + 3 * MINUTE; at < START + DAY + 15 * MINUTE; at += 3 * HOUR) {
      expect(await recover(at, 'victim')).toBe(SENT);
      expect(await recover(at + 1000, 'victim', wrongCodeFor(email))).toBe(locked);
    }
    expect(await recover(START + DAY + 15 * MINUTE - 1000, 'victim')).toBe(SENT);
    expect(mailsTo(email)).toHaveLength(2);
    const resets = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(resets.reduce((sum, reset) => sum + reset.attempts, 0)).toBe(10);
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.passwordHash).toBe(user.passwordHash);

    // The lock ends when the tries of the first code are a day old: a new code is sent and works.
    expect(await recover(START + DAY + 15 * MINUTE, 'victim')).toBe(SENT);
    expect(mailsTo(email)).toHaveLength(3);
    expect(await recover(START + DAY + 16 * MINUTE, 'victim', lastCodeTo(email))).toBe(
      'signed in: Пароль изменён',
    );
  });

  it('sends at most 5 codes to an account in 24 hours, so an attacker cannot keep voiding the real one', async () => {
    const { user } = await createUser(t.db, 'capped');
    const email = 'capped@example.test';
    for (let i = 0; i < 8; i++) expect(await recover(START + i * 61_000, 'capped')).toBe(SENT);
    expect(mailsTo(email)).toHaveLength(5);
    const fifthCode = lastCodeTo(email)!;
    // A day after the first code, one more may be sent; then again not within the minute.
    expect(await recover(START + DAY - 1000, 'capped')).toBe(SENT);
    expect(mailsTo(email)).toHaveLength(5);
    expect(await recover(START + DAY, 'capped')).toBe(SENT);
    expect(await recover(START + DAY + 1000, 'capped')).toBe(SENT);
    expect(mailsTo(email)).toHaveLength(6);
    expect(lastCodeTo(email)).not.toBe(fifthCode);
    const resets = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(resets).toHaveLength(6);
  });

  it('answers an unknown account exactly like a real one through the same sequence of calls', async () => {
    await createUser(t.db, 'twin');
    // A try before any code; one wrong try per code until the day's 5 codes are sent, then the tries
    // go on the fifth code until it runs out (9 in all). A day after the first code one more is sent:
    // its first wrong try is the tenth, locked until the first code's try is a day old (12:15); then
    // a sixth code, whose first wrong try locks again until the second code's try ages out (12:16).
    const sequence = async (login: string) => {
      const email = `${login}@example.test`;
      const answers: string[] = [await recover(START, login, wrongCodeFor(email))];
      for (let i = 0; i < 7; i++) {
        answers.push(await recover(START + i * 61_000, login));
        answers.push(await recover(START + i * 61_000 + 1000, login, wrongCodeFor(email)));
      }
      for (let i = 0; i < 3; i++)
        answers.push(await recover(START + 8 * MINUTE + i, login, wrongCodeFor(email)));
      answers.push(await recover(START + DAY + 1000, login));
      answers.push(await recover(START + DAY + 2000, login, wrongCodeFor(email)));
      answers.push(await recover(START + DAY + 3000, login, wrongCodeFor(email)));
      answers.push(await recover(START + DAY + 15 * MINUTE, login));
      answers.push(await recover(START + DAY + 15 * MINUTE + 1000, login, wrongCodeFor(email)));
      answers.push(await recover(START + DAY + 15 * MINUTE + 2000, login, wrongCodeFor(email)));
      return answers;
    };
    const real = await sequence('twin');
    const ghost = await sequence('nobody-twin');
    expect(ghost).toEqual(real);
    expect(real).toEqual([
      BAD,
      ...Array.from({ length: 7 }, () => [SENT, BAD]).flat(),
      BAD,
      TOO_MANY,
      TOO_MANY,
      SENT,
      lockedUntil('02.05.2026 12:15'),
      lockedUntil('02.05.2026 12:15'),
      SENT,
      lockedUntil('02.05.2026 12:16'),
      lockedUntil('02.05.2026 12:16'),
    ]);
    expect(mailsTo('twin@example.test')).toHaveLength(7);
  });
});

describe('email change: needs the current password and tells the old address', () => {
  it('refuses an email change without the current password or with a wrong one, changing nothing', async () => {
    const { user, headers } = await createUser(t.db, 'mover');
    const laptop = (await post(t.app, '/v1/users/login/', { login: 'mover', password: 'password1' })).json()
      .data.auth_key.value as string;
    const mailsBefore = t.app.mailer.outbox.length;

    const missing = await post(t.app, '/v1/users/me/', { email: 'thief@example.test' }, headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { field: 'old_password', message: 'Введите текущий пароль, чтобы сменить email' },
    ]);
    const wrong = await post(
      t.app,
      '/v1/users/me/',
      { email: 'thief@example.test', old_password: 'guess12345' },
      headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'old_password', message: 'Неверный текущий пароль' }]);

    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.email).toBe('mover@example.test');
    for (const auth of [headers, bearer(laptop)])
      expect((await t.app.inject({ url: '/v1/users/me/', headers: auth })).statusCode).toBe(200);
    expect(t.app.mailer.outbox.length).toBe(mailsBefore);
  });

  it('changes the email with the right password and mails the old address', async () => {
    const { user, headers } = await createUser(t.db, 'mover2');
    const res = await post(
      t.app,
      '/v1/users/me/',
      { email: 'Moved2@example.test', old_password: 'password1' },
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe('Moved2@example.test');
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.email).toBe('Moved2@example.test');
    const [mail] = mailsTo('mover2@example.test');
    expect(mail!.subject).toBe('Email вашего аккаунта изменён');
    expect(mail!.text).toContain('Moved2@example.test');
    expect(mailsTo('Moved2@example.test')).toHaveLength(0);
  });

  it('keeps the change when the mail fails, and needs no password when the email stays', async () => {
    const { headers } = await createUser(t.db, 'mover3');
    const send = t.app.mailer.send;
    t.app.mailer.send = () => Promise.reject(new Error('SMTP down'));
    try {
      const res = await post(
        t.app,
        '/v1/users/me/',
        { email: 'moved3@example.test', old_password: 'password1' },
        headers,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user.email).toBe('moved3@example.test');
      expect(logs).toContain('email change mail not sent');
    } finally {
      t.app.mailer.send = send;
    }
    const same = await post(
      t.app,
      '/v1/users/me/',
      { login: 'mover3', email: 'MOVED3@example.test' },
      headers,
    );
    expect(same.statusCode).toBe(200);
    expect(same.json().data.user.email).toBe('moved3@example.test');
  });
});

describe('a stolen auth key cannot guess the password through the profile', () => {
  it('refuses current-password checks past the limit per user, even the right password', async () => {
    const LIMIT = 3;
    const limited = await createTestApp({ authRateLimit: LIMIT });
    try {
      const { headers } = await createUser(limited.db, 'keyholder');
      const change = (password: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/v1/users/me/',
          headers,
          payload: { email: 'thief@example.test', old_password: password },
        });
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT; i++) statuses.push((await change(`guess${i}abc`)).statusCode);
      const right = await change('password1');
      expect([...statuses, right.statusCode]).toEqual([...Array(LIMIT).fill(400), 429]);
      expect(right.json().message).toBe('Слишком много попыток, попробуйте позже');
      const [row] = await limited.db.select().from(users).where(eq(users.login, 'keyholder'));
      expect(row!.email).toBe('keyholder@example.test');
      // Saving the profile without a password check is not counted.
      const rename = await limited.app.inject({
        method: 'POST',
        url: '/v1/users/me/',
        headers,
        payload: { login: 'keyholder2' },
      });
      expect(rename.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
