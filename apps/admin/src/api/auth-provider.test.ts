import { describe, expect, it } from 'vitest';
import { createAuthProvider } from './auth-provider.ts';
import { createHttp } from './http.ts';
import { createSessionStore, SESSION_STORAGE_KEY } from './session.ts';
import { fail, fakeApi, memoryStorage, ok } from '../test/fake-api.ts';

const future = '2099-01-01T00:00:00.000Z';
const signedIn = (role: 'admin' | 'user', key = 'new-key') =>
  ok({
    user: {
      id: role === 'admin' ? 1 : 2,
      login: role === 'admin' ? 'boss' : 'fan',
      email: 'x@y.z',
      phone: null,
      winline: null,
      fantasy_team: null,
      teamName: null,
      teamNameModerationStatus: null,
      role,
    },
    auth_key: { value: key, type: 'Bearer', expire_at: future },
  });

function setup(routes: Parameters<typeof fakeApi>[0], stored?: object) {
  const storage = memoryStorage(stored ? { [SESSION_STORAGE_KEY]: JSON.stringify(stored) } : {});
  const session = createSessionStore(storage);
  const api = fakeApi(routes);
  const http = createHttp({ fetch: api.fetch, token: () => session.read()?.authKey.value ?? null });
  return { auth: createAuthProvider({ http, session }), storage, session, sent: api.sent };
}

const adminRecord = {
  id: 1,
  login: 'boss',
  role: 'admin',
  authKey: { value: 'k1', type: 'Bearer', expire_at: future },
};
const userRecord = {
  id: 2,
  login: 'fan',
  role: 'user',
  authKey: { value: 'k2', type: 'Bearer', expire_at: future },
};

describe('auth provider: the site login, admins only', () => {
  it('signs an admin in with the site login call and keeps the key in the site session record', async () => {
    const { auth, storage, sent } = setup({ 'POST /v1/users/login/': signedIn('admin') });
    await auth.login({ username: 'boss', password: 'secret12345' });
    expect(sent[0]!.json).toEqual({ login: 'boss', password: 'secret12345' });
    const stored = JSON.parse(storage.getItem(SESSION_STORAGE_KEY)!);
    expect(stored).toMatchObject({
      id: 1,
      login: 'boss',
      role: 'admin',
      authKey: { value: 'new-key', expire_at: future },
    });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(await auth.getIdentity!()).toEqual({ id: 1, fullName: 'boss' });
  });

  it('refuses a user without the admin role in Russian, revokes the key it just got, keeps the site session', async () => {
    const { auth, storage, sent } = setup(
      { 'POST /v1/users/login/': signedIn('user', 'fan-key'), 'POST /v1/users/logout/': ok({}) },
      userRecord,
    );
    await expect(auth.login({ username: 'fan', password: 'x' })).rejects.toThrow(
      'Нет доступа к панели управления',
    );
    expect(sent[1]).toMatchObject({ method: 'POST', path: '/v1/users/logout/' });
    expect(sent[1]!.headers.Authorization).toBe('Bearer fan-key');
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY)!)).toEqual(userRecord);
  });

  it('shows the API message for wrong credentials', async () => {
    const { auth } = setup({ 'POST /v1/users/login/': fail(400, 'Неверный логин или пароль') });
    await expect(auth.login({ username: 'boss', password: 'bad' })).rejects.toThrow(
      'Неверный логин или пароль',
    );
  });

  it('lets in a staff member already signed in on the site, refuses a signed-in non-admin', async () => {
    await expect(setup({}, adminRecord).auth.checkAuth({})).resolves.toBeUndefined();
    await expect(setup({}, userRecord).auth.checkAuth({})).rejects.toEqual({
      message: 'Нет доступа к панели управления',
    });
    await expect(setup({}).auth.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('treats an expired key as signed out', async () => {
    const expired = {
      ...adminRecord,
      authKey: { ...adminRecord.authKey, expire_at: '2000-01-01T00:00:00.000Z' },
    };
    await expect(setup({}, expired).auth.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('logs an admin out: the key is revoked and the record removed', async () => {
    const { auth, storage, sent } = setup({ 'POST /v1/users/logout/': ok({}) }, adminRecord);
    await auth.logout({});
    expect(sent[0]).toMatchObject({ path: '/v1/users/logout/' });
    expect(sent[0]!.headers.Authorization).toBe('Bearer k1');
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('never signs a non-admin out of the site when the back office sends them to its login page', async () => {
    const { auth, storage, sent } = setup({}, userRecord);
    await auth.logout({});
    expect(sent).toHaveLength(0);
    expect(storage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('ends the session on a refused key (401) and leaves the back office on a 403', async () => {
    const a = setup({}, adminRecord);
    await expect(a.auth.checkError({ status: 401 })).rejects.toBeTruthy();
    expect(a.storage.getItem(SESSION_STORAGE_KEY)).toBeNull();

    const b = setup({}, adminRecord);
    await expect(b.auth.checkError({ status: 403 })).rejects.toEqual({
      message: 'Нет доступа к панели управления',
    });
    expect(b.session.read()).toMatchObject({ login: 'boss', role: 'user' });

    const c = setup({}, adminRecord);
    await expect(c.auth.checkError({ status: 422 })).resolves.toBeUndefined();
    expect(c.session.read()).toMatchObject({ role: 'admin' });
  });
});
