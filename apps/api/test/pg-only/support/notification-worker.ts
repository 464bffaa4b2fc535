/**
 * A notification worker in a process of its own, for notifications-crash.test.ts to kill: one
 * notification round (the reminder scans due, then the emails due) at a fixed time, then exit.
 *
 *   node --import tsx apps/api/test/pg-only/support/notification-worker.ts '<WorkerArgs as JSON>'
 */
import pino from 'pino';
import { openDatabase } from '../../../src/db/connect.ts';
import { createMailer } from '../../../src/mail/mailer.ts';
import { runNotificationRound } from '../../../src/modules/notifications/index.ts';

export type WorkerArgs = {
  databaseUrl: string;
  /** The round's clock (ISO). */
  now: string;
  /** Without it the letters go to the development outbox in memory. */
  smtpUrl: string | null;
};

const args = JSON.parse(process.argv[2]!) as WorkerArgs;
const database = await openDatabase({ databaseUrl: args.databaseUrl, poolSize: 10 });
const now = new Date(args.now);
const log = pino({ level: 'warn' });
const done = await runNotificationRound({
  db: database.db,
  mailer: createMailer({ smtpUrl: args.smtpUrl, from: 'noreply@liga.example', dataDir: null, log }),
  publicUrl: 'https://liga.example',
  now: () => now,
});
console.log(JSON.stringify(done));
await database.close();
