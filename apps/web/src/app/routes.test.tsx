import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_LEAGUE, NO_LEAGUE, NO_PREDICTOR_LEAGUE, renderApp } from '../test/render-app.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  // Nothing here should reach the network unless a test says so.
  fetchMock.mockRejectedValue(new TypeError('no network in tests'));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** React reports every error a boundary catches; the expected ones would only add noise. */
const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('routes', () => {
  it('shows the 404 page inside the shell for an unknown route', async () => {
    renderApp('/nonexistent-page/', { activeLeague: ACTIVE_LEAGUE });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Данная страница не существует' }),
    ).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Вернуться на главную' });
    expect(back.getAttribute('href')).toBe('/');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('shows the 404 page when an API GET answers 404', async () => {
    quietErrors();
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ success: false, message: 'Не найдено', errors: [{ message: 'Не найдено' }] }),
        {
          status: 404,
        },
      ),
    );
    renderApp('/game/fantasy/');
    expect(await screen.findByRole('heading', { name: 'Данная страница не существует' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/v1/leagues/active/', expect.objectContaining({ method: 'GET' }));
  });

  it('shows the 404 page for a malformed id in the path', async () => {
    quietErrors();
    renderApp('/game/fantasy/abc/my-team/stages/1/', { activeLeague: ACTIVE_LEAGUE });
    expect(await screen.findByRole('heading', { name: 'Данная страница не существует' })).toBeTruthy();
  });

  it("shows 'Сезон скоро начнется' on both entry pages without a league", async () => {
    renderApp('/game/predictor/', { predictorActiveLeague: NO_PREDICTOR_LEAGUE });
    expect(await screen.findByRole('heading', { name: 'Сезон скоро начнется' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Прогнозы' })).toBeTruthy();
  });

  it("shows 'Сезон скоро начнется' on the fantasy entry without an active stage", async () => {
    renderApp('/game/fantasy/', { activeLeague: NO_LEAGUE });
    expect(await screen.findByRole('heading', { name: 'Сезон скоро начнется' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Фэнтези' })).toBeTruthy();
  });

  it('sends the fantasy entry on to the squad builder of the active stage', async () => {
    const { router } = renderApp('/game/fantasy/', { activeLeague: ACTIVE_LEAGUE });
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/fantasy/1/my-team/stages/42/'));
  });

  it('redirects the fantasy rating to the active league rating', async () => {
    const { router } = renderApp('/game/fantasy/rating/', { activeLeague: ACTIVE_LEAGUE });
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/fantasy/1/rating/3/'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Рейтинг' })).toBeTruthy();
  });

  it('shows the login tab to a visitor and marks the current tab', async () => {
    renderApp('/game/predictor/5/rating/4/', { activeLeague: ACTIVE_LEAGUE });
    const tabs = await screen.findByRole('navigation', { name: 'Разделы игры «Прогнозы»' });
    expect(within(tabs).getByRole('link', { name: 'Вход' }).getAttribute('href')).toBe(
      '/game/predictor/users/login/',
    );
    expect(within(tabs).getByRole('link', { name: 'Рейтинг партнёра' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Рейтинг партнёра' })).toBeTruthy();
  });

  it("leads the rating tabs to the active league's own ratings, and leaves out a partner rating it has not", async () => {
    const league = { league: { id: 1, name: 'Прогнозы 2027' }, stages: [], closes_before_minutes: 60 };
    const tabsOf = async () => screen.findByRole('navigation', { name: 'Разделы игры «Прогнозы»' });

    const first = renderApp('/game/predictor/rules/', {
      predictorActiveLeague: { ...league, ratings: { general: 1, partner: 2 } },
    });
    let tabs = await tabsOf();
    expect(within(tabs).getByRole('link', { name: 'Рейтинг' }).getAttribute('href')).toBe(
      '/game/predictor/1/rating/1/',
    );
    expect(within(tabs).getByRole('link', { name: 'Рейтинг партнёра' }).getAttribute('href')).toBe(
      '/game/predictor/1/rating/2/',
    );
    first.unmount();

    renderApp('/game/predictor/rules/', {
      predictorActiveLeague: { ...league, ratings: { general: 1, partner: null } },
    });
    tabs = await tabsOf();
    expect(within(tabs).getByRole('link', { name: 'Рейтинг' }).getAttribute('href')).toBe(
      '/game/predictor/1/rating/1/',
    );
    expect(within(tabs).queryByRole('link', { name: 'Рейтинг партнёра' })).toBeNull();
  });

  it("titles the active league's partner rating by its own id", async () => {
    renderApp('/game/predictor/1/rating/2/', {
      predictorActiveLeague: {
        league: { id: 1, name: 'Прогнозы 2027' },
        stages: [],
        closes_before_minutes: 60,
        ratings: { general: 1, partner: 2 },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Рейтинг партнёра' })).toBeTruthy();
  });

  it('renders the generic error page for an unexpected error', async () => {
    const { RouteError } = await import('./shell/RouteError.tsx');
    quietErrors();
    function Broken(): never {
      throw new Error('boom');
    }
    renderApp('/', { routes: [{ path: '/', element: <Broken />, errorElement: <RouteError /> }] });
    expect(await screen.findByRole('heading', { name: 'Ой-ой' })).toBeTruthy();
    expect(
      screen.getByText('Произошла ошибка, мы уже знаем о проблеме и работаем над её устранением'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Обновить страницу' })).toBeTruthy();
  });
});
