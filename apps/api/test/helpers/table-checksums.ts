import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.ts';

type Options = {
  /** Also drizzle's migration journal and every sequence's last value (a backup must keep them). */
  withJournalAndSequences?: boolean;
};

/**
 * Every table of the app → its row count and an md5 over its rows' text in a fixed order, read in
 * one statement. Equal maps mean the data is byte-for-byte the same (up to an md5 collision).
 */
export async function tableChecksums(db: Db, options: Options = {}): Promise<Record<string, string>> {
  const schemas = options.withJournalAndSequences ? ['public', 'drizzle'] : ['public'];
  const tables = (
    await db.execute(
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_schema in ${sql.raw(`('${schemas.join("', '")}')`)} and table_type = 'BASE TABLE'
          order by 1, 2`,
    )
  ).rows as { schema: string; name: string }[];
  const perTable = tables.map(
    ({ schema, name }) =>
      `(select count(*) || ' rows ' || md5(coalesce(string_agg(t::text, E'\\n' order by t::text), ''))
          from "${schema}"."${name}" t) as "${schema}.${name}"`,
  );
  const [row] = (await db.execute(sql.raw(`select ${perTable.join(', ')}`))).rows as Record<string, string>[];
  const result: Record<string, string> = { ...row };
  if (!options.withJournalAndSequences) return result;
  const sequences = (
    await db.execute(
      sql`select schemaname as schema, sequencename as name, last_value as value from pg_sequences
          where schemaname in ('public', 'drizzle')`,
    )
  ).rows as { schema: string; name: string; value: string | number | null }[];
  for (const s of sequences) result[`sequence ${s.schema}.${s.name}`] = String(s.value);
  return result;
}

/** The tables whose checksums differ. */
export const changedTables = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys({ ...a, ...b }).filter((t) => a[t] !== b[t]);

/**
 * The checksums of the data a refused request must leave as it was: every table but the account
 * doors' attempt counters, where an attempt counts whatever its answer (that is the limit's point).
 */
export async function dataChecksums(db: Db): Promise<Record<string, string>> {
  const { 'public.rate_limits': _attempts, ...data } = await tableChecksums(db);
  return data;
}

/** One string for the whole database's data: equal before and after means nothing changed. */
export const databaseChecksum = async (db: Db) => JSON.stringify(await dataChecksums(db));
