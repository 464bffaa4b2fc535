import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/connect.ts';
import { champs, predictorLeagueMembers, predictorLeagues } from '../../db/schema/index.ts';

export type PredictorSeasonLeague = { id: number; name: string; seasonId: number };

export async function findPredictorLeagueById(db: DbOrTx, id: number): Promise<PredictorSeasonLeague | null> {
  const [row] = await db
    .select({ id: predictorLeagues.id, name: predictorLeagues.name, seasonId: predictorLeagues.seasonId })
    .from(predictorLeagues)
    .where(eq(predictorLeagues.id, id))
    .limit(1);
  return row ?? null;
}

/** The predictor league of a season (the active one first). */
export async function findPredictorLeagueOfSeason(
  db: DbOrTx,
  seasonId: number,
): Promise<PredictorSeasonLeague | null> {
  const [row] = await db
    .select({ id: predictorLeagues.id, name: predictorLeagues.name, seasonId: predictorLeagues.seasonId })
    .from(predictorLeagues)
    .where(eq(predictorLeagues.seasonId, seasonId))
    .orderBy(sql`${predictorLeagues.isActive} desc`, predictorLeagues.id)
    .limit(1);
  return row ?? null;
}

export type PrivateLeagueRow = {
  id: number;
  name: string;
  ownerUserId: number | null;
  inviteHash: string | null;
  membersCount: number;
  place: number | null;
};

/** The user's private predictor leagues of the season with their place in each: theirs first, then by joining. */
export async function findPrivateLeaguesOf(db: DbOrTx, userId: number, seasonId: number) {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    owner_user_id: number | null;
    invite_hash: string | null;
    members_count: number;
    place: number | null;
  }>(sql`
    with general as (
      select id from champs where season_id = ${seasonId} and game = 'predictor' and type = 'general'
      order by id limit 1
    ), me as (
      select r.place from predictor_ratings r where r.champ_id = (select id from general) and r.user_id = ${userId}
    )
    select c.id, c.name, c.owner_user_id, c.invite_hash, c.members_count,
           -- The league's order is the general one, the unrated last by user id (predictor/league-rating.queries.ts).
           (select 1 + count(*) from predictor_league_members o
            left join predictor_ratings g on g.champ_id = (select id from general) and g.user_id = o.user_id
            where o.champ_id = c.id
              and case when (select place from me) is not null then g.place < (select place from me)
                       else g.place is not null or o.user_id < ${userId} end)::int as place
    from predictor_league_members m
    join champs c on c.id = m.champ_id
    where m.user_id = ${userId} and c.season_id = ${seasonId} and c.game = 'predictor' and c.type = 'user'
    order by (c.owner_user_id is not distinct from ${userId}) desc, m.joined_at, c.id`);
  return rows.map((r): PrivateLeagueRow => ({
    id: r.id,
    name: r.name,
    ownerUserId: r.owner_user_id,
    inviteHash: r.invite_hash,
    membersCount: Number(r.members_count),
    place: r.place === null ? null : Number(r.place),
  }));
}

/** How many private predictor leagues the user created in the season. */
export async function countCreatedLeagues(db: DbOrTx, userId: number, seasonId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(champs)
    .where(
      and(
        eq(champs.ownerUserId, userId),
        eq(champs.seasonId, seasonId),
        eq(champs.game, 'predictor'),
        eq(champs.type, 'user'),
      ),
    );
  return row?.n ?? 0;
}

/** Two creations by one user run one after the other (the count of their leagues holds). */
export async function lockUserLeagueCreation(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(23001, ${userId}::int)`);
}

export async function isPredictorMember(db: DbOrTx, champId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(predictorLeagueMembers)
    .where(and(eq(predictorLeagueMembers.champId, champId), eq(predictorLeagueMembers.userId, userId)))
    .limit(1);
  return Boolean(row);
}
