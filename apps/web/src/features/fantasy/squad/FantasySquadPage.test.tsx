import type {
  FantasyPlayer,
  FantasyStage,
  MySquad,
  MyStandings,
  PlayerDetails,
  PlayersPage,
  User,
} from '@mliga/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionUser, setSessionUser } from '#api/session.ts';
import { ACTIVE_LEAGUE, renderApp } from '../../../test/render-app.tsx';
import { ok } from '../../../test/api-responses.ts';
import { stubMatchMedia } from '../../../test/match-media.ts';

const PATH = '/game/fantasy/1/my-team/stages/42/';
const fetchMock = vi.fn<typeof fetch>();

const stage = (id: number, open: boolean): FantasyStage => ({
  id,
  name: `Тур ${id - 36}`,
  status: open ? 'current' : 'past',
  start_date: '04.05.2026',
  stop_date: '10.05.2026',
  user_points: open ? null : 40,
  league: { id: 1, name: 'Фэнтези' },
  max_players_from_team_count: 3,
  max_players_substitutions_count: 2,
  budget: 100,
  update_is_available: open,
  update_closing_at: '04.05.2026 18:00',
});

const club = (id: number) => ({ id, name: `Клуб ${id}`, short_name: `К${id}`, logo: '', logo_white: '' });

function player(id: number, position: number, price: number, teamId = id): FantasyPlayer {
  return {
    id,
    name: 'Игрок',
    surname: `Фамилия${id}`,
    nickname: null,
    fio: `Фамилия${id} Игрок`,
    photo: null,
    fieldPosition: { id: position, name: 'Вратарь', short_name: 'ВР' },
    external_url: null,
    team: club(teamId),
    price,
    status: 'active',
    rival_team: club(99),
    stats: {
      points: 10,
      goals: 0,
      assists: 0,
      matches: 1,
      minutes: 90,
      popularity_percent: 1,
      performance: 1,
      ycards: 0,
      rcards: 0,
    },
    last_games_points: { points: [], stages: [] },
  };
}

const PLAYERS: PlayersPage = {
  players: [player(1, 1, 60), player(2, 1, 50), player(3, 2, 5)],
  filters: { teams: [club(1)], field_positions: [{ id: 1, name: 'Вратарь', short_name: 'ВР' }] },
  pagination: { pageNumber: 1, pageSize: 20, pageCount: 1, total: 3 },
};

function user(teamName: string | null): User {
  return {
    id: 7,
    login: 'fan',
    email: 'fan@example.com',
    phone: null,
    winline: null,
    fantasy_team: null,
    teamName,
    teamNameModerationStatus: teamName ? 0 : null,
    role: 'user',
  };
}

function signIn(teamName: string | null) {
  setSessionUser({
    ...user(teamName),
    authKey: { value: 'key', type: 'Bearer', expire_at: new Date(Date.now() + 86_400_000).toISOString() },
  });
}

/** «Топ-3 + вы + соседи» (issue 23 §3) the next serve() answers: none unless a test sets it. */
let standings: MyStandings['standings'] = [];

function serve(mySquad?: Partial<MySquad>, history: PlayerDetails['matches'] = []) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/v1/leagues/1/stages/') return ok({ stages: [stage(41, false), stage(42, true)] });
    // The game reads the user afresh when it opens (issue 20 §1.6): the stored one, unchanged.
    if (url === '/v1/users/me/') return ok({ user: getSessionUser() });
    if (url === '/v1/stages/42/matches/') return ok({ matches: [] });
    if (url === '/v1/leagues/1/standings/') return ok({ standings });
    if (url === '/v1/stages/42/my-squad/' && method === 'GET')
      return ok({
        squad: [],
        stage: stage(42, true),
        schema: '4-4-2',
        made_substitutions_count: 0,
        previous_player_ids: null,
        live_points: null,
        ...mySquad,
      });
    if (url.startsWith('/v1/leagues/1/players/1/stat-graph/')) return ok({ stages: ['Тур 5'], values: [12] });
    if (url.startsWith('/v1/leagues/1/players/1/'))
      return ok({
        player: { ...player(1, 1, 60), last_games_points: { points: [3, 12], stages: ['Тур 4', 'Тур 5'] } },
        matches: history,
        pagination: { pageNumber: 1, pageSize: 10, pageCount: 1, total: history.length },
      });
    if (url.startsWith('/v1/leagues/1/players/')) return ok(PLAYERS);
    if (url === '/v1/fantasy/team-name/' && method === 'POST') return ok({ user: user('Ракета') });
    throw new TypeError(`unexpected ${method} ${url}`);
  });
}

