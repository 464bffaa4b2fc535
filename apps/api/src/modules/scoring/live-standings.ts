import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect.ts';
import { publishLive } from '../live/index.ts';
import { liveEventsSql } from '../predictor/index.ts';
import { lastScoredTour, readFantasyStage } from './fantasy-scoring.ts';
import { matchPointsSql, squadPointsSql } from './fantasy-scoring.sql.ts';
import {
  fantasyLiveRatingSql,
  fantasyStageStartedSql,
  liveSquadSource,
  predictorLiveRatingSql,
  predictorStageStartedSql,
} from './live-standings.sql.ts';
import { totalsSql } from './predictor-ratings.sql.ts';
import { findRatingChamps, readPredictorStage } from './predictor-scoring.ts';
import { stageTotalsSql } from './predictor-scoring.sql.ts';

/** The refreshes' advisory lock space (with the stage id): one refresh of a stage at a time. */
const FANTASY_LOCK = 22_0002;
const PREDICTOR_LOCK = 22_0003;
/** Events entered within this long are refreshed together. */
const GATHER_MS = 300;

const run = async (tx: Tx, statements: SQL[]) => {
  for (const statement of statements) await tx.execute(statement);
};

const started = async (tx: Tx, query: SQL) =>
  (await tx.execute<{ started: boolean }>(query)).rows[0]?.started === true;

/**
 * The fantasy stage of the match's tour, unless it is scored: the league is read under a share lock,
 * so a refresh waits for a scoring of the league to commit and then sees it.
 */
async function lockFantasyStage(tx: Tx, stageId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${FANTASY_LOCK}, ${stageId})`);
  await tx.execute(sql`select 1 from fantasy_stages s join fantasy_leagues l on l.id = s.league_id
                       where s.id = ${stageId} for share of l`);
  return readFantasyStage(tx, stageId, sql`and s.scored_at is null`);
}

/** Every fantasy rating of the season with the stage's provisional points and live places. */
async function refreshFantasyStage(db: Db, stageId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '256MB'`);
    const stage = await lockFantasyStage(tx, stageId);
    if (!stage) return false;
    if (await started(tx, fantasyStageStartedSql(stage))) {
      const fromTour = await lastScoredTour(tx, stage.leagueId, stage.tour, false);
      await run(tx, matchPointsSql(stage));
      await run(tx, squadPointsSql(stage, liveSquadSource(stage, fromTour), 'fantasy_live_squads'));
      await run(tx, fantasyLiveRatingSql(stage));
    } else await tx.execute(sql`delete from fantasy_live_rating where stage_id = ${stage.id}`);
    await publishLive(tx, [{ topic: `fantasy-stage:${stage.id}`, payload: { stage_id: stage.id } }]);
    return true;
  });
}

/** Both predictor ratings with the stage's provisional points and live places. */
async function refreshPredictorStage(db: Db, stageId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '256MB'`);
    await tx.execute(sql`select pg_advisory_xact_lock(${PREDICTOR_LOCK}, ${stageId})`);
    await tx.execute(sql`select 1 from predictor_stages s join predictor_leagues l on l.id = s.league_id
                         where s.id = ${stageId} for share of l`);
    const stage = await readPredictorStage(tx, stageId, sql`and s.scored_at is null`);
    if (!stage) return false;
    if (await started(tx, predictorStageStartedSql(stageId))) {
      await run(tx, stageTotalsSql(stageId, liveEventsSql(stageId)));
      await run(tx, totalsSql(stage.leagueId, stageId));
      await run(tx, predictorLiveRatingSql(stageId, await findRatingChamps(tx, stage.seasonId)));
    } else await tx.execute(sql`delete from predictor_live_rating where stage_id = ${stageId}`);
    await publishLive(tx, [{ topic: `predictor-stage:${stageId}`, payload: { stage_id: stageId } }]);
    return true;
  });
}

/**
 * The stages of both games whose live places a change of the match moves: the current ones, not yet
 * scored (a match of a tour to come played early waits for its tour, so a rating has one live stage).
 */
async function stagesOfMatch(db: Db, matchId: number) {
  const fantasy = await db.execute<{ id: number }>(sql`
    select s.id from matches m
    join fantasy_leagues l on l.season_id = m.season_id
    join fantasy_stages s on s.league_id = l.id and s.tour = m.tour and s.status = 'current' and s.scored_at is null
    where m.id = ${matchId}`);
  const predictor = await db.execute<{ id: number }>(sql`
    select distinct s.id from predictor_events e
    join predictor_stages s on s.id = e.stage_id and s.status = 'current' and s.scored_at is null
    where e.match_id = ${matchId}`);
  return { fantasy: fantasy.rows.map((r) => r.id), predictor: predictor.rows.map((r) => r.id) };
}

/**
 * Refreshes now the live places of every unscored stage of both games the match belongs to, and
 * tells the browsers following them (topics `fantasy-stage:{id}`, `predictor-stage:{id}`).
 */
export async function refreshLiveStandings(db: Db, matchIds: Iterable<number>): Promise<void> {
  const fantasy = new Set<number>();
  const predictor = new Set<number>();
  for (const matchId of matchIds) {
    const stages = await stagesOfMatch(db, matchId);
    stages.fantasy.forEach((id) => fantasy.add(id));
    stages.predictor.forEach((id) => predictor.add(id));
  }
  for (const id of fantasy) await refreshFantasyStage(db, id);
  for (const id of predictor) await refreshPredictorStage(db, id);
}

type Runner = { matches: Set<number>; timer: NodeJS.Timeout | null; running: Promise<void> | null };
const runners = new WeakMap<Db, Runner>();

function runnerOf(db: Db): Runner {
  let runner = runners.get(db);
  if (!runner) {
    runner = { matches: new Set(), timer: null, running: null };
    runners.set(db, runner);
  }
  return runner;
}

function start(db: Db, runner: Runner, log: (err: unknown) => void): void {
  runner.timer = null;
  if (runner.running) return;
  const matchIds = [...runner.matches];
  runner.matches.clear();
  runner.running = refreshLiveStandings(db, matchIds)
    .catch(log)
    .finally(() => {
      runner.running = null;
      // What came in during the run is refreshed next.
      if (runner.matches.size > 0 && !runner.timer)
        runner.timer = setTimeout(() => start(db, runner, log), 0);
    });
}

/**
 * Asks for the live places after a change of the match (an event, a state, a lineup): the changes of
 * GATHER_MS are refreshed together, one refresh at a time per process, in the background.
 */
export function requestLiveStandings(
  db: Db,
  matchId: number,
  log: (err: unknown) => void = (err) => console.error('live standings:', err),
): void {
  const runner = runnerOf(db);
  runner.matches.add(matchId);
  if (!runner.timer && !runner.running) runner.timer = setTimeout(() => start(db, runner, log), GATHER_MS);
}

/** Waits until the asked refreshes are done (before the database closes). */
export async function settleLiveStandings(db: Db): Promise<void> {
  const runner = runners.get(db);
  while (runner && (runner.timer || runner.running)) {
    await (runner.running ?? new Promise((resolve) => setTimeout(resolve, GATHER_MS)));
  }
}
