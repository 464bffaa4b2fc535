import type {
  H2hStage,
  H2hChamp,
  H2hDetails,
  H2hMatchDetails,
  H2hMatches,
  H2hTableRow,
} from '@mliga/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '#api/session.ts';
import { ACTIVE_LEAGUE, renderApp } from '../../../test/render-app.tsx';
import { ok, refused } from '../../../test/api-responses.ts';
import { stubMatchMedia } from '../../../test/match-media.ts';

const fetchMock = vi.fn<typeof fetch>();
const SLOW = { timeout: 10_000 };

const CUP: H2hChamp = {
  id: 5,
  name: 'Турнир выходного дня',
  image: '/demo/h2h/cup.svg',
  image_white: '/demo/h2h/cup-white.svg',
  is_public: true,
  members_count: { current: 5, total: 8 },
  actions: ['join'],
  status: 'recruiting',
  is_member: false,
};

const row = (id: number, name: string, place: number, points: number): H2hTableRow => ({
  id,
  name,
  place,
  points,
  wins: points / 3,
  loses: 0,
  draws: 0,
  games: 2,
  points_score: 100 + id,
  points_miss: 90,
  total_points: 300 + id,
});

const stageInfo = (id: number, tour: number, status: 'past' | 'current' | 'future') => ({
  id,
  tour,
  name: `Тур ${tour}`,
  status,
});

const DETAILS: H2hDetails = {
  stage: stageInfo(6, 6, 'current'),
  champ: {
    ...CUP,
    id: 2,
    name: 'Кубок вызова',
    status: 'started',
    actions: [],
    is_member: true,
    members_count: { current: 16, total: 16 },
    league: { id: 1, name: 'Фэнтези МЛиги 2026' },
    start_stage: stageInfo(4, 4, 'past'),
  },
  table: [row(11, 'Альфа', 1, 6), row(12, 'Бета', 2, 3)],
  auth_team_id: 12,
};

const MATCHES: H2hMatches = {
  stages: [
    {
      ...stageInfo(5, 5, 'past'),
      matches: [
        {
          id: 50,
          team1: { id: 11, name: 'Альфа', last_games: { results: [1], points: [60] } },
          team2: { id: 12, name: 'Бета', last_games: { results: [-1], points: [40] } },
          score1: 55,
          score2: 48,
        },
      ],
    },
    {
      ...stageInfo(6, 6, 'current'),
      matches: [
        {
          id: 60,
          team1: { id: 12, name: 'Бета', last_games: { results: [-1, -1], points: [40, 48] } },
          team2: { id: 11, name: 'Альфа', last_games: { results: [1, 1], points: [60, 55] } },
          score1: null,
          score2: null,
        },
      ],
    },
    { ...stageInfo(7, 7, 'future'), matches: [] },
  ],
};

const matchDetails = (lineups: H2hMatchDetails['lineups']): H2hMatchDetails => ({
  match: {
    ...MATCHES.stages[0]!.matches[0]!,
    champ: { id: 2, name: 'Кубок вызова' },
    stage: stageInfo(5, 5, 'past'),
  },
  lineups,
});

function signIn() {
  setSessionUser({
    id: 3,
    login: 'fan',
    email: 'fan@example.test',
    phone: null,
    winline: null,
    fantasy_team: { name: 'Бета', moderation_status: 1 },
    authKey: { value: 'key', type: 'Bearer', expire_at: new Date(Date.now() + 86_400_000).toISOString() },
  });
}

let calls: string[] = [];
function serve(answers: Record<string, unknown>) {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    calls.push(key);
    if (key in answers) return ok(answers[key]);
    throw new TypeError(`unexpected ${key}`);
  });
}

