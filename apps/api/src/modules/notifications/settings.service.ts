import {
  EMAIL_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
  type SaveNotificationSettingsBody,
} from '@mliga/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { ruleBroken } from '../../http/errors.ts';
import { notificationMessages as m } from './notifications.messages.ts';

const takesEmail = (kind: NotificationKind) => EMAIL_NOTIFICATION_KINDS.includes(kind);

/** The user's settings: a stored choice where there is one, otherwise on (email and site). */
export async function getNotificationSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const { rows } = await db.execute<{
    kind: NotificationKind;
    email: boolean | null;
    site: boolean;
    asked: boolean;
  }>(sql`
    select s.kind, s.email, s.site, true as asked from notification_settings s where s.user_id = ${userId}
    union all
    select null, null, true, exists (select 1 from notification_settings_saved where user_id = ${userId})`);
  const stored = new Map(rows.filter((r) => r.kind !== null).map((r) => [r.kind, r]));
  return {
    asked: rows.at(-1)?.asked ?? false,
    settings: NOTIFICATION_KINDS.map((kind) => {
      const row = stored.get(kind);
      return {
        kind,
        email: takesEmail(kind) ? (row?.email ?? true) : null,
        site: row?.site ?? true,
      };
    }),
  };
}

/**
 * Saves the given kinds (the others keep their choice) and records that the user was asked.
 * Asking email for a kind that never comes by email is refused, not silently dropped.
 */
export async function saveNotificationSettings(
  db: Db,
  userId: number,
  body: SaveNotificationSettingsBody,
): Promise<NotificationSettings> {
  const kinds = body.settings.map((s) => s.kind);
  if (new Set(kinds).size !== kinds.length) throw ruleBroken(m.duplicateKind, 'settings');
  // The validator reads a null as false: for a site-only kind only `true` asks for the impossible.
  const wrong = body.settings.find((s) => !takesEmail(s.kind) && s.email === true);
  if (wrong) throw ruleBroken(m.noEmailForKind, `settings.${kinds.indexOf(wrong.kind)}.email`);
  await db.transaction(async (tx) => {
    for (const s of body.settings) {
      const email = takesEmail(s.kind) ? (s.email ?? null) : null;
      await tx.execute(sql`
        insert into notification_settings (user_id, kind, email, site)
        values (${userId}, ${s.kind}, ${email}, ${s.site})
        on conflict (user_id, kind) do update
          set email = coalesce(excluded.email, notification_settings.email), site = excluded.site`);
    }
    await tx.execute(sql`
      insert into notification_settings_saved (user_id) values (${userId}) on conflict (user_id) do nothing`);
  });
  return getNotificationSettings(db, userId);
}

/** The one-click unsubscribe: that kind no longer comes by email (the site's copy is left as it is). */
export async function unsubscribeEmail(db: Db, userId: number, kind: NotificationKind): Promise<void> {
  await db.execute(sql`
    insert into notification_settings (user_id, kind, email, site) values (${userId}, ${kind}, false, true)
    on conflict (user_id, kind) do update set email = false`);
}
