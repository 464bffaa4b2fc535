import type { FantasyPlayer, FantasyStage, MySquad, PlayersPage, SquadEntry } from '@mliga/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionUser, setSessionUser } from '#api/session.ts';
import { ok } from '../../../test/api-responses.ts';
import { stubMatchMedia } from '../../../test/match-media.ts';
import { ACTIVE_LEAGUE, renderApp } from '../../../test/render-app.tsx';
import { adviceText, formationAdvice, tileNames, toSquad } from './model.ts';
import { surplusPlayerIds } from '@mliga/domain';

/**
 * Issue 20: the squad builder reads the stage being built (§1.2–3) and works on a phone (§2):
 * reasons written in the rows, one toast per refusal, whole names with initials, the empty
 * slot's "+", the formation notice, one number format.
 */

const fetchMock = vi.fn<typeof fetch>();
const POSITIONS = {
  1: ['Вратарь', 'ВР'],
  2: ['Защитник', 'ЗЩ'],
  3: ['Полузащитник', 'ПЗ'],
  4: ['Нападающий', 'НП'],
};

const stage = (id: number, status: FantasyStage['status'], limit = 3, budget = 100): FantasyStage => ({
  id,
  name: `Тур ${id - 36}`,
  status,
  start_date: '04.05.2026',
  stop_date: '10.05.2026',
  user_points: null,
  league: { id: 1, name: 'Фэнтези' },
  max_players_from_team_count: limit,
  max_players_substitutions_count: 2,
  budget,
  update_is_available: status !== 'past',
  update_closing_at: '04.05.2026 18:00',
});

const club = (id: number) => ({ id, name: `Клуб ${id}`, short_name: `К${id}`, logo: '', logo_white: '' });

function player(
  id: number,
  position: 1 | 2 | 3 | 4,
  opts: Partial<FantasyPlayer> & { teamId?: number } = {},
): FantasyPlayer {
  const { teamId = id, ...rest } = opts;
  const surname = rest.surname ?? `Фамилия${id}`;
  const name = rest.name ?? 'Игрок';
  return {
    id,
    name,
    surname,
    nickname: null,
    fio: `${surname} ${name}`,
    photo: null,
    fieldPosition: { id: position, name: POSITIONS[position][0]!, short_name: POSITIONS[position][1]! },
    external_url: null,
    team: club(teamId),
    price: 5,
    status: 'active',
    rival_team: club(99),
    stats: {
      points: 10,
      goals: id,
      assists: 0,
      matches: 1,
      minutes: 90,
      popularity_percent: 12.5,
      performance: 1,
      ycards: 0,
      rcards: 0,
    },
    last_games_points: { points: [], stages: [] },
    ...rest,
  };
}

/**
 * The market: each player's opponent depends on the stage asked (stage_id=43 is the next tour).
 * Player 2's club plays the current tour but skips the next; player 3's the other way round.
 */
const RIVALS: Record<number, { current: number | null; next: number | null }> = {
  1: { current: 99, next: 55 },
  2: { current: 98, next: null },
  3: { current: null, next: 56 },
};

const MARKET = [
  player(1, 1, { price: 4.5 }),
  player(2, 2),
  player(3, 3),
  player(4, 4, { price: 99 }),
  player(5, 2, { teamId: 1 }),
  player(6, 1),
  player(7, 1),
];

function marketFor(url: URL): PlayersPage {
  const next = url.searchParams.get('stage_id') === '43';
  const position = url.searchParams.get('field_position');
  const players = MARKET.filter((p) => !position || String(p.fieldPosition.id) === position).map((p) => {
    const rival = RIVALS[p.id];
    if (!rival) return p;
    const id = next ? rival.next : rival.current;
    return { ...p, rival_team: id === null ? null : club(id) };
  });
  return {
    players,
    filters: {
      teams: [club(1)],
      field_positions: Object.entries(POSITIONS).map(([id, [name, short]]) => ({
        id: Number(id),
        name: name!,
        short_name: short!,
      })),
    },
    pagination: { pageNumber: 1, pageSize: 20, pageCount: 1, total: players.length },
  };
}

const entry = (p: FantasyPlayer, starter: boolean, captain = false): SquadEntry => ({
  player: p,
  points: null,
  is_captain: captain ? 1 : 0,
  position: starter ? 1 : 0,
  substitute_player_id: null,
});

