import { ERRORS } from '../text/errors.ts';
import { ApiError, NotFoundError, type ApiFieldError } from './errors.ts';
import { authHeader, getSessionUser, setSessionUser } from './session.ts';
import { buildUrl, type Query } from './url.ts';

/** Every call goes to the same origin under /v1 (the dev server proxies it). */
export const API_BASE = '/v1';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiResult<T> {
  data: T;
  message: string;
}

/** The address of an API call: same origin under /v1, with the query (api/url.ts). */
export function apiUrl(path: string, query?: Query): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return buildUrl(clean.startsWith(`${API_BASE}/`) ? clean : `${API_BASE}${clean}`, query);
}

interface Envelope {
  success?: boolean;
  data?: unknown;
  message?: string;
  errors?: ApiFieldError[];
  error?: { message?: string };
}

function firstMessage(envelope: Envelope | null): string {
  const fromErrors = envelope?.errors?.find((e) => typeof e?.message === 'string' && e.message)?.message;
  return fromErrors || envelope?.message || envelope?.error?.message || ERRORS.network;
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  const text = await response.text();
  if (!text) return null;
  const parsed: unknown = JSON.parse(text);
  return parsed && typeof parsed === 'object' ? (parsed as Envelope) : null;
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  const auth = authHeader();
  if (auth) headers.Authorization = auth;

  let response: Response;
  let envelope: Envelope | null;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify(options.body ?? {}),
      // Spec 1 §6: POST and DELETE calls also carry cookies; so does PUT (issue 24's settings).
      credentials: method === 'GET' ? 'same-origin' : 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, ERRORS.network);
  }

  try {
    envelope = await readEnvelope(response);
  } catch {
    envelope = null;
    if (response.ok) throw new ApiError(0, ERRORS.network);
  }

  if (response.status === 401) {
    // The stored key was refused (expired or revoked): the visitor is signed out.
    if (auth && getSessionUser()) setSessionUser(null);
    throw new ApiError(401, ERRORS.unauthorized, envelope?.errors ?? []);
  }
  if (response.status === 404 && method === 'GET') {
    throw new NotFoundError(firstMessage(envelope));
  }
  if (!response.ok || envelope?.success === false) {
    throw new ApiError(response.status, firstMessage(envelope), envelope?.errors ?? []);
  }
  if (!envelope) throw new ApiError(0, ERRORS.network);

  return { data: envelope.data as T, message: envelope.message ?? '' };
}

/** GET: answers `data` of the envelope. A 404 throws NotFoundError. */
export async function apiGet<T>(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
  return (await request<T>('GET', path, options)).data;
}

/** POST: answers `data` and the success `message` (for the 'Успешно' popup). */
export function apiPost<T>(path: string, body: unknown = {}, options: Omit<RequestOptions, 'body'> = {}) {
  return request<T>('POST', path, { ...options, body });
}

/** PUT: replaces a resource (the notification settings); answers `data` and the success `message`. */
export function apiPut<T>(path: string, body: unknown = {}, options: Omit<RequestOptions, 'body'> = {}) {
  return request<T>('PUT', path, { ...options, body });
}

export function apiDelete<T>(path: string, options: Omit<RequestOptions, 'body'> = {}) {
  return request<T>('DELETE', path, options);
}
