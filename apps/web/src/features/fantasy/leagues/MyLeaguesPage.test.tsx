import type { InviteInfo, MyChamp, MyChamps } from '@mliga/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '#api/session.ts';
import { ACTIVE_LEAGUE, renderApp } from '../../../test/render-app.tsx';
import { ok, refused } from '../../../test/api-responses.ts';

const fetchMock = vi.fn<typeof fetch>();
const SLOW = { timeout: 10_000 };
const HASH = 'AbCdEfGhIjKlMnOp';

const TEAM = { id: 7, name: 'Ракета', logo: null };
const GENERAL: MyChamp = {
  id: 1,
  name: 'Общий рейтинг',
  type: 'general',
  place: 12,
  team: TEAM,
  invite_hash: null,
  actions: [],
  members_count: 200,
};
const OWN: MyChamp = {
  id: 6,
  name: 'Друзья по двору',
  type: 'user',
  place: 2,
  team: TEAM,
  invite_hash: HASH,
  actions: ['delete'],
  members_count: 5,
};
const GUEST: MyChamp = { ...OWN, id: 8, name: 'Офис', invite_hash: 'ZyXwVuTsRqPoNmLk', actions: ['leave'] };

function signIn() {
  setSessionUser({
    id: 3,
    login: 'fan',
    email: 'fan@example.test',
    phone: null,
    winline: null,
    fantasy_team: { name: 'Ракета', moderation_status: 1 },
    authKey: { value: 'key', type: 'Bearer', expire_at: new Date(Date.now() + 86_400_000).toISOString() },
  });
}

type Call = { method: string; url: string; body: unknown };
let calls: Call[] = [];

