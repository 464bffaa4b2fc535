import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { AdminAuditEntry, AdminUser, AdminUserUpdate } from '@mliga/contract';
import { auditLog, users } from '../../../db/schema/index.ts';
import { ruleBroken, type FieldError } from '../../../http/errors.ts';
import { revokeOtherAuthKeys } from '../../accounts/index.ts';
import { forgetSignedInKeys } from '../../../http/auth-cache.ts';
import { defineResource, failOn, intKey, filter } from './resource.ts';
import { likeEscape, searchIn } from './resource.sql.ts';

export const userAdminMessages = {
  badRole: 'Роль: user или admin',
  selfDemote: 'Нельзя снять роль администратора с самого себя',
  selfBlock: 'Нельзя заблокировать самого себя',
  badDate: 'Укажите дату в формате ГГГГ-ММ-ДД или ГГГГ-ММ-ДДTЧЧ:ММ',
} as const;

/**
 * Users of the whole site (a million rows): the search is an exact id or a login/email prefix
 * (indexed), lists count at most 10 000 matches.
 */
export const usersResource = defineResource({
  name: 'users',
  entity: 'user',
  title: 'Пользователи',
  table: users,
  key: intKey(users.id),
  item: AdminUser,
  fields: {
    login: users.login,
    email: users.email,
    phone: users.phone,
    role: users.role,
    winline_id: users.winlineId,
    winline_linked_at: users.winlineLinkedAt,
    is_blocked: sql<boolean>`(${users.blockedAt} is not null)`,
    blocked_at: users.blockedAt,
    created_at: users.createdAt,
  },
  sort: { id: users.id, login: sql`lower(${users.login})` },
  defaultSort: { field: 'id', order: 'DESC' },
  search: (q) => {
    const prefix = `${likeEscape(q.toLowerCase())}%`;
    const byId = /^\d{1,9}$/.test(q) ? sql`${users.id} = ${Number(q)} or ` : sql``;
    return sql`(${byId}lower(${users.login}) like ${prefix} or lower(${users.email}) like ${prefix})`;
  },
  filters: {
    role: filter(Type.String({ maxLength: 10 }), (v) => eq(users.role, v)),
    is_blocked: filter(Type.Boolean(), (v) =>
      v ? sql`${users.blockedAt} is not null` : sql`${users.blockedAt} is null`,
    ),
    has_partner: filter(Type.Boolean(), (v) =>
      v ? sql`${users.winlineId} is not null` : sql`${users.winlineId} is null`,
    ),
  },
  countLimit: 10_000,
  notFound: 'Пользователь не найден',
  update: {
    body: AdminUserUpdate,
    apply: async ({ tx, admin, now }, id, body, before) => {
      const errors: FieldError[] = [];
      if (body.role !== undefined && body.role !== 'user' && body.role !== 'admin')
        errors.push({ field: 'role', message: userAdminMessages.badRole });
      if (id === admin.id && body.role === 'user')
        errors.push({ field: 'role', message: userAdminMessages.selfDemote });
      if (id === admin.id && body.is_blocked === true)
        errors.push({ field: 'is_blocked', message: userAdminMessages.selfBlock });
      failOn(errors);
      const set: Partial<typeof users.$inferInsert> = {};
      if (body.role !== undefined) set.role = body.role;
      if (body.is_blocked === true && !before.is_blocked) set.blockedAt = now;
      if (body.is_blocked === false) set.blockedAt = null;
      if (Object.keys(set).length > 0) {
        await tx.update(users).set(set).where(eq(users.id, id));
        // The role and the block are part of who a key signs in.
        forgetSignedInKeys();
      }
      // Blocking ends every session at once (bearer auth also refuses a blocked user's key).
      if (body.is_blocked === true) await revokeOtherAuthKeys(tx, id, null);
    },
  },
});

function dateBound(value: string, field: string): Date {
  const at = new Date(/T/.test(value) ? value : `${value}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) throw ruleBroken(userAdminMessages.badDate, field);
  return at;
}

const datePattern = Type.String({ maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}' });

/** Every back-office change, newest first; read-only. `to` of a plain date includes that day. */
export const auditLogResource = defineResource({
  name: 'audit-log',
  entity: 'audit_log',
  title: 'Журнал изменений',
  table: auditLog,
  key: intKey(auditLog.id),
  item: AdminAuditEntry,
  fields: {
    at: auditLog.at,
    user_id: auditLog.userId,
    user_login: sql<string | null>`(select u.login from users u where u.id = audit_log.user_id)`,
    action: auditLog.action,
    entity: auditLog.entity,
    entity_id: auditLog.entityId,
    data: auditLog.data,
  },
  sort: { id: auditLog.id, at: auditLog.at },
  defaultSort: { field: 'id', order: 'DESC' },
  search: searchIn(auditLog.action),
  filters: {
    user_id: filter(Type.Integer({ minimum: 1 }), (v) => eq(auditLog.userId, v)),
    entity: filter(Type.String({ maxLength: 40 }), (v) => eq(auditLog.entity, v)),
    entity_id: filter(Type.String({ maxLength: 100 }), (v) => eq(auditLog.entityId, v)),
    action: filter(Type.String({ maxLength: 60 }), (v) => eq(auditLog.action, v)),
    from: filter(datePattern, (v) => sql`${auditLog.at} >= ${dateBound(v, 'from')}`),
    to: filter(datePattern, (v) => {
      const at = dateBound(v, 'to');
      const end = new Date(at.getTime() + (/T/.test(v) ? 1 : 86_400_000));
      return sql`${auditLog.at} < ${end}`;
    }),
  },
  countLimit: 10_000,
  notFound: 'Запись журнала не найдена',
});
