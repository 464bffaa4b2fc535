import type { NotificationItem } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { reminderNotice } from '../../mail/templates/index.ts';
import type { NotificationRow } from './notifications.queries.ts';
import { notificationMessages as m } from './notifications.messages.ts';
import { reminderFacts, type StoredReminder } from './reminders/reminder-facts.ts';

const isReminder = (row: NotificationRow) =>
  row.kind === 'predictor_reminder' || row.kind === 'fantasy_reminder';

/**
 * The centre's items in today's words: a reminder's title and body are written from its stored
 * facts with the names read now; one whose stage is gone says so instead of failing the page.
 */
export async function presentNotifications(
  db: Db,
  login: string,
  rows: NotificationRow[],
): Promise<NotificationItem[]> {
  const reminders = rows.filter(isReminder);
  const facts = await reminderFacts(
    db,
    reminders.map((r) => ({ kind: r.kind, payload: r.payload }) as StoredReminder),
  );
  const factsOf = new Map(reminders.map((r, i) => [r.id, facts[i] ?? null]));
  return rows.map((row) => {
    const base = {
      id: Number(row.id),
      kind: row.kind,
      created_at: new Date(row.created_at).toISOString(),
      read: row.read_at !== null,
    };
    const f = factsOf.get(row.id);
    if (!f) return { ...base, title: m.kindNames[row.kind], body: m.goneStage, link: null };
    const notice = reminderNotice({
      login,
      stageName: f.stageName,
      closesAt: f.closesAt,
      missing: f.missing,
      actionUrl: f.path,
      unsubscribeUrl: '',
      settingsUrl: '',
    });
    return { ...base, title: notice.title, body: notice.body, link: f.path };
  });
}
