import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect.ts';
import { publishLive } from '../live/index.ts';
import { lastScoredTour, readFantasyStage } from './fantasy-scoring.ts';
import { refreshFantasyLivePlaces } from './live-places.ts';
import { liveSquads } from './live-squads.ts';
import { livePredictions, refreshPredictorLivePlaces } from './live-predictor.ts';
import {
  clearFantasyLivePlacesSql,
  fantasyStageClosedSql,
  fantasyStageStartedSql,
  clearPredictorLivePlacesSql,
  predictorStageClosedSql,
  predictorStageStartedSql,
} from './live-standings.sql.ts';
import { findRatingChamps, readPredictorStage } from './predictor-scoring.ts';

/** The refreshes' advisory lock space (with the stage id): one refresh of a stage at a time. */
const FANTASY_LOCK = 22_0002;
const PREDICTOR_LOCK = 22_0003;
/** Events entered within this long are refreshed together. */
const GATHER_MS = 300;

const run = async (tx: Tx, statements: SQL[]) => {
  for (const statement of statements) await tx.execute(statement);
};

/** Whether a question of the stage (its one row's `holds`) is answered yes. */
const holds = async (tx: Tx, query: SQL) =>
  (await tx.execute<{ holds: boolean }>(query)).rows[0]?.holds === true;

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
    const fromTour = await lastScoredTour(tx, stage.leagueId, stage.tour, false);
    if (await holds(tx, fantasyStageStartedSql(stage)))
      await refreshFantasyLivePlaces(db, tx, stage, fromTour);
    else {
      await run(tx, clearFantasyLivePlacesSql(stage.id));
      // A closed stage's squads are final: packed before the first kick-off, its refresh is quick.
      if (await holds(tx, fantasyStageClosedSql(stage.id))) await liveSquads(db, tx, stage, fromTour);
    }
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
    if (await holds(tx, predictorStageStartedSql(stageId))) {
      const champs = await findRatingChamps(tx, stage.seasonId);
      await refreshPredictorLivePlaces(db, tx, stage, champs);
    } else {
      await tx.execute(clearPredictorLivePlacesSql(stageId));
      // A closed stage's predictions are final: packed before the first kick-off, its refresh is quick.
      if (await holds(tx, predictorStageClosedSql(stageId))) await livePredictions(db, tx, stage);
    }
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

/** Current predictor stages not yet scored, of those given. */
async function currentPredictorStages(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<{ id: number }>(sql`
    select id from predictor_stages
    where id in (${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )}) and status = 'current' and scored_at is null`);
  return rows.map((r) => r.id);
}

/**
 * Refreshes now the live places of every unscored stage of both games the matches belong to, and of
 * the predictor stages given (a question answered), and tells the browsers following them (topics
 * `fantasy-stage:{id}`, `predictor-stage:{id}`).
 */
export async function refreshLiveStandings(
  db: Db,
  matchIds: Iterable<number>,
  predictorStageIds: Iterable<number> = [],
): Promise<void> {
  const fantasy = new Set<number>();
  const predictor = new Set(await currentPredictorStages(db, [...predictorStageIds]));
  for (const matchId of matchIds) {
    const stages = await stagesOfMatch(db, matchId);
    stages.fantasy.forEach((id) => fantasy.add(id));
    stages.predictor.forEach((id) => predictor.add(id));
  }
  for (const id of fantasy) await refreshFantasyStage(db, id);
  for (const id of predictor) await refreshPredictorStage(db, id);
}

type Runner = {
  matches: Set<number>;
  predictorStages: Set<number>;
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
};
const runners = new WeakMap<Db, Runner>();

function runnerOf(db: Db): Runner {
  let runner = runners.get(db);
  if (!runner) {
    runner = { matches: new Set(), predictorStages: new Set(), timer: null, running: null };
    runners.set(db, runner);
  }
  return runner;
}

const pending = (runner: Runner) => runner.matches.size + runner.predictorStages.size > 0;

function start(db: Db, runner: Runner, log: (err: unknown) => void): void {
  runner.timer = null;
  if (runner.running) return;
  const matchIds = [...runner.matches];
  const stageIds = [...runner.predictorStages];
  runner.matches.clear();
  runner.predictorStages.clear();
  runner.running = refreshLiveStandings(db, matchIds, stageIds)
    .catch(log)
    .finally(() => {
      runner.running = null;
      // What came in during the run is refreshed next.
      if (pending(runner) && !runner.timer) runner.timer = setTimeout(() => start(db, runner, log), 0);
    });
}

/**
 * Asks for the live places after a change: of a match (an event, a state, a lineup, a result), or of
 * a predictor stage (a question answered). The changes of GATHER_MS are refreshed together, one
 * refresh at a time per process, in the background.
 */
export function requestLiveStandings(
  db: Db,
  change: { matchId: number } | { predictorStageId: number },
  log: (err: unknown) => void = (err) => console.error('live standings:', err),
): void {
  const runner = runnerOf(db);
  if ('matchId' in change) runner.matches.add(change.matchId);
  else runner.predictorStages.add(change.predictorStageId);
  if (!runner.timer && !runner.running) runner.timer = setTimeout(() => start(db, runner, log), GATHER_MS);
}

/** Waits until the asked refreshes are done (before the database closes). */
export async function settleLiveStandings(db: Db): Promise<void> {
  const runner = runners.get(db);
  while (runner && (runner.timer || runner.running)) {
    await (runner.running ?? new Promise((resolve) => setTimeout(resolve, GATHER_MS)));
  }
}
