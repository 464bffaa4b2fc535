import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { matches, matchVideos, sitePages } from '../../db/schema/index.ts';

/** The season's tours that have at least one video, in order. */
export async function findVideoTours(db: Db, seasonId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ tour: matches.tour })
    .from(matchVideos)
    .innerJoin(matches, eq(matches.id, matchVideos.matchId))
    .where(eq(matches.seasonId, seasonId))
    .orderBy(asc(matches.tour));
  return rows.map((r) => r.tour);
}

export async function findPage(db: Db, slug: string) {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug)).limit(1);
  return row ?? null;
}
