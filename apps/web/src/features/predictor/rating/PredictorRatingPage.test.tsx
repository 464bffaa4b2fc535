import type { PredictorRating, PredictorRatingRow } from '@mliga/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '#api/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const fetchMock = vi.fn<typeof fetch>();

function row(
  place: number,
  login: string,
  points: [number | null, number | null],
  winline = false,
  movement: number | null = null,
): PredictorRatingRow {
  const played = points.filter((p) => p !== null);
  const total = played.reduce((sum, p) => sum + p, 0);
  return {
    user: { login, winline },
    points: {
      by_stages: [
        { id: 1, name: 'Тур 1', value: points[0] },
        { id: 2, name: 'Тур 2', value: points[1] },
      ],
      total,
    },
    place,
    movement,
    // As the API answers it: the total over the stages played, one decimal.
    per_stage: played.length === 0 ? null : Math.round((total / played.length) * 10) / 10,
    tour_wins: 0,
    tour_winner: false,
  };
}

function rating(rows: PredictorRatingRow[], own: PredictorRatingRow | null, total: number): PredictorRating {
  return {
    rating: rows,
    auth_user_rating: own,
    pagination: { pageSize: 20, pageNumber: 1, pageCount: Math.ceil(total / 20), total },
    months: [],
  };
}

function serve(answer: PredictorRating) {
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify({ success: true, message: '', data: answer }), { status: 200 }),
  );
}

const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  setSessionUser(null);
  vi.unstubAllGlobals();
});

describe('rating page', () => {
  it("shows 'В данный момент нет результатов рейтинговой таблицы' for an empty rating", async () => {
    serve(rating([], null, 0));
    renderApp('/game/predictor/5/rating/3/');
    expect(
      await screen.findByRole('heading', { name: 'В данный момент нет результатов рейтинговой таблицы' }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).toBeNull();
  });

  it('pins the own row when it is not on the page, sorts by a tour column and goes back to page 1', async () => {
    setSessionUser({
      id: 9,
      login: 'me',
      email: 'me@example.com',
      phone: null,
      winline: null,
      fantasy_team: null,
      authKey: { value: 'k', type: 'Bearer', expire_at: new Date(Date.now() + 86_400_000).toISOString() },
    });
    const rows = Array.from({ length: 20 }, (_, i) => row(21 + i, `fan${i}`, [i, 3], i % 2 === 0));
    serve({
      ...rating(rows, row(77, 'me', [1, null]), 120),
      pagination: { pageSize: 20, pageNumber: 2, pageCount: 6, total: 120 },
    });
    const { router } = renderApp('/game/predictor/5/rating/3/?p=2');
    const table = await screen.findByRole('table');
    expect(requested()[0]).toBe('/v1/predictors/5/rating/3/?p=2&sort=-place');
    expect(within(table).getByText('Ваше место')).toBeTruthy();
    expect(within(table).getByText('Вы')).toBeTruthy();
    expect(within(table).getAllByText('Аккаунт партнёра привязан')).toHaveLength(10);

    // 6 pages: all of them, the current one marked.
    const pages = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(pages).getAllByRole('link', { name: /^Страница/ })).toHaveLength(6);
    expect(within(pages).getByRole('link', { name: 'Страница 2' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(table).getByRole('button', { name: 'Тур 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-2'));
    await waitFor(() => expect(requested()).toContain('/v1/predictors/5/rating/3/?p=1&sort=-2'));
    fireEvent.click(within(table).getByRole('button', { name: 'Тур 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=2'));
    expect(within(table).getByRole('columnheader', { name: 'Тур 2' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('while a tour is played, shows each user’s provisional points and live place after the login', async () => {
    const live = (r: PredictorRatingRow, stagePoints: number, place: number): PredictorRatingRow => ({
      ...r,
      live: {
        stage_points: stagePoints,
        points: r.points.total + stagePoints,
        place,
        movement: r.place - place,
      },
    });
    serve({
      ...rating([live(row(1, 'leader', [10, 9]), 0, 2), live(row(2, 'chaser', [9, 9]), 6, 1)], null, 2),
      live_stage: { id: 3, name: 'Тур 3' },
    });
    renderApp('/game/predictor/5/rating/3/');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1, 3)).toEqual(['Участник', 'Тур 3live']);
    expect(screen.getByText(/Идёт Тур 3: в столбце «live»/)).toBeTruthy();
    const chaser = within(table).getByRole('row', { name: /chaser/ });
    expect(within(chaser).getByText('6')).toBeTruthy();
    expect(within(chaser).getByLabelText('1 место, выше на 1')).toBeTruthy();
    const leader = within(table).getByRole('row', { name: /leader/ });
    expect(within(leader).getByLabelText('2 место, ниже на 1')).toBeTruthy();
  });

  it('shows beside each place the places gained or lost, named for screen readers, and the points per tour played', async () => {
    serve(
      rating(
        [
          row(1, 'riser', [10, 9], false, 3),
          row(2, 'faller', [9, 8], false, -2),
          row(3, 'steady', [8, 7], false, 0),
          row(4, 'climber', [6, 5], false, 1),
          row(5, 'sinker', [5, null], false, -5),
          row(6, 'newcomer', [null, 4]),
          row(7, 'idle', [null, null]),
        ],
        null,
        7,
      ),
    );
    renderApp('/game/predictor/5/rating/3/');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Место№▲', 'Изменение места', 'Участник', 'Тур 1↕', 'Тур 2↕', 'За тур', 'Очки']);
    const cells = (login: string) => within(within(table).getByRole('row', { name: new RegExp(login) }));
    expect(cells('riser').getByRole('img', { name: 'Поднялся на 3 места' }).textContent).toBe('▲3');
    expect(cells('faller').getByRole('img', { name: 'Опустился на 2 места' }).textContent).toBe('▼2');
    expect(cells('steady').getByRole('img', { name: 'Место не изменилось' }).textContent).toBe('=');
    expect(cells('climber').getByRole('img', { name: 'Поднялся на 1 место' })).toBeTruthy();
    expect(cells('sinker').getByRole('img', { name: 'Опустился на 5 мест' })).toBeTruthy();
    // Not rated before the latest tour: no arrow at all.
    expect(cells('newcomer').queryByRole('img')).toBeNull();
    const pace = (login: string) =>
      within(table)
        .getByRole('row', { name: new RegExp(login) })
        .querySelectorAll('th, td')[headers.indexOf('За тур')]?.textContent;
    expect(pace('riser')).toBe('9,5');
    expect(pace('sinker')).toBe('5,0');
    expect(pace('newcomer')).toBe('4,0');
    expect(pace('idle')).toBe('–');
  });

  it('leaves the movement column out while nobody has a previous place', async () => {
    serve(rating([row(1, 'first', [10, null]), row(2, 'second', [4, null])], null, 2));
    renderApp('/game/predictor/5/rating/3/');
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Изменение места' })).toBeNull();
    expect(within(table).queryByRole('img')).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'За тур' })).toBeTruthy();
  });
});
