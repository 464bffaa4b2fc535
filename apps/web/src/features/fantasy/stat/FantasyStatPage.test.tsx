import type { BestSquad, FantasyPlayer, FantasyStat } from '@mliga/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_LEAGUE, NO_LEAGUE, renderApp } from '../../../test/render-app.tsx';
import { ok } from '../../../test/api-responses.ts';

const PATH = '/game/fantasy/stat/';
const fetchMock = vi.fn<typeof fetch>();
const SLOW = { timeout: 10_000 };

function player(id: number): FantasyPlayer {
  return {
    id,
    name: 'Игрок',
    surname: `Фамилия${id}`,
    nickname: null,
    fio: `Фамилия${id} Игрок`,
    photo: null,
    fieldPosition: { id: 4, name: 'Нападающий', short_name: 'НП' },
    external_url: null,
    team: { id: 1, name: 'Клуб 1', short_name: 'К1', logo: '', logo_white: '' },
    price: 8,
    status: 'active',
    rival_team: null,
    stats: {
      points: 30,
      goals: 5,
      assists: 1,
      matches: 4,
      minutes: 360,
      popularity_percent: 12,
      performance: 7.5,
      ycards: 0,
      rcards: 0,
    },
    last_games_points: { points: [], stages: [] },
  };
}

const STAT: FantasyStat = {
  points: [
    {
      stage: { id: 37, name: 'Тур 1' },
      avg: 41.5,
      max: 88,
      my: null,
      captain: { player: { id: 5, name: 'Игрок Фамилия5' }, percent: 42.3 },
    },
    { stage: { id: 38, name: 'Тур 2' }, avg: 39.2, max: 91, my: null, captain: null },
  ],
  players: [
    {
      code: 'goals',
      title: 'Бомбардиры',
      desc: 'Больше всех голов',
      items: [{ player: player(5), value: 5, value_desc: '5 голов' }],
    },
  ],
};

const NOT_DEFINED: BestSquad = { squad: [], stage: null, team: null, schema: '4-4-2', points: 0 };

function serve(stat: FantasyStat) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/v1/leagues/1/stat/') return ok(stat);
    if (url.startsWith('/v1/champs/3/squad/best/')) return ok(NOT_DEFINED);
    if (url.startsWith('/v1/leagues/1/players/5/stat-graph/')) return ok({ stages: [], values: [] });
    if (url.startsWith('/v1/leagues/1/players/5/'))
      return ok({
        player: player(5),
        matches: [],
        pagination: { pageNumber: 1, pageSize: 10, pageCount: 1, total: 0 },
      });
    throw new TypeError(`unexpected ${url}`);
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// The first chart loads Recharts, which takes a while on a busy machine.
describe('fantasy statistics page', { timeout: 20_000 }, () => {
  it("says 'Информация по очкам появится на старте сезона' before any stage is scored", async () => {
    serve({ points: [], players: [] });
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    expect(
      await screen.findByRole('heading', { name: 'Информация по очкам появится на старте сезона' }, SLOW),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Очки по турам' })).toBeNull();
  });

  it("says 'Сезон скоро начнется' without an active league", async () => {
    serve({ points: [], players: [] });
    renderApp(PATH, { activeLeague: NO_LEAGUE });
    expect(await screen.findByRole('heading', { name: 'Сезон скоро начнется' }, SLOW)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('draws the points per stage, lists the top players and offers the best squad of a stage', async () => {
    serve(STAT);
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    expect(await screen.findByRole('img', { name: 'Очки по турам' }, SLOW)).toBeTruthy();
    const chartTable = screen.getByRole('table', { name: 'Очки по турам' });
    const headers = within(chartTable)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // A visitor has no points of his own: no 'mine' series.
    expect(headers).toEqual(['', 'Среднее', 'Лучший результат']);
    const second = within(chartTable).getByRole('row', { name: /Тур 2/ });
    expect(
      within(second)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['39.2', '91']);
    await waitFor(() => expect(document.querySelector('.recharts-wrapper')).not.toBeNull(), SLOW);

    // Issue 23 §2: the tour's most picked captain and their share; a tour without one is left out.
    const captains = screen.getByRole('region', { name: 'Капитаны туров' });
    expect(
      within(captains)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Тур 1Игрок Фамилия542,3 % составов']);

    const scorers = screen.getByRole('region', { name: 'Бомбардиры' });
    expect(within(scorers).getByText('5 голов')).toBeTruthy();
    fireEvent.click(within(scorers).getByRole('button', { name: 'Статистика: Фамилия5 Игрок' }));
    expect(await screen.findByRole('dialog', { name: 'Фамилия5 Игрок' })).toBeTruthy();

    const best = screen.getByRole('region', { name: 'Лучший состав тура' });
    expect(await within(best).findByRole('heading', { name: 'Лучший состав ещё не определен' })).toBeTruthy();
    const options = within(within(best).getByRole('combobox', { name: 'Тур' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Последний сыгранный', 'Тур 1', 'Тур 2']);
  });

  it("adds the user's own points when there are any", async () => {
    serve({ ...STAT, points: STAT.points.map((p, i) => ({ ...p, my: i === 0 ? 50 : null })) });
    renderApp(PATH, { activeLeague: ACTIVE_LEAGUE });
    const chartTable = await screen.findByRole('table', { name: 'Очки по турам' }, SLOW);
    expect(within(chartTable).getByRole('columnheader', { name: 'Мои очки' })).toBeTruthy();
    const first = within(chartTable).getByRole('row', { name: /Тур 1/ });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['41.5', '88', '50']);
  });
});
