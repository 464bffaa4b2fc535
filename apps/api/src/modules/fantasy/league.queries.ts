import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { fantasyLeagues, fantasyStagePoints, fantasyStages } from '../../db/schema/index.ts';
import { preparedStatement } from '../../db/prepared.ts';

export type StageRow = typeof fantasyStages.$inferSelect;

export async function findActiveLeague(db: Db) {
  const [league] = await db
    .select({
      id: fantasyLeagues.id,
      name: fantasyLeagues.name,
      seasonId: fantasyLeagues.seasonId,
      budget: fantasyLeagues.budget,
    })
    .from(fantasyLeagues)
    .where(eq(fantasyLeagues.isActive, true))
    .limit(1);
  return league ?? null;
}

/** The stage a visitor lands on: the current one, else the next to come, else the last played. */
export async function findLandingStage(db: Db, leagueId: number): Promise<StageRow | null> {
  const [stage] = await db
    .select()
    .from(fantasyStages)
    .where(eq(fantasyStages.leagueId, leagueId))
    .orderBy(
      sql`case ${fantasyStages.status} when 'current' then 0 when 'future' then 1 else 2 end`,
      sql`case when ${fantasyStages.status} = 'past' then -${fantasyStages.tour} else ${fantasyStages.tour} end`,
    )
    .limit(1);
  return stage ?? null;
}

export async function findTeamStagePoints(
  db: Db,
  fantasyTeamId: number,
  stageId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ points: fantasyStagePoints.points })
    .from(fantasyStagePoints)
    .where(and(eq(fantasyStagePoints.fantasyTeamId, fantasyTeamId), eq(fantasyStagePoints.stageId, stageId)))
    .limit(1);
  return row?.points ?? null;
}

const readerFigures = preparedStatement<{ stage_points: number | null; place: number | null }>(
  'active_league_reader_figures',
  sql`
    select p.points as stage_points, r.place from fantasy_teams t
    left join fantasy_stage_points p on p.stage_id = ${sql.placeholder('stageId')} and p.fantasy_team_id = t.id
    left join champ_rating r on r.champ_id = ${sql.placeholder('champId')} and r.fantasy_team_id = t.id
    where t.user_id = ${sql.placeholder('userId')} and t.league_id = ${sql.placeholder('leagueId')}`,
);

/**
 * The reader's team's points in the stage and place in the champ, by one statement of index reads
 * (null for what is missing; no row without a team in the league).
 */
export async function findReaderFigures(
  db: Db,
  where: { userId: number; leagueId: number; stageId: number | null; champId: number | null },
): Promise<{ stagePoints: number | null; place: number | null } | null> {
  const [row] = await readerFigures(db, {
    ...where,
    stageId: where.stageId ?? 0,
    champId: where.champId ?? 0,
  });
  return row ? { stagePoints: row.stage_points, place: row.place } : null;
}
