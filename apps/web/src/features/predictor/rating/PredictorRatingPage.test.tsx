import type { PredictorRating, PredictorRatingRow, TourWinnersRoll } from '@mliga/contract';
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

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', data }), { status: 200 });

/** The rating's answer (by its URL when a function) and the roll of its tour winners (none by default). */
function serve(
  answer: PredictorRating | ((url: URL) => PredictorRating),
  roll: TourWinnersRoll = { tours: [] },
) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/winners/')) return ok(roll);
    return ok(typeof answer === 'function' ? answer(url) : answer);
  });
}

const tour = (n: number, points: number, winners: string[]) => ({
  stage: { id: n, name: `Тур ${n}` },
  points,
  winners,
});

/** The page's own calls (the header's bell asks for its count beside them, issue 24). */
const requested = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url !== '/v1/notifications/unread/');

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

  describe('tour winners (issue 23 §3)', () => {
    it('marks the latest tour’s winner and counts each user’s tour wins beside the login', async () => {
      serve(
        rating(
          [
            { ...row(1, 'ivan', [10, 12]), tour_wins: 2, tour_winner: true },
            { ...row(2, 'petr', [11, 9]), tour_wins: 1 },
            { ...row(3, 'olga', [9, 8]), tour_wins: 5 },
            row(4, 'nobody', [1, 1]),
          ],
          null,
          4,
        ),
      );
      renderApp('/game/predictor/5/rating/3/');
      const table = await screen.findByRole('table');
      const user = (login: string) =>
        within(within(table).getByRole('rowheader', { name: new RegExp(login) }));
      expect(user('ivan').getByRole('img', { name: 'Победитель последнего тура' })).toBeTruthy();
      expect(user('ivan').getByRole('img', { name: '2 победы в турах' }).textContent).toBe('2');
      expect(user('petr').getByRole('img', { name: '1 победа в туре' })).toBeTruthy();
      expect(user('petr').queryByRole('img', { name: 'Победитель последнего тура' })).toBeNull();
      expect(user('olga').getByRole('img', { name: '5 побед в турах' })).toBeTruthy();
      expect(user('nobody').queryByRole('img')).toBeNull();
      // No column of its own: the marks sit beside the login.
      expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    });

    it('lists the winners of the latest 5 tours below the table, all of them on request', async () => {
      setSessionUser({
        id: 9,
        login: 'petr',
        email: 'me@example.com',
        phone: null,
        winline: null,
        fantasy_team: null,
        authKey: { value: 'k', type: 'Bearer', expire_at: new Date(Date.now() + 86_400_000).toISOString() },
      });
      const tours = [7, 6, 5, 4, 3, 2, 1].map((n) => tour(n, 20 + n, n === 7 ? ['ivan', 'petr'] : ['olga']));
      serve(rating([row(1, 'ivan', [10, 12])], null, 1), { tours });
      renderApp('/game/predictor/5/rating/3/');
      const roll = await screen.findByRole('region', { name: 'Победители туров' });
      const items = async () => within(roll).findAllByRole('listitem');
      expect((await items()).map((li) => li.textContent)).toEqual([
        'Тур 7 — 27 очков — ivan, petr',
        'Тур 6 — 26 очков — olga',
        'Тур 5 — 25 очков — olga',
        'Тур 4 — 24 очка — olga',
        'Тур 3 — 23 очка — olga',
      ]);
      // The reader's own login stands out.
      const [latest] = await items();
      expect(within(latest!).getByText('petr').tagName).toBe('STRONG');
      expect(requested()).toContain('/v1/predictors/5/rating/3/winners/');
      const more = within(roll).getByRole('button', { name: 'Показать все (7 туров)' });
      expect(more.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(more);
      expect(await items()).toHaveLength(7);
      expect((await items()).at(-1)?.textContent).toBe('Тур 1 — 21 очко — olga');
      fireEvent.click(within(roll).getByRole('button', { name: 'Свернуть' }));
      expect(await items()).toHaveLength(5);
    });

    it('says when the winners will appear before any tour is scored', async () => {
      serve(rating([row(1, 'ivan', [null, null])], null, 1));
      renderApp('/game/predictor/5/rating/3/');
      const roll = await screen.findByRole('region', { name: 'Победители туров' });
      expect(
        await within(roll).findByText('Победители появятся после первого рассчитанного тура'),
      ).toBeTruthy();
      expect(within(roll).queryByRole('list')).toBeNull();
    });
  });

  it('shows a month’s table (issue 23 §3): the month in the URL and the request, page 1, by place only', async () => {
    const months = [
      { id: '2026-04', name: 'Апрель 2026' },
      { id: '2026-05', name: 'Май 2026' },
    ];
    serve((url) => {
      const month = months.find((m) => m.id === url.searchParams.get('month'));
      const rows = [row(1, 'ivan', [10, 12]), row(2, 'petr', [11, 9])];
      return { ...rating(rows, null, 60), months, ...(month ? { month } : {}) };
    });
    const { router } = renderApp('/game/predictor/5/rating/3/?p=2&sort=-2');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: 'Тур 2' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Месяц' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Весь сезон', 'Апрель 2026', 'Май 2026']);

    fireEvent.change(select, { target: { value: '2026-05' } });
    // Page 1, and the tour sort dropped: a month's table sorts by place alone.
    await waitFor(() => expect(router.state.location.search).toBe('?month=2026-05'));
    await waitFor(() =>
      expect(requested()).toContain('/v1/predictors/5/rating/3/?p=1&sort=-place&month=2026-05'),
    );
    expect(await screen.findByRole('heading', { name: 'Таблица месяца: Май 2026' })).toBeTruthy();
    const monthTable = screen.getByRole('table', { name: /Таблица месяца: Май 2026/ });
    expect(
      within(monthTable)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Место№▲']);
    expect(within(monthTable).queryByRole('button', { name: 'Тур 2' })).toBeNull();
    // The pages keep the month.
    expect(
      within(screen.getByRole('navigation', { name: 'Страницы' }))
        .getByRole('link', { name: 'Страница 2' })
        .getAttribute('href'),
    ).toBe('/game/predictor/5/rating/3/?p=2&month=2026-05');

    fireEvent.click(within(monthTable).getByRole('button', { name: 'Место' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=place&month=2026-05'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Месяц' }), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=place'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Таблица месяца/ })).toBeNull());
  });

  it('reads a tour sort in a month’s link as the place sort, never asking the API for what it refuses', async () => {
    serve({ ...rating([row(1, 'ivan', [10, 12])], null, 1), months: [{ id: '2026-05', name: 'Май 2026' }] });
    renderApp('/game/predictor/5/rating/3/?month=2026-05&sort=-2');
    await screen.findByRole('table');
    expect(requested()[0]).toBe('/v1/predictors/5/rating/3/?p=1&sort=-place&month=2026-05');
  });
});
