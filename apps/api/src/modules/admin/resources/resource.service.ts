import { sql, type SQL } from 'drizzle-orm';
import type { AdminListQuery } from '@mliga/contract';
import type { Db, DbOrTx, Tx } from '../../../db/connect.ts';
import type { AuthUser } from '../../../http/auth.ts';
import { conflict, notFound, ruleBroken } from '../../../http/errors.ts';
import { writeAuditLog } from '../../audit/index.ts';
import { allOf, exists, orderBy, type Id, type ResourceDef, type Row } from './resource.ts';

const DEFAULT_PER_PAGE = 25;

/** Dates go out as ISO-8601 UTC strings; everything else as read. */
function toWire(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row))
    out[key] = value instanceof Date ? value.toISOString() : value;
  return out;
}

const selection = (def: ResourceDef) => ({ id: def.key.select, ...def.fields });

async function present(db: DbOrTx, def: ResourceDef, rows: Row[], now: Date): Promise<Row[]> {
  const wire = rows.map(toWire);
  return def.present ? def.present.apply(db, wire, now) : wire;
}

/** One item as the API shows it, optionally locked for the write that follows. */
export async function findItem(
  db: DbOrTx,
  def: ResourceDef,
  id: Id,
  now: Date,
  lock = false,
): Promise<Row | null> {
  await def.prepare?.(db);
  const query = db
    .select(selection(def))
    .from(def.table)
    .where(allOf([def.key.where(id), def.scope]))
    .limit(1);
  const rows: Row[] = await (lock ? query.for('update', { of: def.table }) : query);
  if (rows.length === 0) return null;
  return (await present(db, def, rows, now))[0]!;
}

export async function getItem(db: Db, def: ResourceDef, id: Id, now: Date): Promise<Row> {
  const item = await findItem(db, def, id, now);
  if (!item) throw notFound(def.notFound);
  return item;
}

/** The list's query string: paging and sorting, the resource's filters, and `id` (react-admin getMany). */
export type ListQuery = AdminListQuery & { id?: Id[] } & Record<string, unknown>;

export async function listItems(
  db: Db,
  def: ResourceDef,
  query: ListQuery,
  now: Date,
): Promise<{ items: Row[]; total: number }> {
  const sortField = query.sort ?? def.defaultSort.field;
  // Own keys only: `in` also finds Object.prototype's, and `?sort=__proto__` reached the query builder (500).
  if (!Object.hasOwn(def.sort, sortField))
    throw ruleBroken(`Список нельзя сортировать по полю «${sortField}»`, 'sort');
  const order = query.order ?? (query.sort ? 'ASC' : def.defaultSort.order);
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const page = query.page ?? 1;

  await def.prepare?.(db);
  const conditions: (SQL | undefined)[] = [def.scope];
  const q = query.q?.trim();
  if (q && def.search) conditions.push(def.search(q));
  for (const [name, filter] of Object.entries(def.filters ?? {})) {
    const value = query[name];
    if (value !== undefined && value !== '') conditions.push(filter.where(value));
  }
  // ?id=1&id=2: the items a form's reference fields show (react-admin getMany).
  const ids = query.id;
  if (ids && ids.length > 0)
    conditions.push(
      sql`${def.key.select} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const where = allOf(conditions);

  const rows: Row[] = await db
    .select(selection(def))
    .from(def.table)
    .where(where)
    .orderBy(...orderBy(def, sortField, order))
    .limit(perPage)
    .offset((page - 1) * perPage);

  const limit = def.countLimit ? sql`limit ${def.countLimit}` : sql``;
  const whereSql = where ? sql`where ${where}` : sql``;
  const { rows: counted } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${def.table} ${whereSql} ${limit}) matching`,
  );
  return { items: await present(db, def, rows, now), total: Number(counted[0]?.n ?? 0) };
}

const audit = (tx: Tx, admin: AuthUser, def: ResourceDef, action: string, id: Id, data: unknown) =>
  writeAuditLog(tx, {
    userId: admin.id,
    action: `${def.entity}.${action}`,
    entity: def.entity,
    entityId: id,
    data,
  });

/** Creates the item, then reads it back and writes the audit row, all in one transaction. */
export async function createItem(
  db: Db,
  def: ResourceDef,
  admin: AuthUser,
  body: unknown,
  now: Date,
): Promise<Row> {
  return db.transaction((tx) => createItemIn(tx, def, admin, body, now));
}

/** createItem inside a caller's transaction (a step of a larger change), typed by the resource. */
export async function createItemIn<K extends Id, I extends Row, C>(
  tx: Tx,
  def: ResourceDef<K, I, C>,
  admin: AuthUser,
  body: C,
  now: Date,
): Promise<I> {
  const id = await def.create!.insert({ tx, admin, now }, body);
  const after = await findItem(tx, def, id, now);
  if (!after || !def.isItem(after)) throw new Error(`${def.entity} ${id}: not read back as its item`);
  await audit(tx, admin, def, 'create', id, { before: null, after });
  return after;
}

export async function updateItem(
  db: Db,
  def: ResourceDef,
  admin: AuthUser,
  id: Id,
  body: unknown,
  now: Date,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const before = await findItem(tx, def, id, now, true);
    if (!before) throw notFound(def.notFound);
    await def.update!.apply({ tx, admin, now }, id, body, before);
    const after = (await findItem(tx, def, id, now))!;
    await audit(tx, admin, def, 'update', id, { before, after });
    return after;
  });
}

/** Refused with 409 while anything listed in the definition's `inUse` still points at the row. */
export async function deleteItem(db: Db, def: ResourceDef, admin: AuthUser, id: Id, now: Date): Promise<Row> {
  return db.transaction(async (tx) => {
    const before = await findItem(tx, def, id, now, true);
    if (!before) throw notFound(def.notFound);
    for (const use of def.remove?.inUse ?? []) {
      if (await exists(tx, use.query(id))) throw conflict(use.message);
    }
    if (def.remove?.apply) await def.remove.apply({ tx, admin, now }, id, before);
    else await tx.delete(def.table).where(allOf([def.key.where(id), def.scope]));
    await audit(tx, admin, def, 'delete', id, { before, after: null });
    return before;
  });
}
