import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { bearer, post, validRegistration } from './helpers/requests.ts';

describe('accounts: registration, sign-in, profile, logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST /v1/users/registration/', () => {
    it('creates the user, signs them in and normalises the phone', async () => {
      const res = await post(t.app, '/v1/users/registration/', validRegistration(1));
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.user).toMatchObject({
        login: 'player1',
        email: 'player1@example.test',
        phone: '+79000000101',
        winline: null,
        fantasy_team: null,
        teamName: null,
        role: 'user',
      });
      expect(data.auth_key.type).toBe('Bearer');
      expect(data.auth_key.value.length).toBeGreaterThanOrEqual(43);
      const days = (Date.parse(data.auth_key.expire_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);

      const me = await t.app.inject({ url: '/v1/users/me/', headers: bearer(data.auth_key.value) });
      expect(me.json().data.user.login).toBe('player1');
    });

    it('reports every broken rule, one message per field', async () => {
      const res = await post(t.app, '/v1/users/registration/', {
        login: 'я',
        email: 'not-an-email',
        phone: '12345',
        password: 'short',
        rules_accept: 0,
        personal_data_accept: 0,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        {
          field: 'login',
          message: 'Логин должен содержать от 3 до 20 символов: латинские буквы, цифры, _ - .',
        },
        { field: 'email', message: 'Некорректный email' },
        { field: 'phone', message: 'Некорректный номер телефона' },
        { field: 'password', message: 'Пароль должен содержать от 8 до 64 символов, буквы и цифры' },
        { field: 'personal_data_accept', message: 'Необходимо согласие на обработку персональных данных' },
        { field: 'rules_accept', message: 'Необходимо согласие с правилами игр' },
      ]);
    });

    it.each([
      ['a password without digits', { password: 'onlyletters' }, 'password'],
      ['a password without letters', { password: '1234567890' }, 'password'],
      ['a password over 64 characters', { password: 'a1'.repeat(33) }, 'password'],
      ['a login over 20 characters', { login: 'x'.repeat(21) }, 'login'],
      ['a login with a space', { login: 'two words' }, 'login'],
      ['a landline phone', { phone: '+7 495 123-45-67' }, 'phone'],
      ['a foreign phone', { phone: '+1 900 000 00 00' }, 'phone'],
      ['no consent to the rules', { rules_accept: 0 }, 'rules_accept'],
    ])('refuses %s', async (_name, change, field) => {
      const res = await post(t.app, '/v1/users/registration/', { ...validRegistration(90), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    });

    it('accepts the phone as 8…, +7… or with spaces and brackets', async () => {
      const res = await post(t.app, '/v1/users/registration/', {
        ...validRegistration(2),
        phone: '8 (900) 111-22-33',
      });
      expect(res.json().data.user.phone).toBe('+79001112233');
    });

    it('refuses a taken login, email and phone, ignoring case and phone format', async () => {
      const res = await post(t.app, '/v1/users/registration/', {
        ...validRegistration(3),
        login: 'PLAYER1',
        email: 'Player1@Example.TEST',
        phone: '89000000101',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual([
        { field: 'login', message: 'Логин уже занят' },
        { field: 'email', message: 'Email уже используется' },
        { field: 'phone', message: 'Телефон уже используется' },
      ]);
    });

    it('creates exactly one user when twenty requests race for one login', async () => {
      const attempts = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(t.app, '/v1/users/registration/', {
            ...validRegistration(40 + i),
            login: 'racer',
          }),
        ),
      );
      const created = attempts.filter((r) => r.statusCode === 200);
      expect(created).toHaveLength(1);
      for (const refused of attempts.filter((r) => r.statusCode !== 200)) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe('Логин уже занят');
      }
    });

    it('answers a wrongly typed body with a 400, not a 500', async () => {
      const res = await post(t.app, '/v1/users/registration/', { login: ['x'], rules_accept: 'yes' });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    });
  });

  describe('POST /v1/users/login/', () => {
    it('signs in with the login or with the email in any case', async () => {
      for (const login of ['player1', 'PLAYER1', 'PLAYER1@EXAMPLE.TEST']) {
        const res = await post(t.app, '/v1/users/login/', { login, password: 'secret123' });
        expect(res.statusCode, login).toBe(200);
        expect(res.json().data.user.login).toBe('player1');
        expect(res.json().data.auth_key.value).toBeTruthy();
      }
    });

    it('gives the same answer for a wrong password and an unknown login', async () => {
      const wrongPassword = await post(t.app, '/v1/users/login/', {
        login: 'player1',
        password: 'secret124',
      });
      const unknown = await post(t.app, '/v1/users/login/', { login: 'nobody', password: 'secret123' });
      for (const res of [wrongPassword, unknown]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Неверный логин или пароль');
      }
      const empty = await post(t.app, '/v1/users/login/', {});
      expect(empty.json().message).toBe('Неверный логин или пароль');
    });

    it('never answers the password hash', async () => {
      const res = await post(t.app, '/v1/users/login/', { login: 'player1', password: 'secret123' });
      expect(res.body).not.toMatch(/argon2|password/i);
    });
  });

  describe('GET and POST /v1/users/me/', () => {
    const signIn = async (login: string, password = 'secret123') =>
      (await post(t.app, '/v1/users/login/', { login, password })).json().data.auth_key.value as string;

    it('needs a key', async () => {
      const res = await t.app.inject('/v1/users/me/');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Авторизуйтесь для выполнения действия');
      expect((await post(t.app, '/v1/users/me/', { email: 'x@y.zz' })).statusCode).toBe(401);
    });

    it('changes the email and keeps the phone read-only', async () => {
      const key = await signIn('player2');
      const res = await post(
        t.app,
        '/v1/users/me/',
        { email: 'new2@example.test', old_password: 'secret123', phone: '+79990000000' },
        bearer(key),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({ email: 'new2@example.test', phone: '+79001112233' });
      expect(res.json().message).toBe('Данные профиля сохранены');
    });

    it("refuses another user's email or login, and bad values", async () => {
      const key = await signIn('player2');
      const taken = await post(
        t.app,
        '/v1/users/me/',
        { login: 'Player1', email: 'PLAYER1@example.test', old_password: 'secret123' },
        bearer(key),
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errors.map((e: { field: string }) => e.field)).toEqual(['login', 'email']);
      const bad = await post(t.app, '/v1/users/me/', { email: 'broken' }, bearer(key));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Некорректный email');
    });

    it('changes the login of the signed-in user only', async () => {
      const key = await signIn('player2');
      const res = await post(t.app, '/v1/users/me/', { login: 'Player_Two' }, bearer(key));
      expect(res.json().data.user.login).toBe('Player_Two');
      const other = await t.app.inject({ url: '/v1/users/me/', headers: bearer(await signIn('player1')) });
      expect(other.json().data.user.login).toBe('player1');
    });

    it('changes the password only with the old one and signs out the other devices', async () => {
      const phone = await signIn('player1');
      const laptop = await signIn('player1');

      const noOld = await post(t.app, '/v1/users/me/', { new_password: 'newsecret1' }, bearer(laptop));
      expect(noOld.statusCode).toBe(400);
      expect(noOld.json().errors[0].field).toBe('old_password');
      const wrongOld = await post(
        t.app,
        '/v1/users/me/',
        { old_password: 'nope12345', new_password: 'newsecret1' },
        bearer(laptop),
      );
      expect(wrongOld.json().message).toBe('Неверный текущий пароль');
      const weak = await post(
        t.app,
        '/v1/users/me/',
        { old_password: 'secret123', new_password: 'weak' },
        bearer(laptop),
      );
      expect(weak.statusCode).toBe(400);

      const changed = await post(
        t.app,
        '/v1/users/me/',
        { old_password: 'secret123', new_password: 'newsecret1' },
        bearer(laptop),
      );
      expect(changed.statusCode).toBe(200);
      expect(changed.json().message).toBe('Пароль изменён');

      expect((await t.app.inject({ url: '/v1/users/me/', headers: bearer(laptop) })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/v1/users/me/', headers: bearer(phone) })).statusCode).toBe(401);
      expect(
        (await post(t.app, '/v1/users/login/', { login: 'player1', password: 'secret123' })).statusCode,
      ).toBe(400);
      expect(
        (await post(t.app, '/v1/users/login/', { login: 'player1', password: 'newsecret1' })).statusCode,
      ).toBe(200);
    });
  });

  describe('POST /v1/users/logout/', () => {
    it('revokes the key in use and only that one', async () => {
      const a = (await post(t.app, '/v1/users/login/', { login: 'player1', password: 'newsecret1' })).json()
        .data.auth_key.value;
      const b = (await post(t.app, '/v1/users/login/', { login: 'player1', password: 'newsecret1' })).json()
        .data.auth_key.value;
      const res = await post(t.app, '/v1/users/logout/', {}, bearer(a));
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
      expect((await t.app.inject({ url: '/v1/users/me/', headers: bearer(a) })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/v1/users/me/', headers: bearer(b) })).statusCode).toBe(200);
    });

    it('needs a key', async () => {
      expect((await post(t.app, '/v1/users/logout/', {})).statusCode).toBe(401);
    });
  });
});
