import type { Db } from '../../db/connect.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sendDueEmails } from './deliveries/send-emails.ts';
import { runCorrectionsScan } from './corrections/corrections-scan.ts';
import { dueScans, runReminderScan } from './reminders/reminder-scan.ts';
import { dueResultScans, runResultScan } from './results/results-scan.ts';

export type NotificationJobDeps = { db: Db; mailer: Mailer; publicUrl: string; now: () => Date };

/** The queue of the notification jobs: its job every minute, across every instance once. */
export const NOTIFICATIONS_QUEUE = 'notifications-tick';

/**
 * One round of the notification jobs: the reminder scans now due and the results of the stages
 * scored lately (each once, whatever runs at the same time: their scan tables' keys), the points
 * corrections since the last round, then the emails due. Answers the scans it ran (not those
 * another worker ran first), the corrections notified and the emails sent.
 */
export async function runNotificationRound(deps: NotificationJobDeps) {
  const scans = [];
  for (const scan of await dueScans(deps.db, deps.now())) {
    const written = await runReminderScan(deps.db, scan, deps.now());
    if (written) scans.push({ ...scan, ...written });
  }
  const results = [];
  for (const scan of await dueResultScans(deps.db, deps.now())) {
    const written = await runResultScan(deps.db, scan, deps.now());
    if (written) results.push({ ...scan, ...written });
  }
  const corrections = await runCorrectionsScan(deps.db, deps.now());
  const emails = await sendDueEmails(deps.db, deps.mailer, { publicUrl: deps.publicUrl, now: deps.now });
  return { scans, results, corrections, emails };
}

/**
 * Registers the round on the job queue: scheduled every minute (pg-boss runs a schedule's job
 * once across all instances), retried with backoff when it fails; a round may also be asked for
 * at once (`boss.send(NOTIFICATIONS_QUEUE)`).
 */
export async function startNotificationJobs(boss: JobQueue, deps: NotificationJobDeps): Promise<void> {
  await boss.createQueue(NOTIFICATIONS_QUEUE, {
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 3600,
    policy: 'stately',
  });
  await boss.schedule(NOTIFICATIONS_QUEUE, '* * * * *');
  await boss.work(NOTIFICATIONS_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    await runNotificationRound(deps);
  });
}
