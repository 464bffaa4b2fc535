import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { matches } from './season.ts';
import { ts } from './columns.ts';

/** Only web links may be stored, so no `javascript:` address can reach a page's href. */
const webUrl = (column: unknown) => sql`${column} ~ '^https?://[^\\s]+$'`;

/** A ground the league plays on. */
export const venues = pgTable(
  'venues',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    city: text('city'),
    address: text('address'),
  },
  (t) => [uniqueIndex('venues_name_uq').on(t.name)],
);

/** What the league's site adds to a match: where it is played and where tickets are sold. */
export const matchDetails = pgTable(
  'match_details',
  {
    matchId: integer('match_id')
      .primaryKey()
      .references(() => matches.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    ticketUrl: text('ticket_url'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('match_details_venue_idx').on(t.venueId),
    check('match_details_ticket_url_ck', webUrl(t.ticketUrl)),
  ],
);

export const VIDEO_KINDS = ['review', 'highlights', 'interview'] as const;

/** A video about a match (a link; the site embeds nothing from third parties). */
export const matchVideos = pgTable(
  'match_videos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('review'),
    title: text('title').notNull(),
    url: text('url').notNull(),
    /** Order among the videos of one match. */
    position: smallint('position').notNull().default(0),
    publishedAt: ts('published_at').notNull().defaultNow(),
  },
  (t) => [
    index('match_videos_match_idx').on(t.matchId, t.position),
    check('match_videos_kind_ck', sql`${t.kind} in ('review', 'highlights', 'interview')`),
    check('match_videos_url_ck', webUrl(t.url)),
  ],
);

/** A text page of the site (the user agreement, the privacy policy), edited in the back office. */
export const sitePages = pgTable(
  'site_pages',
  {
    slug: text('slug').primaryKey(),
    title: text('title').notNull(),
    /** Plain text with a small Markdown subset: paragraphs, `## ` headings and `- ` lists. Never HTML. */
    body: text('body').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('site_pages_slug_ck', sql`${t.slug} ~ '^[a-z0-9][a-z0-9-]{0,63}$'`)],
);
