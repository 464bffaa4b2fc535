/**
 * A local SMTP server that accepts and drops every letter, in a process of its own so the bench
 * that sends measures the sender, not the receiver: prints `port N` once listening.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => callback());
  },
});
// A sender stopped mid-letter resets its connection: the sink carries on.
server.on('error', () => {});
server.listen(0, '127.0.0.1', () => {
  console.log(`port ${(server.server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
