import type { DbOrTx } from '../../db/connect.ts';
import { auditLog } from '../../db/schema/index.ts';

/** One back-office change: who, what, on which row; written in the same transaction as the change. */
export async function writeAuditLog(
  db: DbOrTx,
  entry: { userId: number; action: string; entity: string; entityId: number | string; data: unknown },
): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    data: entry.data,
  });
}
