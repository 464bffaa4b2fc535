import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../text/errors.ts';
import { apiDelete, apiGet, apiPost, apiUrl } from './client.ts';
import { ApiError, NotFoundError } from './errors.ts';
import { errorModal } from './present-error.ts';
import { getSessionUser, readStoredUser, setSessionUser, type SessionUser } from './session.ts';

const fetchMock = vi.fn<typeof fetch>();

function reply(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const user = (expireAt: string | number): SessionUser => ({
  id: 7,
  login: 'fan',
  email: 'fan@example.com',
  phone: null,
  winline: null,
  fantasy_team: null,
  authKey: { value: 'secret-key', type: 'Bearer', expire_at: expireAt },
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSessionUser(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client: requests', () => {
  it('builds same-origin /v1 URLs with the query', () => {
    expect(apiUrl('/leagues/active/')).toBe('/v1/leagues/active/');
    expect(apiUrl('/v1/users/me/')).toBe('/v1/users/me/');
    expect(apiUrl('/champs/3/rating/', { p: 2, sort: '-place', name: '', selected: [1, 2] })).toBe(
      '/v1/champs/3/rating/?p=2&sort=-place&selected=1%2C2',
    );
  });

  it('answers data of the envelope, with JSON headers and no auth header when signed out', async () => {
    reply(200, { success: true, message: '', data: { league: null, stage: null, champ: null } });
    await expect(apiGet('/leagues/active/')).resolves.toEqual({ league: null, stage: null, champ: null });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v1/leagues/active/');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Accept).toBe('application/json');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBeUndefined();
    expect(init?.method).toBe('GET');
  });

  it('sends the bearer key when signed in, and cookies on POST and DELETE', async () => {
    setSessionUser(user(new Date(Date.now() + 86_400_000).toISOString()));
    reply(200, { success: true, message: 'Сохранено', data: { ok: 1 } });
    reply(200, { success: true, message: '', data: null });
    await expect(apiPost('/champs/create/', { name: 'Лига' })).resolves.toEqual({
      data: { ok: 1 },
      message: 'Сохранено',
    });
    await apiDelete('/champs/9/');
    const [, post] = fetchMock.mock.calls[0]!;
    expect((post?.headers as Record<string, string>).Authorization).toBe('Bearer secret-key');
    expect(post?.credentials).toBe('include');
    expect(post?.body).toBe(JSON.stringify({ name: 'Лига' }));
    const [, del] = fetchMock.mock.calls[1]!;
    expect(del?.method).toBe('DELETE');
    expect(del?.credentials).toBe('include');
  });
});

describe('api client: errors (spec 1 §8)', () => {
  it('maps a 401 to the sign-in message and signs the stale session out', async () => {
    setSessionUser(user(Date.now() / 1000 + 3600));
    reply(401, { success: false, message: 'Unauthorized', errors: [{ message: 'Unauthorized' }] });
    const error = await failure(apiGet('/users/me/'));
    expect(error.status).toBe(401);
    expect(error.lines).toEqual([ERRORS.unauthorized]);
    expect(getSessionUser()).toBeNull();
    const modal = errorModal(error);
    expect(modal.title).toBe('Ошибка');
    expect(modal.actions?.[0]?.to).toBe('/game/predictor/users/login/');
  });

  it('maps a network failure to status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(apiGet('/leagues/active/'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Произошла ошибка, попробуйте ещё раз');
  });

  it('maps an unreadable answer to status 0', async () => {
    reply(200, '<html>proxy error</html>');
    const error = await failure(apiGet('/leagues/active/'));
    expect(error.status).toBe(0);
    expect(error.lines).toEqual([ERRORS.network]);
  });

  it('maps a 404 on GET to NotFoundError', async () => {
    reply(404, { success: false, message: 'Не найдено', errors: [{ message: 'Не найдено' }] });
    const error = await failure(apiGet('/stages/999/my-squad/'));
    expect(error).toBeInstanceOf(NotFoundError);
  });

  it('keeps a 404 on POST as an ordinary error with its message', async () => {
    reply(404, { success: false, message: 'Лига не найдена', errors: [{ message: 'Лига не найдена' }] });
    const error = await failure(apiPost('/champs/5/leave/'));
    expect(error).not.toBeInstanceOf(NotFoundError);
    expect(error.lines).toEqual(['Лига не найдена']);
  });

  it('shows the first message of the errors list, split into lines', async () => {
    reply(400, {
      success: false,
      message: 'Логин уже занят',
      errors: [
        { message: 'Логин уже занят\nEmail уже используется', field: 'login' },
        { message: 'Телефон уже используется', field: 'phone' },
      ],
    });
    const error = await failure(apiPost('/users/registration/', {}));
    expect(error.status).toBe(400);
    expect(error.lines).toEqual(['Логин уже занят', 'Email уже используется']);
    expect(error.errors).toHaveLength(2);
    expect(errorModal(error)).toMatchObject({ title: 'Ошибка', lines: error.lines });
  });

  it('uses the envelope message when the errors list is empty, and a fallback when there is none', async () => {
    reply(422, { success: false, message: 'Превышен баланс состава', errors: [] });
    expect((await failure(apiPost('/stages/1/my-squad/'))).lines).toEqual(['Превышен баланс состава']);
    reply(500, '');
    expect((await failure(apiGet('/leagues/active/'))).lines).toEqual([ERRORS.network]);
  });
});

describe('session', () => {
  it('treats a record whose key expires at or before now as signed out, and removes it', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    window.localStorage.setItem('user', JSON.stringify(user('2026-05-01T12:00:00Z')));
    expect(readStoredUser(window.localStorage, now)).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();

    window.localStorage.setItem('user', JSON.stringify(user('2026-05-01T12:00:01Z')));
    expect(readStoredUser(window.localStorage, now)?.login).toBe('fan');
  });

  it('ignores a damaged record', () => {
    window.localStorage.setItem('user', '{not json');
    expect(readStoredUser(window.localStorage)).toBeNull();
  });

  it('stores and removes the record', () => {
    setSessionUser(user(Date.now() + 60_000));
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')?.login).toBe('fan');
    setSessionUser(null);
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
