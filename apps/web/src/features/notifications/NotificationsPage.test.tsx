import type { NotificationItem, NotificationsPage } from '@mliga/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/api-responses.ts';
import { recordedFetch, signInFan } from '../../test/recorded-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

/** Issue 24 §2: the notification centre — newest first, 20 a page, unread marked, mark as read. */

const net = recordedFetch();
const SLOW = { timeout: 10_000 };
const HOUR = 3_600_000;
/** Id 40 was made at 12:30 UTC on 27.11.2026 (15:30 in Moscow); each lower id an hour earlier. */
const NEWEST = Date.UTC(2026, 10, 27, 12, 30);

const item = (id: number, patch: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  kind: 'predictor_reminder',
  title: `Тур ${id}: не хватает прогнозов`,
  body: `Без прогноза 2 матча тура ${id}.`,
  link: `/game/predictor/5/stage/${id}/`,
  created_at: new Date(NEWEST - (40 - id) * HOUR).toISOString(),
  read: false,
  ...patch,
});

/** The first page: ids 40 down to 21; 40 to 26 read, 25 to 21 unread; 39 without a link. */
const FIRST: NotificationsPage = {
  items: Array.from({ length: 20 }, (_, i) => 40 - i).map((id) =>
    item(id, { read: id > 25, ...(id === 39 ? { link: null, kind: 'league_join' } : {}) }),
  ),
  next_before: 21,
  unread: 7,
};
/** The last page: two more unread ones. */
const LAST: NotificationsPage = {
  items: [
    item(4, { kind: 'results', title: 'Итоги тура 4', body: 'Вы набрали 12 очков и поднялись на 3 места.' }),
    item(3, { kind: 'team_name', title: 'Название одобрено', link: null }),
  ],
  next_before: null,
  unread: 7,
};
const EMPTY: NotificationsPage = { items: [], next_before: null, unread: 0 };

function serve(pages: Record<string, NotificationsPage>, unread = 7) {
  net.answer((call) => {
    const page = pages[call.url];
    if (call.method === 'GET' && page) return ok(page);
    if (call.url === '/v1/notifications/unread/') return ok({ unread });
    if (call.url === '/v1/notifications/read/' && call.method === 'POST') {
      const ids = (call.body as { ids?: number[] }).ids;
      return ok({ unread: ids ? unread - ids.length : 0 }, ids ? '' : 'Все уведомления прочитаны');
    }
    // The pages a notification's link leads to are not this test's business.
    throw new TypeError(`no network in tests: ${call.method} ${call.url}`);
  });
}

