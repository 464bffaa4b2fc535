import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { champRating, champs } from '../../db/schema/index.ts';

export async function findGeneralChamp(db: Db, seasonId: number, game: 'predictor' | 'fantasy') {
  const [champ] = await db
    .select({ id: champs.id, name: champs.name, type: champs.type })
    .from(champs)
    .where(and(eq(champs.seasonId, seasonId), eq(champs.game, game), eq(champs.type, 'general')))
    .orderBy(champs.id)
    .limit(1);
  return champ ?? null;
}

export async function findTeamPlace(db: Db, champId: number, fantasyTeamId: number): Promise<number | null> {
  const [row] = await db
    .select({ place: champRating.place })
    .from(champRating)
    .where(and(eq(champRating.champId, champId), eq(champRating.fantasyTeamId, fantasyTeamId)))
    .limit(1);
  return row?.place ?? null;
}
