import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { scoreStageSquad, type FieldPosition, type StageSquadLine } from '@mliga/domain';
import type { DbOrTx, Tx } from '../../db/connect.ts';
import {
  fantasyStagePoints,
  fantasyStages,
  playerMatchPoints,
  playerMatchStats,
  players,
  squadPlayers,
  squads,
} from '../../db/schema/index.ts';

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
    { id: number; stageId: number; scheme: string; substitutionsCount: number; scored: boolean } | undefined,
): Promise<StoredSquad | null> {
  if (!row) return null;
  const { scored, ...squad } = row;
  const entries = await db
    .select({
      playerId: squadPlayers.playerId,
      position: squadPlayers.position,
      isCaptain: squadPlayers.isCaptain,
      fieldPosition: players.fieldPosition,
    })
    .from(squadPlayers)
    .innerJoin(players, eq(players.id, squadPlayers.playerId))
    .where(eq(squadPlayers.squadId, row.id));
  // Starters first, then by position slot order of the pitch (the client lays them out by field position).
  entries.sort((a, b) => b.position - a.position || a.playerId - b.playerId);
  const lines = !scored || entries.length === 0 ? null : await stageLines(db, row.stageId, entries);
  return {
    ...squad,
    entries: entries.map(({ position, fieldPosition: _f, ...e }) => {
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
  scored: sql<boolean>`exists (select 1 from ${fantasyStagePoints} f
    where f.stage_id = ${squads.stageId} and f.fantasy_team_id = ${squads.fantasyTeamId})`,
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

type PreviousSquadOf = { fantasyTeamId: number; leagueId: number; tour: number };

/** The id of the team's previous squad: the latest one stored for an earlier tour of the league. */
const previousSquadId = (db: DbOrTx, opts: PreviousSquadOf) =>
  db
    .select({ id: squads.id })
    .from(squads)
    .innerJoin(fantasyStages, eq(fantasyStages.id, squads.stageId))
    .where(
      and(
        eq(squads.fantasyTeamId, opts.fantasyTeamId),
        eq(fantasyStages.leagueId, opts.leagueId),
        lt(fantasyStages.tour, opts.tour),
      ),
    )
    .orderBy(desc(fantasyStages.tour))
    .limit(1);

/** The team's squad of the previous stage (a squad not re-saved carries over unchanged). */
export async function findPreviousSquad(db: DbOrTx, opts: PreviousSquadOf): Promise<StoredSquad | null> {
  const [row] = await db
    .select(squadColumns)
    .from(squads)
    .where(inArray(squads.id, previousSquadId(db, opts)));
  return withEntries(db, row);
}

/** Only the player ids of that previous squad (what a save counts substitutions against), in one query. */
export async function findPreviousSquadPlayerIds(
  db: DbOrTx,
  opts: PreviousSquadOf,
): Promise<number[] | null> {
  const rows = await db
    .select({ playerId: squadPlayers.playerId })
    .from(squadPlayers)
    .where(inArray(squadPlayers.squadId, previousSquadId(db, opts)));
  return rows.length === 0 ? null : rows.map((r) => r.playerId);
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

/**
 * Makes the team's squad of the stage exactly this, inside the caller's
 * transaction. The upsert locks the squad row until commit, so a second save
 * of the same team waits and then replaces the whole squad: never a mix.
 */
export async function replaceSquad(tx: Tx, squad: SquadWrite): Promise<void> {
  const [row] = await tx
    .insert(squads)
    .values({
      fantasyTeamId: squad.fantasyTeamId,
      stageId: squad.stageId,
      scheme: squad.scheme,
      cost: squad.cost,
      substitutionsCount: squad.substitutionsCount,
      createdAt: squad.now,
      updatedAt: squad.now,
    })
    .onConflictDoUpdate({
      target: [squads.fantasyTeamId, squads.stageId],
      set: {
        scheme: squad.scheme,
        cost: squad.cost,
        substitutionsCount: squad.substitutionsCount,
        updatedAt: squad.now,
      },
    })
    .returning({ id: squads.id });
  const squadId = row!.id;
  await tx.delete(squadPlayers).where(eq(squadPlayers.squadId, squadId));
  await tx.insert(squadPlayers).values(
    squad.entries.map((e) => ({
      squadId,
      playerId: e.playerId,
      position: e.starter ? 1 : 0,
      isCaptain: e.isCaptain,
    })),
  );
}
