import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/connect.ts';
import { FANTASY_SCORING_EXTRA_STEPS } from './fantasy-scoring-steps.ts';
import { clearFantasyLivePlacesSql } from './live-standings.sql.ts';
import {
  carryOverSquadsSql,
  defaultScoringRulesSql,
  laterMonthPointsSql,
  laterMonthToursSql,
  markStageScoredSql,
  marketCountsSql,
  newerSquadsCountSql,
  matchPointsSql,
  monthRatingsSql,
  playerStatsSql,
  pointsCorrectionsSql,
  popularitySql,
  ratingsSql,
  savedSquadsCountSql,
  tourWinnersSql,
  squadPointsSql,
  stagePointsSql,
  storeMatchPointsSql,
  type FantasyScoringStage,
} from './fantasy-scoring.sql.ts';

export type { FantasyScoringStage } from './fantasy-scoring.sql.ts';

/** Reports how long each step took (the benchmark prints them). */
export type FantasyScoringOptions = { onStep?: (step: string, ms: number) => void };

/** What one scoring found and changed. */
export type FantasyScoringResult = {
  /** Squads of the stage (teams scored), of which this run changed the points of `teamsChanged`. */
  teams: number;
  teamsChanged: number;
  /** Player-match lines of the stage scored, of which this run changed `playersChanged`. */
  players: number;
  playersChanged: number;
  ms: number;
};

/** The stage's row with its league's season and budget; `tail` ends the query (a filter, a lock). */
export async function readFantasyStage(
  tx: Tx,
  stageId: number,
  tail: SQL = sql``,
): Promise<FantasyScoringStage | null> {
  const { rows } = await tx.execute<{
    id: number;
    league_id: number;
    season_id: number;
    tour: number;
    budget: string | number;
  }>(sql`
    select s.id, s.league_id, l.season_id, s.tour, l.budget
    from fantasy_stages s join fantasy_leagues l on l.id = s.league_id
    where s.id = ${stageId} ${tail}`);
  const row = rows[0];
  return row
    ? {
        id: row.id,
        leagueId: row.league_id,
        seasonId: row.season_id,
        tour: row.tour,
        budget: Number(row.budget),
      }
    : null;
}

/** The latest scored tour of the league up to `tour` (inclusive or not); its squads are all stored. */
export async function lastScoredTour(
  tx: Tx,
  leagueId: number,
  tour: number,
  inclusive: boolean,
): Promise<number> {
  const { rows } = await tx.execute<{ tour: number | null }>(sql`
    select max(tour)::int as tour from fantasy_stages
    where league_id = ${leagueId} and scored_at is not null
      and ${inclusive ? sql`tour <= ${tour}` : sql`tour < ${tour}`}`);
  return rows[0]?.tour ?? 0;
}

/** The stage the player market shows: the current one, else the next to come, else the last played. */
async function marketStage(tx: Tx, leagueId: number): Promise<{ id: number; tour: number } | null> {
  const { rows } = await tx.execute<{ id: number; tour: number }>(sql`
    select id, tour from fantasy_stages where league_id = ${leagueId}
    order by case status when 'current' then 0 when 'future' then 1 else 2 end,
             case when status = 'past' then -tour else tour end
    limit 1`);
  return rows[0] ?? null;
}

/** Whether the stage was scored before this run: then changed points are corrections. */
async function wasScored(tx: Tx, stageId: number): Promise<boolean> {
  const { rows } = await tx.execute<{ scored: boolean }>(
    sql`select scored_at is not null as scored from fantasy_stages where id = ${stageId}`,
  );
  return rows[0]?.scored === true;
}

const count = async (tx: Tx, statement: SQL) => (await tx.execute<{ n: number }>(statement)).rows[0]?.n ?? 0;

/**
 * Scores a fantasy stage in one transaction, set-based: every statistics line
 * of its matches gets its points and breakdown from the stored scoring table;
 * squads not re-saved are carried into the stage; each squad player's points
 * with automatic substitutions and the captain ×2; each squad's points with
 * the unspent-coins bonus; the teams' stage points with the general rating's
 * month (and the month's later scored tours' when an earlier one is scored
 * again); the stage becomes past with its average and best; the general
 * rating and every user league with shared places, the user leagues' months;
 * the players' season figures and popularity; then the extra steps (the rating pages' stage places and counts, H2H). Everything is
 * recomputed from the stored statistics, so a second run changes nothing and
 * a corrected statistic replaces the old points. Takes a Db or a Tx (then it
 * runs in a savepoint of the caller's transaction).
 */
