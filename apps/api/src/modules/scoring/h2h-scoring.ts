import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect.ts';
import { finishSql, matchScoresSql, placesSql, tablesSql } from './h2h-scoring.sql.ts';

/**
 * H2H results of a fantasy stage, inside the fantasy scoring transaction,
 * after the teams' stage points (`fantasy_stage_points`) are written: the
 * stage's match scores, then every table of the season's tournaments with
 * places, and the tournaments whose calendar is complete become finished.
 * Recomputed from stored points, so a re-run changes nothing and a corrected
 * statistic replaces the results.
 */
export async function scoreH2hStage(tx: Tx, stage: { id: number }): Promise<void> {
  const { rows } = await tx.execute<{ season_id: number }>(sql`
    select l.season_id from fantasy_stages s join fantasy_leagues l on l.id = s.league_id
    where s.id = ${stage.id}`);
  const seasonId = rows[0]?.season_id;
  if (seasonId === undefined) throw new Error(`Fantasy stage ${stage.id} does not exist`);
  await tx.execute(matchScoresSql(stage.id));
  for (const statement of tablesSql(seasonId)) await tx.execute(statement);
  await tx.execute(placesSql(seasonId));
  await tx.execute(finishSql(seasonId));
}
