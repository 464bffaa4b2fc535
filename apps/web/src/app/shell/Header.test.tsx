import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '#api/session.ts';
import { FAN_USER } from '../../test/api-responses.ts';
import { stubMatchMedia } from '../../test/match-media.ts';
import { ACTIVE_LEAGUE, renderApp } from '../../test/render-app.tsx';

/** Issue 20 §2: «Войти» / the account is in the header at every width, the phone menu included. */

const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => stubMatchMedia());

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockRejectedValue(new TypeError('no network in tests'));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  setSessionUser(null);
  vi.unstubAllGlobals();
});

describe('the header’s account link', { timeout: 20_000 }, () => {
  it('offers «Войти» in the bar and in the phone menu', async () => {
    renderApp('/', { activeLeague: ACTIVE_LEAGUE });
    const banner = await screen.findByRole('banner');
    const bar = within(banner).getAllByRole('link', { name: 'Войти в аккаунт' });
    expect(bar).toHaveLength(1);
    expect(bar[0]!.getAttribute('href')).toBe('/game/predictor/users/login/');

    fireEvent.click(within(banner).getByRole('button', { name: 'Открыть меню' }));
    const menu = within(banner).getByRole('navigation', { name: 'Меню сайта' });
    expect(within(menu).getByRole('link', { name: 'Войти в аккаунт' }).getAttribute('href')).toBe(
      '/game/predictor/users/login/',
    );
  });

  it('leads to the profile of the game being played once signed in', async () => {
    setSessionUser({
      ...FAN_USER,
      authKey: { value: 'key-12', type: 'Bearer', expire_at: '2099-01-01T00:00:00.000Z' },
    });
    renderApp('/game/fantasy/rules/', { activeLeague: ACTIVE_LEAGUE });
    const banner = await screen.findByRole('banner');
    const account = within(banner).getAllByRole('link', { name: 'Профиль: fan_12' });
    expect(account[0]!.getAttribute('href')).toBe('/game/fantasy/users/profile/');
    expect(within(banner).queryByRole('link', { name: 'Войти в аккаунт' })).toBeNull();
  });

  it('comes back to the game after signing in from it', async () => {
    renderApp('/game/fantasy/rules/', { activeLeague: ACTIVE_LEAGUE });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getAllByRole('link', { name: 'Войти в аккаунт' })[0]!.getAttribute('href')).toBe(
      '/game/fantasy/users/login/?returnUrl=%2Fgame%2Ffantasy%2F',
    );
  });
});
