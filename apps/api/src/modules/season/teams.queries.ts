import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { players, teams } from '../../db/schema/index.ts';
import type { TeamRow } from './matches.queries.ts';
import { playerBriefColumns, teamColumns } from './season.queries.ts';
import type { PlayerBriefRow } from './season.presenter.ts';

export async function findTeam(db: Db, id: number): Promise<TeamRow | null> {
  const [row] = await db.select(teamColumns).from(teams).where(eq(teams.id, id)).limit(1);
  return row ?? null;
}

/** The club's players by position, then surname (index players_team_idx). */
export async function findSquad(db: Db, teamId: number): Promise<PlayerBriefRow[]> {
  return db
    .select(playerBriefColumns)
    .from(players)
    .where(eq(players.teamId, teamId))
    .orderBy(asc(players.fieldPosition), asc(players.surname), asc(players.name), asc(players.id));
}
