import type { Db } from '../../db/connect.ts';
import type { PublicReadCache } from '../../http/cache/public-read-cache.ts';

/** What every fantasy route plugin is registered with (fantasy.routes.ts). */
export type FantasyRoutesOptions = { db: Db; now: () => Date; publicReads: PublicReadCache };
