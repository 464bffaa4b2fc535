import type { FantasyRules } from '@mliga/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

const PATH = '/game/fantasy/rules/';
const fetchMock = vi.fn<typeof fetch>();
const SLOW = { timeout: 10_000 };

const AMPLUA = [
  { id: 1, name: 'Вратарь', short_name: 'ВР' },
  { id: 2, name: 'Защитник', short_name: 'ЗЩ' },
  { id: 3, name: 'Полузащитник', short_name: 'ПЗ' },
  { id: 4, name: 'Нападающий', short_name: 'НП' },
];

const event = (code: string, name: string, description: string, values: number[]) => ({
  event: { code, name, description },
  points: AMPLUA.map((amplua, i) => ({ amplua, value: values[i] ?? 0 })),
});

const RULES: FantasyRules = {
  events: [
    event('goals_scored', 'Гол', '', [6, 6, 5, 4]),
    event('goals_conceded', 'Пропущенные мячи', 'за каждые 2 пропущенных', [-1, -1, 0, 0]),
  ],
};

function serve(rules: FantasyRules) {
  fetchMock.mockImplementation(async (input) => {
    if (String(input) === '/v1/leagues/rules/')
      return new Response(JSON.stringify({ success: true, message: '', data: rules }), { status: 200 });
    throw new TypeError(`unexpected ${String(input)}`);
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fantasy rules page', { timeout: 20_000 }, () => {
  it('shows the rules text, the points per event by position from the API and the legend', async () => {
    serve(RULES);
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Правила', level: 2 }, SLOW)).toBeTruthy();
    expect(screen.getByText(/Очки капитана удваиваются/)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Очки за события матча по амплуа' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Событие', 'ВР', 'ЗЩ', 'ПЗ', 'НП']);
    const goal = within(table).getByRole('row', { name: /Гол/ });
    expect(
      within(goal)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['+6', '+6', '+5', '+4']);
    const conceded = within(table).getByRole('row', { name: /Пропущенные мячи/ });
    expect(within(conceded).getByText('за каждые 2 пропущенных')).toBeTruthy();
    expect(
      within(conceded)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['−1', '−1', '0', '0']);
    const legend = screen.getByRole('region', { name: 'Обозначения' });
    expect(within(legend).getByText('Капитан: его очки удваиваются')).toBeTruthy();
  });

  it('says the table comes with the season when the league has no scoring table', async () => {
    serve({ events: [] });
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { name: 'Таблица очков появится к старту сезона' }, SLOW),
    ).toBeTruthy();
  });
});