const posts = () => net.calls.filter((c) => c.method === 'POST');
const listOf = () => screen.findByRole('list', { name: 'Уведомления, новые первыми' }, SLOW);
const rowOf = (list: HTMLElement, title: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((row) => within(row).queryByRole('heading', { name: new RegExp(title) }))!;

describe('the notification centre', { timeout: 20_000 }, () => {
  it('lists the newest first with title, body, Moscow date and time, link and the unread mark', async () => {
    signInFan();
    serve({ '/v1/notifications/': FIRST });
    renderApp('/notifications/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Уведомления' }, SLOW)).toBeTruthy();
    const list = await listOf();
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    expect(within(rows[0]!).getByRole('heading', { level: 2 }).textContent).toBe(
      'Тур 40: не хватает прогнозов',
    );
    expect(within(rows[19]!).getByRole('heading', { level: 2 }).textContent).toBe(
      'НовоеТур 21: не хватает прогнозов',
    );

    const newest = rows[0]!;
    expect(newest.hasAttribute('data-unread')).toBe(false);
    expect(within(newest).getByText('Без прогноза 2 матча тура 40.')).toBeTruthy();
    const time = newest.querySelector('time')!;
    expect(time.textContent).toBe('27.11.2026 15:30');
    expect(time.getAttribute('dateTime')).toBe('2026-11-27T12:30:00.000Z');
    expect(
      within(newest).getByRole('link', { name: 'Тур 40: не хватает прогнозов' }).getAttribute('href'),
    ).toBe('/game/predictor/5/stage/40/');

    // Without a link: the title alone.
    expect(within(rowOf(list, 'Тур 39:')).queryByRole('link')).toBeNull();

    // Unread: marked, and «Новое» said in words.
    const unread = rowOf(list, 'Тур 25:');
    expect(unread.hasAttribute('data-unread')).toBe(true);
    expect(within(unread).getByText('Новое')).toBeTruthy();
    expect(screen.getByText('У вас 7 непрочитанных уведомлений')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Настройки уведомлений' }).getAttribute('href')).toBe(
      '/notifications/settings/',
    );
    expect(posts()).toEqual([]);
  });

  it('loads the next 20 with «Показать ещё» from the last page’s next_before, until there are no more', async () => {
    signInFan();
    serve({ '/v1/notifications/': FIRST, '/v1/notifications/?before=21': LAST });
    renderApp('/notifications/');
    const list = await listOf();
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(22));
    expect(net.calls.filter((c) => c.url.startsWith('/v1/notifications/?')).map((c) => c.url)).toEqual([
      '/v1/notifications/?before=21',
    ]);
    expect(
      within(rowOf(list, 'Итоги тура 4')).getByText('Вы набрали 12 очков и поднялись на 3 места.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('marks every one read with «Прочитать все» and says so', async () => {
    signInFan();
    serve({ '/v1/notifications/': FIRST });
    renderApp('/notifications/');
    const list = await listOf();
    fireEvent.click(screen.getByRole('button', { name: 'Прочитать все' }));
    await waitFor(() => expect(screen.getByText('Новых уведомлений нет')).toBeTruthy());
    expect(posts()).toEqual([
      { method: 'POST', url: '/v1/notifications/read/', body: {}, auth: 'Bearer key' },
    ]);
    expect(within(list).queryByText('Новое')).toBeNull();
    expect(list.querySelectorAll('[data-unread]')).toHaveLength(0);
    expect(await screen.findByText('Все уведомления прочитаны', {}, SLOW)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Прочитать все' }) as HTMLButtonElement).disabled).toBe(true);
    // The bell follows the answer.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Уведомления/ }).getAttribute('aria-label')).toBe(
        'Уведомления',
      ),
    );
  });

  it('marks one read when its link is opened, and goes there', async () => {
    signInFan();
    serve({ '/v1/notifications/': FIRST });
    const { router } = renderApp('/notifications/');
    const list = await listOf();
    fireEvent.click(
      within(rowOf(list, 'Тур 25:')).getByRole('link', { name: 'Тур 25: не хватает прогнозов' }),
    );
    await waitFor(() =>
      expect(posts()).toEqual([
        { method: 'POST', url: '/v1/notifications/read/', body: { ids: [25] }, auth: 'Bearer key' },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/predictor/5/stage/25/'));
  });

  it('opens a read one without marking anything', async () => {
    signInFan();
    serve({ '/v1/notifications/': FIRST });
    const { router } = renderApp('/notifications/');
    const list = await listOf();
    fireEvent.click(within(list).getByRole('link', { name: 'Тур 40: не хватает прогнозов' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/predictor/5/stage/40/'));
    expect(posts()).toEqual([]);
  });

  it('says there are none yet, and how to choose what comes', async () => {
    signInFan();
    serve({ '/v1/notifications/': EMPTY }, 0);
    renderApp('/notifications/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Уведомлений пока нет' }, SLOW)).toBeTruthy();
    expect(screen.getByText(/Здесь появятся напоминания перед закрытием тура/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Настройки уведомлений' }).getAttribute('href')).toBe(
      '/notifications/settings/',
    );
    expect(screen.queryByRole('button', { name: 'Прочитать все' })).toBeNull();
  });

  it('offers a visitor to sign in and come back, without asking the server', async () => {
    serve({ '/v1/notifications/': FIRST });
    renderApp('/notifications/');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Уведомления видны после входа' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe(
      '/game/predictor/users/login/?returnUrl=%2Fnotifications%2F',
    );
    expect(screen.getByRole('link', { name: 'Регистрация' }).getAttribute('href')).toBe(
      '/game/predictor/users/registration/?returnUrl=%2Fnotifications%2F',
    );
    expect(net.calls.filter((c) => c.url.startsWith('/v1/notifications'))).toEqual([]);
  });

  it('shows the failure with a retry', async () => {
    signInFan();
    net.answer((call) =>
      call.url === '/v1/notifications/'
        ? new Response(JSON.stringify({ success: false, message: 'Сервер недоступен' }), { status: 503 })
        : ok({ unread: 0 }),
    );
    renderApp('/notifications/');
    expect(await screen.findByRole('heading', { name: 'Не удалось загрузить данные.' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
