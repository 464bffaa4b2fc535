import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect.ts';
import { champMembers, champs, predictorLeagueMembers } from '../../db/schema/index.ts';
import { notifyUser } from '../notifications/index.ts';
import type { ChampRow } from './champs.queries.ts';

type NewMember = typeof champMembers.$inferInsert;

/**
 * The champs module's writes of membership, for its own leagues and for H2H tournaments (h2h/):
 * each runs in the caller's transaction, with the champ row locked by it.
 */

/** Adds the team; false when it is a member already (nothing written). The count is the caller's step. */
export async function insertMember(tx: Tx, member: NewMember): Promise<boolean> {
  const inserted = await tx
    .insert(champMembers)
    .values(member)
    .onConflictDoNothing({ target: [champMembers.champId, champMembers.fantasyTeamId] })
    .returning({ champId: champMembers.champId });
  return inserted.length > 0;
}

export async function countNewMember(tx: Tx, champId: number): Promise<void> {
  await tx
    .update(champs)
    .set({ membersCount: sql`${champs.membersCount} + 1` })
    .where(eq(champs.id, champId));
}

/** Removes the team and counts it out; false when it was not a member. */
export async function removeMember(tx: Tx, champId: number, fantasyTeamId: number): Promise<boolean> {
  const removed = await tx
    .delete(champMembers)
    .where(and(eq(champMembers.champId, champId), eq(champMembers.fantasyTeamId, fantasyTeamId)))
    .returning({ champId: champMembers.champId });
  if (removed.length === 0) return false;
  await countMemberOut(tx, champId);
  return true;
}

async function countMemberOut(tx: Tx, champId: number): Promise<void> {
  await tx
    .update(champs)
    .set({ membersCount: sql`greatest(${champs.membersCount} - 1, 0)` })
    .where(eq(champs.id, champId));
}

/** An H2H tournament's start: its status and first tour. */
export async function markChampStarted(tx: Tx, champId: number, startStageId: number): Promise<void> {
  await tx.update(champs).set({ status: 'started', startStageId }).where(eq(champs.id, champId));
}

/** Adds the user to a private predictor league and counts them in; false when a member already. */
export async function insertPredictorMember(
  tx: Tx,
  member: { champId: number; userId: number; joinedAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(predictorLeagueMembers)
    .values(member)
    .onConflictDoNothing({ target: [predictorLeagueMembers.champId, predictorLeagueMembers.userId] })
    .returning({ champId: predictorLeagueMembers.champId });
  if (inserted.length === 0) return false;
  await countNewMember(tx, member.champId);
  return true;
}

/** Removes the user from a private predictor league and counts them out; false when not a member. */
export async function removePredictorMember(tx: Tx, champId: number, userId: number): Promise<boolean> {
  const removed = await tx
    .delete(predictorLeagueMembers)
    .where(and(eq(predictorLeagueMembers.champId, champId), eq(predictorLeagueMembers.userId, userId)))
    .returning({ champId: predictorLeagueMembers.champId });
  if (removed.length === 0) return false;
  await countMemberOut(tx, champId);
  return true;
}

/** Issue 24: a league's creator hears of each new member (not of themselves). */
export async function tellOwner(tx: Tx, champ: ChampRow, memberId: number, now: Date): Promise<void> {
  if (champ.ownerUserId === null || champ.ownerUserId === memberId) return;
  await notifyUser(
    tx,
    champ.ownerUserId,
    {
      kind: 'league_join',
      payload: {
        champ_id: champ.id,
        game: champ.game === 'predictor' ? 'predictor' : 'fantasy',
        member_id: memberId,
      },
      dedupeKey: `league_join:${champ.id}:${memberId}`,
    },
    now,
  );
}
