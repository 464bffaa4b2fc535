import { HttpError } from 'ra-core';
import { ERRORS } from '../text/errors.ts';

/** Every call goes to the same origin under /v1 (the dev server proxies it). */
export const API_BASE = '/v1';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

/**
 * `{ field: message }` as react-admin's forms show server-side errors next to the inputs, plus
 * `root.serverError` so the form's notification carries the API's own message (also for a field
 * the form has no input for), not react-admin's generic "the form is invalid".
 */
export type FieldErrors = Record<string, string> & { root?: { serverError: string } };

/** What a failed call rejects with: react-admin's HttpError whose body holds the envelope and its field errors. */
export interface ErrorBody {
  message: string;
  errors: FieldErrors;
  /** The envelope's errors as they came, in order (a CSV import's line errors, a refusal's reasons). */
  list: Array<{ field?: string; message: string }>;
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface HttpOptions {
  fetch?: Fetch;
  /** The bearer key of the signed-in user, read at every call. */
  token: () => string | null;
}

export interface RequestOptions {
  query?: Query;
  /** JSON body (POST/PATCH/DELETE). */
  body?: unknown;
  /** Multipart body instead of JSON (uploads). */
  form?: FormData;
  signal?: AbortSignal;
  /** Another bearer key than the session's (revoking a key the session never kept). */
  token?: string;
}

export interface ApiResult<T> {
  data: T;
  message: string;
}

/** Repeated keys for arrays (`id=1&id=2`), empty values left out. */
export function buildUrl(path: string, query?: Query): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  let url = clean.startsWith(`${API_BASE}/`) ? clean : `${API_BASE}${clean}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null || value === '') continue;
      if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
      else params.append(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += `?${qs}`;
  }
  return url;
}

interface Envelope {
  success?: boolean;
  data?: unknown;
  message?: string;
  errors?: Array<{ field?: string; message?: string }>;
}

function errorList(envelope: Envelope | null): ErrorBody['list'] {
  return (envelope?.errors ?? [])
    .filter((e): e is { field?: string; message: string } => typeof e?.message === 'string' && !!e.message)
    .map((e) => (e.field ? { field: e.field, message: e.message } : { message: e.message }));
}

function statusMessage(status: number): string {
  if (status === 401) return ERRORS.unauthorized;
  if (status === 403) return ERRORS.forbidden;
  if (status === 404) return ERRORS.notFound;
  if (status === 413) return ERRORS.tooLarge;
  if (status === 429) return ERRORS.tooMany;
  if (status >= 500) return ERRORS.server;
  return ERRORS.network;
}

/** The Russian message of the envelope (its own message first), or one for the status. */
export function toHttpError(status: number, envelope: Envelope | null): HttpError {
  const list = errorList(envelope);
  const message = envelope?.message || list[0]?.message || statusMessage(status);
  const errors: FieldErrors = {};
  for (const item of list) if (item.field && !(item.field in errors)) errors[item.field] = item.message;
  if (Object.keys(errors).length > 0) errors.root = { serverError: message };
  const body: ErrorBody = { message, errors, list };
  return new HttpError(message, status, body);
}

/** A file the API sent (a rating's CSV): its bytes and the name its Content-Disposition gave, if any. */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

export interface Http {
  <T>(method: string, path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  /** GET a file with the session's key; a refusal rejects with the API's message, as a JSON call does. */
  file(path: string, options?: Pick<RequestOptions, 'query' | 'signal'>): Promise<ApiFile>;
}

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` first, then `filename="…"`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim()) || null;
    } catch {
      // A malformed escape: the plain name below, if any.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(disposition);
  return plain?.[1] || plain?.[2] || null;
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  try {
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
}

export function createHttp({
  fetch: fetchImpl = (input, init) => fetch(input, init),
  token,
}: HttpOptions): Http {
  async function send(method: string, path: string, options: RequestOptions, accept: string) {
    const headers: Record<string, string> = { Accept: accept };
    const key = options.token ?? token();
    if (key) headers.Authorization = `Bearer ${key}`;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (method !== 'GET' && method !== 'HEAD') {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body ?? {});
    }
    try {
      return await fetchImpl(buildUrl(path, options.query), {
        method,
        headers,
        body,
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new HttpError(ERRORS.network, 0, { message: ERRORS.network, errors: {}, list: [] });
    }
  }

  const call = async <T>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResult<T>> => {
    const response = await send(method, path, options, 'application/json');
    const envelope = await readEnvelope(response);
    if (!response.ok || envelope?.success === false) throw toHttpError(response.status, envelope);
    if (!envelope) throw toHttpError(0, null);
    return { data: envelope.data as T, message: envelope.message ?? '' };
  };

  const file: Http['file'] = async (path, options = {}) => {
    // A refusal still comes as the JSON envelope, whatever the file's own type.
    const response = await send('GET', path, options, '*/*');
    if (!response.ok) throw toHttpError(response.status, await readEnvelope(response));
    let blob: Blob;
    try {
      blob = await response.blob();
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw toHttpError(0, null);
    }
    return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) };
  };

  return Object.assign(call, { file });
}
