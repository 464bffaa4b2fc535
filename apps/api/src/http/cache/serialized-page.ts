import type { FastifyReply } from 'fastify';
import { ok } from '../envelope.ts';

/**
 * A page kept for every reader with its answer's JSON, serialized once (issue 25 §3), and where in
 * it the visitors' null `auth_user_rating` stands (-1: nowhere), found once too.
 */
export type SerializedPage<T> = { page: T; json: string; rowAt: number };

const VISITOR_ROW = '"auth_user_rating":null';

/**
 * `page` kept with its JSON. The text `"auth_user_rating":null` occurs there once at most, as the
 * page's own key: inside a string its quotes would be escaped.
 */
export function serializedPage<T>(page: T, serialize: (page: T) => string): SerializedPage<T> {
  const json = serialize(page);
  return { page, json, rowAt: json.indexOf(VISITOR_ROW) };
}

/**
 * The answer for a reader whose own row's JSON is `rowJson`: the kept JSON with the visitors' null
 * `auth_user_rating` replaced by it (`serialize` makes the answer whole should that be missing).
 */
export function withReaderRow<T>(
  kept: SerializedPage<T>,
  rowJson: string,
  serialize: (page: T) => string,
): string {
  if (kept.rowAt < 0) return serialize({ ...kept.page, auth_user_rating: JSON.parse(rowJson) as unknown });
  return `${kept.json.slice(0, kept.rowAt)}"auth_user_rating":${rowJson}${kept.json.slice(kept.rowAt + VISITOR_ROW.length)}`;
}

const rowJsons = new WeakMap<object, Map<string, string>>();

/**
 * The JSON of a kept own row as presented in one `variant` (with or without its live figures),
 * made once for as long as the row is kept.
 */
export function ownRowJson(own: object, variant: string, present: () => object | null): string {
  let made = rowJsons.get(own);
  if (!made) rowJsons.set(own, (made = new Map()));
  let json = made.get(variant);
  if (json === undefined) made.set(variant, (json = JSON.stringify(present())));
  return json;
}

/** The route's own serializer (its response schema's) of an answer `ok(data)` would make. */
export const serializeOk =
  <T>(reply: FastifyReply) =>
  (data: T): string =>
    reply.serialize(ok(data)) as string;

/** Sends an answer already serialized by the route's own serializer. */
export const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);
