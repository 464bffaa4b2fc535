import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authKeys, users } from '../src/db/schema/index.ts';
import { adminApi } from './helpers/admin-api.ts';
import { bearer, post, validRegistration } from './helpers/requests.ts';
import { createTestApp, createUser, type TestApp } from './helpers/test-app.ts';

describe('back office: users (search, partner link, block, admin role) and the audit log', () => {
  let t: TestApp;
  let api: ReturnType<typeof adminApi>;
  let adminId: number;
  let fanId: number;
  let fanKey: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t.db, 'chief', { role: 'admin' });
    adminId = admin.user.id;
    api = adminApi(t.app, admin.headers);
    const registered = (await post(t.app, '/v1/users/registration/', validRegistration(41))).json().data;
    fanId = registered.user.id;
    fanKey = registered.auth_key.value;
    await createUser(t.db, 'partnerfan', {
      winlineId: 'WL-777',
      winlineLinkedAt: new Date('2026-04-01T10:00:00Z'),
    });
    await createUser(t.db, 'another', { email: 'zeta@example.test' });
  });
  afterAll(() => t.close());

  it('searches users by login or email prefix and by id, shows the partner link', async () => {
    const byLogin = await api('GET', 'users/?q=PARTNER');
    expect(byLogin.body.data).toMatchObject({
      total: 1,
      items: [
        {
          login: 'partnerfan',
          winline_id: 'WL-777',
          winline_linked_at: '2026-04-01T10:00:00.000Z',
          is_blocked: false,
          blocked_at: null,
          role: 'user',
        },
      ],
    });
    expect(
      (await api('GET', 'users/?q=zeta@')).body.data.items.map((u: { login: string }) => u.login),
    ).toEqual(['another']);
    expect((await api('GET', `users/?q=${fanId}`)).body.data.items[0].login).toBe('player41');
    // A prefix search: the middle of a login finds nothing, and % is a literal character.
    expect((await api('GET', 'users/?q=artner')).body.data.total).toBe(0);
    expect((await api('GET', 'users/?q=%25')).body.data.total).toBe(0);
    expect((await api('GET', 'users/?has_partner=true')).body.data.total).toBe(1);
    expect((await api('GET', 'users/?role=admin')).body.data.items.map((u: { id: number }) => u.id)).toEqual([
      adminId,
    ]);
    const sorted = await api('GET', 'users/?sort=login&order=ASC&per_page=2');
    expect(sorted.body.data.items.map((u: { login: string }) => u.login)).toEqual(['another', 'chief']);
    expect(sorted.body.data.total).toBe(4);
  });

  it('blocks a user: the old key stops working, sign-in is refused in Russian; unblocking lets them back', async () => {
    expect((await t.app.inject({ url: '/v1/users/me/', headers: bearer(fanKey) })).statusCode).toBe(200);
    const blocked = await api('PATCH', `users/${fanId}/`, { is_blocked: true });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.item).toMatchObject({ is_blocked: true, blocked_at: expect.any(String) });
    const me = await t.app.inject({ url: '/v1/users/me/', headers: bearer(fanKey) });
    expect(me.statusCode).toBe(401);
    const keys = await t.db.select().from(authKeys).where(eq(authKeys.userId, fanId));
    expect(keys.every((k) => k.revokedAt !== null)).toBe(true);

    const login = await post(t.app, '/v1/users/login/', { login: 'player41', password: 'secret123' });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('Ваш аккаунт заблокирован администратором сайта');
    // A wrong password learns nothing about the block.
    const guess = await post(t.app, '/v1/users/login/', { login: 'player41', password: 'wrong1234' });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().message).toBe('Неверный логин или пароль');

    // Even a key that somehow was not revoked is refused while the user is blocked.
    const [fresh] = await t.db.select().from(users).where(eq(users.id, fanId));
    expect(fresh!.blockedAt).not.toBeNull();
    await t.db.update(authKeys).set({ revokedAt: null }).where(eq(authKeys.userId, fanId));
    expect((await t.app.inject({ url: '/v1/users/me/', headers: bearer(fanKey) })).statusCode).toBe(401);
    await t.db.update(authKeys).set({ revokedAt: new Date() }).where(eq(authKeys.userId, fanId));

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.update'));
    expect(audit).toMatchObject({ userId: adminId, entity: 'user', entityId: String(fanId) });
    expect(audit!.data).toMatchObject({ before: { is_blocked: false }, after: { is_blocked: true } });

    // Nor does password recovery sign a blocked user in, even with the right code.
    await post(t.app, '/v1/users/password-recovery/', { login: 'player41' });
    const code = /(\d{6})/.exec(t.app.mailer.outbox.at(-1)!.text)![1]!;
    const recovered = await post(t.app, '/v1/users/password-recovery/', {
      login: 'player41',
      code,
      new_password: 'recovered1',
      password_repeat: 'recovered1',
    });
    expect(recovered.statusCode).toBe(403);
    expect(recovered.json().message).toBe('Ваш аккаунт заблокирован администратором сайта');

    const unblocked = await api('PATCH', `users/${fanId}/`, { is_blocked: false });
    expect(unblocked.body.data.item).toMatchObject({ is_blocked: false, blocked_at: null });
    const again = await post(t.app, '/v1/users/login/', { login: 'player41', password: 'secret123' });
    expect(again.statusCode).toBe(200);
    expect((await api('GET', 'users/?is_blocked=true')).body.data.total).toBe(0);
  });

  it('grants and removes the admin role; an admin cannot block or demote themselves', async () => {
    const fan = await post(t.app, '/v1/users/login/', { login: 'player41', password: 'secret123' });
    const headers = bearer(fan.json().data.auth_key.value);
    expect((await t.app.inject({ url: '/v1/admin/teams/', headers })).statusCode).toBe(403);
    await api('PATCH', `users/${fanId}/`, { role: 'admin' });
    expect((await t.app.inject({ url: '/v1/admin/teams/', headers })).statusCode).toBe(200);
    await api('PATCH', `users/${fanId}/`, { role: 'user' });
    expect((await t.app.inject({ url: '/v1/admin/teams/', headers })).statusCode).toBe(403);

    const self = await api('PATCH', `users/${adminId}/`, { role: 'user', is_blocked: true });
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual([
      { field: 'role', message: 'Нельзя снять роль администратора с самого себя' },
      { field: 'is_blocked', message: 'Нельзя заблокировать самого себя' },
    ]);
    expect((await api('PATCH', `users/${fanId}/`, { role: 'owner' })).status).toBe(422);
    expect((await api('GET', 'users/999999/')).body.message).toBe('Пользователь не найден');
  });

  it('lists the audit log newest first with filters: who, entity, action, date range', async () => {
    await api('POST', 'venues/', { name: 'Стадион А' });
    const all = await api('GET', 'audit-log/');
    expect(all.status).toBe(200);
    const ids = all.body.data.items.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(all.body.data.items[0]).toMatchObject({
      user_id: adminId,
      user_login: 'chief',
      action: 'venue.create',
      entity: 'venue',
      data: { before: null, after: { name: 'Стадион А' } },
    });
    const byUser = await api('GET', `audit-log/?entity=user&entity_id=${fanId}&user_id=${adminId}`);
    expect(byUser.body.data.total).toBe(4);
    expect((await api('GET', 'audit-log/?action=venue.create')).body.data.total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await api('GET', `audit-log/?from=${today}&to=${today}`)).body.data.total).toBe(
      all.body.data.total,
    );
    expect((await api('GET', 'audit-log/?to=2020-01-01')).body.data.total).toBe(0);
    const bad = await api('GET', 'audit-log/?from=2026-13-45');
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('from');
    expect((await api('GET', 'audit-log/?from=завтра')).status).toBe(422);
    const one = await api('GET', `audit-log/${all.body.data.items[0].id}/`);
    expect(one.body.data.item.action).toBe('venue.create');
    // Read-only: nothing can edit or delete the log.
    expect((await api('DELETE', `audit-log/${all.body.data.items[0].id}/`)).status).toBe(404);
  });
});