/** A valid squad of 15 in the formation, every player of his own club, the goalkeeper captain. */
function fullSquad(formation = '4-4-2'): SquadEntry[] {
  const [def, mid, fwd] = formation.split('-').map(Number) as [number, number, number];
  const lines: [1 | 2 | 3 | 4, number][] = [
    [1, 1],
    [2, def],
    [3, mid],
    [4, fwd],
  ];
  let id = 100;
  return lines.flatMap(([position, starters]) =>
    Array.from({ length: starters + 1 }, (_, i) => {
      const p = player(id++, position);
      return entry(p, i < starters, p.id === 100);
    }),
  );
}

function serve(opts: { squad?: SquadEntry[]; stageId?: number; limit?: number; budget?: number } = {}) {
  const stageId = opts.stageId ?? 43;
  const stages = [
    stage(41, 'past'),
    stage(42, 'current', opts.limit, opts.budget),
    stage(43, 'future', opts.limit, opts.budget),
  ];
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname;
    if (path === '/v1/leagues/1/stages/') return ok({ stages });
    if (path === '/v1/users/me/') return ok({ user: getSessionUser() });
    if (path === `/v1/stages/${stageId}/matches/`) return ok({ matches: [] });
    if (path === `/v1/stages/${stageId}/my-squad/`) {
      const data: MySquad = {
        squad: opts.squad ?? [],
        stage: stages.find((s) => s.id === stageId)!,
        schema: '4-4-2',
        made_substitutions_count: 0,
        previous_player_ids: null,
        live_points: null,
      };
      return ok(data);
    }
    const card = path.match(/^\/v1\/leagues\/1\/players\/(\d+)\/$/);
    if (card) {
      const listed = marketFor(url).players.find((p) => p.id === Number(card[1]));
      return ok({
        player: listed ?? MARKET[0],
        matches: [],
        pagination: { pageNumber: 1, pageSize: 10, pageCount: 0, total: 0 },
      });
    }
    if (path.endsWith('/stat-graph/')) return ok({ stages: [], values: [] });
    if (path === '/v1/leagues/1/players/') return ok(marketFor(url));
    throw new TypeError(`unexpected ${path}`);
  });
}

const requested = (path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === path);

const row = (fio: string) => screen.getByRole('row', { name: fio });

function signIn() {
  setSessionUser({
    id: 7,
    login: 'fan',
    email: 'fan@example.com',
    phone: null,
    winline: null,
    fantasy_team: null,
    teamName: 'Ракета',
    teamNameModerationStatus: 1,
    role: 'user',
    authKey: { value: 'key', type: 'Bearer', expire_at: new Date(Date.now() + 86_400_000).toISOString() },
  } as Parameters<typeof setSessionUser>[0]);
}

async function openMarket(path = '/game/fantasy/1/my-team/stages/43/') {
  const view = renderApp(path, { activeLeague: ACTIVE_LEAGUE });
  fireEvent.click(await screen.findByRole('tab', { name: 'Трансферы' }, { timeout: 10_000 }));
  await screen.findByRole('row', { name: 'Фамилия1 Игрок' });
  return view;
}

beforeAll(() => {
  stubMatchMedia();
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  signIn();
});

