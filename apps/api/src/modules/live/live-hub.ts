import type { Db, Listen } from '../../db/connect.ts';
import { LIVE_CHANNEL, liveCursor, oldestKept, readAfter, type LiveRow } from './live-feed.ts';

/** A connected browser: the topics it follows, and how an SSE frame reaches it. */
export type LiveClient = {
  topics: ReadonlySet<string>;
  write: (frame: string) => void;
  end: () => void;
};

type Entry = LiveClient & {
  /** The last position this client was sent. */
  lastSent: number;
  /** Messages that arrived during its replay, sent after it (null when not replaying). */
  held: LiveRow[] | null;
};

const BATCH = 500;
const RETRY_MS = 1_000;
const HEARTBEAT_MS = 25_000;

const frameOf = (row: LiveRow) =>
  `id: ${row.id}\ndata: ${JSON.stringify({ topic: row.topic, data: row.payload })}\n\n`;

/**
 * One per API instance: it listens for PostgreSQL's notification, reads what the stream got after
 * its position (one query for every client), and writes each message to the clients of its topic.
 */
export class LiveHub {
  private readonly byTopic = new Map<string, Set<Entry>>();
  private readonly all = new Set<Entry>();
  private position = 0;
  private reading: Promise<void> | null = null;
  private again = false;
  private unlisten: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  async start(listen: Listen): Promise<void> {
    this.position = await liveCursor(this.db);
    this.unlisten = await listen(LIVE_CHANNEL, () => this.wake());
    // Proxies close a connection that stays silent; a comment line keeps it open.
    this.heartbeat = setInterval(() => {
      for (const entry of this.all) entry.write(': ping\n\n');
    }, HEARTBEAT_MS).unref();
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.unlisten?.();
    await this.reading;
    for (const entry of this.all) entry.end();
    this.all.clear();
    this.byTopic.clear();
  }

  get clientCount(): number {
    return this.all.size;
  }

  /**
   * Adds a client. With `since` (its Last-Event-ID), what came after it on its topics is replayed
   * first, and what arrives meanwhile is held until then: in order, nothing lost, nothing twice.
   * Resolves to the function that removes it.
   */
  async add(client: LiveClient, since?: number): Promise<() => void> {
    const entry: Entry = {
      ...client,
      lastSent: since ?? this.position,
      held: since === undefined ? null : [],
    };
    this.all.add(entry);
    for (const topic of entry.topics) {
      const set = this.byTopic.get(topic) ?? new Set();
      set.add(entry);
      this.byTopic.set(topic, set);
    }
    const remove = () => {
      this.all.delete(entry);
      for (const topic of entry.topics) {
        const set = this.byTopic.get(topic);
        set?.delete(entry);
        if (set?.size === 0) this.byTopic.delete(topic);
      }
    };
    if (since !== undefined) {
      try {
        await this.replay(entry, since);
      } finally {
        const held = entry.held ?? [];
        entry.held = null;
        for (const row of held) deliver(entry, row);
      }
    }
    return remove;
  }

  private async replay(entry: Entry, since: number): Promise<void> {
    const oldest = await oldestKept(this.db);
    if (oldest !== null && since + 1 < oldest) {
      // Pruned meanwhile: the client reads its page afresh and goes on from here.
      entry.write(`data: ${JSON.stringify({ topic: 'reset', data: null })}\n\n`);
      entry.lastSent = Math.max(entry.lastSent, this.position);
      return;
    }
    const topics = [...entry.topics];
    for (;;) {
      const rows = await readAfter(this.db, entry.lastSent, BATCH, topics);
      for (const row of rows) send(entry, row);
      if (rows.length < BATCH) return;
    }
  }

  /** A notification: read on from the position; one reader at a time, and once more if woken meanwhile. */
  private wake(): void {
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = this.readOn()
      .catch((err: unknown) => {
        this.onError(err);
        setTimeout(() => this.wake(), RETRY_MS).unref();
      })
      .finally(() => {
        this.reading = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async readOn(): Promise<void> {
    for (;;) {
      const rows = await readAfter(this.db, this.position, BATCH);
      for (const row of rows) {
        this.position = row.id;
        const clients = this.byTopic.get(row.topic);
        if (clients) for (const entry of clients) deliver(entry, row);
      }
      if (rows.length < BATCH) return;
    }
  }
}

function deliver(entry: Entry, row: LiveRow): void {
  if (entry.held) entry.held.push(row);
  else send(entry, row);
}

const frames = new WeakMap<LiveRow, string>();

function send(entry: Entry, row: LiveRow): void {
  if (row.id <= entry.lastSent) return;
  entry.lastSent = row.id;
  let frame = frames.get(row);
  if (frame === undefined) {
    frame = frameOf(row);
    frames.set(row, frame);
  }
  entry.write(frame);
}
