import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect.ts';
import type { FantasyScoringStage, SquadPointsSource } from './fantasy-scoring.sql.ts';

/**
 * The squads in force in a fantasy stage being played, packed once per process and stage (issue 22
 * §6): a squad is 15 slots of `player id × 4 + starter × 2 + captain`, in player id order, beside its
 * unspent-coins bonus. 1,000,000 squads are 64 MB; summing them all from the players' points so
 * far takes milliseconds, where the same aggregate over 15,000,000 stored rows takes a scoring's time.
 */
export type LiveSquads = {
  /** The squads' teams, ascending. */
  teamIds: Int32Array;
  bonus: Int32Array;
  /** Squad i's slots are slots[starts[i] .. starts[i + 1]). */
  starts: Int32Array;
  slots: Int32Array;
};

/** Each player's figures so far, indexed by player id. */
export type LivePlayerFacts = { fieldPosition: Uint8Array; points: Int32Array; played: Uint8Array };

const STARTER = 2;
const CAPTAIN = 1;

/**
 * A squad's provisional points, the rule of squadPointsSql and packages/domain scoreStageSquad: the
 * starters who played (captain ×2); per field position, when a starter of it did not play, the bench
 * player of it with the lowest id, if he played; the unspent-coins bonus.
 */
function squadPoints(squads: LiveSquads, i: number, facts: LivePlayerFacts): number {
  let total = squads.bonus[i]!;
  let absent = 0;
  let benchSeen = 0;
  let benchPlayed = 0;
  const benchPoints = [0, 0, 0, 0, 0];
  for (let k = squads.starts[i]!; k < squads.starts[i + 1]!; k++) {
    const slot = squads.slots[k]!;
    const player = slot >> 2;
    const position = 1 << facts.fieldPosition[player]!;
    const points = facts.points[player]!;
    if (slot & STARTER) {
      if (facts.played[player]) total += slot & CAPTAIN ? 2 * points : points;
      else absent |= position;
    } else if (!(benchSeen & position)) {
      benchSeen |= position;
      if (facts.played[player]) {
        benchPlayed |= position;
        benchPoints[facts.fieldPosition[player]!] = points;
      }
    }
  }
  for (let fp = 1; fp <= 4; fp++) if (absent & benchPlayed & (1 << fp)) total += benchPoints[fp]!;
  return total;
}

/** Every squad's provisional points, by team id (teams without a squad: 0). */
export function liveStagePoints(squads: LiveSquads, facts: LivePlayerFacts, teamIdsEnd: number): Int32Array {
  const byTeam = new Int32Array(teamIdsEnd);
  for (let i = 0; i < squads.teamIds.length; i++) byTeam[squads.teamIds[i]!] = squadPoints(squads, i, facts);
  return byTeam;
}

/** The players' figures of the stage so far (the source's facts over every player). */
export async function readLivePlayerFacts(tx: Tx, source: SquadPointsSource): Promise<LivePlayerFacts> {
  const { rows } = await tx.execute<{
    id: number;
    field_position: number;
    points: number;
    played: boolean;
  }>(sql`
    select p.id, p.field_position, coalesce(f.points, 0)::int as points, coalesce(f.played, false) as played
    from players p left join (${source.facts}) f on f.player_id = p.id`);
  const end = rows.reduce((max, r) => Math.max(max, r.id + 1), 0);
  const facts = {
    fieldPosition: new Uint8Array(end),
    points: new Int32Array(end),
    played: new Uint8Array(end),
  };
  for (const r of rows) {
    facts.fieldPosition[r.id] = r.field_position;
    facts.points[r.id] = r.points;
    facts.played[r.id] = r.played ? 1 : 0;
  }
  return facts;
}

/** Team ids read per statement when the squads are packed. */
const LOAD_BATCH = 100_000;

