import type {
  BestSquad,
  FantasyPlayer,
  FantasyRating,
  FantasyRatingRow,
  FantasyStage,
  SquadEntry,
  TeamSquad,
  TourWinnersRoll,
} from '@mliga/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '#api/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ok, refused } from '../../../test/api-responses.ts';

const PATH = '/game/fantasy/1/rating/3/';
const fetchMock = vi.fn<typeof fetch>();
const SLOW = { timeout: 10_000 };

const STAGES = [
  { id: 37, name: 'Тур 1' },
  { id: 38, name: 'Тур 2' },
];

function row(
  place: number,
  id: number,
  name: string,
  points: [number | null, number | null],
  media = false,
  movement: number | null = null,
) {
  const played = points.filter((p) => p !== null);
  const total = played.reduce((sum, p) => sum + p, 0);
  return {
    team: { id, name, media: media ? { name: 'Канал Медиа', url: null } : null },
    points: {
      by_stages: [
        { id: 37, value: points[0] },
        { id: 38, value: points[1] },
      ],
      total,
    },
    place,
    movement,
    // As the API answers it: the total over the tours played, one decimal.
    per_tour: played.length === 0 ? null : Math.round((total / played.length) * 10) / 10,
    tour_wins: 0,
    tour_winner: false,
  } satisfies FantasyRatingRow;
}

function rating(rows: FantasyRatingRow[], extra: Partial<FantasyRating> = {}): FantasyRating {
  return {
    champ: {
      id: 3,
      name: 'Общий рейтинг',
      type: 'general',
      league: { id: 1, name: 'Фэнтези' },
      members_count: 3,
    },
    stages: STAGES,
    rating: rows,
    auth_user_rating: null,
    pagination: { pageNumber: 1, pageSize: 20, pageCount: 1, total: rows.length },
    months: [],
    ...extra,
  };
}

const club = (id: number) => ({ id, name: `Клуб ${id}`, short_name: `К${id}`, logo: '', logo_white: '' });

function player(id: number, position: number): FantasyPlayer {
  return {
    id,
    name: 'Игрок',
    surname: `Фамилия${id}`,
    nickname: null,
    fio: `Фамилия${id} Игрок`,
    photo: null,
    fieldPosition: { id: position, name: 'Позиция', short_name: 'П' },
    external_url: null,
    team: club(1),
    price: 5,
    status: 'active',
    rival_team: null,
    stats: {
      points: 0,
      goals: 0,
      assists: 0,
      matches: 0,
      minutes: 0,
      popularity_percent: 0,
      performance: 0,
      ycards: 0,
      rcards: 0,
    },
    last_games_points: { points: [], stages: [] },
  };
}

/** A 4-4-2 eleven with the bench; the goalkeeper is captain with 14 (doubled) points. */
function squad(): SquadEntry[] {
  const positions = [1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4];
  const starters = positions.map((position, i): SquadEntry => ({
    player: player(100 + i, position),
    points: i === 0 ? 14 : 2,
    is_captain: i === 0 ? 1 : 0,
    position: 1,
    substitute_player_id: null,
  }));
  const bench = [1, 2, 3, 4].map((position, i): SquadEntry => ({
    player: player(200 + i, position),
    points: 1,
    is_captain: 0,
    position: 0,
    substitute_player_id: null,
  }));
  return [...starters, ...bench];
}

const stage = (id: number): FantasyStage => ({
  id,
  name: `Тур ${id - 36}`,
  status: 'past',
  start_date: '04.05.2026',
  stop_date: '10.05.2026',
  user_points: null,
  league: { id: 1, name: 'Фэнтези' },
  max_players_from_team_count: 3,
  max_players_substitutions_count: 2,
  budget: 100,
  update_is_available: false,
  update_closing_at: '04.05.2026 18:00',
});

const EMPTY_BEST: BestSquad = { squad: [], stage: null, team: null, schema: '4-4-2', points: 0 };

interface Answers {
  rating: (url: URL) => FantasyRating;
  best?: BestSquad;
  teamSquad?: (stageId: number, teamId: number) => Response;
  winners?: TourWinnersRoll;
}

