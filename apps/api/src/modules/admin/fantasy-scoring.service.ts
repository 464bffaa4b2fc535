import { eq, sql } from 'drizzle-orm';
import type { AdminFantasyStageScore } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { fantasyStages } from '../../db/schema/index.ts';
import type { AuthUser } from '../../http/auth.ts';
import { notFound, ruleBroken } from '../../http/errors.ts';
import { scoreFantasyStage } from '../scoring/index.ts';
import { writeAuditLog } from '../audit/index.ts';
import { assertResultsComplete } from './missing-results.ts';

export const fantasyScoringMessages = {
  stageOpen: 'Изменение составов на этот тур ещё открыто: очки считаются после закрытия',
} as const;

/** Scores a closed fantasy stage (see scoreFantasyStage); safe to run again after a corrected statistic. */
export async function scoreFantasyStageByAdmin(
  db: Db,
  admin: AuthUser,
  stageId: number,
  now: Date,
): Promise<AdminFantasyStageScore> {
  const [stage] = await db
    .select({ closesAt: fantasyStages.updateClosingAt })
    .from(fantasyStages)
    .where(eq(fantasyStages.id, stageId))
    .limit(1);
  if (!stage) throw notFound();
  if (now.getTime() < stage.closesAt.getTime()) throw ruleBroken(fantasyScoringMessages.stageOpen);
  await assertResultsComplete(db, 'fantasy', stageId);
  return db.transaction(async (tx) => {
    const result = await scoreFantasyStage(tx, stageId);
    const { rows } = await tx.execute<{
      status: string;
      scored_at: Date | string;
      avg_points: string | number | null;
      max_points: number | null;
    }>(sql`select status, scored_at, avg_points, max_points from fantasy_stages where id = ${stageId}`);
    const row = rows[0]!;
    const summary: AdminFantasyStageScore = {
      id: stageId,
      status: row.status,
      scored_at: new Date(row.scored_at).toISOString(),
      avg_points: row.avg_points === null ? null : Number(row.avg_points),
      max_points: row.max_points,
      teams: result.teams,
      teams_changed: result.teamsChanged,
      players: result.players,
      players_changed: result.playersChanged,
      ms: result.ms,
    };
    await writeAuditLog(tx, {
      userId: admin.id,
      action: 'fantasy_stage.score',
      entity: 'fantasy_stage',
      entityId: stageId,
      data: summary,
    });
    return summary;
  });
}
