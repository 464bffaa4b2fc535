import type { FastifyReply } from 'fastify';
import { ok } from '../envelope.ts';

/**
 * A page kept for every reader as its answer's bytes, serialized and encoded once (issue 25 §3),
 * split around the visitors' null `auth_user_rating` where it has one.
 */
export type SerializedPage<T> = {
  page: T;
  bytes: Buffer;
  /** The bytes before and after `"auth_user_rating":null` (null: the page has none). */
  around: [Buffer, Buffer] | null;
};

const VISITOR_ROW = '"auth_user_rating":null';
const ROW_KEY = Buffer.from('"auth_user_rating":');

/**
 * `page` kept as its answer's bytes. The text `"auth_user_rating":null` occurs there once at most,
 * as the page's own key: inside a string its quotes would be escaped.
 */
export function serializedPage<T>(page: T, serialize: (page: T) => string): SerializedPage<T> {
  const json = serialize(page);
  const bytes = Buffer.from(json);
  const at = json.indexOf(VISITOR_ROW);
  if (at < 0) return { page, bytes, around: null };
  const head = Buffer.byteLength(json.slice(0, at));
  return { page, bytes, around: [bytes.subarray(0, head), bytes.subarray(head + VISITOR_ROW.length)] };
}

/**
 * The answer for a reader whose own row's JSON is `row`: the kept bytes with the visitors' null
 * `auth_user_rating` replaced by it (`serialize` makes the answer whole should that be missing).
 */
export function withReaderRow<T>(
  kept: SerializedPage<T>,
  row: Buffer,
  serialize: (page: T) => string,
): Buffer {
  if (!kept.around)
    return Buffer.from(serialize({ ...kept.page, auth_user_rating: JSON.parse(row.toString()) as unknown }));
  return Buffer.concat([kept.around[0], ROW_KEY, row, kept.around[1]]);
}

const rowJsons = new WeakMap<object, Map<string, Buffer>>();

/**
 * A reader's answer: the kept page with `own` row's JSON put in (`present` makes the row, with the
 * row's live figures while the page has a live stage). The row's JSON is made once per variant for
 * as long as the row is kept.
 */
export function withOwnRow<T extends { live_stage?: unknown }, Live>(
  kept: SerializedPage<T>,
  own: { live: Live | null },
  present: (live: Live | undefined) => object | null,
  serialize: (page: T) => string,
): Buffer {
  const live = kept.page.live_stage && own.live ? own.live : undefined;
  const variant = live ? 'live' : 'kept';
  let made = rowJsons.get(own);
  if (!made) rowJsons.set(own, (made = new Map()));
  let row = made.get(variant);
  if (row === undefined) made.set(variant, (row = Buffer.from(JSON.stringify(present(live)))));
  return withReaderRow(kept, row, serialize);
}

/** The route's own serializer (its response schema's) of an answer `ok(data)` would make. */
export const serializeOk =
  <T>(reply: FastifyReply) =>
  (data: T): string =>
    reply.serialize(ok(data)) as string;

/** Sends an answer already serialized by the route's own serializer. */
export const sendJson = (reply: FastifyReply, json: Buffer) =>
  reply.type('application/json; charset=utf-8').send(json);
