import { sql } from 'drizzle-orm';

/** Ids for `where id in (…)`: each once; `null` (matching nothing) for none. */
export const idList = (list: number[]) =>
  list.length === 0
    ? sql`null`
    : sql.join(
        [...new Set(list)].map((id) => sql`${id}::int`),
        sql`, `,
      );

export const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [Number(r.id), r]));
