import type {
  InviteInfo,
  MyPredictorLeagues,
  PredictorActiveLeague,
  PredictorPrivateLeague,
  StagePredictions,
} from '@mliga/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '#api/session.ts';
import { closeAllModals } from '#ui/modal/modal-store.ts';
import { ok, refused } from '../../../test/api-responses.ts';
import { matchItem, openStage } from '../../../test/predictor-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const fetchMock = vi.fn<typeof fetch>();
const SLOW = { timeout: 10_000 };
const HASH = 'PrEdIcToRlEaGuE01';

/** The demo's predictor league: tours 4 and 5 scored, 6 being played, 7 ahead. */
const ACTIVE: PredictorActiveLeague = {
  league: { id: 5, name: 'Прогнозы МЛиги 2026' },
  stages: [4, 5, 6, 7].map((id) => ({
    id,
    name: `Тур ${id}`,
    status: id < 6 ? 'past' : id === 6 ? 'current' : 'future',
    start_date: `${10 + id}.11.2026`,
    stop_date: `${11 + id}.11.2026`,
    user_points: null,
    league: { id: 5, name: 'Прогнозы МЛиги 2026' },
  })),
  closes_before_minutes: 60,
  ratings: { general: 3, partner: 4 },
};

const OWN: PredictorPrivateLeague = {
  id: 101,
  name: 'Офис на Тверской',
  members_count: 3,
  place: 2,
  invite_hash: HASH,
  actions: ['delete'],
};
const GUEST: PredictorPrivateLeague = {
  id: 102,
  name: 'Дворовые',
  members_count: 21,
  place: null,
  invite_hash: 'ZyXwVuTsRqPoNmLk',
  actions: ['leave'],
};
const SOLO: PredictorPrivateLeague = { ...OWN, id: 103, name: 'Один', members_count: 1, place: 1 };
const BIG: PredictorPrivateLeague = { ...GUEST, id: 104, name: 'Большая', members_count: 5 };

const closedStage = (): StagePredictions => ({
  predictions: [matchItem(61, 'Медиа Стрим', 'Северный Ветер', { closed: true })],
  x2_status: 'not_set',
});

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

type Call = { method: string; url: string; body: unknown };
let calls: Call[] = [];

interface Api {
  leagues?: PredictorPrivateLeague[];
  canCreate?: number;
  /** The current stage's predictions: open unless told. */
  currentStage?: StagePredictions;
  extra?: (call: Call) => Response | null;
}

/** What the server holds: a test's extra answers may change it (a league created, joined). */
let held = { leagues: [] as PredictorPrivateLeague[], canCreate: 5 };

