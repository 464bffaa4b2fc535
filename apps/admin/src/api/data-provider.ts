import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import type { AdminMatchResult, AdminMatchResultSheet, MatchResultBody } from '@mliga/contract';
import type { ApiFile, ApiResult, Http, Query, QueryValue, RequestOptions } from './http.ts';

/** The admin API's ceiling for one page (the conventions: per_page ≤ 100). */
export const MAX_PER_PAGE = 100;

export const ADMIN_BASE = '/v1/admin';

type Item = RaRecord;
type ListAnswer = { items: Item[]; total: number };
type ItemAnswer = { item: Item };

/** An image input's value: a new file to upload, or the stored address shown as a preview. */
interface FileValue {
  rawFile?: File;
  src?: string;
  title?: string;
}

function isFileValue(value: unknown): value is FileValue {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as FileValue;
  return (typeof File !== 'undefined' && v.rawFile instanceof File) || typeof v.src === 'string';
}

export function resourcePath(resource: string, id?: Identifier): string {
  const base = `${ADMIN_BASE}/${resource}/`;
  return id === undefined ? base : `${base}${encodeURIComponent(String(id))}/`;
}

/** react-admin's filter object as query parameters: arrays repeat their key, objects are left out. */
export function filterQuery(filter: Record<string, unknown> | undefined): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) query[key] = value.filter((v) => v !== null && v !== undefined) as QueryValue;
    else if (typeof value === 'object') continue;
    else query[key] = value as QueryValue;
  }
  return query;
}

/** The fields of `data` whose value differs from `previous` (a PATCH carries only what the form changed). */
export function changedFields(data: Record<string, unknown>, previous?: Record<string, unknown>) {
  if (!previous) return { ...data };
  const diff: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (JSON.stringify(value) !== JSON.stringify(previous[key])) diff[key] = value;
  }
  return diff;
}

