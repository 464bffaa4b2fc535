import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from './connect.ts';

/**
 * A prepared query (drizzle's `.prepare(name)`) is bound to one database handle: this builds it
 * on first use for each handle (the app's, a test's) and reuses it after.
 */
export function memoizedByDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * A hand-written statement of the deadline surge, prepared by name: each connection parses and
 * plans it once, then only binds its values (`sql.placeholder` names them). Its text must not
 * change from call to call, so lists go in as arrays.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return async (db: DbOrTx, values: Record<string, unknown>): Promise<Row[]> => {
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
