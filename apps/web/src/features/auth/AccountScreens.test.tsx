import type { SignedIn } from '@mliga/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionUser, setSessionUser } from '#api/session.ts';
import { closeAllModals } from '#ui/modal/modal-store.ts';
import { FAN_USER } from '../../test/api-responses.ts';
import { ACTIVE_LEAGUE, NO_PREDICTOR_LEAGUE, renderApp } from '../../test/render-app.tsx';

const fetchMock = vi.fn<typeof fetch>();
/** The first screen of a run loads its lazy chunks: slow on a busy machine. */
const LOADED = { timeout: 10_000 };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The contract's shape of a sign-in answer. */
const SIGNED_IN: SignedIn = {
  user: FAN_USER,
  auth_key: { value: 'key-12', type: 'Bearer', expire_at: '2099-01-01T00:00:00.000Z' },
};

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockRejectedValue(new TypeError('no network in tests'));
  vi.stubGlobal('fetch', fetchMock);
  setSessionUser(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  closeAllModals();
  setSessionUser(null);
});

async function fillAndSubmit(login: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Логин или email', {}, LOADED), { target: { value: login } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('login screen', { timeout: 20_000 }, () => {
  it('shows the server message in the error popup and keeps what was typed', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/game/predictor/users/login/', {
      activeLeague: ACTIVE_LEAGUE,
      predictorActiveLeague: NO_PREDICTOR_LEAGUE,
    });

    await fillAndSubmit('Fan_12', 'wrong-password1');

    // Busy while the call runs.
    const busy = await screen.findByRole('button', { name: 'Авторизуем...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v1/users/login/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ login: 'Fan_12', password: 'wrong-password1' });

    answer(
      json(400, {
        success: false,
        message: 'Неверный логин или пароль',
        errors: [{ message: 'Неверный логин или пароль' }],
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Ошибка' });
    expect(within(dialog).getByText('Неверный логин или пароль')).toBeTruthy();
    expect((screen.getByLabelText('Логин или email') as HTMLInputElement).value).toBe('Fan_12');
    expect((screen.getByLabelText('Пароль') as HTMLInputElement).value).toBe('wrong-password1');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeTruthy();
    expect(getSessionUser()).toBeNull();
  });

  it('shows the messages of the fields it names once, inline, and marks the fields', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        success: false,
        message: 'Поле «login» обязательно для заполнения',
        errors: [
          { field: 'login', message: 'Поле «login» обязательно для заполнения' },
          { field: 'password', message: 'Поле «password» обязательно для заполнения' },
        ],
      }),
    );
    renderApp('/game/fantasy/users/login/', { activeLeague: ACTIVE_LEAGUE });
    await fillAndSubmit('', '');

    const login = screen.getByLabelText('Логин или email');
    await waitFor(() => expect(login.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Пароль').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(login.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Поле «login» обязательно для заполнения',
    );
    // Issue 20 §2: an error is shown once — inline here, so no popup repeats it.
    expect(screen.getAllByText('Поле «login» обязательно для заполнения')).toHaveLength(1);
    expect(screen.getAllByText('Поле «password» обязательно для заполнения')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(login);

    // Typing again clears the mark of that field only.
    fireEvent.change(login, { target: { value: 'fan' } });
    expect(login.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Пароль').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the rate-limit message', async () => {
    fetchMock.mockResolvedValueOnce(
      json(429, {
        success: false,
        message: 'Слишком много попыток, попробуйте позже',
        errors: [{ message: 'Слишком много попыток, попробуйте позже' }],
      }),
    );
    renderApp('/game/predictor/users/login/', {
      activeLeague: ACTIVE_LEAGUE,
      predictorActiveLeague: NO_PREDICTOR_LEAGUE,
    });
    await fillAndSubmit('fan', 'secret123');
    const dialog = await screen.findByRole('dialog', { name: 'Ошибка' });
    expect(within(dialog).getByText('Слишком много попыток, попробуйте позже')).toBeTruthy();
  });

  it('stores the user with its key and follows an allowed returnUrl', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, message: '', data: SIGNED_IN }));
    const { router } = renderApp('/game/predictor/users/login/?returnUrl=%2Fgame%2Ffantasy%2F', {
      activeLeague: ACTIVE_LEAGUE,
      predictorActiveLeague: NO_PREDICTOR_LEAGUE,
    });
    await fillAndSubmit('fan12@example.com', 'secret123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/game/fantasy/'));
    const stored = JSON.parse(window.localStorage.getItem('user') ?? 'null');
    expect(stored).toMatchObject({
      id: 12,
      login: 'fan_12',
      authKey: { value: 'key-12', type: 'Bearer', expire_at: '2099-01-01T00:00:00.000Z' },
    });
    expect(stored.auth_key).toBeUndefined();
  });

  it('refuses a returnUrl to another site and goes to the profile', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/v1/users/login/'
        ? json(200, { success: true, message: '', data: SIGNED_IN })
        : json(200, { success: true, message: '', data: { user: SIGNED_IN.user } }),
    );
    const { router } = renderApp('/game/predictor/users/login/?returnUrl=https%3A%2F%2Fevil.example%2F', {
      activeLeague: ACTIVE_LEAGUE,
      predictorActiveLeague: NO_PREDICTOR_LEAGUE,
    });
    await fillAndSubmit('fan_12', 'secret123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/predictor/users/profile/'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Профиль' })).toBeTruthy();
  });

  it('carries the returnUrl on to the registration and recovery links', async () => {
    renderApp('/game/fantasy/users/login/?returnUrl=%2Fgame%2Ffantasy%2F', { activeLeague: ACTIVE_LEAGUE });
    const register = await screen.findByRole('link', { name: 'Регистрация' });
    expect(register.getAttribute('href')).toBe(
      '/game/fantasy/users/registration/?returnUrl=%2Fgame%2Ffantasy%2F',
    );
    expect(screen.getByRole('link', { name: 'Забыли пароль?' }).getAttribute('href')).toBe(
      '/game/fantasy/users/password-recovery/?returnUrl=%2Fgame%2Ffantasy%2F',
    );
  });

  it('sends a signed-in visitor on at once', async () => {
    setSessionUser({ ...SIGNED_IN.user, authKey: SIGNED_IN.auth_key });
    const { router } = renderApp('/game/fantasy/users/login/?returnUrl=%2Fgame%2Ffantasy%2F', {
      activeLeague: ACTIVE_LEAGUE,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/fantasy/'));
    expect(fetchMock).not.toHaveBeenCalledWith('/v1/users/login/', expect.anything());
  });
});

