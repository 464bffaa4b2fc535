import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '../../api/session.ts';
import { closeAllModals } from '../../ui/modal/modal-store.ts';
import { FAN_USER } from '../../test/api-responses.ts';
import { ACTIVE_LEAGUE, renderApp } from '../../test/render-app.tsx';

const fetchMock = vi.fn<typeof fetch>();

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

describe('profile screen', () => {
  it('asks for the current password beside a changed email and sends it', async () => {
    answerProfile(() =>
      json(200, {
        success: true,
        message: 'Данные профиля сохранены',
        data: { user: { ...FAN_USER, email: 'new@example.com' } },
      }),
    );
    renderApp('/game/fantasy/users/profile/', { activeLeague: ACTIVE_LEAGUE });
    const data = await screen.findByRole('group', { name: 'Данные аккаунта' });
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
    const data = await screen.findByRole('group', { name: 'Данные аккаунта' });
    fireEvent.change(within(data).getByLabelText('Email'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Изменить' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ошибка' });
    expect(within(dialog).getByText('Введите текущий пароль, чтобы сменить email')).toBeTruthy();
    const current = within(data).getByLabelText('Текущий пароль');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(current.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Введите текущий пароль, чтобы сменить email',
    );
    expect((within(data).getByLabelText('Email') as HTMLInputElement).value).toBe('new@example.com');
  });

  it('keeps the current password with the password change while the email stays', async () => {
    answerProfile(() => json(200, { success: true, message: 'Пароль изменён', data: { user: FAN_USER } }));
    renderApp('/game/fantasy/users/profile/', { activeLeague: ACTIVE_LEAGUE });
    const passwordGroup = await screen.findByRole('group', { name: 'Смена пароля' });
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
});