/** The stage's squads in force: each team's latest of the tours from `fromTour` (the last scored) to the stage's. */
const inForce = (stage: FantasyScoringStage, fromTour: number) => sql`
  squads s join fantasy_stages fs on fs.id = s.stage_id
  where fs.league_id = ${stage.leagueId} and fs.tour >= ${fromTour} and fs.tour <= ${stage.tour}`;

async function loadSquads(tx: Tx, stage: FantasyScoringStage, fromTour: number): Promise<LiveSquads> {
  const teamIds: number[] = [];
  const bonus: number[] = [];
  const starts: number[] = [0];
  let slots = new Int32Array(1 << 16);
  let used = 0;
  const { rows: range } = await tx.execute<{ first: number | null; last: number | null }>(
    sql`select min(s.fantasy_team_id) as first, max(s.fantasy_team_id) as last from ${inForce(stage, fromTour)}`,
  );
  const first = range[0]?.first ?? 0;
  const last = range[0]?.last ?? -1;
  for (let from = first; from <= last; from += LOAD_BATCH) {
    const { rows } = await tx.execute<{ team: number; bonus: number; slots: string }>(sql`
      select s.fantasy_team_id as team, greatest(0, floor(${stage.budget}::numeric - s.cost))::int as bonus,
             string_agg((sp.player_id * 4 + (sp.position = 1)::int * 2 + sp.is_captain::int)::text, ','
                        order by sp.player_id) as slots
      from (select distinct on (s.fantasy_team_id) s.id, s.fantasy_team_id, s.cost
            from ${inForce(stage, fromTour)}
              and s.fantasy_team_id >= ${from} and s.fantasy_team_id < ${from + LOAD_BATCH}
            order by s.fantasy_team_id, fs.tour desc) s
      join squad_players sp on sp.squad_id = s.id
      group by s.fantasy_team_id, s.cost
      order by s.fantasy_team_id`);
    for (const row of rows) {
      const values = row.slots.split(',');
      if (used + values.length > slots.length) {
        const grown = new Int32Array(Math.max(slots.length * 2, used + values.length));
        grown.set(slots);
        slots = grown;
      }
      for (const v of values) slots[used++] = Number(v);
      teamIds.push(row.team);
      bonus.push(row.bonus);
      starts.push(used);
    }
  }
  return {
    teamIds: Int32Array.from(teamIds),
    bonus: Int32Array.from(bonus),
    starts: Int32Array.from(starts),
    slots: slots.slice(0, used),
  };
}

/**
 * What a kept packing is checked against before each refresh: the squads of the tours in force,
 * counted with their row versions. A squad saved, re-saved or deleted since (a test's hand, an
 * operator's) changes it.
 */
async function squadsVersion(tx: Tx, stage: FantasyScoringStage, fromTour: number): Promise<string> {
  const { rows } = await tx.execute<{ version: string }>(sql`
    select count(*) || ':' || coalesce(sum(s.id), 0) || ':' || coalesce(sum(s.xmin::text::bigint), 0) as version
    from ${inForce(stage, fromTour)}`);
  return rows[0]!.version;
}

/** Packings kept per database handle: a live stage per league, and a few leagues at most. */
const KEPT_STAGES = 2;
const kept = new WeakMap<Db, Map<number, { version: string; squads: LiveSquads }>>();

/** The stage's squads in force, packed; kept per database handle and stage while they stay the same. */
export async function liveSquads(
  db: Db,
  tx: Tx,
  stage: FantasyScoringStage,
  fromTour: number,
): Promise<LiveSquads> {
  let byStage = kept.get(db);
  if (!byStage) kept.set(db, (byStage = new Map()));
  const version = await squadsVersion(tx, stage, fromTour);
  const hit = byStage.get(stage.id);
  if (hit?.version === version) return hit.squads;
  const squads = await loadSquads(tx, stage, fromTour);
  byStage.delete(stage.id);
  byStage.set(stage.id, { version, squads });
  if (byStage.size > KEPT_STAGES) byStage.delete(byStage.keys().next().value!);
  return squads;
}
