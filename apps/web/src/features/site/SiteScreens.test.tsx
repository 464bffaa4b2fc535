import type {
  SeasonMatches,
  SeasonOverview,
  SiteMatch,
  SitePage,
  SitePlayerDetails,
  SitePlayers,
  SiteTeam,
  SiteTeams,
  TopPlayers,
} from '@mliga/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_LEAGUE, renderApp } from '../../test/render-app.tsx';
import { ok } from '../../test/api-responses.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The lazy page chunk takes a while to load in jsdom on a busy machine. */
const SLOW = { timeout: 10_000 };

function serve(routes: Record<string, unknown>) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url in routes) return ok(routes[url]);
    throw new TypeError(`unexpected GET ${url}`);
  });
}

const team = (id: number, name: string): SiteTeam => ({
  id,
  name,
  short_name: name.slice(0, 4),
  city: 'Москва',
  logo: `/logos/${id}.svg`,
});
const ALMAZ = team(1, 'Алмаз');
const GRANIT = team(2, 'Гранит');
const SEASON = { id: 15, name: 'Сезон 2026/27', year: '2026/27', is_current: true };

const row = (place: number, t: SiteTeam, points: number, gd: number) => ({
  place,
  team: t,
  played: 2,
  won: points === 4 ? 1 : 0,
  drawn: 1,
  lost: points === 4 ? 0 : 1,
  goals_for: 3,
  goals_against: 3 - gd,
  goal_difference: gd,
  points,
  form: ['D' as const, points === 4 ? ('W' as const) : ('L' as const)],
});

const OVERVIEW: SeasonOverview = {
  season: SEASON,
  table: [row(1, ALMAZ, 4, 2), row(2, GRANIT, 1, -2)],
  tours: [1, 2, 3].map((tour) => ({
    tour,
    name: `Тур ${tour}`,
    status: tour < 2 ? 'past' : tour === 2 ? 'current' : 'future',
    start_date: `0${tour}.11.2026`,
    stop_date: `0${tour}.11.2026`,
    matches_count: 1,
    finished_count: tour < 2 ? 1 : 0,
  })),
  current_tour: 2,
};

const match = (id: number, tour: number, finished: boolean, extra: Partial<SiteMatch> = {}): SiteMatch => ({
  id,
  season_id: 15,
  tour,
  date: `0${tour}.11.2026`,
  time: '19:00',
  home: ALMAZ,
  guest: GRANIT,
  home_score: finished ? 2 : null,
  guest_score: finished ? 1 : null,
  is_finished: finished,
  venue: { id: 1, name: 'Стадион «Алмазный»', city: 'Москва', address: null },
  ticket_url: finished ? null : 'https://tickets.example/7/',
  live: null,
  videos: finished
    ? [
        {
          id: 9,
          kind: 'review',
          title: 'Обзор тура',
          url: 'https://video.example/9',
          published_at: '02.11.2026',
        },
      ]
    : [],
  ...extra,
});

const TOP: TopPlayers = {
  season: SEASON,
  scorers: [
    {
      player: {
        id: 5,
        name: 'Иван',
        surname: 'Быстров',
        nickname: null,
        photo: null,
        position: { id: 4, name: 'Нападающий', short_name: 'НП' },
        status: 'active',
      },
      team: ALMAZ,
      value: 3,
      matches: 2,
    },
  ],
  assists: [],
};

const matchesOf = (tour: number): SeasonMatches => ({
  season: SEASON,
  tour,
  live_cursor: 0,
  matches: [match(tour, tour, tour < 2)],
});

describe('season page', () => {
  it(
    'shows the table with its rule, the landing tour first, and the top scorers',
    { timeout: 30_000 },
    async () => {
      serve({
        '/v1/seasons/15/': OVERVIEW,
        '/v1/seasons/15/matches/': matchesOf(2),
        '/v1/seasons/15/matches/?tour=1': matchesOf(1),
        '/v1/seasons/15/top-players/': TOP,
      });
      const { router } = renderApp('/champs/15/', { activeLeague: ACTIVE_LEAGUE });
      const table = await screen.findByRole('table', { name: 'Турнирная таблица: Сезон 2026/27' }, SLOW);
      const rows = within(table).getAllByRole('row');
      expect(rows).toHaveLength(3);
      expect(within(rows[1]!).getByRole('link', { name: /Алмаз/ }).getAttribute('href')).toBe('/teams/1/');
      expect(
        screen.getByText(/больше очков в матчах между командами с одинаковым числом очков/),
      ).toBeTruthy();

      const tours = screen.getByRole('navigation', { name: 'Туры сезона' });
      expect(within(tours).getByRole('link', { name: 'Тур 2' }).getAttribute('aria-current')).toBe('page');
      expect(
        await screen.findByRole('link', { name: /Купить билет на матч «Алмаз» — «Гранит»/ }),
      ).toBeTruthy();
      expect(screen.getByText('Стадион «Алмазный», Москва')).toBeTruthy();

      fireEvent.click(within(tours).getByRole('link', { name: 'Тур 1' }));
      await waitFor(() => expect(router.state.location.search).toBe('?tour=1'));
      expect(await screen.findByLabelText('Алмаз 2:1 Гранит')).toBeTruthy();
      const video = screen.getByRole('link', { name: /Обзор тура/ });
      expect(video.getAttribute('target')).toBe('_blank');
      expect(video.getAttribute('rel')).toBe('noopener noreferrer');

      const scorers = screen.getByRole('region', { name: 'Бомбардиры' });
      expect(within(scorers).getByRole('link', { name: 'Иван Быстров' }).getAttribute('href')).toBe(
        '/players/5/',
      );
      expect(screen.getByText('Голевых передач в сезоне пока не было.')).toBeTruthy();
      expect(document.title).toBe('Сезон 2026/27 — МЛига');
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
        /^Сезон 2026\/27: турнирная таблица/,
      );
    },
  );

  it('never links a ticket or a video that is not a web address', { timeout: 30_000 }, async () => {
    const evil = match(7, 2, false, { ticket_url: 'javascript:alert(1)' });
    serve({
      '/v1/seasons/15/': OVERVIEW,
      '/v1/seasons/15/matches/': { season: SEASON, tour: 2, matches: [evil] },
      '/v1/seasons/15/top-players/': TOP,
    });
    renderApp('/champs/15/', { activeLeague: ACTIVE_LEAGUE });
    await screen.findByText('Стадион «Алмазный», Москва', {}, SLOW);
    expect(screen.queryByRole('link', { name: /Купить билет/ })).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });
});

