import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Multi-row inserts of at most `chunk` rows: a few statements instead of thousands. */
export async function insertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  chunk = 1000,
) {
  for (let i = 0; i < rows.length; i += chunk) {
    await tx.insert(table).values(rows.slice(i, i + chunk));
  }
}

/** After inserting explicit ids, moves each identity sequence past them so later inserts do not collide. */
export async function bumpSequences(tx: Tx, tables: readonly string[]) {
  for (const table of tables) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.identifier(table)}))`,
    );
  }
}