beforeAll(() => {
  stubMatchMedia();
});

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  setSessionUser(null);
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('H2H list', () => {
  it('says when there are no tournaments', async () => {
    serve({ 'GET /v1/leagues/active/h2h/': { league: { id: 1, name: 'Фэнтези' }, champs: [] } });
    renderApp('/game/fantasy/h2h/', { activeLeague: ACTIVE_LEAGUE });
    expect(await screen.findByRole('heading', { name: 'Нет активных H2H турниров' }, SLOW)).toBeTruthy();
  });

  it('asks a visitor to sign in on join, without calling the server', async () => {
    serve({ 'GET /v1/leagues/active/h2h/': { league: { id: 1, name: 'Фэнтези' }, champs: [CUP] } });
    renderApp('/game/fantasy/h2h/', { activeLeague: ACTIVE_LEAGUE });
    const card = await screen.findByRole('listitem', { name: 'Турнир выходного дня' }, SLOW);
    expect(within(card).getByText('Участники: 5 из 8')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Участвовать: Турнир выходного дня' }));
    expect(
      await screen.findByText(
        'Для того, чтобы зарегистрироваться на H2H турнир, пройдите процедуру авторизации',
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('joins for a signed-in user and reads the list again', async () => {
    signIn();
    serve({
      'GET /v1/leagues/active/h2h/': { league: { id: 1, name: 'Фэнтези' }, champs: [CUP] },
      'POST /v1/h2h/5/join/': {},
    });
    renderApp('/game/fantasy/h2h/', { activeLeague: ACTIVE_LEAGUE });
    fireEvent.click(await screen.findByRole('button', { name: 'Участвовать: Турнир выходного дня' }, SLOW));
    await waitFor(() => expect(calls).toContain('POST /v1/h2h/5/join/'));
    await waitFor(() => expect(calls.filter((c) => c === 'GET /v1/leagues/active/h2h/')).toHaveLength(2));
  });
});

describe('H2H tournament', () => {
  it('shows the table, opens on the current tour and steps between tours with the arrows', async () => {
    serve({ 'GET /v1/h2h/2/': DETAILS, 'GET /v1/h2h/2/matches/': MATCHES });
    renderApp('/game/fantasy/h2h/2/', { activeLeague: ACTIVE_LEAGUE });
    const table = await screen.findByRole('table', { name: 'Турнирная таблица' }, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Альфа');
    expect(rows[2]!.textContent).toContain('Вы');
    const tours = await screen.findByRole('list', { name: 'Тур 6' });
    expect(within(tours).getByRole('button', { name: 'Составы: Бета — Альфа' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Следующий тур' }));
    expect(await screen.findByRole('heading', { name: 'В данный момент нет матчей в туре' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Следующий тур' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущий тур' }));
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущий тур' }));
    const played = await screen.findByRole('list', { name: 'Тур 5' });
    const match = within(played).getByRole('button', { name: 'Составы: Альфа — Бета' });
    // Green for the winner (name and score), red for the loser.
    const marked = (result: string) =>
      [...match.querySelectorAll(`[data-result="${result}"]`)].map((el) => el.textContent).filter(Boolean);
    expect(marked('win')).toEqual(['Альфа', '55']);
    expect(marked('loss')).toEqual(['48', 'Бета']);
  });

  it('shows the sides’ points so far while the tour is played, marked provisional', async () => {
    const [past, current, future] = MATCHES.stages as [H2hStage, H2hStage, H2hStage];
    const playing = { ...current.matches[0]!, live: { score1: 23, score2: 31 } };
    serve({
      'GET /v1/h2h/2/': DETAILS,
      'GET /v1/h2h/2/matches/': { stages: [past, { ...current, matches: [playing] }, future] },
    });
    renderApp('/game/fantasy/h2h/2/', { activeLeague: ACTIVE_LEAGUE });
    const tours = await screen.findByRole('list', { name: 'Тур 6' }, SLOW);
    expect(within(tours).getByLabelText('Счёт на сейчас 23:31, предварительно')).toBeTruthy();
    expect(screen.getByText(/Тур идёт: счёт матчей предварительный/)).toBeTruthy();
  });

  it('expands a match to its lineups, or says they are not available yet', async () => {
    serve({
      'GET /v1/h2h/2/': DETAILS,
      'GET /v1/h2h/2/matches/': MATCHES,
      'GET /v1/h2h/matches/50/': matchDetails({
        team1: { squad: [], start_points: 50, substitute_points: 2, bonus_points: 3 },
        team2: { squad: [], start_points: 40, substitute_points: 0, bonus_points: 8 },
      }),
      'GET /v1/h2h/matches/60/': { ...matchDetails(null), match: { ...matchDetails(null).match, id: 60 } },
    });
    renderApp('/game/fantasy/h2h/2/', { activeLeague: ACTIVE_LEAGUE });
    const open = await screen.findByRole('button', { name: 'Составы: Бета — Альфа' }, SLOW);
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Состав недоступен, тур не начался')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущий тур' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Составы: Альфа — Бета' }));
    const lineup = await screen.findByRole('region', { name: 'Альфа' });
    expect(within(lineup).getByText('Очки основы').nextSibling?.textContent).toBe('50');
    expect(within(lineup).getByText('Команда не собрала состав на этот тур')).toBeTruthy();
  });

  it("shows each lineup's unspent-coins bonus on its own line: the three lines make the side's score", async () => {
    serve({
      'GET /v1/h2h/2/': DETAILS,
      'GET /v1/h2h/2/matches/': MATCHES,
      'GET /v1/h2h/matches/50/': matchDetails({
        team1: { squad: [], start_points: 50, substitute_points: 2, bonus_points: 3 },
        team2: { squad: [], start_points: 40, substitute_points: 0, bonus_points: 8 },
      }),
    });
    renderApp('/game/fantasy/h2h/2/', { activeLeague: ACTIVE_LEAGUE });
    fireEvent.click(await screen.findByRole('button', { name: 'Предыдущий тур' }, SLOW));
    fireEvent.click(await screen.findByRole('button', { name: 'Составы: Альфа — Бета' }));
    const lines = (name: string) =>
      [...within(screen.getByRole('region', { name })).getAllByRole('term')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]);
    await screen.findByRole('region', { name: 'Альфа' });
    // Альфа 55 = 50 + 2 + 3, Бета 48 = 40 + 0 + 8 (the match's score).
    expect(lines('Альфа')).toEqual([
      ['Очки основы', '50'],
      ['Очки замен', '2'],
      ['Бонус за остаток бюджета', '3'],
    ]);
    expect(lines('Бета')).toEqual([
      ['Очки основы', '40'],
      ['Очки замен', '0'],
      ['Бонус за остаток бюджета', '8'],
    ]);
  });

  it('tells a stranger that a private tournament is for its members, without asking for its calendar', async () => {
    signIn();
    const refusal = 'Закрытый турнир видят только его участники';
    fetchMock.mockImplementation(async (input, init) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push(key);
      if (key === 'GET /v1/h2h/7/') return refused(403, refusal);
      throw new TypeError(`unexpected ${key}`);
    });
    renderApp('/game/fantasy/h2h/7/', { activeLeague: ACTIVE_LEAGUE });
    expect(await screen.findByRole('heading', { name: refusal }, SLOW)).toBeTruthy();
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(screen.getByText(/Вы не участвуете в этом закрытом турнире/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Все H2H турниры' }).getAttribute('href')).toBe(
      '/game/fantasy/h2h/',
    );
    // The game reads the signed-in user afresh on opening (issue 20 §1.6) and the header's bell its
    // count (issue 24); the calendar is never asked for.
    const own = ['GET /v1/users/me/', 'GET /v1/notifications/unread/'];
    expect(calls.filter((call) => !own.includes(call))).toEqual(['GET /v1/h2h/7/']);
  });

  it('says when a recruiting tournament has no members and no calendar', async () => {
    serve({
      'GET /v1/h2h/5/': {
        stage: null,
        champ: { ...DETAILS.champ, ...CUP, start_stage: null },
        table: [],
        auth_team_id: null,
      },
      'GET /v1/h2h/5/matches/': { stages: [] },
    });
    renderApp('/game/fantasy/h2h/5/', { activeLeague: ACTIVE_LEAGUE });
    expect(await screen.findByRole('heading', { name: 'В данный момент нет участников' }, SLOW)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'В данный момент нет календаря матчей' })).toBeTruthy();
  });
});
