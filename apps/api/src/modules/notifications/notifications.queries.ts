import { NOTIFICATIONS_PAGE_SIZE, type NotificationKind } from '@mliga/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';

export type NotificationRow = {
  id: number;
  kind: NotificationKind;
  payload: unknown;
  created_at: Date;
  read_at: Date | null;
};

/** A page of the user's notifications, newest first: one range of (user_id, id). */
export async function notificationsPage(
  db: Db,
  userId: number,
  before: number | undefined,
): Promise<{ rows: NotificationRow[]; nextBefore: number | null }> {
  const { rows } = await db.execute<NotificationRow>(sql`
    select id, kind, payload, created_at, read_at from notifications
    where user_id = ${userId} ${before === undefined ? sql`` : sql`and id < ${before}`}
    order by id desc limit ${NOTIFICATIONS_PAGE_SIZE + 1}`);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  return {
    rows: page,
    nextBefore: rows.length > NOTIFICATIONS_PAGE_SIZE ? Number(page.at(-1)!.id) : null,
  };
}

/** The bell's count: the partial index of unread rows. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from notifications where user_id = ${userId} and read_at is null`,
  );
  return rows[0]?.n ?? 0;
}

/** Marks the given ids (only the user's own) or all of the user's notifications read. */
export async function markRead(db: Db, userId: number, ids: number[] | undefined, now: Date): Promise<void> {
  if (ids !== undefined && ids.length === 0) return;
  await db.execute(sql`
    update notifications set read_at = ${now}
    where user_id = ${userId} and read_at is null
      ${ids === undefined ? sql`` : sql`and id in (${sql.join(ids, sql`, `)})`}`);
}
