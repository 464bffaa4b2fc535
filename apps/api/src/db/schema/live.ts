import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/**
 * The live stream's messages (issue 22 §2), in commit order (publishers take one advisory lock):
 * every API instance reads what came after its position when PostgreSQL notifies it, and a browser
 * that reconnects is replayed what came after its Last-Event-ID. Kept for a day.
 */
export const liveFeed = pgTable(
  'live_feed',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('live_feed_topic_idx').on(t.topic, t.id), index('live_feed_created_idx').on(t.createdAt)],
);
