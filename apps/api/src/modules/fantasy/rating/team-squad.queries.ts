import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connect.ts';
import { fantasyTeams } from '../../../db/schema/index.ts';

/** A fantasy team of the league with what its squad page shows of it. */
export async function findLeagueTeam(db: DbOrTx, teamId: number, leagueId: number) {
  const [team] = await db
    .select({
      fantasyTeamId: fantasyTeams.id,
      userId: fantasyTeams.userId,
      name: fantasyTeams.name,
      isMedia: fantasyTeams.isMedia,
      mediaName: fantasyTeams.mediaName,
      mediaUrl: fantasyTeams.mediaUrl,
    })
    .from(fantasyTeams)
    .where(and(eq(fantasyTeams.id, teamId), eq(fantasyTeams.leagueId, leagueId)))
    .limit(1);
  return team ?? null;
}
