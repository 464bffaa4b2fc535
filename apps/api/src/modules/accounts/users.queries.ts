import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** Sign-in and recovery accept the login or the email, ignoring case. */
export async function findUserByLoginOrEmail(db: Db, loginOrEmail: string): Promise<UserRow | null> {
  const value = loginOrEmail.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.login}) = ${value}`, sql`lower(${users.email}) = ${value}`))
    .limit(1);
  return user ?? null;
}

/** Which of these values already belong to another user (login and email ignoring case). */
export async function findTaken(
  db: Db,
  values: { login?: string; email?: string; phone?: string },
  exceptUserId: number | null = null,
): Promise<{ login: boolean; email: boolean; phone: boolean }> {
  const conditions = [
    values.login ? sql`lower(${users.login}) = ${values.login.toLowerCase()}` : undefined,
    values.email ? sql`lower(${users.email}) = ${values.email.toLowerCase()}` : undefined,
    values.phone ? eq(users.phone, values.phone) : undefined,
  ].filter((c) => c !== undefined);
  const taken = { login: false, email: false, phone: false };
  if (conditions.length === 0) return taken;
  const rows = await db
    .select({ id: users.id, login: users.login, email: users.email, phone: users.phone })
    .from(users)
    .where(or(...conditions));
  for (const row of rows) {
    if (row.id === exceptUserId) continue;
    if (values.login && row.login.toLowerCase() === values.login.toLowerCase()) taken.login = true;
    if (values.email && row.email.toLowerCase() === values.email.toLowerCase()) taken.email = true;
    if (values.phone && row.phone === values.phone) taken.phone = true;
  }
  return taken;
}
