import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.ts';

/**
 * Every table of the schemas the app owns (public, and drizzle's migration journal) → its row count
 * and an md5 over its rows' text in a fixed order; every sequence → its last value. Equal maps mean
 * equal data.
 */
export async function tableChecksums(db: Db): Promise<Record<string, string>> {
  const tables = (
    await db.execute(
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
    )
  ).rows as { schema: string; name: string }[];
  const result: Record<string, string> = {};
  for (const { schema, name } of tables) {
    const ident = `"${schema}"."${name}"`;
    const [row] = (
      await db.execute(
        sql.raw(
          `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as h from ${ident} t`,
        ),
      )
    ).rows as { n: number; h: string }[];
    result[`${schema}.${name}`] = `${row!.n} rows ${row!.h}`;
  }
  const sequences = (
    await db.execute(
      sql`select schemaname as schema, sequencename as name, last_value as value from pg_sequences
          where schemaname in ('public', 'drizzle')`,
    )
  ).rows as { schema: string; name: string; value: string | number | null }[];
  for (const s of sequences) result[`sequence ${s.schema}.${s.name}`] = String(s.value);
  return result;
}
