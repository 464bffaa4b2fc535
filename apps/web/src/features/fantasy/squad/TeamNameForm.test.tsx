import type { FantasyStage, User } from '@mliga/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionUser, setSessionUser } from '#api/session.ts';
import { ok, refused } from '../../../test/api-responses.ts';
import { stubMatchMedia } from '../../../test/match-media.ts';
import { ACTIVE_LEAGUE, renderApp } from '../../../test/render-app.tsx';

/**
 * Issue 20 §1.5 and §1.6: a team name replaced for a forbidden word is said so and can be
 * named again; the fantasy screens read the user afresh and a refused key signs out.
 */

const PATH = '/game/fantasy/1/my-team/stages/42/';
const REPLACED = 'Название содержит недопустимые слова, команде присвоено название по умолчанию';
const fetchMock = vi.fn<typeof fetch>();

const STAGE: FantasyStage = {
  id: 42,
  name: 'Тур 6',
  status: 'current',
  start_date: '04.05.2026',
  stop_date: '10.05.2026',
  user_points: null,
  league: { id: 1, name: 'Фэнтези' },
  max_players_from_team_count: 3,
  max_players_substitutions_count: 2,
  budget: 100,
  update_is_available: true,
  update_closing_at: '04.05.2026 18:00',
};

function user(teamName: string | null, status: number | null): User {
  return {
    id: 7,
    login: 'fan',
    email: 'fan@example.com',
    phone: null,
    winline: null,
    fantasy_team: teamName === null ? null : { name: teamName, moderation_status: status ?? 0 },
    teamName,
    teamNameModerationStatus: status,
    role: 'user',
  };
}

function storeUser(stored: User) {
  setSessionUser({
    ...stored,
    authKey: { value: 'key', type: 'Bearer', expire_at: new Date(Date.now() + 86_400_000).toISOString() },
  });
}

interface Server {
  /** The user GET /v1/users/me/ answers, or a status to refuse it with. */
  me: () => User | number;
  teamName?: (name: string) => Response;
}

function serve({ me, teamName }: Server) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/v1/users/me/' && method === 'GET') {
      const answer = me();
      return typeof answer === 'number'
        ? refused(answer, 'Авторизуйтесь для выполнения действия')
        : ok({ user: answer });
    }
    if (url === '/v1/leagues/1/stages/') return ok({ stages: [STAGE] });
    if (url === '/v1/stages/42/matches/') return ok({ matches: [] });
    if (url === '/v1/stages/42/my-squad/')
      return ok({
        squad: [],
        stage: STAGE,
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
    if (url === '/v1/fantasy/team-name/' && method === 'POST' && teamName) {
      return teamName((JSON.parse(String(init?.body)) as { name: string }).name);
    }
    throw new TypeError(`unexpected ${method} ${url}`);
  });
}

const teamNameCalls = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/v1/fantasy/team-name/' && init?.method === 'POST')
    .map(([, init]) => (JSON.parse(String(init?.body)) as { name: string }).name);

beforeAll(() => stubMatchMedia());

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  setSessionUser(null);
  vi.unstubAllGlobals();
});

