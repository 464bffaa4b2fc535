import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '#api/session.ts';
import { FAN_USER, ok } from '../../test/api-responses.ts';
import { stubMatchMedia } from '../../test/match-media.ts';
import { ACTIVE_LEAGUE, renderApp } from '../../test/render-app.tsx';

/** Issue 24 §2: the header's bell — the unread count as a badge, named with it, leading to the centre. */

const fetchMock = vi.fn<typeof fetch>();
const SLOW = { timeout: 10_000 };

beforeAll(() => stubMatchMedia());

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  setSessionUser(null);
  vi.unstubAllGlobals();
});

function signIn() {
  setSessionUser({
    ...FAN_USER,
    authKey: { value: 'key-12', type: 'Bearer', expire_at: '2099-01-01T00:00:00.000Z' },
  });
}

/** The count answers `unread`; the home page's own calls are not this test's business. */
function serveUnread(unread: number) {
  fetchMock.mockImplementation(async (input) => {
    if (String(input) === '/v1/notifications/unread/') return ok({ unread });
    throw new TypeError(`no network in tests: ${String(input)}`);
  });
}

const bellCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/v1/notifications/unread/');

async function bell() {
  const banner = await screen.findByRole('banner');
  return within(banner).findByRole('link', { name: /^Уведомления/ }, SLOW);
}

describe('the header’s bell', { timeout: 20_000 }, () => {
  it('shows the unread count and names it', async () => {
    signIn();
    serveUnread(3);
    renderApp('/', { activeLeague: ACTIVE_LEAGUE });
    const link = await bell();
    await waitFor(() => expect(link.getAttribute('aria-label')).toBe('Уведомления: 3 новых'));
    expect(link.getAttribute('href')).toBe('/notifications/');
    expect(link.textContent).toBe('3');
    expect(bellCalls()[0]![1]).toEqual(
      expect.objectContaining({
        method: 'GET',
        headers: expect.objectContaining({ Authorization: 'Bearer key-12' }),
      }),
    );
  });

  it('says 1 новое with the right word', async () => {
    signIn();
    serveUnread(1);
    renderApp('/', { activeLeague: ACTIVE_LEAGUE });
    const link = await bell();
    await waitFor(() => expect(link.getAttribute('aria-label')).toBe('Уведомления: 1 новое'));
  });

  it('caps the badge at 99+ while the name keeps the count', async () => {
    signIn();
    serveUnread(140);
    renderApp('/', { activeLeague: ACTIVE_LEAGUE });
    const link = await bell();
    await waitFor(() => expect(link.textContent).toBe('99+'));
    expect(link.getAttribute('aria-label')).toBe('Уведомления: 140 новых');
  });

  it('hides the badge at 0', async () => {
    signIn();
    serveUnread(0);
    renderApp('/', { activeLeague: ACTIVE_LEAGUE });
    const link = await bell();
    await waitFor(() => expect(bellCalls()).toHaveLength(1));
    // Let the answer render.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(link.getAttribute('aria-label')).toBe('Уведомления');
    expect(link.textContent).toBe('');
  });

  it('asks again when the window comes back into focus', async () => {
    signIn();
    serveUnread(2);
    renderApp('/', { activeLeague: ACTIVE_LEAGUE });
    const link = await bell();
    await waitFor(() => expect(link.getAttribute('aria-label')).toBe('Уведомления: 2 новых'));
    serveUnread(4);
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(link.getAttribute('aria-label')).toBe('Уведомления: 4 новых'));
    expect(bellCalls()).toHaveLength(2);
  });

  it('keeps quiet when the count cannot be read', async () => {
    signIn();
    fetchMock.mockRejectedValue(new TypeError('no network in tests'));
    renderApp('/', { activeLeague: ACTIVE_LEAGUE });
    const link = await bell();
    await waitFor(() => expect(bellCalls()).toHaveLength(1));
    expect(link.getAttribute('aria-label')).toBe('Уведомления');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not there for a visitor, who is not asked for a count', async () => {
    serveUnread(5);
    renderApp('/', { activeLeague: ACTIVE_LEAGUE });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getAllByRole('link', { name: 'Войти в аккаунт' })).toHaveLength(1);
    expect(within(banner).queryByRole('link', { name: /^Уведомления/ })).toBeNull();
    expect(bellCalls()).toHaveLength(0);
  });
});
