import type { LeagueStagePredictions, MyPredictorLeagues, PredictorActiveLeague } from '@mliga/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '#api/session.ts';
import { ok, refused } from '../../../test/api-responses.ts';
import { openStage } from '../../../test/predictor-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const fetchMock = vi.fn<typeof fetch>();
const SLOW = { timeout: 10_000 };
const PATH = '/game/predictor/leagues/101/stage/5/';
const NOT_CLOSED = 'Прогнозы участников откроются, когда закончится приём прогнозов на тур';

const ACTIVE: PredictorActiveLeague = {
  league: { id: 5, name: 'Прогнозы МЛиги 2026' },
  stages: [4, 5, 6].map((id) => ({
    id,
    name: `Тур ${id}`,
    status: id < 6 ? 'past' : 'current',
    start_date: `${10 + id}.11.2026`,
    stop_date: `${11 + id}.11.2026`,
    user_points: null,
    league: { id: 5, name: 'Прогнозы МЛиги 2026' },
  })),
  closes_before_minutes: 60,
  ratings: { general: 3, partner: 4 },
};

const MINE: MyPredictorLeagues = {
  league: { id: 5, name: 'Прогнозы МЛиги 2026' },
  leagues: [
    {
      id: 101,
      name: 'Офис на Тверской',
      members_count: 3,
      place: 1,
      invite_hash: 'PrEdIcToRlEaGuE01',
      actions: ['delete'],
    },
  ],
  can_create: 4,
};

/** Tour 5 of the league: two matches (one not played yet) and a question; three members, the user second. */
const PREDICTIONS: LeagueStagePredictions = {
  league: { id: 101, name: 'Офис на Тверской' },
  stage: { id: 5, name: 'Тур 5' },
  events: [
    { id: 51, kind: 'match', title: 'Медиа Стрим — Северный Ветер', result: '2:1' },
    { id: 52, kind: 'match', title: 'Уральский Кит — Бетонные Львы', result: null },
    { id: 53, kind: 'question', title: 'Кто забьёт больше голов в туре?', result: 'Поровну' },
  ],
  members: [
    {
      login: 'anna',
      is_me: false,
      points: 13,
      predictions: [
        { event_id: 51, value: '2:1', x2: true, points: 10 },
        { event_id: 52, value: '0:0', x2: false, points: null },
        { event_id: 53, value: 'Поровну', x2: false, points: 3 },
      ],
    },
    {
      login: 'fan',
      is_me: true,
      points: 2,
      predictions: [
        { event_id: 51, value: '1:0', x2: false, points: 2 },
        { event_id: 53, value: 'Уральский Кит', x2: false, points: 0 },
      ],
    },
    { login: 'boris', is_me: false, points: null, predictions: [] },
  ],
};

function signIn() {
  setSessionUser({
    id: 3,
    login: 'fan',
    email: 'fan@example.test',
    phone: null,
    winline: null,
    fantasy_team: null,
    authKey: { value: 'key', type: 'Bearer', expire_at: new Date(Date.now() + 86_400_000).toISOString() },
  });
}

function serve(predictions: (url: string) => Response | null, mine: MyPredictorLeagues = MINE) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const answer = predictions(url);
    if (answer) return answer;
    if (url === '/v1/predictors/active-league/') return ok(ACTIVE);
    if (url === '/v1/predictors/5/stages/6/predictions/') return ok(openStage());
    if (url === '/v1/predictors/5/leagues/') return ok(mine);
    throw new TypeError(`unexpected GET ${url}`);
  });
}

