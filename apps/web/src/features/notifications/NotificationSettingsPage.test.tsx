import type { NotificationSettings, SaveNotificationSettingsBody } from '@mliga/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/api-responses.ts';
import { recordedFetch, signInFan } from '../../test/recorded-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

/** Issue 24 §2: the settings per kind — email and/or site — and the onboarding ask after registration. */

const net = recordedFetch();
const SLOW = { timeout: 10_000 };

/** The API's defaults for a new user: everything on; the site-only kinds have `email: null`. */
const DEFAULTS: NotificationSettings = {
  asked: false,
  settings: [
    { kind: 'predictor_reminder', email: true, site: true },
    { kind: 'fantasy_reminder', email: true, site: true },
    { kind: 'results', email: true, site: true },
    { kind: 'league_join', email: null, site: true },
    { kind: 'h2h_result', email: null, site: true },
    { kind: 'points_correction', email: null, site: true },
    { kind: 'team_name', email: null, site: true },
  ],
};

function serve(settings: NotificationSettings = DEFAULTS) {
  net.answer((call) => {
    if (call.url === '/v1/notifications/settings/' && call.method === 'GET') return ok(settings);
    if (call.url === '/v1/notifications/settings/' && call.method === 'PUT') {
      const body = call.body as SaveNotificationSettingsBody;
      return ok(
        {
          asked: true,
          settings: settings.settings.map((s) => ({ ...s, ...body.settings.find((b) => b.kind === s.kind) })),
        },
        'Настройки уведомлений сохранены',
      );
    }
    if (call.url === '/v1/notifications/unread/') return ok({ unread: 0 });
    // Where the onboarding goes on to is not this test's business.
    throw new TypeError(`no network in tests: ${call.method} ${call.url}`);
  });
}

const saved = () => net.calls.filter((c) => c.method === 'PUT').map((c) => c.body);
const rowOf = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

describe('notification settings', { timeout: 20_000 }, () => {
  it('has a row per kind in Russian, with no email switch for the kinds that never come by email', async () => {
    signInFan();
    serve();
    renderApp('/notifications/settings/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Настройки уведомлений' }, SLOW),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Виды уведомлений' }, SLOW);
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'Напоминания о прогнозах',
      'Напоминания о составе в фэнтези',
      'Итоги туров',
      'Новые участники ваших лиг',
      'Результаты H2H матчей',
      'Исправления очков ваших игроков',
      'Модерация названия команды',
    ]);
    expect(within(list).getAllByRole('switch')).toHaveLength(3 + 7);

    const reminders = rowOf('Напоминания о прогнозах');
    expect(within(reminders).getByRole('switch', { name: 'Напоминания о прогнозах — почта' })).toBeTruthy();
    expect(
      within(reminders).getByRole('switch', { name: 'Напоминания о прогнозах — на сайте' }),
    ).toBeTruthy();

    const league = rowOf('Новые участники ваших лиг');
    expect(within(league).getAllByRole('switch')).toHaveLength(1);
    expect(within(league).getByRole('switch', { name: 'Новые участники ваших лиг — на сайте' })).toBeTruthy();
    expect(within(league).getByText('Только на сайте')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Все уведомления' }).getAttribute('href')).toBe(
      '/notifications/',
    );
    expect(screen.queryByRole('button', { name: 'Пропустить' })).toBeNull();
  });

  it('saves every kind with what was switched, and shows the API’s message', async () => {
    signInFan();
    serve();
    renderApp('/notifications/settings/');
    const email = await screen.findByRole('switch', { name: 'Итоги туров — почта' }, SLOW);
    fireEvent.click(email);
    fireEvent.click(screen.getByRole('switch', { name: 'Модерация названия команды — на сайте' }));
    expect((email as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toEqual({
      settings: [
        { kind: 'predictor_reminder', email: true, site: true },
        { kind: 'fantasy_reminder', email: true, site: true },
        { kind: 'results', email: false, site: true },
        // The kinds that never come by email go without it.
        { kind: 'league_join', site: true },
        { kind: 'h2h_result', site: true },
        { kind: 'points_correction', site: true },
        { kind: 'team_name', site: false },
      ],
    });
    expect(await screen.findByText('Настройки уведомлений сохранены', {}, SLOW)).toBeTruthy();
    // The answer is what the page shows now.
    expect((screen.getByRole('switch', { name: 'Итоги туров — почта' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('shows the stored choices', async () => {
    signInFan();
    serve({
      asked: true,
      settings: DEFAULTS.settings.map((s) =>
        s.kind === 'fantasy_reminder' ? { ...s, email: false, site: false } : s,
      ),
    });
    renderApp('/notifications/settings/');
    const off = await screen.findByRole('switch', { name: 'Напоминания о составе в фэнтези — почта' }, SLOW);
    expect((off as HTMLInputElement).checked).toBe(false);
    expect(
      (screen.getByRole('switch', { name: 'Напоминания о составе в фэнтези — на сайте' }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    expect((screen.getByRole('switch', { name: 'Итоги туров — почта' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('asks a visitor to sign in and come back', async () => {
    serve();
    renderApp('/notifications/settings/');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Настройки доступны после входа' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe(
      '/game/predictor/users/login/?returnUrl=%2Fnotifications%2Fsettings%2F',
    );
    expect(net.calls.filter((c) => c.url.startsWith('/v1/notifications'))).toEqual([]);
  });
});

describe('the onboarding ask after registration', { timeout: 20_000 }, () => {
  const ONBOARDING = '/notifications/settings/?onboarding=%2Fgame%2Ffantasy%2F';

  it('asks how to tell about the tours, explains the reminders, and goes on after saving', async () => {
    signInFan();
    serve();
    const { router } = renderApp(ONBOARDING);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Как вам сообщать о турах?' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByText(/мы напомним, чего не хватает/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('switch', { name: 'Напоминания о прогнозах — почта' }, SLOW));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/fantasy/'));
    expect((saved()[0] as SaveNotificationSettingsBody).settings[0]).toEqual({
      kind: 'predictor_reminder',
      email: false,
      site: true,
    });
  });

  it('saves the defaults when skipped, so it is not asked again, and goes on', async () => {
    signInFan();
    serve();
    const { router } = renderApp(ONBOARDING);
    // What was switched before skipping is not saved: skipping keeps the defaults.
    fireEvent.click(await screen.findByRole('switch', { name: 'Итоги туров — почта' }, SLOW));
    fireEvent.click(screen.getByRole('button', { name: 'Пропустить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/fantasy/'));
    expect(saved()).toEqual([
      {
        settings: DEFAULTS.settings.map(({ kind, email, site }) =>
          email === null ? { kind, site } : { kind, email, site },
        ),
      },
    ]);
  });

  it('goes on only to our own pages', async () => {
    signInFan();
    serve();
    const { router } = renderApp('/notifications/settings/?onboarding=https%3A%2F%2Fevil.example%2F');
    fireEvent.click(await screen.findByRole('button', { name: 'Пропустить' }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/predictor/users/profile/'));
  });
});
