import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageList } from './page-list.ts';
import { Pagination } from './Pagination.tsx';

describe('page list (spec 1 §9)', () => {
  it('shows every page when there are at most 6', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageList(6, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('otherwise shows the first, the last and one sibling on each side of the current page', () => {
    expect(pageList(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageList(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(pageList(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
    expect(pageList(2, 7)).toEqual([1, 2, 3, 'ellipsis-end', 7]);
  });

  it('shows a lone hidden page instead of an ellipsis', () => {
    expect(pageList(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(pageList(7, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
    expect(pageList(3, 7)).toEqual([1, 2, 3, 4, 'ellipsis-end', 7]);
  });

  it('keeps an out-of-range page inside the list and answers nothing for no pages', () => {
    expect(pageList(99, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
    expect(pageList(1, 0)).toEqual([]);
  });
});

function renderPagination(page: number, pageCount: number) {
  const router = createMemoryRouter(
    [
      {
        path: '/r/',
        element: <Pagination page={page} pageCount={pageCount} hrefFor={(n) => `/r/?p=${n}`} />,
      },
    ],
    { initialEntries: ['/r/'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('Pagination', () => {
  it('links every shown page, marks the current one and offers previous and next', () => {
    renderPagination(5, 9);
    const nav = screen.getByRole('navigation', { name: 'Страницы' });
    const pages = within(nav)
      .getAllByRole('link', { name: /^Страница \d+$/ })
      .map((a) => a.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '9']);
    expect(within(nav).getByRole('link', { name: 'Страница 5' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Страница 6' }).getAttribute('href')).toBe('/r/?p=6');
    expect(within(nav).getByRole('link', { name: 'Предыдущая страница' }).getAttribute('href')).toBe(
      '/r/?p=4',
    );
    expect(within(nav).getAllByText('…')).toHaveLength(2);
  });

  it('is left out for a single page', () => {
    renderPagination(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
