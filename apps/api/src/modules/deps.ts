import type { Config } from '../config.ts';
import type { Db, Listen } from '../db/connect.ts';
import type { PublicReadCache } from '../http/cache/public-read-cache.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What app.ts registers every module's plugin with; each module takes the parts it needs. */
export type ModuleDeps = {
  db: Db;
  /** PostgreSQL LISTEN (the live stream's notifications). */
  listen: Listen;
  /** The clock deadlines are checked against. */
  now: () => Date;
  publicReads: PublicReadCache;
  config: Config;
  mailer: Mailer;
  /** Where the back office's uploaded files are kept. */
  uploadsDir: string;
};
