import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect.ts';
import { champs, predictorLeagueMembers } from '../../db/schema/index.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';

/** Issue 23 §1: who may read a private predictor league (the champs module keeps its members). */
export const leagueMessages = {
  ratingMembersOnly: 'Рейтинг лиги видят только её участники',
  predictionsMembersOnly: 'Прогнозы участников лиги видят только её участники',
  notClosed: 'Прогнозы участников откроются, когда закончится приём прогнозов на тур',
} as const;

export type PrivateLeague = { id: number; name: string; seasonId: number; membersCount: number };

export async function findPrivateLeague(db: DbOrTx, champId: number): Promise<PrivateLeague | null> {
  const [row] = await db
    .select({
      id: champs.id,
      name: champs.name,
      seasonId: champs.seasonId,
      membersCount: champs.membersCount,
    })
    .from(champs)
    .where(and(eq(champs.id, champId), eq(champs.game, 'predictor'), eq(champs.type, 'user')))
    .limit(1);
  return row ?? null;
}

/**
 * Refuses (403) anybody but a member or an admin; membership is read fresh, so a member who left
 * is a stranger at once. Ids are sequential: the refusal names nothing of the league.
 */
export async function checkLeagueReader(
  db: DbOrTx,
  champId: number,
  user: AuthUser | null,
  refusal: string,
): Promise<void> {
  if (user?.role === 'admin') return;
  if (user) {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(predictorLeagueMembers)
      .where(and(eq(predictorLeagueMembers.champId, champId), eq(predictorLeagueMembers.userId, user.id)))
      .limit(1);
    if (row) return;
  }
  throw forbidden(refusal);
}
