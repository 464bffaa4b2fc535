import type { BestSquad, FantasyDebrief, FantasyStage, User } from '@mliga/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionUser, setSessionUser } from '#api/session.ts';
import { ok, refused } from '../../../test/api-responses.ts';
import { stubMatchMedia } from '../../../test/match-media.ts';
import { ACTIVE_LEAGUE, renderApp } from '../../../test/render-app.tsx';
import { BestSquadPanel } from '../squad-view/BestSquadPanel.tsx';

const PATH = '/game/fantasy/1/my-team/stages/41/debrief/';
const DEBRIEF_URL = '/v1/stages/41/debrief/';
const fetchMock = vi.fn<typeof fetch>();
/** The first render of the file loads the lazy routes: allow it more than the default second. */
const SLOW = { timeout: 10_000 };

/**
 * The captain brought 12 (6 of his own, doubled); Иванов's own 9 would have made 18 as captain
 * while the 6 counted once: 3 more.
 */
const DEBRIEF: FantasyDebrief = {
  stage: { id: 41, name: 'Тур 5' },
  points: 61,
  average: 44.7,
  best: 93,
  place: 21,
  movement: 3,
  captain: { name: 'Пётр Смирнов', points: 12 },
  best_captain: { name: 'Иван Иванов', points: 9, gain: 3 },
  bench_points: 7,
  best_squad_champ_id: 3,
};

const stage = (id: number, open: boolean): FantasyStage => ({
  id,
  name: `Тур ${id - 36}`,
  status: open ? 'current' : 'past',
  start_date: '04.05.2026',
  stop_date: '10.05.2026',
  user_points: open ? null : 61,
  league: { id: 1, name: 'Фэнтези' },
  max_players_from_team_count: 3,
  max_players_substitutions_count: 2,
  budget: 100,
  update_is_available: open,
  update_closing_at: '04.05.2026 18:00',
});

const USER: User = {
  id: 7,
  login: 'fan',
  email: 'fan@example.com',
  phone: null,
  winline: null,
  fantasy_team: null,
  teamName: 'Ракета',
  teamNameModerationStatus: 1,
  role: 'user',
};

function signIn() {
  setSessionUser({
    ...USER,
    authKey: { value: 'key', type: 'Bearer', expire_at: new Date(Date.now() + 86_400_000).toISOString() },
  });
}

const NO_BEST: BestSquad = { squad: [], stage: null, team: null, schema: '4-4-2', points: 0 };

function serve(debrief: () => Response = () => ok(DEBRIEF)) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === DEBRIEF_URL) return debrief();
    // The squad pages the links are on.
    if (url === '/v1/leagues/1/stages/') return ok({ stages: [stage(41, false), stage(42, true)] });
    if (url === '/v1/users/me/') return ok({ user: getSessionUser() });
    if (/^\/v1\/stages\/4[12]\/matches\/$/.test(url)) return ok({ matches: [] });
    const squad = /^\/v1\/stages\/(4[12])\/my-squad\/$/.exec(url);
    if (squad)
      return ok({
        squad: [],
        stage: stage(Number(squad[1]), squad[1] === '42'),
        schema: '4-4-2',
        made_substitutions_count: 0,
        previous_player_ids: null,
        live_points: null,
      });
    if (url.startsWith('/v1/leagues/1/players/'))
      return ok({
        players: [],
        filters: { teams: [], field_positions: [] },
        pagination: { pageNumber: 1, pageSize: 20, pageCount: 0, total: 0 },
      });
    if (url.startsWith('/v1/champs/3/squad/best/')) return ok(NO_BEST);
    throw new TypeError(`unexpected ${url}`);
  });
}

const debriefCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/debrief/'));

beforeAll(() => {
  stubMatchMedia();
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  setSessionUser(null);
  vi.unstubAllGlobals();
});

