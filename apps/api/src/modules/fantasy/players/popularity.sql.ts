import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect.ts';
import { findLandingStage } from '../league.queries.ts';
import { findStageContext } from '../stages.queries.ts';

/**
 * Recounts who holds whom in a stage's squads, set-based, in one transaction:
 * the per-stage popularity (the stat graph) and, for the stage the market
 * shows (the current one), the market's `popularity_percent`. Scoring and the
 * tour-closing job run it; no request ever counts squads.
 */
export async function refreshStagePopularity(db: Db, stageId: number): Promise<void> {
  const context = await findStageContext(db, stageId);
  if (!context) return;
  const landing = await findLandingStage(db, context.league.id);
  const leagueId = context.league.id;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from fantasy_stage_popularity where stage_id = ${stageId}`);
    await tx.execute(sql`
      insert into fantasy_stage_popularity (stage_id, player_id, squads_count, popularity_percent, captains_count)
      select ${stageId}, sp.player_id, count(*)::int, round(100.0 * count(*) / total.n, 2),
             (count(*) filter (where sp.is_captain))::int
      from squads s
      join squad_players sp on sp.squad_id = s.id
      cross join (select count(*) as n from squads where stage_id = ${stageId}) total
      where s.stage_id = ${stageId}
      group by sp.player_id, total.n`);
    if (landing?.id !== stageId) return;
    await tx.execute(sql`
      insert into fantasy_player_stats (league_id, player_id, popularity_percent)
      select ${leagueId}, player_id, popularity_percent
      from fantasy_stage_popularity where stage_id = ${stageId}
      on conflict (league_id, player_id) do update set popularity_percent = excluded.popularity_percent`);
    await tx.execute(sql`
      update fantasy_player_stats f set popularity_percent = 0
      where f.league_id = ${leagueId} and f.popularity_percent <> 0
        and not exists (
          select 1 from fantasy_stage_popularity p where p.stage_id = ${stageId} and p.player_id = f.player_id
        )`);
  });
}
