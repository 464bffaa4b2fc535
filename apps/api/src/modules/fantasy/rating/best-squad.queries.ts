import { sql } from 'drizzle-orm';
import type { BestSquadCandidate, FieldPosition } from '@mliga/domain';
import type { DbOrTx } from '../../../db/connect.ts';

/**
 * The players who took part in the stage (more than 0 minutes) with their
 * stage points: the stored match points (a club may play twice in a tour).
 */
export async function findStageCandidates(db: DbOrTx, stageId: number): Promise<BestSquadCandidate[]> {
  const { rows } = await db.execute<{ player_id: number; field_position: number; points: number }>(sql`
    select pmp.player_id, p.field_position, sum(pmp.points)::int as points
    from player_match_points pmp
    join player_match_stats s on s.match_id = pmp.match_id and s.player_id = pmp.player_id
    join players p on p.id = pmp.player_id
    where pmp.stage_id = ${stageId}
    group by pmp.player_id, p.field_position
    having sum(s.minutes) > 0`);
  return rows.map((r) => ({
    playerId: Number(r.player_id),
    fieldPosition: Number(r.field_position) as FieldPosition,
    points: Number(r.points),
  }));
}

/**
 * The champ's best team of the stage: most stage points, ties by team id. In
 * the general rating the stage's stored place order (an index read); in a
 * user league its members' stage rows.
 */
export async function findBestTeamOfStage(
  db: DbOrTx,
  champ: { id: number; type: 'general' | 'user' },
  stageId: number,
): Promise<{ fantasyTeamId: number; points: number } | null> {
  const query =
    champ.type === 'general'
      ? sql`select fantasy_team_id, points from fantasy_stage_points
            where stage_id = ${stageId} and place = 1 order by place, fantasy_team_id limit 1`
      : sql`select r.fantasy_team_id, sp.points from champ_rating r
            join fantasy_stage_points sp on sp.stage_id = ${stageId} and sp.fantasy_team_id = r.fantasy_team_id
            where r.champ_id = ${champ.id}
            order by sp.points desc, r.fantasy_team_id limit 1`;
  const { rows } = await db.execute<{ fantasy_team_id: number; points: number }>(query);
  const row = rows[0];
  return row ? { fantasyTeamId: Number(row.fantasy_team_id), points: Number(row.points) } : null;
}
