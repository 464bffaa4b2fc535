// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminEmailDeliveries, AdminEmailDelivery, AdminReminderOffsets } from '@mliga/contract';
import { createDataProvider } from '../api/data-provider.ts';
import { createHttp } from '../api/http.ts';
import { fail, fakeApi, ok, type Sent } from '../test/fake-api.ts';
import EmailDeliveriesPage from './EmailDeliveriesPage.tsx';
import ReminderOffsetsPage from './ReminderOffsetsPage.tsx';

function setup(page: 'reminders' | 'letters', routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const dataProvider = createDataProvider(createHttp({ fetch: api.fetch, token: () => 'key-123' }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AdminContext dataProvider={dataProvider} queryClient={queryClient}>
      {page === 'reminders' ? <ReminderOffsetsPage /> : <EmailDeliveriesPage />}
      <Notification />
    </AdminContext>,
  );
  return api;
}

/** react-admin logs every refused call in development: expected here. */
const quietRefusals = () => vi.spyOn(console, 'error').mockImplementation(() => {});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const OFFSETS: AdminReminderOffsets[] = [
  { game: 'predictor', offsets_minutes: [1440, 120], is_default: true },
  { game: 'fantasy', offsets_minutes: [2880, 90, 30], is_default: false },
];

const chips = (region: HTMLElement, game: string) =>
  within(within(region).getByRole('list', { name: `${game}: время напоминаний` }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('«Время напоминаний»', () => {
  it('shows both games’ times in hours and minutes, and which are the default', async () => {
    setup('reminders', { 'GET /v1/admin/notifications/reminder-offsets/': ok(OFFSETS) });
    const predictor = await screen.findByRole('region', { name: 'Прогнозы' });
    expect(chips(predictor, 'Прогнозы')).toEqual(['за 24 ч', 'за 2 ч']);
    expect(within(predictor).getByText('по умолчанию')).toBeTruthy();
    expect(within(predictor).getByText('за 24 ч, за 2 ч до закрытия тура')).toBeTruthy();
    const fantasy = screen.getByRole('region', { name: 'Фэнтези' });
    expect(chips(fantasy, 'Фэнтези')).toEqual(['за 48 ч', 'за 1 ч 30 мин', 'за 30 мин']);
    expect(within(fantasy).getByText('своё время')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Время напоминаний', selected: true })).toBeTruthy();
  });

  it('edits a game’s rows: adds and removes a row, checks them, sends the minutes and shows the new times', async () => {
    let stored = OFFSETS;
    const api = setup('reminders', {
      'GET /v1/admin/notifications/reminder-offsets/': () => ok(stored),
      'PUT /v1/admin/notifications/reminder-offsets/predictor/': (request: Sent) => {
        const body = request.json as { offsets_minutes: number[] };
        stored = [
          { game: 'predictor', offsets_minutes: body.offsets_minutes, is_default: false },
          OFFSETS[1]!,
        ];
        return ok(stored[0], 'Время напоминаний сохранено');
      },
    });
    const predictor = await screen.findByRole('region', { name: 'Прогнозы' });
    fireEvent.click(within(predictor).getByRole('button', { name: 'Изменить время напоминаний: Прогнозы' }));
    const form = within(predictor).getByRole('form', { name: 'Изменить время напоминаний: Прогнозы' });
    expect(within(form).getByRole('textbox', { name: 'Напоминание 1: Часы' })).toHaveProperty('value', '24');
    expect(within(form).getByRole('textbox', { name: 'Напоминание 2: Часы' })).toHaveProperty('value', '2');

    // A third row, first left empty, then a time already there, then a time out of range.
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить время' }));
    const hours3 = within(form).getByRole('textbox', { name: 'Напоминание 3: Часы' });
    const minutes3 = within(form).getByRole('textbox', { name: 'Напоминание 3: Минуты' });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText(/Не раньше чем за неделю/)).toBeTruthy();
    fireEvent.change(hours3, { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Время «за 2 ч» уже указано')).toBeTruthy();
    fireEvent.change(hours3, { target: { value: '0' } });
    fireEvent.change(minutes3, { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText(/Не раньше чем за неделю/)).toBeTruthy();
    expect(api.sent.some((r) => r.method === 'PUT')).toBe(false);

    // Four rows at most: the button stops there.
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить время' }));
    expect(within(form).getByRole('button', { name: 'Добавить время' })).toHaveProperty('disabled', true);
    fireEvent.click(within(form).getByRole('button', { name: 'Убрать напоминание 4' }));
    // The 24 h row goes; 30 minutes stays.
    fireEvent.click(within(form).getByRole('button', { name: 'Убрать напоминание 1' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Напоминание 2: Минуты' }), {
      target: { value: '30' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Время напоминаний сохранено')).toBeTruthy();
    const put = api.sent.find((r) => r.method === 'PUT')!;
    expect(put.json).toEqual({ offsets_minutes: [120, 30] });
    expect(put.headers.Authorization).toBe('Bearer key-123');
    await waitFor(() => expect(chips(predictor, 'Прогнозы')).toEqual(['за 2 ч', 'за 30 мин']));
    expect(within(predictor).getByText('своё время')).toBeTruthy();
  });

  it('shows the API’s refusal on its row and keeps the form', async () => {
    quietRefusals();
    setup('reminders', {
      'GET /v1/admin/notifications/reminder-offsets/': ok(OFFSETS),
      'PUT /v1/admin/notifications/reminder-offsets/fantasy/': fail(422, '10 минут не подходит', [
        { field: 'offsets_minutes.1', message: 'Время «90 минут» указано дважды' },
      ]),
    });
    const fantasy = await screen.findByRole('region', { name: 'Фэнтези' });
    fireEvent.click(within(fantasy).getByRole('button', { name: 'Изменить время напоминаний: Фэнтези' }));
    fireEvent.click(within(fantasy).getByRole('button', { name: 'Сохранить' }));
    expect(await within(fantasy).findByText('Время «90 минут» указано дважды')).toBeTruthy();
    expect(within(fantasy).getByRole('form')).toBeTruthy();
    fireEvent.click(within(fantasy).getByRole('button', { name: 'Отмена' }));
    expect(within(fantasy).queryByRole('form')).toBeNull();
    expect(chips(fantasy, 'Фэнтези')).toEqual(['за 48 ч', 'за 1 ч 30 мин', 'за 30 мин']);
  });
});

const letter = (id: number, extra: Partial<AdminEmailDelivery> = {}): AdminEmailDelivery => ({
  id,
  user_id: 7,
  login: `fan${id}`,
  email: `fan${id}@demo.mliga.local`,
  kind: 'predictor_reminder',
  kind_name: 'Напоминание о прогнозах',
  created_at: '2026-05-01T09:00:00.000Z',
  attempts: 5,
  last_error: '550 mailbox unavailable',
  failed_at: '2026-05-01T10:25:00.000Z',
  sent_at: null,
  next_attempt_at: '2026-05-01T11:29:00.000Z',
  ...extra,
});

const page = (state: AdminEmailDeliveries['state'], items: AdminEmailDelivery[], total = items.length) =>
  ok({ state, page: 1, page_size: 50, total, total_capped: false, items } satisfies AdminEmailDeliveries);

describe('«Неотправленные письма»', () => {
  it('lists the failed letters with «Повторить»; a retried letter leaves the list', async () => {
    let failed = [
      letter(1),
      letter(2, { kind: 'fantasy_reminder', kind_name: 'Напоминание о составе в фэнтези' }),
    ];
    const api = setup('letters', {
      'GET /v1/admin/notifications/email-deliveries/': (request: Sent) =>
        request.query.get('state') === 'failed' ? page('failed', failed) : page('waiting', []),
      'POST /v1/admin/notifications/email-deliveries/2/retry/': () => {
        failed = failed.filter((l) => l.id !== 2);
        return ok(
          letter(2, { attempts: 0, failed_at: null, last_error: null }),
          'Письмо поставлено в очередь',
        );
      },
    });
    const table = await screen.findByRole('table', { name: 'Письма: Неотправленные' });
    expect(screen.getByText('Писем: 2')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('fan1fan1@demo.mliga.local');
    expect(rows[0]!.textContent).toContain('Напоминание о прогнозах');
    expect(rows[0]!.textContent).toContain('01.05.2026 12:00');
    expect(rows[0]!.textContent).toContain('550 mailbox unavailable');
    expect(rows[0]!.textContent).toContain('Отправка прекращена: 01.05.2026 13:25');
    expect(api.sent[0]!.query.get('state')).toBe('failed');
    expect(api.sent[0]!.query.get('page')).toBe('1');

    fireEvent.click(
      screen.getByRole('button', { name: 'Повторить: Напоминание о составе в фэнтези для fan2' }),
    );
    expect(await screen.findByText('Письмо поставлено в очередь')).toBeTruthy();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('Писем: 1')).toBeTruthy();
    expect(api.sent.find((r) => r.method === 'POST')!.headers.Authorization).toBe('Bearer key-123');
  });

  it('says «Все письма отправлены» when nothing failed, and filters by state', async () => {
    const api = setup('letters', {
      'GET /v1/admin/notifications/email-deliveries/': (request: Sent) =>
        request.query.get('state') === 'sent'
          ? page('sent', [
              letter(9, { attempts: 1, failed_at: null, last_error: null, sent_at: '2026-05-01T09:01:00Z' }),
            ])
          : page('failed', []),
    });
    expect(await screen.findByText('Все письма отправлены')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Отправленные' }));
    const table = await screen.findByRole('table', { name: 'Письма: Отправленные' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('01.05.2026 12:01');
    expect(within(table).queryByRole('button', { name: /Повторить/ })).toBeNull();
    expect(api.sent.at(-1)!.query.get('state')).toBe('sent');
  });

  it('tells a refused retry with the API’s message', async () => {
    quietRefusals();
    setup('letters', {
      'GET /v1/admin/notifications/email-deliveries/': page('failed', [letter(3)]),
      'POST /v1/admin/notifications/email-deliveries/3/retry/': fail(
        422,
        'Письмо не в списке неотправленных',
      ),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Повторить: Напоминание о прогнозах для fan3' }),
    );
    expect(await screen.findByText('Письмо не в списке неотправленных')).toBeTruthy();
  });

  it('pages through more than 50 letters', async () => {
    const api = setup('letters', {
      'GET /v1/admin/notifications/email-deliveries/': (request: Sent) =>
        ok({
          state: 'failed',
          page: Number(request.query.get('page')),
          page_size: 50,
          total: 120,
          total_capped: false,
          items: [letter(Number(request.query.get('page')) * 100)],
        } satisfies AdminEmailDeliveries),
    });
    expect(await screen.findByText('Писем: 120')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Страницы писем' });
    fireEvent.click(within(pager).getByRole('button', { name: /3/ }));
    expect(await screen.findByText('fan300')).toBeTruthy();
    expect(api.sent.at(-1)!.query.get('page')).toBe('3');
  });
});
