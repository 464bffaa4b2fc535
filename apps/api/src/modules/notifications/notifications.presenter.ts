import type { NotificationItem } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { reminderNotice, resultsNotice } from '../../mail/templates/index.ts';
import type { NotificationRow } from './notifications.queries.ts';
import { notificationMessages as m } from './notifications.messages.ts';
import { reminderFacts, type StoredReminder } from './reminders/reminder-facts.ts';
import { resultsFacts, type ResultsPayload } from './results/results-facts.ts';
import { siteNotices, type SiteNoticeKind } from './site-notices.ts';

type Said = { title: string; body: string; link: string | null } | null;

const isReminder = (row: NotificationRow) =>
  row.kind === 'predictor_reminder' || row.kind === 'fantasy_reminder';

/**
 * The centre's items in today's words: each kind's title and body are written from its stored
 * facts with the names read now (a batch per kind for the page); one whose subject is gone says
 * so instead of failing the page.
 */
export async function presentNotifications(
  db: Db,
  user: { id: number; login: string },
  rows: NotificationRow[],
): Promise<NotificationItem[]> {
  const said = new Map<number, Said>();
  const reminders = rows.filter(isReminder);
  const results = rows.filter((r) => r.kind === 'results');
  const others = rows.filter((r) => !isReminder(r) && r.kind !== 'results');
  const [reminderWords, resultWords, otherWords] = await Promise.all([
    reminderFacts(
      db,
      reminders.map((r) => ({ kind: r.kind, payload: r.payload }) as StoredReminder),
    ),
    resultsFacts(
      db,
      results.map((r) => ({ userId: user.id, payload: r.payload as ResultsPayload })),
    ),
    siteNotices(
      db,
      others.map((r) => ({ kind: r.kind as SiteNoticeKind, payload: r.payload })),
    ),
  ]);
  const links = { unsubscribeUrl: '', settingsUrl: '' };
  reminders.forEach((r, i) => {
    const f = reminderWords[i];
    if (!f) return;
    const notice = reminderNotice({ login: user.login, ...f, actionUrl: f.path, ...links });
    said.set(r.id, { ...notice, link: f.path });
  });
  results.forEach((r, i) => {
    const f = resultWords[i];
    if (!f) return;
    const notice = resultsNotice({ login: user.login, ...f, debriefUrl: f.path, ...links });
    said.set(r.id, { ...notice, link: f.path });
  });
  others.forEach((r, i) => said.set(r.id, otherWords[i] ?? null));

  return rows.map((row) => {
    const base = {
      id: Number(row.id),
      kind: row.kind,
      created_at: new Date(row.created_at).toISOString(),
      read: row.read_at !== null,
    };
    const s = said.get(row.id);
    if (!s)
      return {
        ...base,
        title: m.kindNames[row.kind],
        body: isReminder(row) || row.kind === 'results' ? m.goneStage : m.goneItem,
        link: null,
      };
    return { ...base, ...s };
  });
}
