import { and, eq } from 'drizzle-orm';
import type { InviteInfo, MyChamp, MyChamps } from '@mliga/contract';
import type { Db, Tx } from '../../db/connect.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { champs } from '../../db/schema/index.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden, notFound, ruleBroken } from '../../http/errors.ts';
import { findActiveLeague, findTeamPlace, isMember } from '../fantasy/index.ts';
import { leaveH2h } from './h2h/h2h-membership.service.ts';
import { champMessages } from './champs.messages.ts';
import { presentMembership } from './champs.presenter.ts';
import {
  findChamp,
  findChampByInvite,
  findFantasyLeague,
  findGeneralChamp,
  findMemberships,
  findSeasonLeague,
  findSeasonTeamOfUser,
  findTeamOfUserInLeague,
  lockChamp,
  type ChampRow,
  type SeasonLeague,
  type TeamRow,
} from './champs.queries.ts';
import { newInviteHash } from './invite-hash.ts';
import {
  joinPredictorLeague,
  leavePredictorLeague,
  predictorInviteInfo,
} from './predictor-leagues.service.ts';
import { checkedLeagueName } from './league-name.ts';
import { addRatingRowSql, removeRatingRowSql, renumberLeagueSql } from './league-rating.sql.ts';
import { countNewMember, insertMember, removeMember, tellOwner } from './members.ts';

async function activeLeagueOrRefuse(db: Db): Promise<SeasonLeague> {
  const league = await findActiveLeague(db);
  if (!league) throw ruleBroken(champMessages.noSeason);
  return league;
}

async function teamOrRefuse(db: Db, userId: number, seasonId: number): Promise<TeamRow> {
  const team = await findSeasonTeamOfUser(db, userId, seasonId);
  if (!team) throw ruleBroken(champMessages.noTeam);
  return team;
}

/** Joins the team to a user league inside the caller's transaction (the champ row is locked): idempotent. */
async function addMember(tx: Tx, champ: ChampRow, team: TeamRow, at: Date): Promise<boolean> {
  const member = { champId: champ.id, fantasyTeamId: team.id, seasonId: champ.seasonId, joinedAt: at };
  if (!(await insertMember(tx, { ...member, champType: 'user' }))) return false;
  await countNewMember(tx, champ.id);
  const general = await findGeneralChamp(tx, champ.seasonId, 'fantasy');
  await tx.execute(
    addRatingRowSql({ champId: champ.id, generalChampId: general?.id ?? null, fantasyTeamId: team.id }),
  );
  await tx.execute(renumberLeagueSql(champ.id));
  return true;
}

/**
 * POST /champs/create/: a user league of the active season with the creator's
 * team as its first member. One created league per user per season — the
 * partial unique index decides between two parallel calls.
 */
export async function createLeague(db: Db, user: AuthUser, rawName: string, now: Date): Promise<MyChamp> {
  const name = checkedLeagueName(rawName);
  const league = await activeLeagueOrRefuse(db);
  const team = await teamOrRefuse(db, user.id, league.seasonId);
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(champs)
        .values({
          seasonId: league.seasonId,
          game: 'fantasy',
          type: 'user',
          name,
          ownerUserId: user.id,
          inviteHash: newInviteHash(),
          isPublic: false,
          status: 'started',
          createdAt: now,
        })
        .returning({ id: champs.id });
      const champ = await lockChamp(tx, created!.id);
      await addMember(tx, champ!, team, now);
      const [membership] = (
        await findMemberships(tx, { fantasyTeamId: team.id, seasonId: league.seasonId, userId: user.id })
      ).filter((m) => m.id === created!.id);
      return presentMembership(membership!, team, user.id);
    });
  } catch (error) {
    if (violatedConstraint(error) === 'champs_one_user_league_uq') throw ruleBroken(champMessages.oneLeague);
    throw error;
  }
}

async function champOrNotFound(db: Db, champId: number): Promise<ChampRow> {
  const champ = await findChamp(db, champId);
  if (!champ) throw notFound(champMessages.notFound);
  return champ;
}

/** DELETE /champs/{id}/: the creator deletes the league with its members and rating rows. */
export async function deleteLeague(db: Db, user: AuthUser, champId: number): Promise<void> {
  const champ = await champOrNotFound(db, champId);
  if (champ.type !== 'user') throw ruleBroken(champMessages.generalFixed);
  if (champ.ownerUserId !== user.id) throw forbidden(champMessages.onlyOwnerDeletes);
  await db.delete(champs).where(and(eq(champs.id, champId), eq(champs.ownerUserId, user.id)));
}