afterEach(() => {
  setSessionUser(null);
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the stage being built (issue 20 §1.2–3)', () => {
  it(
    'shows the opponents of the stage being built in the market, on the pitch and in the card',
    { timeout: 20_000 },
    async () => {
      serve();
      await openMarket();
      expect(requested('/v1/leagues/1/players/').every((u) => u.searchParams.get('stage_id') === '43')).toBe(
        true,
      );
      expect(row('Фамилия1 Игрок').textContent).toContain('vs К55');
      fireEvent.click(screen.getByRole('button', { name: 'Добавить: Фамилия1 Игрок' }));
      fireEvent.click(screen.getByRole('tab', { name: 'Мой состав' }));
      const goalkeeper = await screen.findByRole('list', { name: 'Вратарь' });
      expect(within(goalkeeper).getByRole('listitem', { name: 'Фамилия1 Игрок' }).textContent).toContain(
        'vs К55',
      );
      fireEvent.click(within(goalkeeper).getByRole('button', { name: 'Статистика: Фамилия1 Игрок' }));
      // The card is its own lazily loaded chunk: a busy machine takes a while.
      expect(await screen.findByText('Тур 7: соперник К55', {}, { timeout: 10_000 })).toBeTruthy();
      expect(requested('/v1/leagues/1/players/1/').map((u) => u.searchParams.get('stage_id'))).toContain(
        '43',
      );
    },
  );

  it('blocks a club without a match in the stage being built, not one that only skips the current stage', async () => {
    serve();
    await openMarket();
    const skipsNext = row('Фамилия2 Игрок');
    expect(skipsNext.textContent).toContain('Команда игрока пропускает тур');
    expect(within(skipsNext).getByRole('button', { name: 'Добавить: Фамилия2 Игрок' })).toHaveProperty(
      'disabled',
      true,
    );
    const skipsCurrent = row('Фамилия3 Игрок');
    expect(skipsCurrent.textContent).not.toContain('пропускает тур');
    expect(within(skipsCurrent).getByRole('button', { name: 'Добавить: Фамилия3 Игрок' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});

describe('the squad builder on a phone (issue 20 §2)', () => {
  it('writes why a player cannot be bought in his row, never in a tooltip only', async () => {
    serve({ limit: 1 });
    await openMarket();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить: Фамилия1 Игрок' }));
    fireEvent.click(screen.getByRole('button', { name: 'Добавить: Фамилия6 Игрок' }));
    // Club 1 has its one player: the club's defender says so.
    const sameClub = row('Фамилия5 Игрок');
    expect(sameClub.textContent).toContain('Лимит игроков из одного клуба превышен');
    const refused = within(sameClub).getByRole('button', { name: 'Добавить: Фамилия5 Игрок' });
    expect(refused.getAttribute('title')).toBeNull();
    expect(refused.getAttribute('aria-describedby')).toBeTruthy();
    // Both goalkeepers are in: a third has no button and says why.
    const keeper = row('Фамилия7 Игрок');
    expect(keeper.textContent).toContain('Все места ВР в схеме 4-4-2 заняты');
    expect(within(keeper).queryByRole('button', { name: /^Добавить/ })).toBeNull();
    // Over the budget (4,5 + 5 + 99 > 100): the shortfall, with the decimal comma.
    expect(row('Фамилия4 Игрок').textContent).toContain('Не хватает баланса: 8,5');
    expect(screen.getByRole('table').querySelector('[title]')).toBeNull();
  });

  it('counts the balance and the budget limit from the league’s own budget (issue 19 §1)', async () => {
    serve({ budget: 105 });
    await openMarket();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить: Фамилия1 Игрок' }));
    // 4,5 + 99 is over the default 100, within this league's 105.
    expect(row('Фамилия4 Игрок').textContent).not.toContain('Не хватает баланса');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить: Фамилия4 Игрок' }));
    expect(
      within(row('Фамилия4 Игрок')).getByRole('button', { name: 'Убрать: Фамилия4 Игрок' }),
    ).toBeTruthy();
    expect(document.querySelector('[data-fact="balance"] dd')?.textContent).toBe('1,5');
  });

  it('shows a refusal tapped twice as one toast', async () => {
    serve();
    await openMarket();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить: Фамилия1 Игрок' }));
    const pricey = screen.getByRole('button', { name: 'Добавить: Фамилия4 Игрок' });
    fireEvent.click(pricey);
    expect(await screen.findByText('Превышен баланс состава')).toBeTruthy();
    fireEvent.click(pricey);
    fireEvent.click(pricey);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getAllByText('Превышен баланс состава')).toHaveLength(1);
  });

  it('tells two players of one surname apart by an initial and writes prices with a comma', async () => {
    const squad = [
      entry(player(1, 1, { price: 4.5 }), true, true),
      entry(player(21, 2, { surname: 'Иванов', name: 'Андрей' }), true),
      entry(player(22, 2, { surname: 'Иванов', name: 'Борис' }), true),
      entry(player(23, 2, { surname: 'Константинов' }), true),
    ];
    serve({ squad });
    renderApp('/game/fantasy/1/my-team/stages/43/', { activeLeague: ACTIVE_LEAGUE });
    const defence = await screen.findByRole('list', { name: 'Защита' }, { timeout: 10_000 });
    expect(within(defence).getByText('А. Иванов')).toBeTruthy();
    expect(within(defence).getByText('Б. Иванов')).toBeTruthy();
    expect(within(defence).getByText('Константинов')).toBeTruthy();
    const keeper = screen.getByRole('listitem', { name: 'Фамилия1 Игрок' });
    expect(keeper.textContent).toContain('4,5');
    expect(keeper.textContent).not.toContain('4.5');
  });

  it("filters the market to the position of an empty slot's +", async () => {
    serve();
    const { router } = renderApp('/game/fantasy/1/my-team/stages/43/', { activeLeague: ACTIVE_LEAGUE });
    const defence = await screen.findByRole('list', { name: 'Защита' }, { timeout: 10_000 });
    fireEvent.click(within(defence).getAllByRole('button', { name: 'Подобрать ЗЩ на рынке' })[0]!);
    expect(await screen.findByRole('tab', { name: 'Трансферы', selected: true })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('field_position')).toBe('2');
    await screen.findByRole('row', { name: 'Фамилия2 Игрок' });
    expect(screen.queryByRole('row', { name: 'Фамилия1 Игрок' })).toBeNull();
    expect(requested('/v1/leagues/1/players/').at(-1)?.searchParams.get('field_position')).toBe('2');
    expect(screen.getByRole('combobox', { name: 'Амплуа' })).toHaveProperty('value', '2');
  });

  it('says what to sell and buy after a formation change, and shows the position to buy in one tap', async () => {
    serve({ squad: fullSquad() });
    const { router } = renderApp('/game/fantasy/1/my-team/stages/43/', { activeLeague: ACTIVE_LEAGUE });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Схема' }, { timeout: 10_000 }), {
      target: { value: '5-4-1' },
    });
    const text = await screen.findByText('Схема 5-4-1: продайте одного НП, купите одного ЗЩ');
    const notice = text.closest<HTMLElement>('[role="status"]')!;
    fireEvent.click(within(notice).getByRole('button', { name: 'Показать ЗЩ' }));
    expect(await screen.findByRole('tab', { name: 'Трансферы', selected: true })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('field_position')).toBe('2');
    // Back in 4-4-2 there is nothing to do: the notice goes.
    fireEvent.click(screen.getByRole('tab', { name: 'Мой состав' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Схема' }), { target: { value: '4-4-2' } });
    await waitFor(() => expect(screen.queryByText(/продайте/)).toBeNull());
  });

  it('marks the column the market is sorted by, also a figure it has no column for', async () => {
    serve();
    await openMarket('/game/fantasy/1/my-team/stages/43/?tab=market&sort=-goals');
    const sorted = screen.getByRole('columnheader', { name: /Голы/ });
    expect(sorted.getAttribute('aria-sort')).toBe('descending');
    expect(row('Фамилия1 Игрок').textContent).toContain('12,5');
  });
});

describe('formation advice and tile names', () => {
  it('counts the surplus to sell and the places to buy, with plurals', () => {
    const squad = { ...toSquad(fullSquad(), '4-4-2'), formation: '5-4-1' as const };
    expect(adviceText('5-4-1', formationAdvice(squad, surplusPlayerIds(squad))!)).toBe(
      'Схема 5-4-1: продайте одного НП, купите одного ЗЩ',
    );
    const wide = { ...squad, formation: '3-4-3' as const };
    const fromFour = { ...toSquad(fullSquad(), '4-4-2'), formation: '5-3-2' as const };
    expect(adviceText('3-4-3', formationAdvice(wide, surplusPlayerIds(wide))!)).toBe(
      'Схема 3-4-3: продайте одного ЗЩ, купите одного НП',
    );
    expect(formationAdvice(fromFour, surplusPlayerIds(fromFour))).toEqual({
      sell: [{ position: 3, count: 1 }],
      buy: [{ position: 2, count: 1 }],
    });
    const fromFive = { ...toSquad(fullSquad('5-3-2'), '5-3-2'), formation: '3-5-2' as const };
    expect(adviceText('3-5-2', formationAdvice(fromFive, surplusPlayerIds(fromFive))!)).toBe(
      'Схема 3-5-2: продайте двух ЗЩ, купите двух ПЗ',
    );
    expect(formationAdvice(toSquad(fullSquad(), '4-4-2'), new Set())).toBeNull();
  });

  it('adds the initial only where a surname repeats, the first name where the initial does too', () => {
    const names = tileNames([
      { id: 1, name: 'Андрей', surname: 'Иванов', fio: 'Иванов Андрей' },
      { id: 2, name: 'Антон', surname: 'Иванов', fio: 'Иванов Антон' },
      { id: 3, name: 'Борис', surname: 'иванов', fio: 'иванов Борис' },
      { id: 4, name: 'Олег', surname: 'Петров', fio: 'Петров Олег' },
    ]);
    expect([...names.values()]).toEqual(['Андрей Иванов', 'Антон Иванов', 'Б. иванов', 'Петров']);
  });
});
