import type { Standing, StandingRow } from '@mliga/contract';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import StandingsCards from './StandingsCards.tsx';
import { gapBefore } from './standing-rows.ts';

const row = (place: number, name: string, points: number, movement: number | null = null): StandingRow => ({
  place,
  name,
  points,
  movement,
  is_me: name === 'fan',
});

/** The contract's shape: the top three, then the user at 54 with two rows above and below. */
const GENERAL: Standing = {
  champ: { id: 3, name: 'Общий рейтинг', type: 'general' },
  members_count: 1021,
  rows: [
    row(1, 'leader', 120, 0),
    row(2, 'second', 118, 1),
    row(3, 'third', 110, -1),
    row(52, 'above2', 61),
    row(53, 'above1', 60, -2),
    row(54, 'fan', 59, 3),
    row(55, 'below1', 58),
    row(56, 'below2', 57),
  ],
};

/** A league of four: nothing left out. */
const LEAGUE: Standing = {
  champ: { id: 101, name: 'Офис', type: 'user' },
  members_count: 4,
  rows: [row(1, 'fan', 70, 1), row(2, 'boss', 66, -1), row(3, 'hr', 40), row(4, 'it', 12)],
};

function renderCards(standings: Standing[]) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <StandingsCards standings={standings} pathOf={(c) => `/game/predictor/5/rating/${c.id}/`} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
/** Each row as its cells (place, name, movement, points) joined by ' | '; a gap as '…'. */
const line = (li: HTMLElement) =>
  li.children.length === 0 ? li.textContent : [...li.children].map((cell) => cell.textContent).join(' | ');
const rowsOf = (name: string) =>
  within(within(card(name)).getByRole('list'))
    .getAllByRole('listitem')
    .map(line);

describe('«Ваше место»: the cards of «Топ-3 + вы + соседи»', () => {
  it('shows a card per rating, its name linked to the rating, and its participants', () => {
    renderCards([GENERAL, LEAGUE]);
    expect(screen.getByRole('heading', { level: 2, name: 'Ваше место' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Общий рейтинг' }).getAttribute('href')).toBe(
      '/game/predictor/5/rating/3/',
    );
    expect(screen.getByRole('link', { name: 'Офис' }).getAttribute('href')).toBe(
      '/game/predictor/5/rating/101/',
    );
    expect(within(card('Общий рейтинг')).getByText('1021 участник')).toBeTruthy();
    expect(within(card('Офис')).getByText('4 участника')).toBeTruthy();
  });

  it('draws «…» where places are left out, and none in a rating shown whole', () => {
    renderCards([GENERAL, LEAGUE]);
    expect(rowsOf('Общий рейтинг')).toEqual([
      '1 | leader | = | 120 очков',
      '2 | second | ▲1 | 118 очков',
      '3 | third | ▼1 | 110 очков',
      '…',
      '52 | above2 | 61 очко',
      '53 | above1 | ▼2 | 60 очков',
      '54 | fanВы | ▲3 | 59 очков',
      '55 | below1 | 58 очков',
      '56 | below2 | 57 очков',
    ]);
    expect(rowsOf('Офис')).not.toContain('…');
  });

  it("marks the user's own row with «Вы» and names each movement", () => {
    renderCards([GENERAL]);
    const mine = within(card('Общий рейтинг'))
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-current') === 'true');
    expect(mine.map(line)).toEqual(['54 | fanВы | ▲3 | 59 очков']);
    expect(within(mine[0]!).getByText('Вы')).toBeTruthy();
    expect(within(mine[0]!).getByRole('img', { name: 'Вверх на 3 места' })).toBeTruthy();
    const top = within(card('Общий рейтинг'));
    expect(top.getByRole('img', { name: 'Без изменений' })).toBeTruthy();
    expect(top.getByRole('img', { name: 'Вниз на 2 места' })).toBeTruthy();
    // No previous place: no arrow.
    expect(top.getAllByRole('img')).toHaveLength(5);
  });
});

describe('gapBefore', () => {
  const places = (...list: number[]) => list.map((place, i) => row(place, `team${i}`, 0));
  const gaps = (rows: StandingRow[]) => rows.map((_, i) => gapBefore(rows, i));

  it('finds a jump in unique places', () => {
    expect(gaps(places(1, 2, 3, 7, 8))).toEqual([false, false, false, true, false]);
    expect(gaps(places(1, 2, 3, 4, 5))).toEqual([false, false, false, false, false]);
  });

  it('reads shared places (1, 2, 2, 4): the place after a tie is no gap when nothing lies between', () => {
    expect(gaps(places(1, 2, 2, 4))).toEqual([false, false, false, false]);
    expect(gaps(places(1, 1, 1, 4, 5))).toEqual([false, false, false, false, false]);
    // One of three teams at 2 left out, or the tie at 3 itself: a gap.
    expect(gaps(places(1, 2, 2, 5))).toEqual([false, false, false, true]);
    expect(gaps(places(1, 2, 3, 9, 9, 11))).toEqual([false, false, false, true, false, false]);
  });
});
