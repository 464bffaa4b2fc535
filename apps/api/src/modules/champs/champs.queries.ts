import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/connect.ts';
import { champs, fantasyLeagues, fantasyTeams } from '../../db/schema/index.ts';

export async function findGeneralChamp(db: DbOrTx, seasonId: number, game: 'predictor' | 'fantasy') {
  const [champ] = await db
    .select({ id: champs.id, name: champs.name, type: champs.type, membersCount: champs.membersCount })
    .from(champs)
    .where(and(eq(champs.seasonId, seasonId), eq(champs.game, game), eq(champs.type, 'general')))
    .orderBy(champs.id)
    .limit(1);
  return champ ?? null;
}

export type ChampRow = {
  id: number;
  seasonId: number;
  game: string;
  type: string;
  name: string;
  ownerUserId: number | null;
  inviteHash: string | null;
  isPublic: boolean;
  size: number | null;
  image: string | null;
  imageWhite: string | null;
  status: string;
  startStageId: number | null;
  membersCount: number;
};

const champColumns = {
  id: champs.id,
  seasonId: champs.seasonId,
  game: champs.game,
  type: champs.type,
  name: champs.name,
  ownerUserId: champs.ownerUserId,
  inviteHash: champs.inviteHash,
  isPublic: champs.isPublic,
  size: champs.size,
  image: champs.image,
  imageWhite: champs.imageWhite,
  status: champs.status,
  startStageId: champs.startStageId,
  membersCount: champs.membersCount,
};

export async function findChamp(db: DbOrTx, champId: number): Promise<ChampRow | null> {
  const [row] = await db.select(champColumns).from(champs).where(eq(champs.id, champId)).limit(1);
  return row ?? null;
}

/** The champ, its row locked to the end of the transaction: joins and leaves of one champ run one after another. */
export async function lockChamp(tx: Tx, champId: number): Promise<ChampRow | null> {
  const [row] = await tx.select(champColumns).from(champs).where(eq(champs.id, champId)).for('update');
  return row ?? null;
}

export async function findChampByInvite(db: DbOrTx, hash: string): Promise<ChampRow | null> {
  const [row] = await db
    .select(champColumns)
    .from(champs)
    .where(and(eq(champs.inviteHash, hash), eq(champs.type, 'user')))
    .limit(1);
  return row ?? null;
}

export type SeasonLeague = { id: number; name: string; seasonId: number };

/** The fantasy league of a season (the active one first, should a season ever hold two). */
export async function findSeasonLeague(db: DbOrTx, seasonId: number): Promise<SeasonLeague | null> {
  const [row] = await db
    .select({ id: fantasyLeagues.id, name: fantasyLeagues.name, seasonId: fantasyLeagues.seasonId })
    .from(fantasyLeagues)
    .where(eq(fantasyLeagues.seasonId, seasonId))
    .orderBy(sql`${fantasyLeagues.isActive} desc`, fantasyLeagues.id)
    .limit(1);
  return row ?? null;
}

export async function findFantasyLeague(db: DbOrTx, leagueId: number): Promise<SeasonLeague | null> {
  const [row] = await db
    .select({ id: fantasyLeagues.id, name: fantasyLeagues.name, seasonId: fantasyLeagues.seasonId })
    .from(fantasyLeagues)
    .where(eq(fantasyLeagues.id, leagueId))
    .limit(1);
  return row ?? null;
}

export type TeamRow = { id: number; name: string; leagueId: number };

/** The user's fantasy team in the season's fantasy league. */
export async function findSeasonTeamOfUser(
  db: DbOrTx,
  userId: number,
  seasonId: number,
): Promise<TeamRow | null> {
  const [row] = await db
    .select({ id: fantasyTeams.id, name: fantasyTeams.name, leagueId: fantasyTeams.leagueId })
    .from(fantasyTeams)
    .innerJoin(fantasyLeagues, eq(fantasyLeagues.id, fantasyTeams.leagueId))
    .where(and(eq(fantasyTeams.userId, userId), eq(fantasyLeagues.seasonId, seasonId)))
    .orderBy(sql`${fantasyLeagues.isActive} desc`, fantasyLeagues.id)
    .limit(1);
  return row ?? null;
}

export async function findTeamOfUserInLeague(
  db: DbOrTx,
  userId: number,
  leagueId: number,
): Promise<TeamRow | null> {
  const [row] = await db
    .select({ id: fantasyTeams.id, name: fantasyTeams.name, leagueId: fantasyTeams.leagueId })
    .from(fantasyTeams)
    .where(and(eq(fantasyTeams.userId, userId), eq(fantasyTeams.leagueId, leagueId)))
    .limit(1);
  return row ?? null;
}

export type MembershipRow = {
  id: number;
  name: string;
  type: string;
  ownerUserId: number | null;
  inviteHash: string | null;
  membersCount: number;
  status: string;
  place: number | null;
};

/**
 * The team's user leagues and H2H tournament of the season with its stored
 * place in each: an index read by team (one row per membership).
 */
export async function findMemberships(
  db: DbOrTx,
  opts: { fantasyTeamId: number; seasonId: number; userId: number },
): Promise<MembershipRow[]> {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    type: string;
    owner_user_id: number | null;
    invite_hash: string | null;
    members_count: number;
    status: string;
    place: number | null;
  }>(sql`
    select c.id, c.name, c.type, c.owner_user_id, c.invite_hash, c.members_count, c.status,
           case when c.type = 'h2h' then t.place else r.place end as place
    from champ_members m
    join champs c on c.id = m.champ_id
    left join champ_rating r on r.champ_id = c.id and r.fantasy_team_id = m.fantasy_team_id
    left join h2h_table t on t.champ_id = c.id and t.fantasy_team_id = m.fantasy_team_id
    where m.fantasy_team_id = ${opts.fantasyTeamId}
      and c.season_id = ${opts.seasonId} and c.game = 'fantasy' and c.type in ('user', 'h2h')
    order by case c.type when 'user' then 0 else 1 end,
             (c.owner_user_id is not distinct from ${opts.userId}) desc, m.joined_at, c.id`);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    ownerUserId: r.owner_user_id,
    inviteHash: r.invite_hash,
    membersCount: Number(r.members_count),
    status: r.status,
    place: r.place === null ? null : Number(r.place),
  }));
}

export async function findTeamName(db: DbOrTx, fantasyTeamId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: fantasyTeams.name })
    .from(fantasyTeams)
    .where(eq(fantasyTeams.id, fantasyTeamId))
    .limit(1);
  return row?.name ?? null;
}
