import { and, eq, sql } from 'drizzle-orm';
import type { AdminH2hStart } from '@mliga/contract';
import type { Db } from '../../../db/connect.ts';
import { violatedConstraint } from '../../../db/errors.ts';
import { champMembers } from '../../../db/schema/index.ts';
import type { AuthUser } from '../../../http/auth.ts';
import { AppError, forbidden, notFound, ruleBroken } from '../../../http/errors.ts';
import { writeAuditLog } from '../../audit/index.ts';
import { findChamp, findSeasonTeamOfUser, lockChamp, type ChampRow } from '../champs.queries.ts';
import { countNewMember, insertMember, removeMember } from '../members.ts';
import { h2hMessages } from './h2h.messages.ts';
import { startTournament } from './h2h-start.ts';

const isH2h = (champ: ChampRow | null): champ is ChampRow =>
  champ !== null && champ.game === 'fantasy' && champ.type === 'h2h';

/** Spec 2 §5: the join call of a visitor answers its own message, still a 401. */
export const h2hLoginRequired = () =>
  new AppError(401, 'unauthorized', [{ message: h2hMessages.loginRequired }]);

/** Another H2H tournament of the season the team plays in (one per season, DECISIONS). */
async function otherTournament(db: Db, fantasyTeamId: number, seasonId: number, champId: number) {
  const [row] = await db
    .select({ champId: champMembers.champId })
    .from(champMembers)
    .where(
      and(
        eq(champMembers.fantasyTeamId, fantasyTeamId),
        eq(champMembers.seasonId, seasonId),
        eq(champMembers.champType, 'h2h'),
        sql`${champMembers.champId} <> ${champId}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * POST /h2h/{id}/join/ (DECISIONS "H2H"): a public tournament still recruiting
 * with a free place, a signed-in user with a fantasy team, no other H2H
 * tournament this season. The champ row is locked for the check and the
 * insert, so parallel joins never exceed the size; the one that fills the last
 * place starts the tournament in the same transaction. Joining again is a no-op.
 */
export async function joinH2h(db: Db, user: AuthUser | null, champId: number, now: Date): Promise<string> {
  if (!user) throw h2hLoginRequired();
  const found = await findChamp(db, champId);
  if (!isH2h(found)) throw notFound(h2hMessages.notFound);
  const team = await findSeasonTeamOfUser(db, user.id, found.seasonId);
  if (!team) throw ruleBroken(h2hMessages.noTeam);
  if (await otherTournament(db, team.id, found.seasonId, champId))
    throw ruleBroken(h2hMessages.otherTournament);
  try {
    return await db.transaction(async (tx) => {
      const champ = await lockChamp(tx, champId);
      if (!isH2h(champ)) throw notFound(h2hMessages.notFound);
      const member = { champId, fantasyTeamId: team.id, seasonId: champ.seasonId, joinedAt: now };
      if (!(await insertMember(tx, { ...member, champType: 'h2h' }))) return h2hMessages.alreadyJoined;
      // Checked after the idempotent case: a member of a started tournament re-joining is told so, not refused.
      if (champ.status !== 'recruiting') throw ruleBroken(h2hMessages.started);
      if (!champ.isPublic) throw forbidden(h2hMessages.private);
      const size = champ.size ?? 0;
      if (champ.membersCount >= size) throw ruleBroken(h2hMessages.full);
      await countNewMember(tx, champId);
      if (champ.membersCount + 1 < size) return h2hMessages.joined;
      // Full: it starts now, unless the season has no tour left (an admin decides then).
      try {
        await tx.transaction(async (sp) => {
          await startTournament(sp, { ...champ, membersCount: size }, now);
        });
        return h2hMessages.joinedAndStarted;
      } catch (error) {
        if (error instanceof AppError) return h2hMessages.joined;
        throw error;
      }
    });
  } catch (error) {
    // A parallel join of the same team into another tournament got there first.
    if (violatedConstraint(error) === 'champ_members_one_h2h_uq')
      throw ruleBroken(h2hMessages.otherTournament);
    throw error;
  }
}

/** POST /h2h/{id}/leave/: only before the start. */
export async function leaveH2h(db: Db, user: AuthUser, champId: number): Promise<string> {
  const found = await findChamp(db, champId);
  if (!isH2h(found)) throw notFound(h2hMessages.notFound);
  const team = await findSeasonTeamOfUser(db, user.id, found.seasonId);
  if (!team) throw ruleBroken(h2hMessages.notMember);
  await db.transaction(async (tx) => {
    const champ = await lockChamp(tx, champId);
    if (!isH2h(champ)) throw notFound(h2hMessages.notFound);
    const [member] = await tx
      .select({ champId: champMembers.champId })
      .from(champMembers)
      .where(and(eq(champMembers.champId, champId), eq(champMembers.fantasyTeamId, team.id)));
    if (!member) throw ruleBroken(h2hMessages.notMember);
    if (champ.status !== 'recruiting') throw ruleBroken(h2hMessages.leaveStarted);
    await removeMember(tx, champId, team.id);
  });
  return h2hMessages.left;
}

/** POST /admin/h2h/{id}/start/: an admin starts a recruiting tournament with the teams it has. */
export async function adminStartH2h(
  db: Db,
  admin: AuthUser,
  champId: number,
  now: Date,
): Promise<AdminH2hStart> {
  return db.transaction(async (tx) => {
    const champ = await lockChamp(tx, champId);
    if (!isH2h(champ)) throw notFound(h2hMessages.notFound);
    const started = await startTournament(tx, champ, now);
    await writeAuditLog(tx, {
      userId: admin.id,
      action: 'h2h.start',
      entity: 'champ',
      entityId: champId,
      data: { members: champ.membersCount, ...started },
    });
    return {
      id: champId,
      status: 'started',
      start_stage_id: started.startStageId,
      tours: started.tours,
      matches: started.matches,
    };
  });
}