describe('fantasy debrief page', { timeout: 20_000 }, () => {
  it('sums the tour up, then the captain, the bench and the way to the best squad', async () => {
    signIn();
    serve();
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    expect(await screen.findByRole('heading', { name: 'Итоги тура · Тур 5' }, SLOW)).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Ваш результат в туре' });
    expect(summary.textContent).toContain('61 очко');
    expect(summary.textContent).toContain('в среднем 44,7 · лучший 93');
    expect(within(summary).getByRole('img', { name: 'Поднялись на 3 места' }).textContent).toBe('▲\u00a03');

    const captain = screen.getByRole('region', { name: 'Капитан' });
    // A no-break space before each dash: it never starts a line.
    expect(within(captain).getByText(/^Ваш капитан/).textContent).toBe(
      'Ваш капитан: Пётр Смирнов\u00a0— 12 очков',
    );
    expect(within(captain).getByText(/^Лучший выбор/).textContent).toBe(
      'Лучший выбор: Иван Иванов\u00a0— 9 очков, дал бы ещё +3',
    );

    const bench = screen.getByRole('region', { name: 'Скамейка' });
    expect(within(bench).getByText('Очки на скамейке: 7')).toBeTruthy();

    const best = screen.getByRole('region', { name: 'Лучший состав тура' });
    expect(within(best).getByRole('link', { name: 'Смотреть лучший состав' }).getAttribute('href')).toBe(
      '/game/fantasy/1/rating/3/?best_stage=41',
    );
    expect(screen.getByRole('link', { name: 'К составу тура' }).getAttribute('href')).toBe(
      '/game/fantasy/1/my-team/stages/41/',
    );
  });

  it('praises the best captain, and leaves out the best squad without a general rating', async () => {
    signIn();
    serve(() =>
      ok({
        ...DEBRIEF,
        captain: { name: 'Иван Иванов', points: 18 },
        best_captain: { name: 'Иван Иванов', points: 9, gain: 0 },
        bench_points: 0,
        best_squad_champ_id: null,
      }),
    );
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    const captain = await screen.findByRole('region', { name: 'Капитан' }, SLOW);
    expect(within(captain).getByText('Вы выбрали лучшего капитана')).toBeTruthy();
    expect(within(captain).queryByText(/Лучший выбор/)).toBeNull();
    expect(screen.getByText('Очки на скамейке: 0')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Лучший состав тура' })).toBeNull();
  });

  it('says the results come once the tour is scored, in the page and without a popup', async () => {
    signIn();
    serve(() => refused(404, 'Итоги тура появятся после его расчёта'));
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    expect(
      await screen.findByRole('heading', { name: 'Итоги тура появятся после его расчёта' }, SLOW),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ваш результат в туре' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Данная страница не существует' })).toBeNull();
  });

  it('greets a tour the user did not play with the way on to the current one', async () => {
    signIn();
    serve(() =>
      ok({ ...DEBRIEF, points: null, place: null, movement: null, captain: null, best_captain: null }),
    );
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    expect(await screen.findByRole('heading', { name: 'Вы не играли в этом туре' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'К текущему туру' }).getAttribute('href')).toBe('/game/fantasy/');
    expect(screen.queryByRole('region', { name: 'Капитан' })).toBeNull();
  });

  it('asks a visitor to sign in, without calling the API', async () => {
    serve();
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    expect(
      await screen.findByRole('heading', { name: 'Войдите, чтобы увидеть итоги тура' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe(
      '/game/fantasy/users/login/?returnUrl=%2Fgame%2Ffantasy%2F',
    );
    expect(debriefCalls()).toHaveLength(0);
  });
});

describe('the way to the debrief from the squad', { timeout: 20_000 }, () => {
  it('leads from the current tour (the game opens on it) to the latest scored one, named', async () => {
    signIn();
    serve();
    renderApp('/game/fantasy/1/my-team/stages/42/', { activeLeague: ACTIVE_LEAGUE });
    const link = await screen.findByRole('link', { name: 'Итоги тура: Тур 5' }, SLOW);
    expect(link.getAttribute('href')).toBe(PATH);
    expect(debriefCalls()).toHaveLength(0);
  });

  it('leads from a scored tour to its own debrief', async () => {
    signIn();
    serve();
    renderApp('/game/fantasy/1/my-team/stages/41/', { activeLeague: ACTIVE_LEAGUE });
    const link = await screen.findByRole('link', { name: 'Итоги тура' }, SLOW);
    expect(link.getAttribute('href')).toBe(PATH);
  });
});

describe('the best squad panel opened by the debrief link', () => {
  const STAGES = [
    { id: 40, name: 'Тур 4' },
    { id: 41, name: 'Тур 5' },
  ];
  const scroll = vi.fn();
  // jsdom does not scroll: the panel's call is watched, and whatever was there before put back.
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');

  beforeEach(() => {
    scroll.mockReset();
    Element.prototype.scrollIntoView = scroll;
  });

  afterEach(() => {
    if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
    else delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  const panelAt = (search: string) =>
    renderApp(`/best/${search}`, {
      routes: [{ path: '/best/', element: <BestSquadPanel leagueId={1} champId={3} stages={STAGES} /> }],
    });

  it('opens on the tour the link names and brings itself into view once its squad is there', async () => {
    serve();
    panelAt('?best_stage=40');
    const picker = await screen.findByRole('combobox', { name: 'Тур' });
    expect((picker as HTMLSelectElement).value).toBe('40');
    await screen.findByRole('heading', { name: 'Лучший состав ещё не определен' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/v1/champs/3/squad/best/?stage_id=40',
    );
    await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1));
  });

  it('keeps the last scored tour and the scroll for a tour it does not have', async () => {
    serve();
    panelAt('?best_stage=99');
    const picker = await screen.findByRole('combobox', { name: 'Тур' });
    expect((picker as HTMLSelectElement).value).toBe('0');
    await screen.findByRole('heading', { name: 'Лучший состав ещё не определен' });
    expect(scroll).not.toHaveBeenCalled();
  });
});
