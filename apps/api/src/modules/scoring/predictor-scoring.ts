import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/connect.ts';
import { countCrowdStats } from '../predictor/index.ts';
import {
  rewriteRatingsSql,
  stageCountsSql,
  stageRowsSql,
  monthLatestStageSql,
  monthRatingsSql,
  totalsSql,
  tourWinnersSql,
} from './predictor-ratings.sql.ts';
import { markStageScoredSql, stageTotalsSql } from './predictor-scoring.sql.ts';
import { clearPredictorLivePlacesSql } from './live-standings.sql.ts';

type ScoringStage = { id: number; leagueId: number; tour: number; seasonId: number };

/** Reports how long each step took (the benchmark prints them). */
export type ScoringOptions = { onStep?: (step: string, ms: number) => void };

/** The stage's row with its league's season; `tail` ends the query (a filter, a lock). */
export async function readPredictorStage(
  tx: Tx,
  stageId: number,
  tail: SQL = sql``,
): Promise<ScoringStage | null> {
  const { rows } = await tx.execute<{ id: number; league_id: number; tour: number; season_id: number }>(sql`
    select s.id, s.league_id, s.tour, l.season_id
    from predictor_stages s join predictor_leagues l on l.id = s.league_id
    where s.id = ${stageId} ${tail}`);
  const row = rows[0];
  return row ? { id: row.id, leagueId: row.league_id, tour: row.tour, seasonId: row.season_id } : null;
}

export async function findRatingChamps(tx: Tx, seasonId: number) {
  const { rows } = await tx.execute<{ id: number; type: string }>(sql`
    select id, type from champs
    where season_id = ${seasonId} and game = 'predictor' and type in ('general', 'partner')
    order by id`);
  return {
    generalId: rows.find((r) => r.type === 'general')?.id ?? null,
    partnerId: rows.find((r) => r.type === 'partner')?.id ?? null,
  };
}

/**
 * Scores a predictor stage in one transaction, set-based: the users' stage
 * points (the sum of their items' points, which are not stored), then both ratings of
 * the season (general: every user with points; partner: users with a linked
 * partner account) with their places, best places and last-tour points; the
 * stage becomes past. Everything is recomputed from the stored results, so a
 * second run changes nothing and a corrected result replaces the old points.
 * Takes a Db or a Tx (then it runs in a savepoint of the caller's transaction).
 */
export async function scorePredictorStage(
  db: DbOrTx,
  stageId: number,
  { onStep }: ScoringOptions = {},
): Promise<void> {
  await (db as Tx).transaction(async (tx) => {
    const step = async (name: string, work: Promise<unknown> | (() => Promise<unknown>)) => {
      const started = performance.now();
      await (typeof work === 'function' ? work() : work);
      onStep?.(name, performance.now() - started);
    };
    const run = (statements: SQL[]) => async () => {
      for (const statement of statements) await tx.execute(statement);
    };
    // Sorts and hashes over a million users fit in memory (this transaction only).
    await tx.execute(sql`set local work_mem = '256MB'`);
    // The league locked: two scorings of one league run one after the other.
    const stage = await readPredictorStage(tx, stageId, sql`for update of l`);
    if (!stage) throw new Error(`Predictor stage ${stageId} does not exist`);
    const champs = await findRatingChamps(tx, stage.seasonId);

    await step('crowd stats', () => countCrowdStats(tx, stage.id, new Date()));
    await step('stage points', run(stageTotalsSql(stage.id)));
    await step('stage status', run(markStageScoredSql(stage)));
    const monthLatest = await tx.execute<{ id: number }>(monthLatestStageSql(stage.leagueId, stage.id));
    const monthLatestId = monthLatest.rows[0]?.id ?? stage.id;
    await step('totals and places', run(totalsSql(stage.leagueId, stage.id, true)));
    await step('stage rows with places', run(stageRowsSql(stage.id, monthLatestId === stage.id)));
    await step('ratings', run(rewriteRatingsSql(champs)));
    await step('live places', () => tx.execute(clearPredictorLivePlacesSql(stage.id)));
    await step('stage counts', run(stageCountsSql(stage.leagueId, champs)));
    await step('tour winners', run(tourWinnersSql(stage.id, champs)));
    await step('month tables', run(monthRatingsSql(stage, monthLatestId, champs)));
  });
}