const answer = (data: LeagueStagePredictions) => (url: string) =>
  url.startsWith('/v1/predictors/leagues/101/stages/') ? ok(data) : null;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  setSessionUser(null);
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('members’ predictions of a closed tour', () => {
  it('shows the league and the tour, members as rows, events with their results as columns', async () => {
    signIn();
    serve(answer(PREDICTIONS));
    renderApp(PATH);
    const table = await screen.findByRole('table', {}, SLOW);
    expect(screen.getByRole('heading', { level: 2, name: 'Офис на Тверской' })).toBeTruthy();
    expect(screen.getByText('Прогнозы участников · Тур 5')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/v1/predictors/leagues/101/stages/5/predictions/',
    );

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Участник',
      'Очки за тур',
      'Медиа Стрим — Северный ВетерИтог: 2:1',
      'Уральский Кит — Бетонные ЛьвыИтога ещё нет',
      'Кто забьёт больше голов в туре?Ответ: Поровну',
    ]);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['anna', 'fanВы', 'boris']);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[0]!)).toEqual(['13', '2:1×2Очки удвоены (X2)10 очков', '0:0', 'Поровну3 очка']);
    expect(cells(rows[1]!)).toEqual(['2', '1:02 очка', '—Прогноза нет', 'Уральский Кит0 очков']);
    expect(cells(rows[2]!)).toEqual(['—', '—Прогноза нет', '—Прогноза нет', '—Прогноза нет']);
    // The signed-in user's row is marked.
    expect(rows.map((r) => r.hasAttribute('data-me'))).toEqual([false, true, false]);
  });

  it('switches among the closed tours and links the league’s rating', async () => {
    signIn();
    serve(answer(PREDICTIONS));
    const { router } = renderApp(PATH);
    const select = (await screen.findByRole('combobox', { name: 'Тур' }, SLOW)) as HTMLSelectElement;
    // Tour 6 is being played and still open: not among the tours to switch to.
    expect([...select.options].map((o) => o.text)).toEqual(['Тур 4', 'Тур 5']);
    expect(select.value).toBe('5');
    expect(screen.getByRole('link', { name: 'Рейтинг лиги' }).getAttribute('href')).toBe(
      '/game/predictor/5/rating/101/',
    );
    fireEvent.change(select, { target: { value: '4' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/predictor/leagues/101/stage/4/'));
  });

  it('reads event by event on a phone', async () => {
    signIn();
    serve(answer(PREDICTIONS));
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes('max-width: 767.98px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    renderApp(PATH);
    const block = await screen.findByRole('region', { name: 'Медиа Стрим — Северный Ветер' }, SLOW);
    expect(within(block).getByText('Итог: 2:1')).toBeTruthy();
    const rows = within(within(block).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'anna2:1×2Очки удвоены (X2)10 очков',
      'fanВы1:02 очка',
      'boris—Прогноза нет',
    ]);
    const totals = screen.getByRole('region', { name: 'Очки за тур' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['anna13', 'fanВы2', 'boris—']);
  });

  it('shows the server’s word while the tour is still open, with the way to the tour', async () => {
    signIn();
    serve((url) => (url.startsWith('/v1/predictors/leagues/') ? refused(403, NOT_CLOSED) : null));
    renderApp('/game/predictor/leagues/101/stage/6/');
    expect(await screen.findByRole('heading', { name: NOT_CLOSED }, SLOW)).toBeTruthy();
    expect(screen.getByText('Пока приём открыт, каждый видит только свои прогнозы.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'К прогнозам на тур' }).getAttribute('href')).toBe(
      '/game/predictor/5/stage/6/',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Офис на Тверской' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a stranger the league is for its members', async () => {
    signIn();
    serve(
      (url) =>
        url.startsWith('/v1/predictors/leagues/')
          ? refused(403, 'Прогнозы участников лиги видят только её участники')
          : null,
      { ...MINE, leagues: [] },
    );
    renderApp(PATH);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Прогнозы участников лиги видят только её участники' },
        SLOW,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/попросите у её участника ссылку-приглашение/)).toBeTruthy();
  });

  it('shows the 404 page for a league that does not exist', async () => {
    signIn();
    serve((url) => (url.startsWith('/v1/predictors/leagues/') ? refused(404, 'Не найдено') : null));
    renderApp(PATH);
    expect(await screen.findByText('Данная страница не существует', {}, SLOW)).toBeTruthy();
  });

  it('asks a visitor to sign in', async () => {
    serve(() => null);
    renderApp(PATH, { predictorActiveLeague: ACTIVE });
    expect(await screen.findByRole('heading', { name: 'Ваши лиги появятся здесь' }, SLOW)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/leagues/'))).toBe(false);
  });
});

describe('a private league’s rating', () => {
  // Untyped on purpose: only the fields this page reads (the rating's row grows with other issues).
  const RATING = {
    rating: [
      {
        user: { login: 'anna', winline: false },
        points: { by_stages: [{ id: 5, name: 'Тур 5', value: 13 }], total: 13 },
        place: 1,
      },
    ],
    auth_user_rating: null,
    pagination: { pageSize: 20, pageNumber: 1, pageCount: 1, total: 1 },
  };

  it('is headed by the league’s name', async () => {
    signIn();
    serve((url) => (url.startsWith('/v1/predictors/5/rating/101/') ? ok(RATING) : null));
    renderApp('/game/predictor/5/rating/101/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Офис на Тверской' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Разделы игры «Прогнозы»' });
    expect(within(tabs).getByRole('link', { name: 'Лиги' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the server’s refusal to somebody outside the league', async () => {
    signIn();
    serve(
      (url) =>
        url.startsWith('/v1/predictors/5/rating/101/')
          ? refused(403, 'Рейтинг лиги видят только её участники')
          : null,
      { ...MINE, leagues: [] },
    );
    renderApp('/game/predictor/5/rating/101/');
    expect(
      await screen.findByRole('heading', { name: 'Рейтинг лиги видят только её участники' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Рейтинг лиги' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Мои лиги' }).getAttribute('href')).toBe(
      '/game/predictor/leagues/',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