export async function scoreFantasyStage(
  db: DbOrTx,
  stageId: number,
  { onStep }: FantasyScoringOptions = {},
): Promise<FantasyScoringResult> {
  const started = performance.now();
  return (db as Tx).transaction(async (tx) => {
    const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const at = performance.now();
      const result = await work();
      onStep?.(name, performance.now() - at);
      return result;
    };
    const run = (statements: SQL[]) => async () => {
      for (const statement of statements) await tx.execute(statement);
    };
    // Sorts and hashes of a million squads fit in memory (this transaction only).
    await tx.execute(sql`set local work_mem = '256MB'`);
    // The league locked: two scorings of one league run one after the other.
    const stage = await readFantasyStage(tx, stageId, sql`for update of l`);
    if (!stage) throw new Error(`Fantasy stage ${stageId} does not exist`);

    await step('scoring table', () => tx.execute(defaultScoringRulesSql()));
    await step('match points', run(matchPointsSql(stage)));
    const stored = storeMatchPointsSql(stage);
    const playersChanged = await step('store match points', async () => {
      if (await wasScored(tx, stage.id)) await tx.execute(pointsCorrectionsSql(stage.id));
      await tx.execute(stored.remove);
      return count(tx, stored.upsert);
    });
    const fromTour = await lastScoredTour(tx, stage.leagueId, stage.tour, false);
    await step('saved squads', () => tx.execute(savedSquadsCountSql(stage)));
    await step('carried-over squads', () => tx.execute(carryOverSquadsSql(stage, fromTour)));
    await step('squad points', run(squadPointsSql(stage)));
    const stagePoints = stagePointsSql(stage.id);
    const teamsChanged = await step('stage points', async () => {
      const changed = await count(tx, stagePoints.changedCount);
      await run(stagePoints.write)();
      return changed;
    });
    // A re-scored earlier tour of a month: the month's later scored tours hold its points in their sums.
    if ((await count(tx, laterMonthToursSql(stage))) > 0)
      await step('later tours of the month', () => tx.execute(laterMonthPointsSql(stage)));
    await step('stage status', run(markStageScoredSql(stage)));
    await step('ratings', run(ratingsSql(stage)));
    await step('tour winners', run(tourWinnersSql(stage)));
    await step('month tables', run(monthRatingsSql(stage)));
    // The stage's live places (live-standings.ts) give way to the scored ones.
    await step('live places', run(clearFantasyLivePlacesSql(stage.id)));
    await step('player stats', run(playerStatsSql(stage)));
    await step('popularity', async () => {
      await run(popularitySql(stage, stage.tour, false))();
      const market = await marketStage(tx, stage.leagueId);
      if (!market) return;
      const marketFrom = await lastScoredTour(tx, stage.leagueId, market.tour, true);
      // The market's squads are this stage's but for the teams that saved newer ones: while those are
      // fewer than half, counting the change reads fewer squads than counting them all.
      const changes =
        marketFrom === stage.tour
          ? (await tx.execute<{ scored: number; newer: number }>(newerSquadsCountSql(stage, market.tour)))
              .rows[0]
          : undefined;
      const from =
        changes && 2 * changes.newer < changes.scored
          ? { counts: marketCountsSql(stage, market.tour) }
          : marketFrom;
      await run(popularitySql({ ...market, leagueId: stage.leagueId }, from, true))();
    });
    for (const extra of FANTASY_SCORING_EXTRA_STEPS) await step(extra.name, () => extra.run(tx, stage));

    const { rows } = await tx.execute<{ teams: number; players: number }>(sql`
      select (select count(*)::int from squads where stage_id = ${stage.id}) as teams,
             (select count(*)::int from player_match_points where stage_id = ${stage.id}) as players`);
    return {
      teams: rows[0]?.teams ?? 0,
      teamsChanged,
      players: rows[0]?.players ?? 0,
      playersChanged,
      ms: Math.round(performance.now() - started),
    };
  });
}