describe('text pages', () => {
  it('render the text from the API as text, never as markup', { timeout: 30_000 }, async () => {
    const page: SitePage = {
      slug: 'agreement',
      title: 'Пользовательское соглашение',
      body: '## Кто мы\n\nЛига <b>друзей</b>.\n\n<script>window.hacked = true</script>\n\n- первое\n- <img src=x onerror="window.hacked=true">',
      updated_at: '01.03.2026',
    };
    serve({ '/v1/pages/agreement/': page });
    renderApp('/mliga/pages/agreement/', { activeLeague: ACTIVE_LEAGUE });
    expect(await screen.findByRole('heading', { level: 2, name: 'Кто мы' }, SLOW)).toBeTruthy();
    expect(screen.getByText('Лига <b>друзей</b>.')).toBeTruthy();
    expect(screen.getByText('<script>window.hacked = true</script>')).toBeTruthy();
    expect(screen.getAllByRole('listitem').some((li) => li.textContent?.startsWith('<img'))).toBe(true);
    expect(document.querySelector('main script, main img[src="x"], main b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByText('Редакция от 01.03.2026')).toBeTruthy();
  });
});

describe('players page', () => {
  it('sends its filters from the address and offers the clubs', { timeout: 30_000 }, async () => {
    const teams: SiteTeams = { season: SEASON, teams: [ALMAZ, GRANIT] };
    const players: SitePlayers = {
      season: SEASON,
      players: [
        {
          ...TOP.scorers[0]!.player,
          team: ALMAZ,
          stats: { matches: 2, minutes: 180, goals: 3, assists: 0, yellow_cards: 1, red_cards: 0 },
        },
      ],
      pagination: { pageSize: 20, pageNumber: 1, pageCount: 1, total: 1 },
    };
    serve({
      '/v1/teams/': teams,
      '/v1/players/?team=1&sort=goals': players,
      '/v1/players/?team=1&position=4&sort=goals': players,
    });
    const { router } = renderApp('/players/?team=1&sort=goals', { activeLeague: ACTIVE_LEAGUE });
    expect(await screen.findByRole('link', { name: 'Быстров Иван' }, SLOW)).toBeTruthy();
    expect(screen.getByText('Найдено: 1 игрок')).toBeTruthy();
    const goals = screen.getByRole('columnheader', { name: /Голы/ });
    expect(goals.getAttribute('aria-sort')).toBe('descending');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Гранит' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Позиция'), { target: { value: '4' } });
    await waitFor(() => expect(router.state.location.search).toBe('?team=1&position=4&sort=goals'));
  });
});

describe('player page', () => {
  it('shows the score so far of a match being played, linked to its match centre', SLOW, async () => {
    const line = (m: SiteMatch) => ({
      match: m,
      team_id: 1,
      minutes: 35,
      goals: 1,
      assists: 0,
      yellow_cards: 0,
      red_cards: 0,
    });
    const details: SitePlayerDetails = {
      player: TOP.scorers[0]!.player,
      team: ALMAZ,
      season: SEASON,
      stats: { matches: 2, minutes: 125, goals: 2, assists: 0, yellow_cards: 0, red_cards: 0 },
      matches: [
        line(match(8, 2, false, { live: { status: 'live', minute: 35, home_score: 1, guest_score: 0 } })),
        line(match(7, 1, true)),
      ],
    };
    serve({ '/v1/players/5/': details });
    renderApp('/players/5/', { activeLeague: ACTIVE_LEAGUE });
    const matches = await screen.findByRole('region', { name: 'Последние матчи' }, SLOW);
    const scores = within(matches)
      .getAllByTitle('Матч-центр: «Алмаз» — «Гранит»')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(scores).toEqual([
      ['1:0', '/matches/8/'],
      ['2:1', '/matches/7/'],
    ]);
  });
});