function serve(champs: MyChamp[], extra: (call: Call) => Response | null = () => null) {
  fetchMock.mockImplementation(async (input, init) => {
    const call = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === '/v1/leagues/active/my-champs/')
      return ok({ league: { id: 1, name: 'Фэнтези МЛиги 2026' }, champs } satisfies MyChamps);
    throw new TypeError(`unexpected ${call.method} ${call.url}`);
  });
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  setSessionUser(null);
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('my leagues', () => {
  it('asks a visitor to sign in', async () => {
    serve([]);
    renderApp('/game/fantasy/my-leagues/', { activeLeague: ACTIVE_LEAGUE });
    expect(await screen.findByRole('heading', { name: 'Ваши лиги появятся здесь' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe(
      '/game/fantasy/users/login/?returnUrl=%2Fgame%2Ffantasy%2F',
    );
    expect(calls).toEqual([]);
  });

  it('says there are no leagues when the user plays in none', async () => {
    signIn();
    serve([]);
    renderApp('/game/fantasy/my-leagues/', { activeLeague: ACTIVE_LEAGUE });
    expect(
      await screen.findByRole('heading', { name: 'Нет лиг в которых вы принимаете участие' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Собрать команду' }).getAttribute('href')).toBe(
      '/game/fantasy/1/my-team/stages/42/',
    );
  });

  it('lists the champs with their places, details links and only the allowed actions', async () => {
    signIn();
    serve([GENERAL, OWN, GUEST]);
    renderApp('/game/fantasy/my-leagues/', { activeLeague: ACTIVE_LEAGUE });
    const own = await screen.findByRole('listitem', { name: 'Друзья по двору' }, SLOW);
    expect(within(own).getByText('Место: 2')).toBeTruthy();
    expect(within(own).getByText('Вы создатель')).toBeTruthy();
    expect(within(own).getByRole('link', { name: 'Подробнее: Друзья по двору' }).getAttribute('href')).toBe(
      '/game/fantasy/1/rating/6/',
    );
    expect(within(own).getByRole('button', { name: 'Удалить: Друзья по двору' })).toBeTruthy();
    expect(within(own).queryByRole('button', { name: /Покинуть/ })).toBeNull();
    const guest = screen.getByRole('listitem', { name: 'Офис' });
    expect(within(guest).getByRole('button', { name: 'Покинуть: Офис' })).toBeTruthy();
    expect(within(guest).queryByRole('button', { name: /Удалить/ })).toBeNull();
    const general = screen.getByRole('listitem', { name: 'Общий рейтинг' });
    expect(within(general).queryByRole('button', { name: /Поделиться/ })).toBeNull();
  });

  it('hides the create form from a user who already created this season’s league, and says why', async () => {
    signIn();
    serve([GENERAL, OWN]);
    renderApp('/game/fantasy/my-leagues/', { activeLeague: ACTIVE_LEAGUE });
    expect(await screen.findByText(/Вы уже создали лигу в этом сезоне/, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Название лиги' })).toBeNull();
  });

  it('keeps the form for a member of another user’s league only', async () => {
    signIn();
    serve([GENERAL, GUEST]);
    renderApp('/game/fantasy/my-leagues/', { activeLeague: ACTIVE_LEAGUE });
    expect(await screen.findByRole('textbox', { name: 'Название лиги' }, SLOW)).toBeTruthy();
  });

  it('creates a league on Enter and shows a refusal as an error toast', async () => {
    signIn();
    serve([GENERAL], (call) =>
      call.url === '/v1/champs/create/'
        ? refused(422, 'Каждый пользователь может создать одну игровую лигу')
        : null,
    );
    renderApp('/game/fantasy/my-leagues/', { activeLeague: ACTIVE_LEAGUE });
    const input = await screen.findByRole('textbox', { name: 'Название лиги' }, SLOW);
    fireEvent.change(input, { target: { value: 'Вторая лига' } });
    fireEvent.submit(input.closest('form')!);
    expect(
      await screen.findByText('Каждый пользователь может создать одну игровую лигу', {}, SLOW),
    ).toBeTruthy();
    expect(calls.find((c) => c.url === '/v1/champs/create/')).toEqual({
      method: 'POST',
      url: '/v1/champs/create/',
      body: { name: 'Вторая лига' },
    });
  });

  it('copies the invite link on share', async () => {
    signIn();
    serve([GENERAL, OWN]);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/game/fantasy/my-leagues/', { activeLeague: ACTIVE_LEAGUE });
    fireEvent.click(await screen.findByRole('button', { name: 'Поделиться: Друзья по двору' }, SLOW));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${location.origin}/game/fantasy/invite/${HASH}/`),
    );
    expect(await screen.findByText('Ссылка-приглашение скопирована')).toBeTruthy();
  });

  it('deletes only after the confirm popup', async () => {
    signIn();
    serve([GENERAL, OWN], (call) => (call.method === 'DELETE' ? ok({}, 'Лига удалена') : null));
    renderApp('/game/fantasy/my-leagues/', { activeLeague: ACTIVE_LEAGUE });
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить: Друзья по двору' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить лигу «Друзья по двору»?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Удалить: Друзья по двору' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === '/v1/champs/6/')).toBe(true),
    );
    expect(await screen.findByText('Лига удалена')).toBeTruthy();
  });
});

describe('invite', () => {
  const INFO: InviteInfo = {
    game: 'fantasy',
    league: { id: 1, name: 'Фэнтези МЛиги 2026' },
    champ: {
      id: 6,
      name: 'Друзья по двору',
      type: 'user',
      members_count: 5,
      is_member: false,
    },
  };

  it('sends a visitor to sign in, coming back to the invite', async () => {
    serve([]);
    const { router } = renderApp(`/game/fantasy/invite/${HASH}/`, { activeLeague: ACTIVE_LEAGUE });
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/fantasy/users/login/'), SLOW);
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(`/invite/${HASH}/`);
  });

  it('leads /invite/{hash}/ to the fantasy invite', async () => {
    signIn();
    serve([], (call) => (call.url === `/v1/champs/${HASH}/invite-info/` ? ok(INFO) : null));
    const { router } = renderApp(`/invite/${HASH}/`, { activeLeague: ACTIVE_LEAGUE });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/game/fantasy/invite/${HASH}/`), SLOW);
  });

  it('asks whether to join, accepts with the hash and goes to my leagues', async () => {
    signIn();
    serve([GENERAL, OWN], (call) => {
      if (call.url === `/v1/champs/${HASH}/invite-info/`) return ok(INFO);
      if (call.url === '/v1/champs/6/invite-accept/') return ok({}, 'Вы вступили в лигу');
      return null;
    });
    const { router } = renderApp(`/game/fantasy/invite/${HASH}/`, { activeLeague: ACTIVE_LEAGUE });
    const dialog = await screen.findByRole('dialog', { name: 'Вступить в лигу «Друзья по двору»?' }, SLOW);
    expect(within(dialog).getByText('В лиге 5 команд')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вступить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/fantasy/my-leagues/'));
    expect(calls.find((c) => c.url === '/v1/champs/6/invite-accept/')?.body).toEqual({ hash: HASH });
    expect(await screen.findByText('Вы вступили в лигу')).toBeTruthy();
  });

  it('shows the 404 page for a malformed invite', async () => {
    signIn();
    serve([]);
    renderApp('/game/fantasy/invite/bad!/', { activeLeague: ACTIVE_LEAGUE });
    expect(await screen.findByText('Данная страница не существует', {}, SLOW)).toBeTruthy();
  });
});
