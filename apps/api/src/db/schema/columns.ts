import { timestamp } from 'drizzle-orm/pg-core';

/** Every instant is stored with its time zone (UTC) and read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
