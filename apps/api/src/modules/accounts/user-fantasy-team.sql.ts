import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { fantasyLeagues, fantasyTeams } from '../../db/schema/index.ts';

/** The user's team in the active fantasy league, if any: a read join the user's presentation needs. */
export async function findActiveTeamOfUser(db: Db, userId: number) {
  const [team] = await db
    .select({ id: fantasyTeams.id, name: fantasyTeams.name, moderationStatus: fantasyTeams.moderationStatus })
    .from(fantasyTeams)
    .innerJoin(
      fantasyLeagues,
      and(eq(fantasyLeagues.id, fantasyTeams.leagueId), eq(fantasyLeagues.isActive, true)),
    )
    .where(eq(fantasyTeams.userId, userId))
    .limit(1);
  return team ?? null;
}
