import type {
  MyPredictorLeagues,
  MyPredictorRating,
  MyStandings,
  PredictorStages,
  StagePredictions,
  User,
} from '@mliga/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser, type SessionUser } from '#api/session.ts';
import { matchItem, numericQuestion, openStage, result } from '../../../test/predictor-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ok } from '../../../test/api-responses.ts';
import { stubMatchMedia } from '../../../test/match-media.ts';
import { recordedFetch } from '../../../test/recorded-fetch.ts';

const PATH = '/game/predictor/5/stage/6/';
const requests = recordedFetch();

const STAGES: PredictorStages = {
  stages: [5, 6, 7].map((id) => ({
    id,
    name: `Тур ${id}`,
    status: id < 6 ? 'past' : id === 6 ? 'current' : 'future',
    start_date: `${10 + id}.11.2026`,
    stop_date: `${11 + id}.11.2026`,
    user_points: id === 5 ? 21 : null,
    league: { id: 5, name: 'Прогнозы' },
  })),
  closes_before_minutes: 90,
};

const MY_RATING: MyPredictorRating = {
  points: { total: 32, last_tour: 5 },
  place: { default: 54, winline: 19 },
  max_place: { default: 21, winline: 10 },
};

function apiUser(winline: string | null): User {
  return {
    id: 7,
    login: 'fan',
    email: 'fan@example.com',
    phone: null,
    winline,
    fantasy_team: null,
    teamName: null,
    teamNameModerationStatus: null,
    role: 'user',
  };
}

function signIn(winline: string | null) {
  const user: SessionUser = {
    ...apiUser(winline),
    authKey: { value: 'key', type: 'Bearer', expire_at: new Date(Date.now() + 86_400_000).toISOString() },
  };
  setSessionUser(user);
}

interface Api {
  stages?: PredictorStages;
  /** The user's private leagues (issue 23 §1): none unless told. */
  leagues?: MyPredictorLeagues['leagues'];
  /** «Топ-3 + вы + соседи» (issue 23 §3): none unless told. */
  standings?: MyStandings['standings'];
  stage?: StagePredictions;
  me?: () => User;
  save?: () => Promise<Response> | Response;
  oauth?: () => Response;
}

function serve(api: Api = {}) {
  requests.answer(async ({ url, method }) => {
    if (url === '/v1/predictors/5/stages/') return ok(api.stages ?? STAGES);
    if (url === '/v1/predictors/5/stages/6/predictions/' && method === 'GET')
      return ok(api.stage ?? openStage());
    if (url === '/v1/predictors/5/stages/6/predictions/' && method === 'POST')
      return api.save ? api.save() : ok({ x2_status: 'waiting' }, 'Прогноз принят');
    if (url === '/v1/predictors/5/my-rating/') return ok(MY_RATING);
    if (url === '/v1/predictors/5/leagues/')
      return ok({
        league: { id: 5, name: 'Прогнозы' },
        leagues: api.leagues ?? [],
        can_create: 5,
      } satisfies MyPredictorLeagues);
    if (url === '/v1/predictors/5/standings/') return ok({ standings: api.standings ?? [] });
    if (url === '/v1/users/me/') return ok({ user: (api.me ?? (() => apiUser('W100')))() });
    if (url.startsWith('/v1/users/oauthwinline/'))
      return api.oauth ? api.oauth() : ok({ redirect_url: '/v1/partner/sandbox/authorize/?state=s' });
    throw new TypeError(`unexpected ${method} ${url}`);
  });
}

const posted = () =>
  requests.calls
    .filter((call) => call.method === 'POST')
    .map((call) => call.body as { predictions: Record<string, unknown>[] });

const x2Buttons = () => screen.queryAllByRole('button', { name: /^X2:/ });
const pressed = () => x2Buttons().map((b) => b.getAttribute('aria-pressed'));

