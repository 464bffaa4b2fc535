import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema/index.ts';

/** ADMIN_LOGIN/ADMIN_PASSWORD: creates that admin, or resets its password and role on every start. */
export async function ensureAdmin(db: Db, login: string, password: string, email: string): Promise<void> {
  const passwordHash = await hash(password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ passwordHash, role: 'admin' })
      .where(sql`lower(${users.login}) = lower(${login})`)
      .returning({ id: users.id });
    if (updated.length === 0) await tx.insert(users).values({ login, email, passwordHash, role: 'admin' });
  });
}
