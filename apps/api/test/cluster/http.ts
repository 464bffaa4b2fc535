/** Real HTTP for the cluster suite: what a caller sees, and which instance nginx says served it. */

export type Envelope = { success: boolean; message: string; data: Record<string, unknown> };

export type Answer = {
  status: number;
  body: Envelope;
  /** nginx's `X-Upstream`: the instance(s) it tried, «a, b» when it passed the request on. */
  upstream: string | null;
};

export type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  json?: unknown;
  /**
   * The client's address as one proxy in front would name it (the instances trust one proxy:
   * TRUST_PROXY=1). Called directly, an instance believes it; through nginx it is replaced by the
   * address that connected to nginx.
   */
  ip?: string;
};

export async function call(base: string, path: string, opts: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + path, {
    method: opts.method ?? (opts.json === undefined ? 'GET' : 'POST'),
    headers,
    body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
  });
  const text = await res.text();
  let body: Envelope;
  try {
    body = JSON.parse(text) as Envelope;
  } catch {
    body = { success: false, message: text, data: {} };
  }
  return { status: res.status, body, upstream: res.headers.get('x-upstream') };
}

/** Signs in on `base` as `login`; answers the auth headers. */
export async function signIn(base: string, login: string, password: string, ip: string) {
  const res = await call(base, '/v1/users/login/', { json: { login, password }, ip });
  if (res.status !== 200)
    throw new Error(`sign-in of ${login} on ${base}: ${res.status} ${res.body.message}`);
  const key = (res.body.data.auth_key as { value: string }).value;
  return { authorization: `Bearer ${key}` };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request of a surge as the test saw it: when, its status (0: no answer) and who served it. */
export type Shot = {
  kind: 'save' | 'read';
  n: number;
  start: number;
  end: number;
  status: number;
  upstream: string;
  error?: string;
};

/** Fires requests at `base` and records each as a Shot in `shots`, however it ends. */
export const shotRecorder =
  (base: string, shots: Shot[]) =>
  async (kind: Shot['kind'], n: number, path: string, opts: CallOptions): Promise<void> => {
    const start = performance.now();
    let res: Answer | null = null;
    let error: string | undefined;
    try {
      res = await call(base, path, opts);
    } catch (err) {
      error = (err as Error).message;
    }
    shots.push({
      kind,
      n,
      start,
      end: performance.now(),
      status: res?.status ?? 0,
      upstream: res?.upstream ?? '',
      error,
    });
  };
