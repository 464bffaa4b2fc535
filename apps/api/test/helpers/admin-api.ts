import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/connect.ts';
import { auditLog } from '../../src/db/schema/index.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Calls /v1/admin/{path} as the given user; answers status and the parsed envelope. */
export function adminApi(app: FastifyInstance, headers: Record<string, string>) {
  return async (method: Method, path: string, payload?: object) => {
    const res = await app.inject({
      method,
      url: `/v1/admin/${path}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.statusCode, body: res.json() as any };
  };
}

/** The audit rows of one entity, newest first. */
export async function auditRows(db: Db, entity: string, entityId?: string | number) {
  const rows = await db.select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(desc(auditLog.id));
  return entityId === undefined ? rows : rows.filter((r) => r.entityId === String(entityId));
}

export const fieldsOf = (body: { errors: { field?: string }[] }) => body.errors.map((e) => e.field);
