import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.ts';

let query: string | null = null;

/** One hash over every row of every table of the public schema: equal before and after means nothing changed. */
export async function databaseChecksum(db: Db): Promise<string> {
  if (!query) {
    const { rows } = await db.execute<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    query =
      'select md5(' +
      rows
        .map(
          (r) =>
            `(select coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '') from "${r.name}" t)`,
        )
        .join(' || ') +
      ') as sum';
  }
  const { rows } = await db.execute<{ sum: string }>(sql.raw(query));
  return rows[0]!.sum;
}