const matchResultPath = (matchId: Identifier) => `${resourcePath('matches', matchId)}result/`;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface AdminDataProvider extends DataProvider {
  /** POST /v1/admin/uploads/ (multipart field `file`) → the stored file's address. */
  upload(file: File): Promise<string>;
  /** An action route of a record: POST /v1/admin/R/{id}/{action}/. */
  action<T>(resource: string, id: Identifier, action: string, body?: unknown): Promise<ApiResult<T>>;
  /** GET /v1/admin/matches/{id}/result/: the stored score and statistics, where a correction starts. */
  getMatchResult(matchId: Identifier, signal?: AbortSignal): Promise<AdminMatchResultSheet>;
  /** POST /v1/admin/matches/{id}/result/: the score and, when sent, every statistics line of the match. */
  saveMatchResult(matchId: Identifier, body: MatchResultBody): Promise<ApiResult<AdminMatchResult>>;
  /** Any other admin call (the CSV import, a form's helper lists). */
  call<T>(method: string, path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  /** GET a file of the admin API (a rating's CSV) with the admin's key: its bytes and the server's name for it. */
  download(path: string, signal?: AbortSignal): Promise<ApiFile>;
}

/**
 * react-admin over the admin REST conventions (docs: ../../../../brief/admin-conventions.md):
 * list `{items,total}`, one/create/update/delete `{item}`, page/per_page/sort/order/q and field filters.
 */
export function createDataProvider(http: Http): AdminDataProvider {
  async function upload(file: File): Promise<string> {
    const form = new FormData();
    form.append('file', file, file.name);
    const { data } = await http<{ url: string }>('POST', `${ADMIN_BASE}/uploads/`, { form });
    return data.url;
  }

  /** New files in the record are uploaded first and replaced by their addresses; previews become addresses. */
  async function withUploads(value: unknown): Promise<unknown> {
    if (isFileValue(value)) {
      if (value.rawFile) return upload(value.rawFile);
      return value.src ?? null;
    }
    if (Array.isArray(value)) return Promise.all(value.map(withUploads));
    if (value && typeof value === 'object' && !(value instanceof Date)) {
      const out: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(value)) out[key] = await withUploads(v);
      return out;
    }
    return value;
  }

  async function list(resource: string, query: Query) {
    const { data } = await http<ListAnswer>('GET', resourcePath(resource), { query });
    return data;
  }

  const provider: AdminDataProvider = {
    async getList(resource, params) {
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const query: Query = {
        ...filterQuery(params.filter),
        page,
        per_page: Math.min(perPage, MAX_PER_PAGE),
      };
      if (params.sort?.field) {
        query.sort = params.sort.field;
        query.order = params.sort.order === 'DESC' ? 'DESC' : 'ASC';
      }
      const { items, total } = await list(resource, query);
      return { data: items as never[], total };
    },

    async getOne(resource, params) {
      const { data } = await http<ItemAnswer>('GET', resourcePath(resource, params.id), {
        signal: params.signal,
      });
      return { data: data.item as never };
    },

    async getMany(resource, params) {
      const ids = [...new Set(params.ids)];
      const pages = await Promise.all(
        chunks(ids, MAX_PER_PAGE).map((part) =>
          list(resource, { id: part as ReadonlyArray<string | number>, page: 1, per_page: part.length }),
        ),
      );
      return { data: pages.flatMap((p) => p.items) as never[] };
    },

    async getManyReference(resource, params) {
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const query: Query = {
        ...filterQuery(params.filter),
        [params.target]: params.id as QueryValue,
        page,
        per_page: Math.min(perPage, MAX_PER_PAGE),
      };
      if (params.sort?.field) {
        query.sort = params.sort.field;
        query.order = params.sort.order === 'DESC' ? 'DESC' : 'ASC';
      }
      const { items, total } = await list(resource, query);
      return { data: items as never[], total };
    },

    async create(resource, params) {
      const body = await withUploads(params.data);
      const { data } = await http<ItemAnswer>('POST', resourcePath(resource), { body });
      return { data: data.item } as never;
    },

    async update(resource, params) {
      const diff = changedFields(params.data as Record<string, unknown>, params.previousData);
      // Nothing changed: no call, so no empty write lands in the audit log.
      if (Object.keys(diff).length === 0)
        return { data: { ...params.previousData, ...params.data } as never };
      const body = await withUploads(diff);
      const { data } = await http<ItemAnswer>('PATCH', resourcePath(resource, params.id), { body });
      return { data: data.item } as never;
    },

    async updateMany(resource, params) {
      const body = await withUploads(params.data);
      const done: Identifier[] = [];
      // One at a time: every write is its own audited transaction, and a refusal stops the rest.
      for (const id of params.ids) {
        await http<ItemAnswer>('PATCH', resourcePath(resource, id), { body });
        done.push(id);
      }
      return { data: done };
    },

    async delete(resource, params) {
      const { data } = await http<ItemAnswer>('DELETE', resourcePath(resource, params.id));
      return { data: data.item } as never;
    },

    async deleteMany(resource, params) {
      const done: Identifier[] = [];
      for (const id of params.ids) {
        await http<ItemAnswer>('DELETE', resourcePath(resource, id));
        done.push(id);
      }
      return { data: done };
    },

    upload,

    action<T>(resource: string, id: Identifier, action: string, body: unknown = {}) {
      return http<T>('POST', `${resourcePath(resource, id)}${action}/`, { body });
    },

    async getMatchResult(matchId, signal) {
      const { data } = await http<AdminMatchResultSheet>('GET', matchResultPath(matchId), { signal });
      return data;
    },

    saveMatchResult(matchId, body) {
      return http<AdminMatchResult>('POST', matchResultPath(matchId), { body });
    },

    call<T>(method: string, path: string, options?: RequestOptions) {
      return http<T>(method, path, options);
    },

    download(path, signal) {
      return http.file(path, { signal });
    },
  };
  return provider;
}