beforeAll(() => {
  stubMatchMedia();
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  standings = [];
  setSessionUser(null);
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('fantasy squad builder', { timeout: 20_000 }, () => {
  it('asks a visitor to log in or register, coming back to the fantasy home', async () => {
    serve();
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    const login = await screen.findByRole('link', { name: 'Войти' }, { timeout: 10_000 });
    expect(login.getAttribute('href')).toBe('/game/fantasy/users/login/?returnUrl=%2Fgame%2Ffantasy%2F');
    expect(screen.getByRole('link', { name: 'Регистрация' }).getAttribute('href')).toBe(
      '/game/fantasy/users/registration/?returnUrl=%2Fgame%2Ffantasy%2F',
    );
  });

  it('shows the 404 page for a stage the league does not have', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve();
    renderApp('/game/fantasy/1/my-team/stages/77/', { activeLeague: ACTIVE_LEAGUE });
    expect(
      await screen.findByRole('heading', { name: 'Данная страница не существует' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('asks for a team name, then shows the squad form with the moderation notice', async () => {
    signIn(null);
    serve();
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    const input = await screen.findByRole('textbox', { name: 'Название команды' }, { timeout: 10_000 });
    fireEvent.change(input, { target: { value: 'Ра' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('Название должно быть от 3 до 20 символов')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Ракета' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Название «Ракета» отправлено на модерацию. Собирать состав можно уже сейчас.',
    );
    expect(await screen.findByRole('button', { name: 'Сохранить состав' })).toBeTruthy();
  });

  it('adds players from the market and refuses one over the budget', async () => {
    signIn('Ракета');
    serve();
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    fireEvent.click(await screen.findByRole('tab', { name: 'Трансферы' }, { timeout: 10_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить: Фамилия1 Игрок' }));
    await waitFor(() => expect(document.querySelector('[data-fact="balance"] dd')?.textContent).toBe('40'));
    fireEvent.click(screen.getByRole('button', { name: 'Добавить: Фамилия2 Игрок' }));
    expect(await screen.findByText('Превышен баланс состава')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Мой состав' }));
    const goalkeeper = await screen.findByRole('list', { name: 'Вратарь' });
    expect(within(goalkeeper).getByText('Фамилия1')).toBeTruthy();
  });

  // The graph loads Recharts on first use, which takes a while on a busy machine.
  it('opens the player statistics popup from the market', { timeout: 20_000 }, async () => {
    signIn('Ракета');
    serve();
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    fireEvent.click(await screen.findByRole('tab', { name: 'Трансферы' }, { timeout: 10_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Статистика: Фамилия1 Игрок' }));
    const form = await screen.findByRole('region', { name: 'Форма (последние 5 матчей)' });
    expect(within(form).getByText('12')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Очки' })).toBeTruthy();
    const graphTable = screen.getByRole('table', { name: 'Очки' });
    expect(within(graphTable).getByRole('rowheader', { name: 'Тур 5' })).toBeTruthy();
    expect(within(graphTable).getByRole('cell', { name: '12' })).toBeTruthy();
    // Recharts draws the bars in its own lazily loaded chunk.
    await waitFor(() => expect(document.querySelector('.recharts-wrapper')).not.toBeNull(), {
      timeout: 10_000,
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Показатель графика' }), {
      target: { value: 'goals' },
    });
    expect(await screen.findByRole('img', { name: 'Голы' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/stat-graph/?field=goals'))).toBe(true);
    expect(screen.getByText('Нет сыгранных матчей')).toBeTruthy();
  });

  it('writes a match’s points in the card line by line, with the minutes, provisional until scored', async () => {
    signIn('Ракета');
    serve(undefined, [
      {
        match: {
          id: 5,
          external_url: null,
          champ: { id: 1, name: 'Сезон' },
          team1: { ...club(1), best_player: null },
          team2: { ...club(2), best_player: null },
          date: { short: '04.05', full: '04.05.2026' },
          tour: 5,
          time: '18:00',
          score1: null,
          score2: null,
        },
        rival_team_id: 2,
        points: 13,
        provisional: true,
        events: [
          { name: 'Выход на поле (60 минут и больше)', points: 2, minutes: [] },
          { name: 'Гол', points: 12, minutes: [47, 80] },
          { name: 'Жёлтая карточка', points: -1, minutes: [30] },
        ],
      },
    ]);
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    fireEvent.click(await screen.findByRole('tab', { name: 'Трансферы' }, { timeout: 10_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Статистика: Фамилия1 Игрок' }));
    const history = await screen.findByRole('region', { name: 'История матчей' });
    const match = await within(history).findByRole('listitem');
    expect(match.textContent).toContain('13предварительно');
    expect(match.textContent).toContain(
      'Выход на поле (60 минут и больше) +2, Гол 47′, 80′ +12, Жёлтая карточка 30′ -1',
    );
  });

  it('shows a closed stage read-only with points and the captain', async () => {
    signIn('Ракета');
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/v1/leagues/1/stages/') return ok({ stages: [stage(41, false), stage(42, true)] });
      if (url === '/v1/users/me/') return ok({ user: getSessionUser() });
      if (url === '/v1/stages/41/matches/') return ok({ matches: [] });
      if (url === '/v1/stages/41/my-squad/')
        return ok({
          squad: [
            { player: player(1, 1, 5), points: 12, is_captain: 1, position: 1, substitute_player_id: null },
          ],
          stage: stage(41, false),
          schema: '4-4-2',
          made_substitutions_count: 0,
          previous_player_ids: null,
          live_points: null,
        });
      throw new TypeError(`unexpected ${url}`);
    });
    renderApp('/game/fantasy/1/my-team/stages/41/', { activeLeague: ACTIVE_LEAGUE });
    expect(
      await screen.findByText('Тур закрыт: состав только для просмотра', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    const goalkeeper = screen.getByRole('list', { name: 'Вратарь' });
    expect(within(goalkeeper).getByText('12')).toBeTruthy();
    expect(within(goalkeeper).getByTitle('Капитан')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сохранить состав' })).toBeNull();
  });

  it('marks the points of a tour being played as provisional', async () => {
    signIn('Ракета');
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/v1/leagues/1/stages/')
        return ok({ stages: [{ ...stage(41, false), user_points: null }, stage(42, true)] });
      if (url === '/v1/users/me/') return ok({ user: getSessionUser() });
      if (url === '/v1/stages/41/matches/') return ok({ matches: [] });
      if (url === '/v1/stages/41/my-squad/')
        return ok({
          squad: [
            { player: player(1, 1, 5), points: 14, is_captain: 1, position: 1, substitute_player_id: null },
          ],
          stage: { ...stage(41, false), user_points: null },
          schema: '4-4-2',
          made_substitutions_count: 0,
          previous_player_ids: null,
          live_points: 23,
        });
      throw new TypeError(`unexpected ${url}`);
    });
    renderApp('/game/fantasy/1/my-team/stages/41/', { activeLeague: ACTIVE_LEAGUE });
    const points = (await screen.findByText('предварительно', {}, { timeout: 10_000 })).closest('div')!;
    expect(within(points as HTMLElement).getByText('23')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Вратарь' })).getByText('14')).toBeTruthy();
  });

  it('tells the points of the squad’s players changed after the tour was scored', async () => {
    signIn('Ракета');
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/v1/leagues/1/stages/') return ok({ stages: [stage(41, false), stage(42, true)] });
      if (url === '/v1/users/me/') return ok({ user: getSessionUser() });
      if (url === '/v1/stages/41/matches/') return ok({ matches: [] });
      if (url === '/v1/stages/41/my-squad/')
        return ok({
          squad: [
            { player: player(1, 1, 5), points: 12, is_captain: 1, position: 1, substitute_player_id: null },
          ],
          stage: stage(41, false),
          schema: '4-4-2',
          made_substitutions_count: 0,
          previous_player_ids: null,
          live_points: null,
          corrections: [
            { player_id: 1, player: 'Иванов Иван', old_points: 6, new_points: 12, date: '27.11.2026 08:30' },
          ],
        });
      throw new TypeError(`unexpected ${url}`);
    });
    renderApp('/game/fantasy/1/my-team/stages/41/', { activeLeague: ACTIVE_LEAGUE });
    const notice = await screen.findByRole('status', { name: 'Очки изменены' }, { timeout: 10_000 });
    expect(within(notice).getByText('Иванов Иван: 6 → 12 (27.11.2026 08:30, МСК)')).toBeTruthy();
  });
});

describe('fantasy squad builder: «Ваше место» (issue 23 §3)', { timeout: 20_000 }, () => {
  const standingsRead = () =>
    fetchMock.mock.calls.some(([url]) => String(url) === '/v1/leagues/1/standings/');

  it("shows the team's general rating and its league under the builder, linked to each rating", async () => {
    standings = [
      {
        champ: { id: 3, name: 'Общий рейтинг', type: 'general' },
        members_count: 1504,
        rows: [
          { place: 1, name: 'Лидер', points: 90, movement: 1, is_me: false },
          { place: 2, name: 'Вторые', points: 80, movement: -1, is_me: false },
          { place: 2, name: 'Тоже вторые', points: 80, movement: null, is_me: false },
          { place: 40, name: 'Ракета', points: 50, movement: 0, is_me: true },
        ],
      },
      {
        champ: { id: 77, name: 'Друзья', type: 'user' },
        members_count: 2,
        rows: [
          { place: 1, name: 'Ракета', points: 50, movement: null, is_me: true },
          { place: 2, name: 'Сосед', points: 10, movement: null, is_me: false },
        ],
      },
    ];
    signIn('Ракета');
    serve();
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    const section = await screen.findByRole('region', { name: 'Ваше место' }, { timeout: 10_000 });
    expect(within(section).getByRole('link', { name: 'Общий рейтинг' }).getAttribute('href')).toBe(
      '/game/fantasy/1/rating/3/',
    );
    expect(within(section).getByRole('link', { name: 'Друзья' }).getAttribute('href')).toBe(
      '/game/fantasy/1/rating/77/',
    );
    expect(within(section).getByText('1504 участника')).toBeTruthy();
    expect(within(section).getByText('2 участника')).toBeTruthy();
    // Shared second places, then a gap down to the team's 40th.
    expect(within(section).getAllByText('…')).toHaveLength(1);
    expect(within(section).getAllByText('Вы')).toHaveLength(2);
    // Under the builder.
    const save = screen.getByRole('button', { name: 'Сохранить состав' });
    expect(save.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows nothing to a user whose team is in no rating yet', async () => {
    signIn('Ракета');
    serve();
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    await screen.findByRole('button', { name: 'Сохранить состав' }, { timeout: 10_000 });
    await waitFor(() => expect(standingsRead()).toBe(true));
    expect(screen.queryByRole('region', { name: 'Ваше место' })).toBeNull();
  });

  it('is not asked for by a visitor', async () => {
    serve();
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    await screen.findByRole('link', { name: 'Войти' }, { timeout: 10_000 });
    expect(standingsRead()).toBe(false);
    expect(screen.queryByRole('region', { name: 'Ваше место' })).toBeNull();
  });
});
