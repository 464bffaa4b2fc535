import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '#api/session.ts';
import { closeAllModals } from '#ui/modal/modal-store.ts';
import { FAN_USER } from '../../test/api-responses.ts';
import { ACTIVE_LEAGUE, renderApp } from '../../test/render-app.tsx';

const fetchMock = vi.fn<typeof fetch>();
/** The first screen of a run loads its lazy chunks: slow on a busy machine. */
const LOADED = { timeout: 10_000 };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** GET /v1/users/me/ answers the user; POST answers `saved`. */
function answerProfile(saved: () => Response) {
  fetchMock.mockImplementation(async (input, init) =>
    String(input) === '/v1/users/me/' && init?.method === 'POST'
      ? saved()
      : json(200, { success: true, message: '', data: { user: FAN_USER } }),
  );
}

const profileRequests = () =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === '/v1/users/me/' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, string>);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSessionUser({
    ...FAN_USER,
    authKey: { value: 'key-12', type: 'Bearer', expire_at: '2099-01-01T00:00:00.000Z' },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  closeAllModals();
  setSessionUser(null);
});

describe('profile screen', { timeout: 20_000 }, () => {
  it('asks for the current password beside a changed email and sends it', async () => {
    answerProfile(() =>
      json(200, {
        success: true,
        message: 'Данные профиля сохранены',
        data: { user: { ...FAN_USER, email: 'new@example.com' } },
      }),
    );
    renderApp('/game/fantasy/users/profile/', { activeLeague: ACTIVE_LEAGUE });
    const data = await screen.findByRole('group', { name: 'Данные аккаунта' }, LOADED);
    const passwordGroup = screen.getByRole('group', { name: 'Смена пароля' });
    expect(within(data).queryByLabelText('Текущий пароль')).toBeNull();
    expect(within(passwordGroup).getByLabelText('Текущий пароль')).toBeTruthy();

    fireEvent.change(within(data).getByLabelText('Email'), { target: { value: 'new@example.com' } });
    const current = within(data).getByLabelText('Текущий пароль');
    expect(within(passwordGroup).queryByLabelText('Текущий пароль')).toBeNull();
    expect(
      within(data).getByText('Нужен для смены email. На прежний адрес придёт уведомление.'),
    ).toBeTruthy();
    fireEvent.change(current, { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Изменить' }));

    await waitFor(() => expect(profileRequests()).toHaveLength(1));
    expect(profileRequests()[0]).toEqual({
      login: 'fan_12',
      email: 'new@example.com',
      old_password: 'secret123',
      new_password: '',
    });
    expect(await screen.findByRole('dialog', { name: 'Успешно' })).toBeTruthy();
  });

  it('marks the current password with the answer’s message and keeps what was typed', async () => {
    answerProfile(() =>
      json(400, {
        success: false,
        message: 'Введите текущий пароль, чтобы сменить email',
        errors: [{ field: 'old_password', message: 'Введите текущий пароль, чтобы сменить email' }],
      }),
    );
    renderApp('/game/predictor/users/profile/', { activeLeague: ACTIVE_LEAGUE });
    const data = await screen.findByRole('group', { name: 'Данные аккаунта' }, LOADED);
    fireEvent.change(within(data).getByLabelText('Email'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Изменить' }));

    const current = within(data).getByLabelText('Текущий пароль');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    // Issue 20 §2: shown once, beside the field, with no popup repeating it.
    expect(screen.getAllByText('Введите текущий пароль, чтобы сменить email')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(current);
    expect(document.getElementById(current.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Введите текущий пароль, чтобы сменить email',
    );
    expect((within(data).getByLabelText('Email') as HTMLInputElement).value).toBe('new@example.com');
  });

  it('keeps the current password with the password change while the email stays', async () => {
    answerProfile(() => json(200, { success: true, message: 'Пароль изменён', data: { user: FAN_USER } }));
    renderApp('/game/fantasy/users/profile/', { activeLeague: ACTIVE_LEAGUE });
    const passwordGroup = await screen.findByRole('group', { name: 'Смена пароля' }, LOADED);
    // The same address typed in capitals is no change.
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'FAN12@example.com' } });
    expect(within(passwordGroup).getByText('Нужен для смены пароля или email')).toBeTruthy();
    fireEvent.change(within(passwordGroup).getByLabelText('Текущий пароль'), {
      target: { value: 'secret123' },
    });
    fireEvent.change(within(passwordGroup).getByLabelText('Новый пароль'), {
      target: { value: 'newsecret1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Изменить' }));
    await waitFor(() => expect(profileRequests()).toHaveLength(1));
    expect(profileRequests()[0]).toMatchObject({ old_password: 'secret123', new_password: 'newsecret1' });
  });

  it('calls the login field «Логин», as the registration does (issue 20 §2)', async () => {
    answerProfile(() => json(200, { success: true, message: '', data: { user: FAN_USER } }));
    renderApp('/game/predictor/users/profile/', { activeLeague: ACTIVE_LEAGUE });
    const data = await screen.findByRole('group', { name: 'Данные аккаунта' }, LOADED);
    expect((within(data).getByLabelText('Логин') as HTMLInputElement).value).toBe('fan_12');
    expect(within(data).queryByLabelText('Никнейм')).toBeNull();
  });

  it('leads to the notification settings and the notification centre (issue 24)', async () => {
    answerProfile(() => json(200, { success: true, message: '', data: { user: FAN_USER } }));
    renderApp('/game/fantasy/users/profile/', { activeLeague: ACTIVE_LEAGUE });
    const card = await screen.findByRole('region', { name: 'Уведомления' }, LOADED);
    expect(within(card).getByRole('link', { name: 'Настройки уведомлений' }).getAttribute('href')).toBe(
      '/notifications/settings/',
    );
    expect(within(card).getByRole('link', { name: 'Все уведомления' }).getAttribute('href')).toBe(
      '/notifications/',
    );
  });
});

describe('the fantasy team on the profile (issue 20 §1.5)', { timeout: 20_000 }, () => {
  const REPLACED = 'Название содержит недопустимые слова, команде присвоено название по умолчанию';
  const withTeam = (teamName: string, status: number) => ({
    ...FAN_USER,
    fantasy_team: { name: teamName, moderation_status: status },
    teamName,
    teamNameModerationStatus: status,
  });

  function serve(me: () => unknown, rename: (name: string) => Response) {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/v1/users/me/' && (init?.method ?? 'GET') === 'GET')
        return json(200, { success: true, message: '', data: { user: me() } });
      if (url === '/v1/fantasy/team-name/' && init?.method === 'POST')
        return rename((JSON.parse(String(init.body)) as { name: string }).name);
      throw new TypeError(`unexpected ${url}`);
    });
  }

  it('shows a rejected name with its state and takes a new one', async () => {
    let current = withTeam('Команда №5', 2);
    serve(
      () => current,
      (name) => {
        const forbidden = name.includes('Дурак');
        current = forbidden ? withTeam('Команда №5', 2) : withTeam(name, 0);
        const message = forbidden ? REPLACED : 'Название команды отправлено на модерацию';
        return json(200, { success: true, message, data: { user: current } });
      },
    );
    renderApp('/game/fantasy/users/profile/', { activeLeague: ACTIVE_LEAGUE });
    // The stored copy has no team yet: the card follows the fresh user.
    await screen.findByText('отклонено — придумайте новое', {}, LOADED);
    const team = screen.getByRole('region', { name: 'Ваша команда' });
    expect(within(team).getByText('Команда №5')).toBeTruthy();

    // Another forbidden word: the API's message says why the name is still the default one.
    const input = within(team).getByRole('textbox', { name: 'Новое название команды' });
    fireEvent.change(input, { target: { value: 'Дурак' } });
    fireEvent.click(within(team).getByRole('button', { name: 'Сменить название' }));
    expect(await within(team).findByText(REPLACED)).toBeTruthy();
    expect(within(team).getByText('отклонено — придумайте новое')).toBeTruthy();

    fireEvent.change(within(team).getByRole('textbox', { name: 'Новое название команды' }), {
      target: { value: 'Ракета' },
    });
    fireEvent.click(within(team).getByRole('button', { name: 'Сменить название' }));
    expect(await within(team).findByText('на модерации')).toBeTruthy();
    expect(within(team).getByText('Ракета')).toBeTruthy();
    expect(within(team).queryByRole('textbox')).toBeNull();
  });

  it('offers a link to the game while there is no team', async () => {
    answerProfile(() => json(200, { success: true, message: '', data: { user: FAN_USER } }));
    renderApp('/game/predictor/users/profile/', { activeLeague: ACTIVE_LEAGUE });
    const team = await screen.findByRole('region', { name: 'Ваша команда' }, LOADED);
    expect(within(team).getByText('Команда в «Фэнтези» ещё не создана.')).toBeTruthy();
    expect(within(team).getByRole('link', { name: 'Создать команду' }).getAttribute('href')).toBe(
      '/game/fantasy/',
    );
  });

  it('shows an approved name without a form', async () => {
    serve(
      () => withTeam('Огненные Утки', 1),
      () => json(500, {}),
    );
    renderApp('/game/predictor/users/profile/', { activeLeague: ACTIVE_LEAGUE });
    await screen.findByText('одобрено', {}, LOADED);
    const team = screen.getByRole('region', { name: 'Ваша команда' });
    expect(within(team).getByText('Огненные Утки')).toBeTruthy();
    expect(within(team).queryByRole('textbox')).toBeNull();
  });
});