/** POST /champs/{id}/leave/: a member other than the creator leaves; the league's places close up. */
export async function leaveLeague(db: Db, user: AuthUser, champId: number): Promise<string> {
  const found = await champOrNotFound(db, champId);
  if (found.type === 'h2h') return leaveH2h(db, user, champId);
  if (found.type !== 'user') throw ruleBroken(champMessages.generalFixed);
  if (found.game === 'predictor') return leavePredictorLeague(db, user, found);
  if (found.ownerUserId === user.id) throw ruleBroken(champMessages.ownerCannotLeave);
  const team = await findSeasonTeamOfUser(db, user.id, found.seasonId);
  if (!team) throw ruleBroken(champMessages.notMember);
  await db.transaction(async (tx) => {
    const champ = await lockChamp(tx, champId);
    if (!champ) throw notFound(champMessages.notFound);
    if (!(await removeMember(tx, champId, team.id))) throw ruleBroken(champMessages.notMember);
    await tx.execute(removeRatingRowSql(champId, team.id));
    await tx.execute(renumberLeagueSql(champId));
  });
  return champMessages.left;
}

/**
 * GET /champs/{hash}/invite-info/: the league an invite leads to (open to visitors):
 * its name and size only — its members and rating are for those who join.
 */
export async function getInviteInfo(db: Db, userId: number | null, hash: string): Promise<InviteInfo> {
  const champ = await findChampByInvite(db, hash);
  if (!champ) throw notFound(champMessages.inviteNotFound);
  if (champ.game === 'predictor') return predictorInviteInfo(db, userId, champ);
  const [league, team] = await Promise.all([
    findSeasonLeague(db, champ.seasonId),
    userId === null ? null : findSeasonTeamOfUser(db, userId, champ.seasonId),
  ]);
  if (!league) throw notFound(champMessages.inviteNotFound);
  return {
    game: 'fantasy',
    league: { id: league.id, name: league.name },
    champ: {
      id: champ.id,
      name: champ.name,
      type: 'user',
      members_count: champ.membersCount,
      is_member: team ? await isMember(db, champ.id, team.id) : false,
    },
  };
}

/**
 * POST /champs/{id}/invite-accept/ {hash}: joins the league the invite names.
 * Idempotent: a second accept (or two at once) keeps one membership.
 */
export async function acceptInvite(
  db: Db,
  user: AuthUser,
  champId: number,
  hash: string,
  now: Date,
): Promise<string> {
  const found = await findChamp(db, champId);
  if (!found || found.type !== 'user') throw notFound(champMessages.inviteNotFound);
  if (found.inviteHash !== hash) throw forbidden(champMessages.inviteInvalid);
  if (found.game === 'predictor') return joinPredictorLeague(db, user, champId, now);
  const team = await teamOrRefuse(db, user.id, found.seasonId);
  const joined = await db.transaction(async (tx) => {
    const champ = await lockChamp(tx, champId);
    if (!champ) throw notFound(champMessages.inviteNotFound);
    const added = await addMember(tx, champ, team, now);
    if (added) await tellOwner(tx, champ, user.id, now);
    return added;
  });
  return joined ? champMessages.joined : champMessages.alreadyMember;
}

/**
 * GET /leagues/{id|active}/my-champs/: the general rating, the user's leagues
 * (own first, then by joining) and the H2H tournament, each with the stored place.
 */
export async function getMyChamps(db: Db, user: AuthUser, leagueRef: string): Promise<MyChamps> {
  const league =
    leagueRef === 'active' ? await findActiveLeague(db) : await findFantasyLeague(db, Number(leagueRef));
  if (!league) {
    if (leagueRef === 'active') return { league: null, champs: [] };
    throw notFound();
  }
  const team = await findTeamOfUserInLeague(db, user.id, league.id);
  const result: MyChamps = { league: { id: league.id, name: league.name }, champs: [] };
  if (!team) return result;
  const [general, memberships] = await Promise.all([
    findGeneralChamp(db, league.seasonId, 'fantasy'),
    findMemberships(db, { fantasyTeamId: team.id, seasonId: league.seasonId, userId: user.id }),
  ]);
  if (general) {
    const place = await findTeamPlace(db, general.id, team.id);
    result.champs.push(
      presentMembership(
        {
          id: general.id,
          name: general.name,
          type: 'general',
          ownerUserId: null,
          inviteHash: null,
          membersCount: general.membersCount,
          status: 'started',
          place,
        },
        team,
        user.id,
      ),
    );
  }
  result.champs.push(...memberships.map((m) => presentMembership(m, team, user.id)));
  return result;
}
