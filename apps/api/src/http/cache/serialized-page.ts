import type { FastifyReply } from 'fastify';
import { ok } from '../envelope.ts';

/** A page kept for every reader with its answer's JSON, serialized once (issue 25 §3). */
export type SerializedPage<T> = { page: T; json: string };

const VISITOR_ROW = '"auth_user_rating":null';

/**
 * The answer for a reader whose own row is `row`: the kept JSON with the visitors' null
 * `auth_user_rating` replaced by the row. That text occurs once, as the page's own key: inside a
 * string its quotes would be escaped. `serialize` makes the answer whole should it not occur.
 */
export function withReaderRow<T>(
  kept: SerializedPage<T>,
  row: object | null,
  serialize: (page: T) => string,
): string {
  if (row === null) return kept.json;
  const at = kept.json.indexOf(VISITOR_ROW);
  if (at < 0) return serialize({ ...kept.page, auth_user_rating: row });
  const rowJson = `"auth_user_rating":${JSON.stringify(row)}`;
  return kept.json.slice(0, at) + rowJson + kept.json.slice(at + VISITOR_ROW.length);
}

/** The route's own serializer (its response schema's) of an answer `ok(data)` would make. */
export const serializeOk =
  <T>(reply: FastifyReply) =>
  (data: T): string =>
    reply.serialize(ok(data)) as string;

/** Sends an answer already serialized by the route's own serializer. */
export const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);
