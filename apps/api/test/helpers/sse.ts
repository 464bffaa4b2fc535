import { get, type IncomingMessage } from 'node:http';

/** A server-sent events client for tests: real HTTP, frames parsed as a browser's EventSource would. */
export type SseFrame = { id: number | null; topic: string; data: unknown };

export type SseStream = {
  status: number;
  contentType: string | undefined;
  cacheControl: string | undefined;
  /** The next `count` message frames (comments and `retry:` skipped); fails after `timeoutMs`. */
  next: (count?: number, timeoutMs?: number) => Promise<SseFrame[]>;
  /** Frames already received and not yet taken. */
  pending: () => SseFrame[];
  close: () => void;
};

/** One connection of its own per stream (no pooled sockets left open), closed by `close`. */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    get(url, { agent: false, headers: { accept: 'text/event-stream', ...headers } }, resolve).on(
      'error',
      reject,
    );
  });
  const frames: SseFrame[] = [];
  let waiter: (() => void) | null = null;
  let buffer = '';
  res.setEncoding('utf8');
  res.on('error', () => {});
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6));
      if (data.length === 0) continue;
      const idLine = lines.find((l) => l.startsWith('id: '));
      const message = JSON.parse(data.join('\n')) as { topic: string; data: unknown };
      frames.push({ id: idLine ? Number(idLine.slice(4)) : null, ...message });
      waiter?.();
    }
  });
  return {
    status: res.statusCode ?? 0,
    contentType: res.headers['content-type'],
    cacheControl: res.headers['cache-control'],
    pending: () => frames.splice(0),
    next: async (count = 1, timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs;
      while (frames.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} frames, got ${frames.length}`);
        await new Promise<void>((resolve) => {
          waiter = resolve;
          setTimeout(resolve, left);
        });
      }
      return frames.splice(0, count);
    },
    close: () => res.destroy(),
  };
}
