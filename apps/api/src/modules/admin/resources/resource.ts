import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Type, type Static, type TNever, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { DbOrTx, Tx } from '../../../db/connect.ts';
import type { fantasyLeagues, predictorLeagues } from '../../../db/schema/index.ts';
import type { AuthUser } from '../../../http/auth.ts';
import { ruleBroken, type FieldError } from '../../../http/errors.ts';

export type Row = Record<string, unknown>;
export type Id = number | string;

/** What a write sees: the open transaction (the audit row joins it), who acts, and the clock. */
export type WriteContext = { tx: Tx; admin: AuthUser; now: Date };

/** A list filter: its query-string schema and the condition it adds (undefined: no condition). */
export type Filter = { schema: TSchema; where: (value: unknown) => SQL | undefined };

/**
 * A filter whose condition takes the value as its schema types it. The query string was checked
 * against the schema already; a value that does not match adds no condition.
 */
export function filter<T extends TSchema>(schema: T, where: (value: Static<T>) => SQL | undefined): Filter {
  return { schema, where: (value) => (Value.Check(schema, value) ? where(value) : undefined) };
}

/** A reason a row may not be deleted: when `query` finds a row, the delete answers 409 with `message`. */
export type InUse<K extends Id = Id> = { message: string; query(id: K): SQL };

/**
 * One back-office resource: everything the generic routes (resource.routes.ts) need to list,
 * read, create, update and delete it. Columns are read straight from the table (SQL expressions
 * for what comes from elsewhere), so one select serves the list, the item and the audit row.
 *
 * `K` is the key, `I` the wire item, `C` and `U` the create and update bodies, `P` the item's
 * fields that `present` adds. The callbacks are methods, so every resource keeps its own types
 * while the registry holds them all as one `ResourceDef`.
 */
export type ResourceDef<
  K extends Id = Id,
  I extends Row = Row,
  C = unknown,
  U = unknown,
  P extends string = string,
> = {
  /** The URL segment: /v1/admin/{name}/ */
  name: string;
  /** The audit log's entity name (singular, snake_case). */
  entity: string;
  /** Russian name of the list for the OpenAPI summaries. */
  title: string;
  table: PgTable;
  key: {
    /** Path parameter schema (integer, or a string for natural keys). */
    schema: TSchema;
    /** The item's `id` in the answer. */
    select: PgColumn | SQL;
    where(id: K): SQL;
  };
  /** The wire item (also the answer's serialiser). */
  item: TSchema;
  /** Whether a row read back is the wire item (`defineResource` checks it against `item`). */
  isItem(row: Row): row is I;
  /** Every field of the item but `id`: a column or an SQL expression over the table's row. */
  fields: Record<string, PgColumn | SQL>;
  /** Fields the list may be sorted by; anything else is a 422. */
  sort: Record<string, PgColumn | SQL>;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Rows of the table that belong to this resource (e.g. only media teams); applied to every read. */
  scope?: SQL;
  /** Runs before a read (e.g. the scoring table's default rows, inserted once). */
  prepare?: (db: DbOrTx) => Promise<void>;
  /** The `q` parameter: free-text search. */
  search?: (q: string) => SQL | undefined;
  filters?: Record<string, Filter>;
  /**
   * Big tables (users, audit log, fantasy teams) count at most this many matching rows, so
   * a page never counts a million; the list's total then reads "at least".
   */
  countLimit?: number;
  /** Adds what a single select cannot give (nested variants, computed flags): the fields `adds`. */
  present?: { adds: readonly P[]; apply(db: DbOrTx, rows: Omit<I, P>[], now: Date): Promise<I[]> };
  notFound?: string;
  create?: {
    body: TSchema;
    /** Validates (throw ruleBroken with field errors) and writes; answers the new key. */
    insert(ctx: WriteContext, body: C): Promise<K>;
  };
  update?: {
    body: TSchema;
    /** `before` is the current item, read under a row lock. */
    apply(ctx: WriteContext, id: K, body: U, before: I): Promise<void>;
  };
  remove?: {
    inUse?: InUse<K>[];
    apply?(ctx: WriteContext, id: K, before: I): Promise<void>;
  };
};

/**
 * A resource typed by its schemas: the item, the create and update bodies are the contract's
 * `Static` types, the key is the one `key.where` takes.
 */
export function defineResource<
  K extends Id,
  TI extends TSchema,
  TC extends TSchema = TNever,
  TU extends TSchema = TNever,
  P extends string = never,
