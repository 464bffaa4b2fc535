/**
 * The browsers of `live.ts`, forked so that they do not run on the API's event loop: `count` SSE
 * connections to `url`, each a plain socket. It reports when all are connected, then, for every
 * message the parent announces, when each connection received it.
 */
import { connect, type Socket } from 'node:net';

export type ClientsJob = { kind: 'connect'; host: string; port: number; path: string; count: number };
export type ClientsReport =
  | { kind: 'connected'; count: number }
  | { kind: 'received'; marker: string; at: number[] }
  | { kind: 'error'; message: string };

const sockets: Socket[] = [];
/** Per marker, when each connection saw it (ms since the epoch). */
const seen = new Map<string, number[]>();
const waiting = new Map<string, number>();

/** The home score in a match message is the marker: each goal of the bench makes a new one. */
const MARKER = /"home_score":(\d+)/g;

function watch(socket: Socket): void {
  let buffer = '';
  const mine = new Set<string>();
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    const now = Date.now();
    for (const [, marker = ''] of buffer.matchAll(MARKER)) {
      if (mine.has(marker)) continue;
      mine.add(marker);
      const times = seen.get(marker) ?? [];
      times.push(now);
      seen.set(marker, times);
      if (times.length === waiting.get(marker)) {
        process.send!({ kind: 'received', marker, at: times } satisfies ClientsReport);
        seen.delete(marker);
      }
    }
    // Keep only what may be the start of a marker cut by the chunk boundary.
    buffer = buffer.slice(-64);
  });
}

process.on('message', (job: ClientsJob | { kind: 'expect'; marker: string }) => {
  if (job.kind === 'expect') {
    waiting.set(job.marker, sockets.length);
    return;
  }
  let connected = 0;
  for (let i = 0; i < job.count; i++) {
    const socket = connect(job.port, job.host, () => {
      socket.write(`GET ${job.path} HTTP/1.1\r\nHost: ${job.host}\r\nAccept: text/event-stream\r\n\r\n`);
    });
    socket.once('data', () => {
      connected += 1;
      if (connected === job.count)
        process.send!({ kind: 'connected', count: connected } satisfies ClientsReport);
    });
    socket.on('error', (err) =>
      process.send!({ kind: 'error', message: err.message } satisfies ClientsReport),
    );
    watch(socket);
    sockets.push(socket);
  }
});
