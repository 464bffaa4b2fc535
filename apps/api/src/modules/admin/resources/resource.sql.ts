import { sql, type ColumnBaseConfig, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/connect.ts';

/** `%` and `_` typed by the staff are literal characters, not patterns. */
export const likeEscape = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A wire field name (snake_case) as the table's property name (camelCase). */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

/** The `fields` of a body as table properties, optional where the body's are; `dates` become Dates. */
export type TableValues<B, F extends keyof B, D extends F> = {
  [K in keyof Pick<B, F> as Camel<K & string>]: K extends D ? Date | Exclude<B[K], string> : B[K];
};

const camel = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The fields of `body` that were sent, as table properties; `dates` are parsed ISO strings
 * (the caller has checked them with `checkDate`). Callers see the precise type of the overload;
 * the implementation walks the fields by name.
 */
export function tableValues<B extends object, F extends keyof B & string, D extends F = never>(
  body: B,
  fields: readonly F[],
  dates?: readonly D[],
): TableValues<B, F, D>;
export function tableValues(
  body: Record<string, unknown>,
  fields: readonly string[],
  dates: readonly string[] = [],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const isDate = new Set(dates);
  for (const field of fields) {
    // Own keys of the sent body only, never one it inherits.
    if (!Object.hasOwn(body, field) || body[field] === undefined) continue;
    const value = body[field];
    values[camel(field)] = isDate.has(field) && typeof value === 'string' ? new Date(value) : value;
  }
  return values;
}

type IntId = PgColumn<ColumnBaseConfig<'number', string> & { data: number; notNull: true }>;

/** Inserts one row and answers its integer id. */
export async function insertRow<T extends PgTable & { id: IntId }>(
  tx: Tx,
  table: T,
  values: PgInsertValue<T>,
): Promise<number> {
  const id: IntId = table.id;
  const [row] = await tx.insert(table).values(values).returning({ id });
  return row!.id;
}

/** Writes the sent fields of the row `where` finds, `stamp` with them; nothing sent, no write. */
export async function updateRow<T extends PgTable>(
  tx: Tx,
  table: T,
  where: SQL,
  values: PgUpdateSetSource<T>,
  stamp: PgUpdateSetSource<T> = {},
): Promise<void> {
  if (Object.keys(values).length > 0)
    await tx
      .update(table)
      .set({ ...values, ...stamp })
      .where(where);
}

/** The `q` search: any of the columns contains the text, case-insensitively. */
export const searchIn =
  (...columns: (PgColumn | SQL)[]) =>
  (q: string): SQL => {
    const like = `%${likeEscape(q)}%`;
    return sql`(${sql.join(
      columns.map((column) => sql`${column} ilike ${like}`),
      sql` or `,
    )})`;
  };