>(
  def: Omit<ResourceDef<NoInfer<K>, Static<TI>, Static<TC>, Static<TU>, P>, 'isItem'> & {
    key: { where(id: K): SQL };
    item: TI;
    create?: { body: TC };
    update?: { body: TU };
  },
): ResourceDef<K, Static<TI>, Static<TC>, Static<TU>, P> {
  return { ...def, isItem: (row): row is Static<TI> => Value.Check(def.item, row) };
}

/** ISO 8601 with a time (and a zone, or UTC); anything else is a Russian field error. */
export function checkDate(value: unknown, field: string, errors: FieldError[]): Date | null {
  if (value === undefined) return null;
  const parts = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}/.exec(value) : null;
  const [year, month, day] = (parts ?? []).slice(1).map(Number);
  // Date.parse rolls 30 February over into March; the calendar day must exist as typed.
  const calendar = parts ? new Date(Date.UTC(year!, month! - 1, day)) : null;
  if (
    typeof value !== 'string' ||
    !calendar ||
    Number.isNaN(Date.parse(value)) ||
    calendar.getUTCMonth() !== month! - 1 ||
    calendar.getUTCDate() !== day
  ) {
    errors.push({ field, message: 'Укажите дату и время в формате ГГГГ-ММ-ДДTЧЧ:ММ (ISO 8601)' });
    return null;
  }
  const at = new Date(value);
  if (year! < 2000 || year! > 2100) {
    errors.push({ field, message: 'Дата должна быть между 2000 и 2100 годом' });
    return null;
  }
  return at;
}

/** Only web links: no `javascript:` address can reach a page's href. */
export function checkUrl(value: unknown, field: string, errors: FieldError[]): void {
  if (value === undefined || value === null || value === '') return;
  if (typeof value !== 'string' || !/^https?:\/\/[^\s]+$/.test(value))
    errors.push({ field, message: 'Ссылка должна начинаться с http:// или https://' });
}

/** An image: an uploaded file (/uploads/…) or a web address. */
export function checkImage(value: unknown, field: string, errors: FieldError[]): void {
  if (value === undefined || value === null || value === '') return;
  if (
    typeof value !== 'string' ||
    !/^(\/uploads\/[A-Za-z0-9/._-]+|\/[A-Za-z0-9/._-]+|https?:\/\/[^\s]+)$/.test(value)
  )
    errors.push({ field, message: 'Укажите загруженное изображение или ссылку http(s)' });
}

/** Whether a row with this key exists in `table`; used for "no such team" style messages. */
export async function exists(tx: Tx, query: SQL): Promise<boolean> {
  const { rows } = await tx.execute<{ found: boolean }>(sql`select exists(${query}) as found`);
  return Boolean(rows[0]?.found);
}

export function orderBy(def: ResourceDef, field: string, order: 'ASC' | 'DESC'): SQL[] {
  const column = def.sort[field]!;
  const direction = order === 'DESC' ? desc : asc;
  // The key breaks ties so paging never shows a row twice.
  return [direction(column), direction(def.key.select)];
}

export const allOf = (conditions: (SQL | undefined)[]) => and(...conditions.filter(Boolean));

/** Throws the collected field errors as one 422. */
export function failOn(errors: FieldError[]): void {
  if (errors.length > 0) throw ruleBroken(errors);
}

/** A positive integer key as the path parameter. */
export const intKey = (column: PgColumn) => ({
  schema: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  select: column,
  where: (id: number) => sql`${column} = ${id}`,
});

/** One refusal message for every query that finds the row still in use. */
export const inUseBy = <K extends Id>(message: string, ...queries: ((id: K) => SQL)[]): InUse<K>[] =>
  queries.map((query) => ({ message, query }));

/**
 * A stage's league: the given one (it must exist) or else the game's active league;
 * either failing is an error on `league_id` with the game's own message.
 */
export async function stageLeagueId(
  tx: Tx,
  leagues: typeof predictorLeagues | typeof fantasyLeagues,
  given: number | undefined,
  messages: { noLeague: string; noActiveLeague: string },
): Promise<number> {
  if (given !== undefined) {
    if (!(await exists(tx, sql`select 1 from ${leagues} where ${leagues.id} = ${given}`)))
      failOn([{ field: 'league_id', message: messages.noLeague }]);
    return given;
  }
  const [row] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.isActive, true)).limit(1);
  if (!row) failOn([{ field: 'league_id', message: messages.noActiveLeague }]);
  return row!.id;
}