function serve({ rating: ratingAnswer, best = EMPTY_BEST, teamSquad, winners = { tours: [] } }: Answers) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/v1/champs/3/rating/') return ok(ratingAnswer(url));
    if (url.pathname === '/v1/champs/3/winners/') return ok(winners);
    if (url.pathname === '/v1/champs/3/squad/best/') return ok(best);
    if (url.pathname === '/v1/leagues/1/my-champs/') return refused(404, 'Не найдено');
    const squadPath = url.pathname.match(/^\/v1\/stages\/(\d+)\/squad\/(\d+)\/$/);
    if (squadPath && teamSquad) return teamSquad(Number(squadPath[1]), Number(squadPath[2]));
    throw new TypeError(`unexpected ${url.pathname}${url.search}`);
  });
}

const ratingCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/v1/champs/3/rating/');

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  setSessionUser(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fantasy rating page', { timeout: 20_000 }, () => {
  it("says 'В данный момент нет участников' before anybody is rated, and the best squad is not defined", async () => {
    serve({ rating: () => rating([], { stages: [] }) });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'В данный момент нет участников' }, SLOW)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Лучший состав ещё не определен' })).toBeTruthy();
  });

  it('shows stage columns, totals and the media mark, and sends the search and media filter to the API', async () => {
    serve({
      rating: (url) => {
        const rows = [row(1, 11, 'Ракета', [40, 30], true), row(2, 12, 'Комета', [20, 10])];
        const name = url.searchParams.get('name') ?? '';
        const media = url.searchParams.get('is_media') === '1';
        return rating(rows.filter((r) => r.team.name.startsWith(name) && (!media || r.team.media)));
      },
    });
    const { router } = renderApp(PATH);
    const table = await screen.findByRole('table', { name: 'Общий рейтинг' }, SLOW);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Место№▲', 'Команда', 'Тур 1↕', 'Тур 2↕', 'За тур', 'Всего↕']);
    const rocket = within(table).getByRole('row', { name: /Ракета/ });
    expect(within(rocket).getByText('Медиа')).toBeTruthy();
    expect(within(rocket).getByText('70')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск по названию команды' }), {
      target: { value: 'Ком' },
    });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(router.state.location.search).toBe('?name=%D0%9A%D0%BE%D0%BC'));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Ракета')).toBeNull());
    expect(ratingCalls().at(-1)?.searchParams.get('name')).toBe('Ком');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Только медиакоманды' }));
    expect(
      await screen.findByRole('heading', { name: 'По вашему запросу ничего не найдено' }, SLOW),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?name=%D0%9A%D0%BE%D0%BC&media=1');
    expect(ratingCalls().at(-1)?.searchParams.get('is_media')).toBe('1');
  });

  it('while a tour is played, shows its provisional points and the live place with its movement, and sorts by it', async () => {
    const live = (r: FantasyRatingRow, stagePoints: number, place: number) => ({
      ...r,
      live: {
        stage_points: stagePoints,
        points: r.points.total + stagePoints,
        place,
        movement: r.place - place,
      },
    });
    serve({
      rating: () =>
        rating([live(row(2, 12, 'Комета', [20, 10]), 45, 1), live(row(1, 11, 'Ракета', [40, 30]), 2, 2)], {
          live_stage: { id: 39, name: 'Тур 3' },
        }),
    });
    const { router } = renderApp(PATH);
    const table = await screen.findByRole('table', { name: 'Общий рейтинг' }, SLOW);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Место№▲', 'Команда', 'Тур 3live↕', 'Тур 1↕', 'Тур 2↕', 'За тур', 'Всего↕']);
    const comet = within(table).getByRole('row', { name: /Комета/ });
    expect(within(comet).getByText('45')).toBeTruthy();
    expect(within(comet).getByLabelText('1 место, выше на 1')).toBeTruthy();
    const rocket = within(table).getByRole('row', { name: /Ракета/ });
    expect(within(rocket).getByLabelText('2 место, ниже на 1')).toBeTruthy();
    expect(
      screen.getByText(/Идёт Тур 3: в столбце «live» — очки тура и места на сейчас, предварительно/),
    ).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Тур 3, live' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-live'));
    expect(ratingCalls().at(-1)?.searchParams.get('sort')).toBe('-live');
  });

  it('shows beside each place the places gained or lost, named for screen readers, and the points per tour played', async () => {
    setSessionUser({
      id: 9,
      login: 'me',
      email: 'me@example.com',
      phone: null,
      winline: null,
      fantasy_team: null,
      authKey: { value: 'k', type: 'Bearer', expire_at: new Date(Date.now() + 86_400_000).toISOString() },
    });
    serve({
      rating: () =>
        rating(
          [
            row(1, 11, 'Ракета', [40, 30], false, 3),
            row(2, 12, 'Комета', [20, 15], false, -2),
            row(3, 13, 'Звезда', [10, 9], false, 0),
            row(4, 14, 'Новичок', [null, 7]),
          ],
          { auth_user_rating: row(21, 99, 'Моя', [1, 2], false, -21) },
        ),
    });
    renderApp(PATH);
    const table = await screen.findByRole('table', { name: 'Общий рейтинг' }, SLOW);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Место№▲',
      'Изменение места',
      'Команда',
      'Тур 1↕',
      'Тур 2↕',
      'За тур',
      'Всего↕',
    ]);
    const cells = (team: string) => within(within(table).getByRole('row', { name: new RegExp(team) }));
    expect(cells('Ракета').getByRole('img', { name: 'Поднялась на 3 места' }).textContent).toBe('▲3');
    expect(cells('Комета').getByRole('img', { name: 'Опустилась на 2 места' }).textContent).toBe('▼2');
    expect(cells('Звезда').getByRole('img', { name: 'Место не изменилось' }).textContent).toBe('=');
    expect(cells('Новичок').queryByRole('img')).toBeNull();
    // The pinned own row too.
    expect(cells('Моя').getByRole('img', { name: 'Опустилась на 21 место' })).toBeTruthy();
    const pace = (team: string) =>
      within(table)
        .getByRole('row', { name: new RegExp(team) })
        .querySelectorAll('th, td')[headers.indexOf('За тур')]?.textContent;
    expect(pace('Ракета')).toBe('35,0');
    expect(pace('Комета')).toBe('17,5');
    expect(pace('Новичок')).toBe('7,0');
    expect(pace('Моя')).toBe('1,5');
  });

  it('sorts by a stage column best first, then reverses it, back on page 1', async () => {
    serve({
      rating: () =>
        rating([row(1, 11, 'Ракета', [40, 30])], {
          pagination: { pageNumber: 2, pageSize: 20, pageCount: 3, total: 41 },
        }),
    });
    const { router } = renderApp(`${PATH}?p=2`);
    const table = await screen.findByRole('table', {}, SLOW);
    fireEvent.click(within(table).getByRole('button', { name: 'Тур 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-38'));
    expect(ratingCalls().at(-1)?.searchParams.get('sort')).toBe('-38');
    expect(ratingCalls().at(-1)?.searchParams.get('p')).toBe('1');
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Тур 2/ }).getAttribute('aria-sort')).toBe(
        'descending',
      ),
    );
    fireEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Тур 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=38'));
    expect(screen.getByRole('navigation', { name: 'Страницы рейтинга' })).toBeTruthy();
  });

  it("highlights the user's own row or pins it above the page", async () => {
    setSessionUser({
      id: 9,
      login: 'me',
      email: 'me@example.com',
      phone: null,
      winline: null,
      fantasy_team: null,
      authKey: { value: 'k', type: 'Bearer', expire_at: new Date(Date.now() + 86_400_000).toISOString() },
    });
    serve({
      rating: () =>
        rating([row(1, 11, 'Ракета', [40, 30])], { auth_user_rating: row(57, 99, 'Моя', [1, 2]) }),
    });
    renderApp(PATH);
    expect(await screen.findByText('Ваше место', {}, SLOW)).toBeTruthy();
    const mine = screen.getByRole('row', { name: /Моя/ });
    expect(within(mine).getByText('Вы')).toBeTruthy();
    expect(within(mine).getByText('57')).toBeTruthy();
  });

  it("offers the user's leagues (not H2H) in the league picker and opens the chosen one's rating", async () => {
    setSessionUser({
      id: 9,
      login: 'me',
      email: 'me@example.com',
      phone: null,
      winline: null,
      fantasy_team: null,
      authKey: { value: 'k', type: 'Bearer', expire_at: new Date(Date.now() + 86_400_000).toISOString() },
    });
    serve({ rating: () => rating([row(1, 11, 'Ракета', [40, 30])]) });
    const serveRest = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/v1/leagues/1/my-champs/'
        ? ok({
            league: { id: 1, name: 'Фэнтези' },
            champs: [
              { id: 3, name: 'Общий рейтинг', type: 'general' },
              { id: 8, name: 'Лига друзей', type: 'user' },
              { id: 9, name: 'Кубок H2H', type: 'h2h' },
            ],
          })
        : serveRest(input, init),
    );
    const { router } = renderApp(`${PATH}?sort=-38`);
    const picker = await screen.findByRole('combobox', { name: 'Лига' }, SLOW);
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Общий рейтинг', 'Лига друзей']);
    fireEvent.change(picker, { target: { value: '8' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/fantasy/1/rating/8/'));
    expect(router.state.location.search).toBe('');
  });

  it("opens a team's squad of the clicked stage on the pitch, and says why another stage's squad is hidden", async () => {
    serve({
      rating: () => rating([row(1, 11, 'Ракета', [40, 30])]),
      teamSquad: (stageId, teamId) =>
        stageId === 37
          ? ok({
              squad: squad(),
              stage: stage(37),
              team: { id: teamId, name: 'Ракета', media: null, points: 40 },
              schema: '4-4-2',
              live_points: null,
            } satisfies TeamSquad)
          : refused(403, 'Состав недоступен, тур не начался'),
    });
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Состав команды «Ракета», Тур 1: 40' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Состав: Ракета' });
    expect(await within(dialog).findByText('Очки: 40')).toBeTruthy();
    const goalkeeper = within(dialog).getByRole('list', { name: 'Вратарь' });
    expect(within(goalkeeper).getByText('14')).toBeTruthy();
    expect(within(goalkeeper).getByTitle('Капитан')).toBeTruthy();
    expect(
      within(within(dialog).getByRole('list', { name: 'Нападение' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    // Read-only: no squad-builder actions.
    expect(within(dialog).queryByRole('button', { name: /Убрать/ })).toBeNull();

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Тур' }), { target: { value: '38' } });
    expect(
      await within(dialog).findByRole('heading', { name: 'Состав недоступен, тур не начался' }),
    ).toBeTruthy();
  });

  it('shows the best squad of the last scored stage and of a chosen one', async () => {
    const best = (stageId: number): BestSquad => ({
      squad: squad().filter((e) => e.position === 1),
      stage: stage(stageId),
      team: { id: 11, name: 'Ракета', media: null, points: 40 },
      schema: '4-4-2',
      points: stageId === 38 ? 77 : 34,
    });
    serve({ rating: () => rating([row(1, 11, 'Ракета', [40, 30])]), best: best(38) });
    renderApp(PATH);
    const panel = await screen.findByRole('region', { name: 'Лучший состав тура' }, SLOW);
    expect(await within(panel).findByText('Сумма очков: 77')).toBeTruthy();
    expect(within(panel).getByText('Лучшая команда тура: Ракета (40)')).toBeTruthy();
    fetchMock.mockImplementationOnce(async () => ok(best(37)));
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Тур' }), { target: { value: '37' } });
    expect(await within(panel).findByText('Сумма очков: 34')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/v1/champs/3/squad/best/?stage_id=37')).toBe(
      true,
    );
  });

  describe("a user league's rating opened by somebody outside it (403)", () => {
    const REFUSAL = 'Рейтинг лиги видят только её участники';
    const serveRefusal = () =>
      fetchMock.mockImplementation(async (input) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/v1/champs/3/rating/') return refused(403, REFUSAL);
        if (url.pathname === '/v1/leagues/1/my-champs/') return refused(404, 'Не найдено');
        throw new TypeError(`unexpected ${url.pathname}${url.search}`);
      });

    it('asks a visitor to sign in, once, in place of the table and its filters', async () => {
      serveRefusal();
      renderApp(PATH);
      expect(await screen.findByRole('heading', { name: REFUSAL }, SLOW)).toBeTruthy();
      // The page says it; no error toast repeats it.
      expect(screen.getAllByText(REFUSAL)).toHaveLength(1);
      expect(screen.getByText(/Если вы участник этой лиги, войдите/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe(
        '/game/fantasy/users/login/?returnUrl=%2Fgame%2Ffantasy%2F',
      );
      expect(screen.getByRole('link', { name: 'Регистрация' })).toBeTruthy();
      expect(screen.queryByRole('searchbox')).toBeNull();
      expect(screen.queryByRole('table')).toBeNull();
      expect(ratingCalls()).toHaveLength(1);
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/squad/best/'))).toBe(false);
    });

    it('sends a signed-in stranger’s key and offers the way to an invite and the general rating', async () => {
      setSessionUser({
        id: 9,
        login: 'me',
        email: 'me@example.com',
        phone: null,
        winline: null,
        fantasy_team: null,
        authKey: { value: 'k', type: 'Bearer', expire_at: new Date(Date.now() + 86_400_000).toISOString() },
      });
      serveRefusal();
      renderApp(PATH);
      expect(await screen.findByRole('heading', { name: REFUSAL }, SLOW)).toBeTruthy();
      expect(screen.getByText(/Вы не состоите в этой лиге/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'К моим лигам' }).getAttribute('href')).toBe(
        '/game/fantasy/my-leagues/',
      );
      expect(screen.getByRole('link', { name: 'К общему рейтингу' }).getAttribute('href')).toBe(
        '/game/fantasy/rating/',
      );
      const [, init] = fetchMock.mock.calls.find(([input]) =>
        String(input).startsWith('/v1/champs/3/rating/'),
      )!;
      expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer k');
    });
  });

  describe('tour winners (issue 23 §3)', () => {
    it('marks the latest tour’s winner and counts each team’s tour wins beside its name', async () => {
      serve({
        rating: () =>
          rating([
            { ...row(1, 11, 'Ракета', [40, 30], true), tour_wins: 2, tour_winner: true },
            { ...row(2, 12, 'Комета', [20, 10]), tour_wins: 1 },
            row(3, 13, 'Звезда', [10, 9]),
          ]),
      });
      renderApp(PATH);
      const table = await screen.findByRole('table', { name: 'Общий рейтинг' }, SLOW);
      const team = (name: string) => within(within(table).getByRole('rowheader', { name: new RegExp(name) }));
      expect(team('Ракета').getByRole('img', { name: 'Победитель последнего тура' })).toBeTruthy();
      expect(team('Ракета').getByRole('img', { name: '2 победы в турах' }).textContent).toBe('2');
      expect(team('Ракета').getByText('Медиа')).toBeTruthy();
      expect(team('Комета').getByRole('img', { name: '1 победа в туре' })).toBeTruthy();
      expect(team('Комета').queryByRole('img', { name: 'Победитель последнего тура' })).toBeNull();
      expect(team('Звезда').queryByRole('img')).toBeNull();
    });

    it('lists the winners of the latest 5 tours below the table, all of them on request', async () => {
      const tours = [6, 5, 4, 3, 2, 1].map((n) => ({
        stage: { id: 36 + n, name: `Тур ${n}` },
        points: 60 + n,
        winners: n === 6 ? ['Ракета', 'Комета'] : ['Звезда'],
      }));
      serve({ rating: () => rating([row(1, 11, 'Ракета', [40, 30])]), winners: { tours } });
      renderApp(PATH);
      const roll = await screen.findByRole('region', { name: 'Победители туров' }, SLOW);
      const items = async () => within(roll).findAllByRole('listitem');
      expect((await items()).map((li) => li.textContent)).toEqual([
        'Тур 6 — 66 очков — Ракета, Комета',
        'Тур 5 — 65 очков — Звезда',
        'Тур 4 — 64 очка — Звезда',
        'Тур 3 — 63 очка — Звезда',
        'Тур 2 — 62 очка — Звезда',
      ]);
      fireEvent.click(within(roll).getByRole('button', { name: 'Показать все (6 туров)' }));
      expect((await items()).at(-1)?.textContent).toBe('Тур 1 — 61 очко — Звезда');
    });

    it('says when the winners will appear before any tour is scored', async () => {
      serve({ rating: () => rating([], { stages: [] }) });
      renderApp(PATH);
      const roll = await screen.findByRole('region', { name: 'Победители туров' }, SLOW);
      expect(
        await within(roll).findByText('Победители появятся после первого рассчитанного тура'),
      ).toBeTruthy();
    });

    it('leaves the roll out of a user league’s rating refused to a stranger', async () => {
      fetchMock.mockImplementation(async (input) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/v1/leagues/1/my-champs/') return refused(404, 'Не найдено');
        return refused(403, 'Рейтинг лиги видят только её участники');
      });
      renderApp(PATH);
      await screen.findByRole('heading', { name: 'Рейтинг лиги видят только её участники' }, SLOW);
      expect(screen.queryByRole('region', { name: 'Победители туров' })).toBeNull();
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/winners/'))).toBe(false);
    });
  });

  it('shows a month’s table (issue 23 §3): by place only, the search and the media filter disabled', async () => {
    const months = [
      { id: '2026-04', name: 'Апрель 2026' },
      { id: '2026-05', name: 'Май 2026' },
    ];
    serve({
      rating: (url) => {
        const month = months.find((m) => m.id === url.searchParams.get('month'));
        const rows = [row(1, 11, 'Ракета', [40, 30], true), row(2, 12, 'Комета', [20, 10])];
        return rating(rows, {
          months,
          ...(month ? { month, stages: [STAGES[1]!] } : {}),
          pagination: { pageNumber: 1, pageSize: 20, pageCount: 3, total: 41 },
        });
      },
    });
    const { router } = renderApp(`${PATH}?p=2&sort=-38&name=%D0%A0%D0%B0%D0%BA&media=1`);
    const select = await screen.findByRole('combobox', { name: 'Месяц' }, SLOW);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Весь сезон', 'Апрель 2026', 'Май 2026']);
    const search = screen.getByRole('searchbox', { name: 'Поиск по названию команды' });
    expect((search as HTMLInputElement).disabled).toBe(false);

    fireEvent.change(select, { target: { value: '2026-05' } });
    // Page 1, the tour sort, the name and the media filter dropped: the API refuses them with a month.
    await waitFor(() => expect(router.state.location.search).toBe('?month=2026-05'));
    await waitFor(() => expect(ratingCalls().at(-1)?.searchParams.get('month')).toBe('2026-05'));
    const asked = ratingCalls().at(-1)!.searchParams;
    expect([asked.get('p'), asked.get('sort'), asked.get('name'), asked.get('is_media')]).toEqual([
      '1',
      '-place',
      null,
      null,
    ]);
    expect(await screen.findByRole('heading', { name: 'Таблица месяца: Май 2026' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Общий рейтинг. Таблица месяца: Май 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Место№▲', 'Команда', 'Тур 2', 'За тур', 'Всего']);
    expect(within(table).getAllByRole('button', { name: /^Место$/ })).toHaveLength(1);
    expect(within(table).queryByRole('button', { name: 'Всего' })).toBeNull();

    const box = screen.getByRole('searchbox', { name: 'Поиск по названию команды' }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.value).toBe('');
    expect((screen.getByRole('button', { name: 'Найти' }) as HTMLButtonElement).disabled).toBe(true);
    const media = screen.getByRole('checkbox', { name: 'Только медиакоманды' }) as HTMLInputElement;
    expect(media.disabled).toBe(true);
    expect(media.checked).toBe(false);
    expect(screen.getByText('Поиск и отбор медиакоманд — только в таблице всего сезона')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Страницы рейтинга' }))
        .getByRole('link', { name: 'Страница 2' })
        .getAttribute('href'),
    ).toBe(`${PATH}?p=2&month=2026-05`);

    fireEvent.change(screen.getByRole('combobox', { name: 'Месяц' }), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(
        (screen.getByRole('searchbox', { name: 'Поиск по названию команды' }) as HTMLInputElement).disabled,
      ).toBe(false),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Таблица месяца/ })).toBeNull());
  });

  it('shows the 404 page for a champ of another league', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ rating: () => rating([row(1, 11, 'Ракета', [40, 30])]) });
    renderApp('/game/fantasy/2/rating/3/');
    expect(await screen.findByRole('heading', { name: 'Данная страница не существует' }, SLOW)).toBeTruthy();
  });
});
