import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVE_LEAGUE, renderApp } from '../../test/render-app.tsx';

describe('cookie banner', () => {
  it('hides after Accept and stays hidden on the next visit', async () => {
    const first = renderApp('/', { activeLeague: ACTIVE_LEAGUE });
    const banner = await screen.findByRole('region', { name: 'Использование cookie' });
    expect(banner.textContent).toContain('cookie');

    fireEvent.click(screen.getByRole('button', { name: 'Принять' }));
    expect(screen.queryByRole('region', { name: 'Использование cookie' })).toBeNull();
    expect(window.localStorage.getItem('cookies_accepted')).toBe('1');

    first.unmount();
    renderApp('/', { activeLeague: ACTIVE_LEAGUE });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Использование cookie' })).toBeNull();
  });
});
