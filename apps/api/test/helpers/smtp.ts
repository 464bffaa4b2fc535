import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestSmtp = { url: string; received: ParsedMail[]; close: () => Promise<void> };

/** A real SMTP server on a free loopback port that keeps every message it accepts, parsed. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received letter's header as it was sent (mailparser folds some into objects). */
export const mailHeader = (mail: ParsedMail, name: string) =>
  (mail.headerLines.find((h) => h.key === name)?.line ?? '').replace(/^[^:]+:\s*/, '');

/** The letter's first recipient address. */
export const recipientOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text);
