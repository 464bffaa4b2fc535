import type { Fetch } from '../api/http.ts';

/** One request as the provider sent it. */
export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  json: unknown;
  form: FormData | null;
}

/** A JSON envelope as `body`, or a file's text as `text` with its own headers (a CSV export). */
type Answer = { status?: number; body?: unknown; text?: string; headers?: Record<string, string> };
type Handler = (request: Sent) => Answer;

/**
 * A stand-in for the network in unit tests: answers by "METHOD /path/" with envelopes in the API's
 * shape and records what was sent. The real API is exercised by the admin e2e.
 */
export function fakeApi(routes: Record<string, Handler | Answer>) {
  const sent: Sent[] = [];
  const fetch: Fetch = async (input, init = {}) => {
    const url = new URL(input, 'http://test.local');
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const request: Sent = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers,
      json: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      form: init.body instanceof FormData ? init.body : null,
    };
    sent.push(request);
    const route = routes[`${request.method} ${request.path}`];
    if (!route) {
      return new Response(
        JSON.stringify({ success: false, message: 'Данная страница не существует', errors: [] }),
        {
          status: 404,
        },
      );
    }
    const answer = typeof route === 'function' ? route(request) : route;
    if (answer.text !== undefined) {
      return new Response(answer.text, { status: answer.status ?? 200, headers: answer.headers });
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, sent };
}

export const ok = (data: unknown, message = '') => ({ body: { success: true, data, message } });
export const fail = (
  status: number,
  message: string,
  errors: Array<{ field?: string; message: string }> = [],
) => ({
  status,
  body: { success: false, message, errors: errors.length ? errors : [{ message }] },
});

/** A file answer: the text as it goes over the wire, with its type and, when given, its name. */
export const file = (text: string, type: string, fileName?: string) => ({
  text,
  headers: {
    'content-type': type,
    ...(fileName ? { 'content-disposition': `attachment; filename="${fileName}"` } : {}),
  },
});

/** In-memory Storage for the session record. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}