beforeAll(() => {
  stubMatchMedia();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('stage page: a visitor', () => {
  it('sees the items read-only, the prompt to log in or register and no score summary', async () => {
    serve();
    renderApp(PATH);
    // The first render of the file loads the lazy route: allow it more than the default second.
    expect(
      await screen.findByRole('heading', { name: 'Войдите, чтобы делать прогнозы' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe(
      '/game/predictor/users/login/?returnUrl=%2Fgame%2Fpredictor%2F',
    );
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toBeTruthy();
    expect(await screen.findAllByRole('spinbutton', { name: /^Голы/ })).toHaveLength(4);
    expect(screen.queryByRole('region', { name: 'Ваши очки' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(x2Buttons()).toHaveLength(0);
    expect(requests.calls.some((call) => call.url.includes('my-rating'))).toBe(false);
  });

  it("states the league's own closing time, not a fixed hour", async () => {
    serve();
    renderApp(PATH);
    expect(
      await screen.findByText('Прогнозы принимаются до закрытия: за 1 час 30 минут до первого матча тура.'),
    ).toBeTruthy();
  });

  it("shows 'В данный момент нет вариантов для прогнозов' for a stage without items", async () => {
    serve({ stage: { predictions: [], x2_status: 'not_available' } });
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { name: 'В данный момент нет вариантов для прогнозов' }),
    ).toBeTruthy();
  });
});

describe('stage page: a signed-in user with a partner account', () => {
  beforeEach(() => signIn('W100'));

  it('shows the header, the summary and the slider with points, dates and the finished label', async () => {
    serve();
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 2, name: 'Тур 6' })).toBeTruthy();
    expect(screen.getByText('Аккаунт партнёра привязан · ID W100')).toBeTruthy();
    const summary = await screen.findByRole('region', { name: 'Ваши очки' });
    expect(within(summary).getByText('32')).toBeTruthy();
    expect(within(summary).getByText('лучшее — 10')).toBeTruthy();
    const slider = screen.getByRole('navigation', { name: 'Туры' });
    expect(within(slider).getByText('21 очко')).toBeTruthy();
    expect(within(slider).getByText('с 17.11.2026')).toBeTruthy();
    expect(within(slider).getByRole('link', { current: 'page' }).textContent).toContain('Тур 6');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves X2 between items, removes it on a second choice, and saves it', async () => {
    serve();
    renderApp(PATH);
    await waitFor(() => expect(x2Buttons()).toHaveLength(4));
    expect(pressed()).toEqual(['false', 'false', 'false', 'false']);
    fireEvent.click(x2Buttons()[0]!);
    expect(pressed()).toEqual(['true', 'false', 'false', 'false']);
    fireEvent.click(x2Buttons()[2]!);
    expect(pressed()).toEqual(['false', 'false', 'true', 'false']);
    fireEvent.click(x2Buttons()[2]!);
    expect(pressed()).toEqual(['false', 'false', 'false', 'false']);
    fireEvent.click(x2Buttons()[0]!);

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('dialog', { name: 'Прогноз принят' })).toBeTruthy();
    expect(screen.getByText('Результаты появятся после завершения матчей тура.')).toBeTruthy();
    const [body] = posted();
    expect(body?.predictions.map((p) => p.is_x2)).toEqual([1, 0, 0, 0]);
    expect(body?.predictions[0]).toMatchObject({ event_id: 41, home_team_score: 1, guest_team_score: 3 });
  });

  it("labels the save button 'Сохраняем...' and disables it while saving", async () => {
    let answer: (response: Response) => void = () => {};
    serve({ save: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Сохранить' }));
    const busy = await screen.findByRole('button', { name: 'Сохраняем...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer(ok({ x2_status: 'not_set' }, 'Прогноз принят')));
    expect(await screen.findByRole('button', { name: 'Сохранить' })).toBeTruthy();
  });

  it('fills every open item with the random prediction inside the ranges', async () => {
    serve();
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Случайный прогноз' }));
    const scores = screen.getAllByRole('spinbutton', { name: /^Голы/ }).map((s) => Number(s.textContent));
    expect(scores).toHaveLength(4);
    for (const score of scores) expect(score >= 0 && score <= 5).toBe(true);
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
    const numeric = screen.getByRole('spinbutton', { name: 'Сколько жёлтых карточек покажут в туре?' });
    const value = Number((numeric as HTMLInputElement).value);
    expect(Number.isInteger(value) && value >= 0 && value <= 9).toBe(true);
  });

  it('hides X2 on the open items when a closed item already used it, and shows it not counted', async () => {
    const stage = openStage();
    stage.predictions.unshift(
      matchItem(30, 'Кибер Сокол', 'Медиа Стрим', {
        closed: true,
        score: [2, 1],
        result: result({
          home_team_score: 2,
          guest_team_score: 1,
          is_x2: true,
          points: { value: 5, text: '5 очков', grade: { value: 1, text: 'Точный счёт' }, provisional: false },
        }),
      }),
    );
    serve({ stage });
    renderApp(PATH);
    expect(await screen.findByText('X2 не засчитан')).toBeTruthy();
    expect(screen.getByRole('tooltip').textContent).toMatch(/Условия X2 не выполнены/);
    expect(screen.getByText('5 очков').closest('[data-tone]')?.getAttribute('data-tone')).toBe('success');
    expect(x2Buttons()).toHaveLength(0);
  });
});

describe('stage page: points of a closed item', () => {
  beforeEach(() => signIn('W100'));
  const closedStage = (): StagePredictions => ({
    predictions: [
      matchItem(1, 'Медиа Стрим', 'Северный Ветер', { closed: true, score: [2, 1] }),
      matchItem(2, 'Уральский Кит', 'Бетонные Львы', { closed: true, score: [0, 0] }),
    ],
    x2_status: 'not_set',
  });
  const withStage6 = (status: 'current' | 'past'): PredictorStages => ({
    ...STAGES,
    stages: STAGES.stages.map((s) => (s.id === 6 ? { ...s, status } : s)),
  });

  it('waits for the scoring while the tour is not scored', async () => {
    serve({ stages: withStage6('current'), stage: closedStage() });
    renderApp(PATH);
    expect(await screen.findAllByText('Очки появятся после подсчёта тура')).toHaveLength(2);
  });

  it('never says points will come once the tour is scored: no prediction, no points', async () => {
    serve({ stages: withStage6('past'), stage: closedStage() });
    renderApp(PATH);
    expect(await screen.findAllByText('Прогноза не было — 0 очков')).toHaveLength(2);
    expect(screen.queryByText('Очки появятся после подсчёта тура')).toBeNull();
  });
});

describe('stage page: the private leagues of a closed tour (issue 23 §1)', () => {
  beforeEach(() => signIn('W100'));
  const closed = (): StagePredictions => ({
    predictions: [matchItem(1, 'Медиа Стрим', 'Северный Ветер', { closed: true, score: [2, 1] })],
    x2_status: 'not_set',
  });
  const league = (id: number, name: string) => ({
    id,
    name,
    members_count: 3,
    place: 1,
    invite_hash: 'PrEdIcToRlEaGuE01',
    actions: ['leave' as const],
  });
  const leaguesRead = () => requests.calls.some((call) => call.url === '/v1/predictors/5/leagues/');

  it("links the members' predictions of the user's first league once the tour is closed", async () => {
    serve({ stage: closed(), leagues: [league(101, 'Офис'), league(102, 'Двор')] });
    renderApp(PATH);
    const link = await screen.findByRole('link', { name: 'Прогнозы участников лиг' });
    expect(link.getAttribute('href')).toBe('/game/predictor/leagues/101/stage/6/');
  });

  it('says nothing of leagues to a user in none', async () => {
    serve({ stage: closed() });
    renderApp(PATH);
    await screen.findByText(/Приём прогнозов на этот тур закрыт/);
    await waitFor(() => expect(leaguesRead()).toBe(true));
    expect(screen.queryByRole('link', { name: 'Прогнозы участников лиг' })).toBeNull();
  });

  it('does not read the leagues while the tour is open', async () => {
    serve({ leagues: [league(101, 'Офис')] });
    renderApp(PATH);
    expect(await screen.findByRole('button', { name: 'Сохранить' })).toBeTruthy();
    expect(leaguesRead()).toBe(false);
  });
});

describe('stage page: the crowd of a closed tour (issue 23 §2)', () => {
  beforeEach(() => signIn('W100'));

  it("shows a match's outcome shares and its three most predicted scores, and a numeric question's median", async () => {
    const match = matchItem(1, 'Медиа Стрим', 'Северный Ветер', { closed: true, score: [2, 1] });
    match.event.match!.stats.push(
      { home_team_score: 0, guest_team_score: 1, percent: 9.1 },
      { home_team_score: 3, guest_team_score: 3, percent: 2.4 },
    );
    const numeric = numericQuestion(2);
    numeric.prediction.is_closed = true;
    numeric.event.question = {
      ...numeric.event.question!,
      stats: [{ variant_id: null, variant_name: '4', percent: 40 }],
      numbers: { median: 4.5, low: 3, high: 6 },
    };
    serve({ stage: { predictions: [match, numeric], x2_status: 'not_set' } });
    renderApp(PATH);
    const outcomes = await screen.findByRole('list', { name: /Исходы в прогнозах/ });
    expect(
      within(outcomes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['П1 48,5%', 'X 27,2%', 'П2 24,3%']);
    expect(screen.getByText('Самые частые счета')).toBeTruthy();
    expect(screen.getByText('1:1')).toBeTruthy();
    expect(screen.getByText('0:1')).toBeTruthy();
    expect(screen.queryByText('3:3')).toBeNull();
    expect(screen.getByText('Медиана ответов: 4,5, половина ответов — от 3 до 6')).toBeTruthy();
  });
});

describe('stage page: «Ваше место» (issue 23 §3)', () => {
  const STANDINGS: MyStandings['standings'] = [
    {
      champ: { id: 11, name: 'Общий рейтинг', type: 'general' },
      members_count: 210,
      rows: [
        { place: 1, name: 'leader', points: 40, movement: 0, is_me: false },
        { place: 2, name: 'second', points: 38, movement: null, is_me: false },
        { place: 3, name: 'third', points: 37, movement: null, is_me: false },
        { place: 53, name: 'above', points: 33, movement: null, is_me: false },
        { place: 54, name: 'fan', points: 32, movement: 2, is_me: true },
      ],
    },
    // A league nobody has points in yet: no card.
    { champ: { id: 101, name: 'Офис', type: 'user' }, members_count: 3, rows: [] },
  ];
  const standingsRead = () => requests.calls.some((call) => call.url === '/v1/predictors/5/standings/');

  it("shows the user's ratings under the form, linked to each rating", async () => {
    signIn('W100');
    serve({ standings: STANDINGS });
    renderApp(PATH);
    const section = await screen.findByRole('region', { name: 'Ваше место' }, { timeout: 5000 });
    expect(within(section).getByRole('link', { name: 'Общий рейтинг' }).getAttribute('href')).toBe(
      '/game/predictor/5/rating/11/',
    );
    expect(within(section).getByText('210 участников')).toBeTruthy();
    expect(within(section).getByText('…')).toBeTruthy();
    expect(within(section).getByText('Вы').closest('li')?.getAttribute('aria-current')).toBe('true');
    expect(within(section).queryByRole('link', { name: 'Офис' })).toBeNull();
    // After the form in the page.
    const form = screen.getByRole('button', { name: 'Сохранить' });
    expect(form.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows nothing when no rating has rows', async () => {
    signIn('W100');
    serve({ standings: [{ ...STANDINGS[1]! }] });
    renderApp(PATH);
    await screen.findByRole('button', { name: 'Сохранить' }, { timeout: 5000 });
    await waitFor(() => expect(standingsRead()).toBe(true));
    expect(screen.queryByRole('region', { name: 'Ваше место' })).toBeNull();
  });

  it('is not asked for by a visitor', async () => {
    serve({ standings: STANDINGS });
    renderApp(PATH);
    expect(await screen.findAllByRole('spinbutton', { name: /^Голы/ }, { timeout: 5000 })).toHaveLength(4);
    expect(standingsRead()).toBe(false);
    expect(screen.queryByRole('region', { name: 'Ваше место' })).toBeNull();
  });
});

describe('stage page: a signed-in user without a partner account', () => {
  beforeEach(() => signIn(null));

  it("opens the partner popup by itself once, shows 'Недоступно' and the X2 toggle changes nothing", async () => {
    serve({ me: () => apiUser(null), stage: { ...openStage(), x2_status: 'not_available' } });
    renderApp(PATH);
    const dialog = await screen.findByRole('dialog', { name: 'Аккаунт партнёра' });
    expect(within(dialog).getByText(/эксклюзивному рейтингу и призам каждого тура/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(screen.getAllByText('Недоступно')).toHaveLength(4);
    fireEvent.click(x2Buttons()[0]!);
    expect(await screen.findByRole('dialog', { name: 'Аккаунт партнёра' })).toBeTruthy();
    expect(pressed()).toEqual(['false', 'false', 'false', 'false']);
  });

  it('offers the popup by itself once per visit, not again on the next tour or page', async () => {
    serve({ me: () => apiUser(null), stage: { ...openStage(), x2_status: 'not_available' } });
    const first = renderApp(PATH);
    const dialog = await screen.findByRole('dialog', { name: 'Аккаунт партнёра' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 2, name: 'Тур 6' })).toBeTruthy();
    expect(await screen.findAllByText('Недоступно')).toHaveLength(4);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links through the new tab: waits, polls the user after 1 s and every 5 s, then closes and enables X2', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let linked = false;
    serve({
      me: () => apiUser(linked ? 'W777' : null),
      stage: { ...openStage(), x2_status: 'not_available' },
    });
    const tab = { closed: false, opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderApp(PATH);
    const dialog = await screen.findByRole('dialog', { name: 'Аккаунт партнёра' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Привязать' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(await within(dialog).findByText('Ожидаем привязку...')).toBeTruthy();
    expect(tab.location.href).toBe('http://localhost:3000/v1/partner/sandbox/authorize/?state=s');
    expect(tab.opener).toBeNull();

    const meCalls = () => requests.calls.filter((call) => call.url === '/v1/users/me/').length;
    const before = meCalls();
    await act(async () => vi.advanceTimersByTimeAsync(1100));
    await waitFor(() => expect(meCalls()).toBe(before + 1));
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(meCalls()).toBe(before + 2));
    expect(screen.getByRole('dialog', { name: 'Аккаунт партнёра' })).toBeTruthy();

    linked = true;
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Аккаунт партнёра' })).toBeNull());
    expect(screen.getByText('Аккаунт партнёра привязан · ID W777')).toBeTruthy();
    expect(screen.queryByText('Недоступно')).toBeNull();
    expect(screen.getByText('Не использовано в этом туре')).toBeTruthy();
    const after = meCalls();
    await act(async () => vi.advanceTimersByTimeAsync(11_000));
    expect(meCalls()).toBe(after);
  });

  it('shows an error toast and closes the popup when the partner URL cannot be had', async () => {
    serve({
      me: () => apiUser(null),
      oauth: () =>
        new Response(
          JSON.stringify({
            success: false,
            message: 'x',
            errors: [{ message: 'Привязка временно недоступна' }],
          }),
          { status: 503 },
        ),
    });
    const close = vi.fn();
    vi.spyOn(window, 'open').mockReturnValue({ closed: false, close } as unknown as Window);
    renderApp(PATH);
    const dialog = await screen.findByRole('dialog', { name: 'Аккаунт партнёра' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Привязать' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Аккаунт партнёра' })).toBeNull());
    expect(await screen.findByText('Не удалось открыть страницу партнёра')).toBeTruthy();
    expect(screen.getByText('Привязка временно недоступна')).toBeTruthy();
    expect(close).toHaveBeenCalled();
  });
});