function serve({ leagues = [], canCreate = 5, currentStage = openStage(), extra }: Api = {}) {
  held = { leagues, canCreate };
  fetchMock.mockImplementation(async (input, init) => {
    const call = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.url === '/v1/predictors/active-league/') return ok(ACTIVE);
    if (call.url === '/v1/predictors/5/stages/6/predictions/') return ok(currentStage);
    if (call.url === '/v1/predictors/5/leagues/' && call.method === 'GET')
      return ok({
        league: { id: 5, name: 'Прогнозы МЛиги 2026' },
        leagues: held.leagues,
        can_create: held.canCreate,
      } satisfies MyPredictorLeagues);
    throw new TypeError(`unexpected ${call.method} ${call.url}`);
  });
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  closeAllModals();
  setSessionUser(null);
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('predictor leagues: «Мои лиги»', () => {
  it('asks a visitor to sign in, coming back to the leagues', async () => {
    serve();
    renderApp('/game/predictor/leagues/', { predictorActiveLeague: ACTIVE });
    expect(await screen.findByRole('heading', { name: 'Ваши лиги появятся здесь' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe(
      '/game/predictor/users/login/?returnUrl=%2Fgame%2Fpredictor%2Fleagues%2F',
    );
    expect(calls.some((c) => c.url.includes('/leagues/'))).toBe(false);
  });

  it('has its tab in the predictor shell', async () => {
    serve();
    renderApp('/game/predictor/leagues/', { predictorActiveLeague: ACTIVE });
    const tabs = await screen.findByRole('navigation', { name: 'Разделы игры «Прогнозы»' }, SLOW);
    const tab = within(tabs).getByRole('link', { name: 'Лиги' });
    expect(tab.getAttribute('href')).toBe('/game/predictor/leagues/');
    expect(tab.getAttribute('aria-current')).toBe('page');
  });

  it('explains private leagues when the user is in none, under the create form', async () => {
    signIn();
    serve();
    renderApp('/game/predictor/leagues/');
    expect(
      await screen.findByRole('heading', { name: 'Вы пока не состоите ни в одной лиге' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByText(/Частная лига — это отдельный рейтинг для своих/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Название лиги' })).toBeTruthy();
    expect(
      screen.getByText('От 3 до 25 символов; в лиге до 300 участников. Можно создать ещё 5 лиг.'),
    ).toBeTruthy();
  });

  it('lists the leagues with places, members in the right plural, invite links and only the allowed actions', async () => {
    signIn();
    serve({ leagues: [OWN, GUEST, SOLO, BIG], canCreate: 3 });
    renderApp('/game/predictor/leagues/');
    const own = await screen.findByRole('listitem', { name: 'Офис на Тверской' }, SLOW);
    expect(within(own).getByText('2-е место')).toBeTruthy();
    expect(within(own).getByText('3 участника')).toBeTruthy();
    expect(within(own).getByText('Вы создатель')).toBeTruthy();
    const invite = within(own).getByRole('group', { name: 'Ссылка-приглашение' });
    expect(within(invite).getByText(`${location.origin}/invite/${HASH}/`)).toBeTruthy();
    expect(
      within(own).getByRole('link', { name: 'Рейтинг лиги: Офис на Тверской' }).getAttribute('href'),
    ).toBe('/game/predictor/5/rating/101/');
    // Tour 6 is still open: the members' predictions are those of tour 5, the last closed one.
    expect(
      within(own).getByRole('link', { name: 'Прогнозы участников: Офис на Тверской' }).getAttribute('href'),
    ).toBe('/game/predictor/leagues/101/stage/5/');
    expect(within(own).getByRole('button', { name: 'Удалить: Офис на Тверской' })).toBeTruthy();
    expect(within(own).queryByRole('button', { name: /Покинуть/ })).toBeNull();

    const guest = screen.getByRole('listitem', { name: 'Дворовые' });
    expect(within(guest).getByText('Место: —')).toBeTruthy();
    expect(within(guest).getByText('21 участник')).toBeTruthy();
    expect(within(guest).getByRole('button', { name: 'Покинуть: Дворовые' })).toBeTruthy();
    expect(within(guest).queryByRole('button', { name: /Удалить/ })).toBeNull();

    expect(within(screen.getByRole('listitem', { name: 'Один' })).getByText('1 участник')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Большая' })).getByText('5 участников')).toBeTruthy();
    expect(
      screen.getByText('От 3 до 25 символов; в лиге до 300 участников. Можно создать ещё 3 лиги.'),
    ).toBeTruthy();
  });

  it('leads to the current tour’s predictions once its predictions are closed', async () => {
    signIn();
    serve({ leagues: [OWN], currentStage: closedStage() });
    renderApp('/game/predictor/leagues/');
    const link = await screen.findByRole('link', { name: 'Прогнозы участников: Офис на Тверской' }, SLOW);
    expect(link.getAttribute('href')).toBe('/game/predictor/leagues/101/stage/6/');
  });

  it('creates a league on Enter, says so and shows it', async () => {
    signIn();
    serve({
      canCreate: 1,
      extra: (call) => {
        if (call.method !== 'POST' || call.url !== '/v1/predictors/5/leagues/') return null;
        held = { leagues: [OWN], canCreate: 0 };
        return ok({ league: OWN }, 'Лига создана');
      },
    });
    renderApp('/game/predictor/leagues/');
    expect(
      await screen.findByText(
        'От 3 до 25 символов; в лиге до 300 участников. Можно создать ещё 1 лигу.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Название лиги' });
    fireEvent.change(input, { target: { value: 'Офис на Тверской' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('Лига создана')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/v1/predictors/5/leagues/',
      body: { name: 'Офис на Тверской' },
    });
    expect(await screen.findByRole('listitem', { name: 'Офис на Тверской' })).toBeTruthy();
    // The fifth league was the last: the form gives way to a note.
    expect(screen.queryByRole('textbox', { name: 'Название лиги' })).toBeNull();
    expect(screen.getByText(/Вы создали 5 лиг — больше в этом сезоне нельзя/)).toBeTruthy();
  });

  it('shows the server’s refusal of a name in the error popup', async () => {
    signIn();
    serve({
      extra: (call) =>
        call.method === 'POST' ? refused(400, 'Название лиги должно быть от 3 до 25 символов') : null,
    });
    renderApp('/game/predictor/leagues/');
    const input = await screen.findByRole('textbox', { name: 'Название лиги' }, SLOW);
    fireEvent.change(input, { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ошибка' });
    expect(within(dialog).getByText('Название лиги должно быть от 3 до 25 символов')).toBeTruthy();
  });

  it('copies the invite link', async () => {
    signIn();
    serve({ leagues: [OWN] });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/game/predictor/leagues/');
    fireEvent.click(await screen.findByRole('button', { name: 'Копировать: Офис на Тверской' }, SLOW));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${location.origin}/invite/${HASH}/`));
    expect(await screen.findByText('Ссылка-приглашение скопирована')).toBeTruthy();
  });

  it('leaves only after the confirm popup', async () => {
    signIn();
    serve({
      leagues: [GUEST],
      extra: (call) => (call.url === '/v1/champs/102/leave/' ? ok({}, 'Вы покинули лигу') : null),
    });
    renderApp('/game/predictor/leagues/');
    fireEvent.click(await screen.findByRole('button', { name: 'Покинуть: Дворовые' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Покинуть лигу «Дворовые»?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Покинуть: Дворовые' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Покинуть' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/v1/champs/102/leave/')).toBe(true));
    expect(await screen.findByText('Вы покинули лигу')).toBeTruthy();
  });
});

describe('predictor leagues: an invite', () => {
  const INFO: InviteInfo = {
    game: 'predictor',
    league: { id: 5, name: 'Прогнозы МЛиги 2026' },
    champ: { id: 101, name: 'Офис на Тверской', type: 'user', members_count: 3, is_member: false },
  };

  it('leads /invite/{hash}/ of a predictor league to the predictor’s invite, not the fantasy one', async () => {
    signIn();
    serve({ extra: (call) => (call.url === `/v1/champs/${HASH}/invite-info/` ? ok(INFO) : null) });
    const { router } = renderApp(`/invite/${HASH}/`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/game/predictor/invite/${HASH}/`), SLOW);
  });

  it('sends a visitor to the predictor’s sign-in, coming back to the invite', async () => {
    serve();
    const { router } = renderApp(`/game/predictor/invite/${HASH}/`, { predictorActiveLeague: ACTIVE });
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/predictor/users/login/'), SLOW);
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(`/invite/${HASH}/`);
  });

  it('asks whether to join a predictor league, says no fantasy team is needed, joins and goes to the leagues', async () => {
    signIn();
    serve({
      extra: (call) => {
        if (call.url === `/v1/champs/${HASH}/invite-info/`) return ok(INFO);
        if (call.url !== '/v1/champs/101/invite-accept/') return null;
        held = { leagues: [{ ...OWN, actions: ['leave'] }], canCreate: 5 };
        return ok({}, 'Вы вступили в лигу');
      },
    });
    const { router } = renderApp(`/game/predictor/invite/${HASH}/`);
    const dialog = await screen.findByRole('dialog', { name: 'Вступить в лигу «Офис на Тверской»?' }, SLOW);
    expect(within(dialog).getByText('В лиге 3 участника')).toBeTruthy();
    expect(within(dialog).getByText(/команда фэнтези не нужна/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вступить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/predictor/leagues/'));
    expect(calls.find((c) => c.url === '/v1/champs/101/invite-accept/')?.body).toEqual({ hash: HASH });
    expect(await screen.findByText('Вы вступили в лигу')).toBeTruthy();
    expect(await screen.findByRole('listitem', { name: 'Офис на Тверской' })).toBeTruthy();
  });

  it('tells a member they are in the league already', async () => {
    signIn();
    serve({
      extra: (call) =>
        call.url === `/v1/champs/${HASH}/invite-info/`
          ? ok({ ...INFO, champ: { ...INFO.champ, is_member: true } })
          : null,
    });
    renderApp(`/game/predictor/invite/${HASH}/`);
    const dialog = await screen.findByRole('dialog', { name: 'Вы уже в этой лиге' }, SLOW);
    expect(within(dialog).getByRole('button', { name: 'К моим лигам' })).toBeTruthy();
  });
});
