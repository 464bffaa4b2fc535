import {
  PREDICTOR_LEAGUE_MEMBERS_MAX,
  PREDICTOR_LEAGUES_PER_USER,
  type ChampAction,
  type InviteInfo,
  type MyPredictorLeagues,
  type PredictorPrivateLeague,
} from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { champs } from '../../db/schema/index.ts';
import type { AuthUser } from '../../http/auth.ts';
import { notFound, ruleBroken } from '../../http/errors.ts';
import { champMessages } from './champs.messages.ts';
import { lockChamp, type ChampRow } from './champs.queries.ts';
import { newInviteHash } from './invite-hash.ts';
import { checkedLeagueName } from './league-name.ts';
import { insertPredictorMember, removePredictorMember, tellOwner } from './members.ts';
import {
  countCreatedLeagues,
  findPredictorLeagueById,
  findPredictorLeagueOfSeason,
  findPrivateLeaguesOf,
  isPredictorMember,
  lockUserLeagueCreation,
  type PrivateLeagueRow,
} from './predictor-leagues.queries.ts';

/** Issue 23 §1: private predictor leagues — what a member may do and see of them. */

function present(row: PrivateLeagueRow, userId: number): PredictorPrivateLeague {
  const actions: ChampAction[] = row.ownerUserId === userId ? ['delete'] : ['leave'];
  return {
    id: row.id,
    name: row.name,
    members_count: row.membersCount,
    place: row.place,
    invite_hash: row.inviteHash ?? '',
    actions,
  };
}

async function predictorLeagueOrNotFound(db: Db, leagueId: number) {
  const league = await findPredictorLeagueById(db, leagueId);
  if (!league) throw notFound();
  return league;
}

/** GET /predictors/{id}/leagues/: the user's private leagues of the league's season. */
export async function getMyPredictorLeagues(
  db: Db,
  user: AuthUser,
  leagueId: number,
): Promise<MyPredictorLeagues> {
  const league = await predictorLeagueOrNotFound(db, leagueId);
  const rows = await findPrivateLeaguesOf(db, user.id, league.seasonId);
  const created = rows.filter((r) => r.ownerUserId === user.id).length;
  return {
    league: { id: league.id, name: league.name },
    leagues: rows.map((r) => present(r, user.id)),
    can_create: Math.max(0, PREDICTOR_LEAGUES_PER_USER - created),
  };
}

/**
 * POST /predictors/{id}/leagues/: a private league with its creator as the first member. At most
 * PREDICTOR_LEAGUES_PER_USER per user and season: the user's creations run one after the other.
 */
export async function createPredictorLeague(
  db: Db,
  user: AuthUser,
  leagueId: number,
  rawName: string,
  now: Date,
): Promise<PredictorPrivateLeague> {
  const name = checkedLeagueName(rawName);
  const league = await predictorLeagueOrNotFound(db, leagueId);
  return db.transaction(async (tx) => {
    await lockUserLeagueCreation(tx, user.id);
    if ((await countCreatedLeagues(tx, user.id, league.seasonId)) >= PREDICTOR_LEAGUES_PER_USER)
      throw ruleBroken(champMessages.tooManyPredictorLeagues);
    const [created] = await tx
      .insert(champs)
      .values({
        seasonId: league.seasonId,
        game: 'predictor',
        type: 'user',
        name,
        ownerUserId: user.id,
        inviteHash: newInviteHash(),
        isPublic: false,
        status: 'started',
        createdAt: now,
      })
      .returning({ id: champs.id, inviteHash: champs.inviteHash });
    await insertPredictorMember(tx, { champId: created!.id, userId: user.id, joinedAt: now });
    const rows = await findPrivateLeaguesOf(tx, user.id, league.seasonId);
    return present(
      rows.find((r) => r.id === created!.id)!,
      user.id,
    );
  });
}

/** Joins by invite (the hash checked by the caller): idempotent; a full league refuses. */
export async function joinPredictorLeague(
  db: Db,
  user: AuthUser,
  champId: number,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const champ = await lockChamp(tx, champId);
    if (!champ) throw notFound(champMessages.inviteNotFound);
    if (await isPredictorMember(tx, champId, user.id)) return champMessages.alreadyMember;
    if (champ.membersCount >= PREDICTOR_LEAGUE_MEMBERS_MAX)
      throw ruleBroken(champMessages.predictorLeagueFull);
    await insertPredictorMember(tx, { champId, userId: user.id, joinedAt: now });
    await tellOwner(tx, champ, user.id, now);
    return champMessages.joined;
  });
}

/** A member other than the creator leaves (the league's rating is read from its members: places close up). */
export async function leavePredictorLeague(db: Db, user: AuthUser, found: ChampRow): Promise<string> {
  if (found.ownerUserId === user.id) throw ruleBroken(champMessages.ownerCannotLeave);
  await db.transaction(async (tx) => {
    const champ = await lockChamp(tx, found.id);
    if (!champ) throw notFound(champMessages.notFound);
    if (!(await removePredictorMember(tx, found.id, user.id))) throw ruleBroken(champMessages.notMember);
  });
  return champMessages.left;
}

/** What an invite to a private predictor league shows: its name and size, nothing of its members. */
export async function predictorInviteInfo(
  db: Db,
  userId: number | null,
  champ: ChampRow,
): Promise<InviteInfo> {
  const league = await findPredictorLeagueOfSeason(db, champ.seasonId);
  if (!league) throw notFound(champMessages.inviteNotFound);
  return {
    game: 'predictor',
    league: { id: league.id, name: league.name },
    champ: {
      id: champ.id,
      name: champ.name,
      type: 'user',
      members_count: champ.membersCount,
      is_member: userId === null ? false : await isPredictorMember(db, champ.id, userId),
    },
  };
}
