import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connect.ts';

/*
 * The live places' packed rows (decision 084): arrays of a thousand figures in a row, sent as array
 * literals and written in batches.
 */

/** Rows per statement when packed rows are written. */
const WRITE_BATCH = 100;

/** A PostgreSQL int[] literal (null: NULL). */
export const intArray = (values: ArrayLike<number | null>): string =>
  `{${(Array.prototype.map.call(values, (v: number | null) => v ?? 'NULL') as string[]).join(',')}}`;

/** Writes the rows (each a parenthesised values list) by the statement, a batch at a time. */
export async function writeInBatches(tx: Tx, rows: SQL[], statement: (values: SQL) => SQL): Promise<void> {
  for (let i = 0; i < rows.length; i += WRITE_BATCH) {
    await tx.execute(statement(sql.join(rows.slice(i, i + WRITE_BATCH), sql`, `)));
  }
}

/**
 * Upserts rows of `table` keyed by `keys` (a column list) with one array `column`, writing only the
 * rows whose array differs.
 */
export function upsertArrays(tx: Tx, target: { table: string; keys: string; column: string }, rows: SQL[]) {
  const [table, keys, column] = [sql.raw(target.table), sql.raw(target.keys), sql.raw(target.column)];
  return writeInBatches(
    tx,
    rows,
    (values) => sql`insert into ${table} (${keys}, ${column}) values ${values}
                    on conflict (${keys}) do update set ${column} = excluded.${column}
                    where ${table}.${column} is distinct from excluded.${column}`,
  );
}

/** Comma-separated integers (an SQL string_agg) as an array. */
export const csvNumbers = (csv: string | null): Int32Array =>
  csv ? Int32Array.from(csv.split(','), Number) : new Int32Array(0);

/**
 * The indexes of `totals` best first (total desc), ties in index order: a counting pass over the
 * totals' range (a rating's totals span a few hundred points), no sort.
 */
export function countingOrder(totals: Int32Array): Int32Array {
  const order = new Int32Array(totals.length);
  if (totals.length === 0) return order;
  let min = Infinity;
  let max = -Infinity;
  for (const t of totals) {
    min = Math.min(min, t);
    max = Math.max(max, t);
  }
  const next = new Int32Array(max - min + 2);
  for (const t of totals) next[max - t + 1]!++;
  for (let k = 1; k < next.length; k++) next[k]! += next[k - 1]!;
  for (let i = 0; i < totals.length; i++) order[next[max - totals[i]!]!++] = i;
  return order;
}