describe('a team name replaced for a forbidden word (issue 20 §1.5)', { timeout: 20_000 }, () => {
  it('shows the API message and the rejected state, and takes a new name in the squad builder', async () => {
    let current = user(null, null);
    storeUser(current);
    serve({
      me: () => current,
      teamName: (name) => {
        const forbidden = /дурак/i.test(name);
        current = user(forbidden ? 'Команда №5' : name, forbidden ? 2 : 0);
        return ok({ user: current }, forbidden ? REPLACED : 'Название команды отправлено на модерацию');
      },
    });
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });

    const input = await screen.findByRole('textbox', { name: 'Название команды' }, { timeout: 10_000 });
    fireEvent.change(input, { target: { value: 'Дураки ФК' } });
    fireEvent.submit(input.closest('form')!);

    // The answer's message, the name the team got and its state; the squad can be built meanwhile.
    expect(await screen.findByText(REPLACED)).toBeTruthy();
    const team = screen.getByRole('region', { name: 'Ваша команда' });
    expect(within(team).getByText('Команда №5')).toBeTruthy();
    expect(within(team).getByText('отклонено — придумайте новое')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Сохранить состав' })).toBeTruthy();

    // A new name: sent, and the state becomes "under moderation".
    const rename = within(team).getByRole('textbox', { name: 'Новое название команды' });
    fireEvent.change(rename, { target: { value: 'Ракета' } });
    fireEvent.click(within(team).getByRole('button', { name: 'Сменить название' }));
    await waitFor(() => expect(within(team).getByText('на модерации')).toBeTruthy());
    expect(teamNameCalls()).toEqual(['Дураки ФК', 'Ракета']);
    expect(within(team).getByText('Ракета')).toBeTruthy();
    expect(screen.queryByText(REPLACED)).toBeNull();
    expect(within(team).queryByRole('textbox')).toBeNull();
  });

  it('offers a new name for a name an admin rejected, beside the squad', async () => {
    storeUser(user('Команда №5', 2));
    serve({ me: () => user('Команда №5', 2) });
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    const team = await screen.findByRole('region', { name: 'Ваша команда' }, { timeout: 10_000 });
    expect(within(team).getByText('отклонено — придумайте новое')).toBeTruthy();
    expect(within(team).getByRole('textbox', { name: 'Новое название команды' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Сохранить состав' })).toBeTruthy();
  });

  it('shows the refusal of a name inline, in the form', async () => {
    storeUser(user('Команда №5', 2));
    serve({
      me: () => user('Команда №5', 2),
      teamName: () => refused(422, 'Название команды уже одобрено и не может быть изменено'),
    });
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    const team = await screen.findByRole('region', { name: 'Ваша команда' }, { timeout: 10_000 });
    fireEvent.change(within(team).getByRole('textbox', { name: 'Новое название команды' }), {
      target: { value: 'Ракета' },
    });
    fireEvent.click(within(team).getByRole('button', { name: 'Сменить название' }));
    expect(
      await within(team).findByText('Название команды уже одобрено и не может быть изменено'),
    ).toBeTruthy();
    expect(screen.getAllByText('Название команды уже одобрено и не может быть изменено')).toHaveLength(1);
  });
});

describe('the fantasy screens read the user afresh (issue 20 §1.6)', { timeout: 20_000 }, () => {
  it('shows the team the server knows, not the stale stored copy', async () => {
    // Stored before the team was named (another device named it and it was approved since).
    storeUser(user(null, null));
    serve({ me: () => user('Ракета', 1) });
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    const team = await screen.findByRole('region', { name: 'Ваша команда' }, { timeout: 10_000 });
    expect(within(team).getByText('Ракета')).toBeTruthy();
    expect(within(team).getByText('одобрено')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Название команды' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Сохранить состав' })).toBeTruthy();
    expect(getSessionUser()).toMatchObject({ teamName: 'Ракета', teamNameModerationStatus: 1 });
  });

  it('reads the user on every fantasy screen it opens', async () => {
    storeUser(user('Ракета', 0));
    serve({ me: () => user('Ракета', 1) });
    renderApp('/game/fantasy/rules/', { activeLeague: ACTIVE_LEAGUE });
    await waitFor(() => expect(getSessionUser()).toMatchObject({ teamNameModerationStatus: 1 }));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/v1/users/me/')).toBe(true);
  });

  it('treats a refused profile call as signed out', async () => {
    storeUser(user('Ракета', 1));
    serve({ me: () => 401 });
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    const login = await screen.findByRole('link', { name: 'Войти' }, { timeout: 10_000 });
    expect(login.getAttribute('href')).toBe('/game/fantasy/users/login/?returnUrl=%2Fgame%2Ffantasy%2F');
    expect(getSessionUser()).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сохранить состав' })).toBeNull();
  });
});
