import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers: the notification emails' List-Unsubscribe pair (RFC 8058). */
  headers?: Record<string, string>;
};

export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  /** Development and tests: every message that would have gone out, newest last. */
  readonly outbox: Mail[];
};

export type MailerOptions = {
  smtpUrl: string | null;
  from: string;
  dataDir: string | null;
  log: FastifyBaseLogger;
};

/**
 * SMTP when configured; otherwise a development outbox: each message is kept in memory and,
 * with a data directory, written to DATA_DIR/outbox/ as an .eml file a developer can open.
 */
export function createMailer({ smtpUrl, from, dataDir, log }: MailerOptions): Mailer {
  const outbox: Mail[] = [];
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      outbox,
      send: async (mail) => {
        await transport.sendMail({ from, ...mail });
        log.info({ subject: mail.subject }, 'mail sent');
      },
    };
  }
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outbox,
    send: async (mail) => {
      outbox.push(mail);
      if (!dataDir) return;
      const dir = join(dataDir, 'outbox');
      await mkdir(dir, { recursive: true });
      const info = await render.sendMail({ from, ...mail });
      const file = join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // The body may hold a code: the log names the file only.
      log.info({ subject: mail.subject, file }, 'mail written to the development outbox');
    },
  };
}
