// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminParticipation } from '@mliga/contract';
import { createDataProvider } from '../api/data-provider.ts';
import { createHttp } from '../api/http.ts';
import { fail, fakeApi, file, ok } from '../test/fake-api.ts';
import ReportsPage from './ReportsPage.tsx';

const participation: AdminParticipation = {
  predictor: {
    league: { id: 1, name: 'Прогнозы: Сезон 2026' },
    stages: [
      { id: 11, name: 'Тур 1', status: 'past', participants: 12345 },
      { id: 12, name: 'Тур 2', status: 'current', participants: 987 },
      { id: 13, name: 'Тур 3', status: 'future', participants: 0 },
    ],
    ratings: [
      { id: 5, name: 'Общий рейтинг', type: 'general', members_count: 1234567 },
      { id: 6, name: 'Рейтинг партнёра', type: 'partner', members_count: 40 },
    ],
  },
  fantasy: {
    league: { id: 2, name: 'Фэнтези: Сезон 2026' },
    stages: [{ id: 21, name: 'Тур 1', status: 'current', participants: 2500 }],
    ratings: [{ id: 7, name: 'Фэнтези: общий рейтинг', type: 'general', members_count: 2600 }],
  },
};

const CSV = '\uFEFFМесто;Логин;Очки\r\n1;ivan;12\r\n';
/** ru-RU puts a no-break space between the thousands. */
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

function setup(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const dataProvider = createDataProvider(createHttp({ fetch: api.fetch, token: () => 'key-123' }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AdminContext dataProvider={dataProvider} queryClient={queryClient}>
      <ReportsPage />
      <Notification />
    </AdminContext>,
  );
  return api;
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    )
    .filter((cells) => cells.length > 0);

/** react-admin logs every refused call in development: expected here. */
const quietRefusals = () => vi.spyOn(console, 'error').mockImplementation(() => {});

let saved: Array<{ blob: Blob; name: string; href: string }>;

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  // jsdom has neither object URLs nor downloads: the URL is recorded and the link's click is caught.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blobs.get(this.href)!, name: this.download, href: this.href });
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('«Участие и рейтинги»', () => {
  it("shows both games' leagues, tours with their participants and ratings", async () => {
    const api = setup({ 'GET /v1/admin/reports/participation/': ok(participation) });
    const predictor = await screen.findByRole('region', { name: 'Прогнозы' });
    expect(within(predictor).getByText('Прогнозы: Сезон 2026')).toBeTruthy();
    expect(rows(within(predictor).getByRole('table', { name: 'Прогнозы: Туры' }))).toEqual([
      ['Тур 1', 'завершён', nbsp('12 345')],
      ['Тур 2', 'текущий', '987'],
      ['Тур 3', 'будущий', '0'],
    ]);
    expect(rows(within(predictor).getByRole('table', { name: 'Прогнозы: Рейтинги сезона' }))).toEqual([
      ['Общий рейтинг№ 5', nbsp('1 234 567'), 'Скачать CSV'],
      ['Рейтинг партнёра№ 6', '40', 'Скачать CSV'],
    ]);

    const fantasy = screen.getByRole('region', { name: 'Фэнтези' });
    expect(within(fantasy).getByText('Фэнтези: Сезон 2026')).toBeTruthy();
    expect(rows(within(fantasy).getByRole('table', { name: 'Фэнтези: Туры' }))).toEqual([
      ['Тур 1', 'текущий', nbsp('2 500')],
    ]);
    expect(rows(within(fantasy).getByRole('table', { name: 'Фэнтези: Рейтинги сезона' }))).toEqual([
      ['Фэнтези: общий рейтинг№ 7', nbsp('2 600'), 'Скачать CSV'],
    ]);
    expect(screen.getByRole('region', { name: 'Другой рейтинг' })).toBeTruthy();
    expect(api.sent[0]!.headers.Authorization).toBe('Bearer key-123');
  });

  it('tells a game without an active league', async () => {
    setup({ 'GET /v1/admin/reports/participation/': ok({ ...participation, fantasy: null }) });
    const fantasy = await screen.findByRole('region', { name: 'Фэнтези' });
    expect(within(fantasy).getByText('Нет активной лиги')).toBeTruthy();
    expect(within(fantasy).queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Прогнозы' })).getAllByRole('table')).toHaveLength(2);
  });

  it("shows the API's message when the page cannot be read", async () => {
    quietRefusals();
    setup({ 'GET /v1/admin/reports/participation/': fail(500, 'Ошибка сервера') });
    expect(await screen.findByText('Ошибка сервера')).toBeTruthy();
  });

  it("downloads a rating with the admin's key and saves it under the server's name", async () => {
    const api = setup({
      'GET /v1/admin/reports/participation/': ok(participation),
      'GET /v1/admin/ratings/6/export/': file(CSV, 'text/csv; charset=utf-8', 'rating-6.csv'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Скачать CSV: Рейтинг партнёра' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const request = api.sent.find((r) => r.path === '/v1/admin/ratings/6/export/')!;
    expect(request.method).toBe('GET');
    expect(request.headers.Authorization).toBe('Bearer key-123');
    expect(saved[0]!.name).toBe('rating-6.csv');
    expect(saved[0]!.href).toMatch(/^blob:/);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(CSV);
    // The temporary link is gone.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('downloads any other rating by its number, named rating-{id}.csv when the server gives no name', async () => {
    const api = setup({
      'GET /v1/admin/reports/participation/': ok(participation),
      'GET /v1/admin/ratings/42/export/': file(CSV, 'text/csv; charset=utf-8'),
    });
    const other = await screen.findByRole('region', { name: 'Другой рейтинг' });
    const field = within(other).getByRole('textbox', { name: 'Номер рейтинга' });

    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.click(within(other).getByRole('button', { name: 'Скачать CSV' }));
    expect(await within(other).findByText(/Укажите номер рейтинга/)).toBeTruthy();
    expect(api.sent.some((r) => r.path.includes('/ratings/'))).toBe(false);

    fireEvent.change(field, { target: { value: ' 42 ' } });
    fireEvent.click(within(other).getByRole('button', { name: 'Скачать CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('rating-42.csv');
    expect(api.sent.at(-1)!.headers.Authorization).toBe('Bearer key-123');
  });

  it("tells an unknown rating with the API's message and saves nothing", async () => {
    quietRefusals();
    setup({
      'GET /v1/admin/reports/participation/': ok(participation),
      'GET /v1/admin/ratings/999/export/': fail(404, 'Рейтинг не найден'),
    });
    const other = await screen.findByRole('region', { name: 'Другой рейтинг' });
    fireEvent.change(within(other).getByRole('textbox', { name: 'Номер рейтинга' }), {
      target: { value: '999' },
    });
    fireEvent.click(within(other).getByRole('button', { name: 'Скачать CSV' }));
    expect(await screen.findByText('Рейтинг не найден')).toBeTruthy();
    expect(saved).toHaveLength(0);
    // The buttons are free again.
    expect(within(other).getByRole('button', { name: 'Скачать CSV' })).toHaveProperty('disabled', false);
  });
});
