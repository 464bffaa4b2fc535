import { afterEach, beforeEach, vi } from 'vitest';
import { setSessionUser } from '#api/session.ts';
import { closeAllModals } from '#ui/modal/modal-store.ts';

/** A request the page made, as the stubbed `fetch` saw it. */
export type RecordedCall = { method: string; url: string; body: unknown; auth: string | null };

/**
 * Stubs `fetch` for a test file: every call is recorded in `calls` and answered by the handler
 * given to `answer`. Reset before each test; after it the modals, the session and `fetch` are
 * restored.
 */
export function recordedFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  const calls: RecordedCall[] = [];
  beforeEach(() => {
    calls.length = 0;
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    closeAllModals();
    setSessionUser(null);
    vi.unstubAllGlobals();
  });
  return {
    calls,
    answer(handler: (call: RecordedCall) => Response | Promise<Response>) {
      fetchMock.mockImplementation(async (input, init) => {
        const headers = (init?.headers ?? {}) as Record<string, string>;
        const call: RecordedCall = {
          method: init?.method ?? 'GET',
          url: String(input),
          body: init?.body ? JSON.parse(String(init.body)) : null,
          auth: headers.Authorization ?? null,
        };
        calls.push(call);
        return handler(call);
      });
    },
  };
}

/** A signed-in fan (id 7, login «fan») with a session key. */
export function signInFan() {
  setSessionUser({
    id: 7,
    login: 'fan',
    email: 'fan@example.test',
    phone: null,
    winline: null,
    fantasy_team: null,
    authKey: { value: 'key', type: 'Bearer', expire_at: '2099-01-01T00:00:00.000Z' },
  });
}
