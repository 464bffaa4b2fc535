import { and, desc, eq, inArray, lt, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { scoreStageSquad, type FieldPosition, type StageSquadLine } from '@mliga/domain';
import type { Db, DbOrTx } from '../../../db/connect.ts';
import { memoizedByDb, preparedStatement } from '../../../db/prepared.ts';
import {
  fantasyRulesVersion,
  fantasyStagePoints,
  fantasyStages,
  fantasyTeams,
  playerMatchPoints,
  playerMatchStats,
  players,
  pointsCorrections,
  squadPlayers,
  squads,
} from '../../../db/schema/index.ts';
import { liveStageLines } from './live-lines.sql.ts';

export type StoredSquadEntry = {
  playerId: number;
  starter: boolean;
  isCaptain: boolean;
  points: number | null;
  substitutePlayerId: number | null;
};

export type StoredSquad = {
  id: number;
  stageId: number;
  scheme: string;
  substitutionsCount: number;
  entries: StoredSquadEntry[];
  /** The squad's provisional points while its stage is played, before it is scored (else null). */
  livePoints: number | null;
};

/**
 * The squad's 15 entries, starters first. Once the squad is scored
 * (its team has points for the stage), each entry's shown points and substitution are
 * derived here from the stage's stored match points with packages/domain
 * scoreStageSquad — the rule the scoring job's squad aggregate applies to
 * every squad at once — instead of being stored per squad player.
 */
async function withEntries(
  db: DbOrTx,
  row:
    | {
        id: number;
        stageId: number;
        scheme: string;
        substitutionsCount: number;
        cost: number;
        scored: boolean;
      }
    | undefined,
): Promise<StoredSquad | null> {
  if (!row) return null;
  const { scored, cost, ...squad } = row;
  const entries = await db
    .select({
      playerId: squadPlayers.playerId,
      position: squadPlayers.position,
      isCaptain: squadPlayers.isCaptain,
      fieldPosition: players.fieldPosition,
      teamId: players.teamId,
    })
    .from(squadPlayers)
    .innerJoin(players, eq(players.id, squadPlayers.playerId))
    .where(eq(squadPlayers.squadId, row.id));
  // Starters first, then by position slot order of the pitch (the client lays them out by field position).
  entries.sort((a, b) => b.position - a.position || a.playerId - b.playerId);
  const live = scored || entries.length === 0 ? null : await liveStageLines(db, row.stageId, entries, cost);
  const lines =
    live?.lines ?? (scored && entries.length > 0 ? await stageLines(db, row.stageId, entries) : null);
  return {
    ...squad,
    livePoints: live?.points ?? null,
    entries: entries.map(({ position, fieldPosition: _f, teamId: _t, ...e }) => {
      const line = lines?.get(e.playerId);
      return {
        ...e,
        starter: position === 1,
        points: line?.points ?? null,
        substitutePlayerId: line?.substitutePlayerId ?? null,
      };
    }),
  };
}

/** The scored squad's lines: its players' stage points and minutes, through scoreStageSquad. */
async function stageLines(
  db: DbOrTx,
  stageId: number,
  entries: { playerId: number; position: number; isCaptain: boolean; fieldPosition: number }[],
): Promise<Map<number, StageSquadLine>> {
  const ids = entries.map((e) => e.playerId);
  const facts = await db
    .select({
      playerId: playerMatchPoints.playerId,
      points: sql<number>`sum(${playerMatchPoints.points})::int`,
      played: sql<boolean>`bool_or(${playerMatchStats.minutes} > 0)`,
    })
    .from(playerMatchPoints)
    .innerJoin(
      playerMatchStats,
      and(
        eq(playerMatchStats.matchId, playerMatchPoints.matchId),
        eq(playerMatchStats.playerId, playerMatchPoints.playerId),
      ),
    )
    .where(and(eq(playerMatchPoints.stageId, stageId), inArray(playerMatchPoints.playerId, ids)))
    .groupBy(playerMatchPoints.playerId);
  const byPlayer = new Map(facts.map((f) => [f.playerId, f]));
  const { lines } = scoreStageSquad({
    cost: 0,
    players: entries.map((e) => ({
      playerId: e.playerId,
      fieldPosition: e.fieldPosition as FieldPosition,
      starter: e.position === 1,
      isCaptain: e.isCaptain,
      points: Number(byPlayer.get(e.playerId)?.points ?? 0),
      played: byPlayer.get(e.playerId)?.played === true,
    })),
  });
  return new Map(lines.map((l) => [l.playerId, l]));
}

const squadColumns = {
  id: squads.id,
  stageId: squads.stageId,
  scheme: squads.scheme,
  substitutionsCount: squads.substitutionsCount,
  cost: squads.cost,
  // Spelled out: inside the subquery drizzle would leave the outer columns unqualified, and
  // "stage_id" would then be the subquery's own column (true whenever any stage was scored).
  scored: sql<boolean>`exists (select 1 from ${fantasyStagePoints} f
    where f.stage_id = "squads"."stage_id" and f.fantasy_team_id = "squads"."fantasy_team_id")`,
};

/** The squad the team saved for the stage (unique key team + stage). */
export async function findSquad(db: DbOrTx, fantasyTeamId: number, stageId: number) {
  const [row] = await db
    .select(squadColumns)
    .from(squads)
    .where(and(eq(squads.fantasyTeamId, fantasyTeamId), eq(squads.stageId, stageId)))
    .limit(1);
  return withEntries(db, row);
}

type PreviousSquadOf = {
  fantasyTeamId: number | AnyColumn;
  leagueId: number | AnyColumn;
  tour: number | AnyColumn;
};

/**
 * The id of the team's previous squad: the latest one stored for an earlier tour of the league.
 * Its terms are values, or an outer query's columns (the save context's).
 */
const previousSquadId = (db: DbOrTx, opts: PreviousSquadOf) => {
  const stage = alias(fantasyStages, 'previous_stage');
  return db
    .select({ id: squads.id })
    .from(squads)
    .innerJoin(stage, eq(stage.id, squads.stageId))
    .where(
      and(
        eq(squads.fantasyTeamId, opts.fantasyTeamId),
        eq(stage.leagueId, opts.leagueId),
        lt(stage.tour, opts.tour),
      ),
    )
    .orderBy(desc(stage.tour))
    .limit(1);
};

/** The team's squad of the previous stage (a squad not re-saved carries over unchanged). */
export async function findPreviousSquad(
  db: DbOrTx,
  opts: { fantasyTeamId: number; leagueId: number; tour: number },
): Promise<StoredSquad | null> {
  const [row] = await db
    .select(squadColumns)
    .from(squads)
    .where(inArray(squads.id, previousSquadId(db, opts)));
  return withEntries(db, row);
}

/** The saver's side of a save (the stage's side is its rules, save-rules.ts). */
export type SaverOfStage = {
  teamId: number | null;
  /** The player ids of the team's previous squad (what substitutions count against), null when none. */
  previousPlayerIds: number[] | null;
  /** fantasy_rules_version now: whether this instance's copy of the stage's rules is current. */
  rulesVersion: number;
};

/**
 * The user's team in the stage's league, the player ids of that team's previous squad and the
 * rules' version, in one indexed query; no row when the stage is unknown. Every save of the
 * deadline surge runs it: prepared once per connection of each database, planned once.
 */
const saverQuery = memoizedByDb((db: Db) =>
  db
    .select({
      teamId: fantasyTeams.id,
      previousPlayerIds: sql<number[] | null>`(select array_agg(${squadPlayers.playerId}) from ${squadPlayers}
        where ${inArray(
          squadPlayers.squadId,
          previousSquadId(db, {
            fantasyTeamId: fantasyTeams.id,
            leagueId: fantasyStages.leagueId,
            tour: fantasyStages.tour,
          }),
        )})`,
      rulesVersion: sql`(select ${fantasyRulesVersion.version} from ${fantasyRulesVersion})`.mapWith(Number),
    })
    .from(fantasyStages)
    .leftJoin(
      fantasyTeams,
      and(
        eq(fantasyTeams.leagueId, fantasyStages.leagueId),
        eq(fantasyTeams.userId, sql.placeholder('userId')),
      ),
    )
    .where(eq(fantasyStages.id, sql.placeholder('stageId')))
    .limit(1)
    .prepare('squad_saver'),
);

export async function findSaver(
  db: Db,
  opts: { stageId: number; userId: number },
): Promise<SaverOfStage | null> {
  const [row] = await saverQuery(db).execute(opts);
  return row ?? null;
}

export type SquadWrite = {
  fantasyTeamId: number;
  stageId: number;
  scheme: string;
  cost: number;
  substitutionsCount: number;
  entries: { playerId: number; starter: boolean; isCaptain: boolean }[];
  now: Date;
};

/** The save in one call that writes only what changed: see the function `save_squad` (migration 0027). */
const saveSquadStatement = preparedStatement(
  'squad_save',
  sql`select save_squad(${sql.placeholder('fantasyTeamId')}::int, ${sql.placeholder('stageId')}::int,
    ${sql.placeholder('scheme')}::text, ${sql.placeholder('cost')}::numeric, ${sql.placeholder('substitutionsCount')}::smallint,
    ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('playerIds')}::int[], ${sql.placeholder('positions')}::smallint[],
    ${sql.placeholder('captains')}::boolean[])`,
);

/**
 * Makes the team's squad of the stage exactly this, in one call, atomic on its own: the squad's
 * row is locked first, so two saves of one team run one after the other and the later one wins
 * whole, never a mix.
 */
export async function replaceSquad(db: Db, squad: SquadWrite): Promise<void> {
  await saveSquadStatement(db, {
    fantasyTeamId: squad.fantasyTeamId,
    stageId: squad.stageId,
    scheme: squad.scheme,
    cost: squad.cost,
    substitutionsCount: squad.substitutionsCount,
    now: squad.now,
    playerIds: squad.entries.map((e) => e.playerId),
    positions: squad.entries.map((e) => (e.starter ? 1 : 0)),
    captains: squad.entries.map((e) => e.isCaptain),
  });
}

/** The ledger lines of these players in the stage (issue 22 §3), newest first. */
export async function findPointsCorrections(db: DbOrTx, stageId: number, playerIds: number[]) {
  if (playerIds.length === 0) return [];
  return db
    .select({
      playerId: pointsCorrections.playerId,
      name: players.name,
      surname: players.surname,
      oldPoints: pointsCorrections.oldPoints,
      newPoints: pointsCorrections.newPoints,
      createdAt: pointsCorrections.createdAt,
    })
    .from(pointsCorrections)
    .innerJoin(players, eq(players.id, pointsCorrections.playerId))
    .where(and(eq(pointsCorrections.stageId, stageId), inArray(pointsCorrections.playerId, playerIds)))
    .orderBy(desc(pointsCorrections.id))
    .limit(20);
}