describe('registration screen', { timeout: 20_000 }, () => {
  it('asks for the consents before sending anything', async () => {
    renderApp('/game/predictor/users/registration/', {
      activeLeague: ACTIVE_LEAGUE,
      predictorActiveLeague: NO_PREDICTOR_LEAGUE,
    });
    fireEvent.change(await screen.findByLabelText('Логин', {}, LOADED), { target: { value: 'new_fan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    expect(await screen.findByText('Необходимо согласие на обработку персональных данных')).toBeTruthy();
    expect(screen.getByText('Необходимо согласие с правилами игр')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    const personal = screen.getByRole('checkbox', { name: /обработку персональных данных/ });
    expect(document.activeElement).toBe(personal);
    expect((screen.getByLabelText('Логин') as HTMLInputElement).value).toBe('new_fan');
  });

  it('shows each message once: a field’s beside it, any other in the popup', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        success: false,
        message: 'Некорректный email',
        errors: [
          { field: 'email', message: 'Некорректный email' },
          { field: 'referrer', message: 'Приглашение больше не действует' },
          { message: 'Регистрация с этого адреса ограничена' },
        ],
      }),
    );
    renderApp('/game/predictor/users/registration/', {
      activeLeague: ACTIVE_LEAGUE,
      predictorActiveLeague: NO_PREDICTOR_LEAGUE,
    });
    fireEvent.change(await screen.findByLabelText('Email', {}, LOADED), { target: { value: 'fan@' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /обработку персональных данных/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /правила игр/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ошибка' });
    expect(within(dialog).getByText('Приглашение больше не действует')).toBeTruthy();
    expect(within(dialog).getByText('Регистрация с этого адреса ограничена')).toBeTruthy();
    expect(within(dialog).queryByText('Некорректный email')).toBeNull();
    expect(screen.getAllByText('Некорректный email')).toHaveLength(1);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the consents as 1, signs in and asks for the notification settings once', async () => {
    const settings = {
      asked: false,
      settings: [
        { kind: 'results', email: true, site: true },
        { kind: 'team_name', email: null, site: true },
      ],
    };
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/v1/users/registration/')
        return json(200, { success: true, message: 'Регистрация прошла успешно', data: SIGNED_IN });
      if (url === '/v1/notifications/settings/')
        return json(200, { success: true, message: '', data: settings });
      if (url === '/v1/notifications/unread/')
        return json(200, { success: true, message: '', data: { unread: 0 } });
      return json(200, { success: true, message: '', data: { user: SIGNED_IN.user } });
    });
    const { router } = renderApp('/game/fantasy/users/registration/', { activeLeague: ACTIVE_LEAGUE });
    fireEvent.change(await screen.findByLabelText('Логин', {}, LOADED), { target: { value: 'fan_12' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'fan12@example.com' } });
    fireEvent.change(screen.getByLabelText('Телефон'), { target: { value: '8 900 123-45-67' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /обработку персональных данных/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /правила игр/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    // Issue 24: the onboarding ask first, carrying where registration was going.
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications/settings/'));
    expect(router.state.location.search).toBe('?onboarding=%2Fgame%2Ffantasy%2Fusers%2Fprofile%2F');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      login: 'fan_12',
      email: 'fan12@example.com',
      phone: '8 900 123-45-67',
      password: 'secret123',
      rules_accept: 1,
      personal_data_accept: 1,
    });
    expect(await screen.findByRole('dialog', { name: 'Успешно' })).toBeTruthy();
    closeAllModals();

    fireEvent.click(await screen.findByRole('button', { name: 'Пропустить' }, LOADED));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/fantasy/users/profile/'));
  });
});
