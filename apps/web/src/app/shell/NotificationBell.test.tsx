import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '#api/session.ts';
import { FAN_USER, ok } from '../../test/api-responses.ts';
import { stubMatchMedia } from '../../test/match-media.ts';
import { ACTIVE_LEAGUE, renderApp } from '../../test/render-app.tsx';

/**
 * Issue 24 §2: the header's bell — the unread count as a badge, named with it, leading to the centre;
 * asked for again when the live stream says something came.
 */

const fetchMock = vi.fn<typeof fetch>();
const SLOW = { timeout: 10_000 };
/** The user's private topic, as GET /v1/notifications/unread/ names it. */
const TOPIC = 'user:Abc_def-123456789012';

/** The browser's EventSource: the addresses opened, and messages sent to them by the test. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onopen: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  open() {
    act(() => this.onopen?.());
  }
  emit(topic: string) {
    const data = JSON.stringify({ topic, data: topic === 'reset' ? null : {} });
    act(() => this.onmessage?.(new MessageEvent('message', { data })));
  }
}

/** The streams the bell opened (the home page's own are not this test's business). */
const bellStreams = () =>
  FakeEventSource.opened.filter(
    (source) => source.url.startsWith('/v1/live/') && source.url.includes('user'),
  );

async function bellStream() {
  await waitFor(() => expect(bellStreams()).toHaveLength(1));
  return bellStreams()[0]!;
}

beforeAll(() => stubMatchMedia());

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  setSessionUser(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function signIn() {
  setSessionUser({
    ...FAN_USER,
    authKey: { value: 'key-12', type: 'Bearer', expire_at: '2099-01-01T00:00:00.000Z' },
  });
}

/** The count answers `unread` and the topic; the home page's own calls are not this test's business. */
function serveUnread(unread: number, liveTopic: string | null = TOPIC) {
  fetchMock.mockImplementation(async (input) => {
    if (String(input) === '/v1/notifications/unread/')
      return ok(liveTopic === null ? { unread } : { unread, live_topic: liveTopic });
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

  it('is not there for a visitor, who is not asked for a count nor follows a stream', async () => {
    serveUnread(5);
    renderApp('/', { activeLeague: ACTIVE_LEAGUE });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getAllByRole('link', { name: 'Войти в аккаунт' })).toHaveLength(1);
    expect(within(banner).queryByRole('link', { name: /^Уведомления/ })).toBeNull();
    expect(bellCalls()).toHaveLength(0);
    expect(bellStreams()).toHaveLength(0);
  });

  describe('live', () => {
    async function render(unread: number) {
      signIn();
      serveUnread(unread);
      renderApp('/', { activeLeague: ACTIVE_LEAGUE });
      const link = await bell();
      await waitFor(() => expect(link.getAttribute('aria-label')).toBe(`Уведомления: ${unread} новых`));
      return { link, source: await bellStream() };
    }

    it('follows the user’s own topic and the broadcast, from now', async () => {
      const { source } = await render(2);
      const url = new URL(source.url, 'http://localhost');
      expect(url.pathname).toBe('/v1/live/');
      expect(url.searchParams.get('topics')).toBe(`${TOPIC},notifications`);
      expect(url.searchParams.has('since')).toBe(false);
      expect(source.closed).toBe(false);
    });

    it('asks for the count at once when its own topic says something came', async () => {
      const { link, source } = await render(2);
      serveUnread(3);
      source.emit(TOPIC);
      await waitFor(() => expect(link.getAttribute('aria-label')).toBe('Уведомления: 3 новых'));
      expect(link.textContent).toBe('3');
      expect(bellCalls()).toHaveLength(2);
    });

    it('asks for the count again once the stream listens (what came before it is not missed), not on a reconnect', async () => {
      const { link, source } = await render(2);
      serveUnread(4);
      source.open();
      await waitFor(() => expect(link.getAttribute('aria-label')).toBe('Уведомления: 4 новых'));
      expect(bellCalls()).toHaveLength(2);
      source.open();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(bellCalls()).toHaveLength(2);
    });

    it('answers a broadcast after a random delay of up to 30 s, once for several', async () => {
      const { link, source } = await render(2);
      vi.spyOn(Math, 'random').mockReturnValue(0.5);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      serveUnread(6);
      source.emit('notifications');
      source.emit('notifications');
      act(() => void vi.advanceTimersByTime(14_900));
      expect(bellCalls()).toHaveLength(1);
      act(() => void vi.advanceTimersByTime(100));
      await waitFor(() => expect(link.getAttribute('aria-label')).toBe('Уведомления: 6 новых'));
      act(() => void vi.advanceTimersByTime(30_000));
      expect(bellCalls()).toHaveLength(2);
    });

    it('its own message meanwhile asks at once and stands for the pending broadcast', async () => {
      const { link, source } = await render(2);
      vi.spyOn(Math, 'random').mockReturnValue(0.9);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      serveUnread(4);
      source.emit('notifications');
      source.emit(TOPIC);
      await waitFor(() => expect(link.getAttribute('aria-label')).toBe('Уведомления: 4 новых'));
      act(() => void vi.advanceTimersByTime(30_000));
      expect(bellCalls()).toHaveLength(2);
      // Someone else's topic is never followed, so its message cannot arrive; a reset is a broadcast.
      source.emit('reset');
      act(() => void vi.advanceTimersByTime(26_999));
      expect(bellCalls()).toHaveLength(2);
      act(() => void vi.advanceTimersByTime(1));
      await waitFor(() => expect(bellCalls()).toHaveLength(3));
    });

    it('follows nothing while the answer names no topic, and stops at sign-out', async () => {
      signIn();
      serveUnread(2, null);
      renderApp('/', { activeLeague: ACTIVE_LEAGUE });
      const link = await bell();
      await waitFor(() => expect(link.getAttribute('aria-label')).toBe('Уведомления: 2 новых'));
      expect(bellStreams()).toHaveLength(0);
      // The next answer names it.
      serveUnread(2);
      window.dispatchEvent(new Event('visibilitychange'));
      const source = await bellStream();
      act(() => setSessionUser(null));
      await waitFor(() => expect(source.closed).toBe(true));
    });
  });
});
