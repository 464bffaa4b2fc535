import { and, desc, eq, lt } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/connect.ts';
import { fantasyStages, squadPlayers, squads } from '../../db/schema/index.ts';

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

async function withEntries(
  db: DbOrTx,
  row: { id: number; stageId: number; scheme: string; substitutionsCount: number } | undefined,
): Promise<StoredSquad | null> {
  if (!row) return null;
  const entries = await db
    .select({
      playerId: squadPlayers.playerId,
      position: squadPlayers.position,
      isCaptain: squadPlayers.isCaptain,
      points: squadPlayers.points,
      substitutePlayerId: squadPlayers.substitutePlayerId,
    })
    .from(squadPlayers)
    .where(eq(squadPlayers.squadId, row.id));
  // Starters first, then by position slot order of the pitch (the client lays them out by field position).
  entries.sort((a, b) => b.position - a.position || a.playerId - b.playerId);
  return {
    ...row,
    entries: entries.map(({ position, ...e }) => ({ ...e, starter: position === 1 })),
  };
}

const squadColumns = {
  id: squads.id,
  stageId: squads.stageId,
  scheme: squads.scheme,
  substitutionsCount: squads.substitutionsCount,
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

/**
 * The team's squad of the previous stage: the latest one stored for an
 * earlier tour of the league (a squad not re-saved carries over unchanged).
 */
export async function findPreviousSquad(
  db: DbOrTx,
  opts: { fantasyTeamId: number; leagueId: number; tour: number },
): Promise<StoredSquad | null> {
  const [row] = await db
    .select(squadColumns)
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
  return withEntries(db, row);
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
        points: null,
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
