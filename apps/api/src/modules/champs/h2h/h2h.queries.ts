import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connect.ts';
import { LIVE_BUCKET } from '../../../db/schema/index.ts';

export type H2hListRow = {
  id: number;
  name: string;
  image: string | null;
  imageWhite: string | null;
  isPublic: boolean;
  size: number;
  membersCount: number;
  status: string;
  isMember: boolean;
};

/** The season's public tournaments and any private one the team plays in: a handful of rows. */
export async function findSeasonTournaments(
  db: DbOrTx,
  seasonId: number,
  fantasyTeamId: number | null,
): Promise<H2hListRow[]> {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    image: string | null;
    image_white: string | null;
    is_public: boolean;
    size: number | null;
    members_count: number;
    status: string;
    is_member: boolean;
  }>(sql`
    select c.id, c.name, c.image, c.image_white, c.is_public, c.size, c.members_count, c.status,
           (m.fantasy_team_id is not null) as is_member
    from champs c
    left join champ_members m on m.champ_id = c.id and m.fantasy_team_id = ${fantasyTeamId ?? 0}
    where c.season_id = ${seasonId} and c.game = 'fantasy' and c.type = 'h2h'
      and (c.is_public or m.fantasy_team_id is not null)
    order by case c.status when 'recruiting' then 0 when 'started' then 1 else 2 end, c.id`);
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    image: r.image,
    imageWhite: r.image_white,
    isPublic: r.is_public,
    size: Number(r.size ?? 0),
    membersCount: Number(r.members_count),
    status: r.status,
    isMember: r.is_member,
  }));
}

export type TourRow = {
  id: number;
  tour: number;
  name: string;
  status: string;
  updateClosingAt: Date;
  scoredAt: Date | null;
};

/** The tours of a tournament's calendar, in order. */
export async function findTournamentTours(db: DbOrTx, champId: number): Promise<TourRow[]> {
  const { rows } = await db.execute<{
    id: number;
    tour: number;
    name: string;
    status: string;
    update_closing_at: string | Date;
    scored_at: string | Date | null;
  }>(sql`
    select s.id, s.tour, s.name, s.status, s.update_closing_at, s.scored_at
    from fantasy_stages s
    where s.id in (select distinct stage_id from h2h_matches where champ_id = ${champId})
    order by s.tour`);
  return rows.map((r) => ({
    id: Number(r.id),
    tour: Number(r.tour),
    name: r.name,
    status: r.status,
    updateClosingAt: new Date(r.update_closing_at),
    scoredAt: r.scored_at === null ? null : new Date(r.scored_at),
  }));
}

export async function findStageInfo(db: DbOrTx, stageId: number): Promise<TourRow | null> {
  const { rows } = await db.execute<{
    id: number;
    tour: number;
    name: string;
    status: string;
    update_closing_at: string | Date;
    scored_at: string | Date | null;
  }>(
    sql`select id, tour, name, status, update_closing_at, scored_at from fantasy_stages where id = ${stageId}`,
  );
  const r = rows[0];
  return r
    ? {
        id: Number(r.id),
        tour: Number(r.tour),
        name: r.name,
        status: r.status,
        updateClosingAt: new Date(r.update_closing_at),
        scoredAt: r.scored_at === null ? null : new Date(r.scored_at),
      }
    : null;
}

export type TableRow = {
  id: number;
  name: string;
  place: number;
  points: number;
  wins: number;
  draws: number;
  loses: number;
  games: number;
  pointsScore: number;
  pointsMiss: number;
  totalPoints: number;
};

/**
 * The stored table of a started tournament; before the start (no rows yet)
 * the members at zero, by name. At most the tournament's size (≤ 64) rows.
 */
export async function findTable(db: DbOrTx, champId: number): Promise<TableRow[]> {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    place: number;
    points: number;
    wins: number;
    draws: number;
    loses: number;
    games: number;
    points_score: number;
    points_miss: number;
    total_points: number;
  }>(sql`
    select t.id, t.name, h.place, h.points, h.wins, h.draws, h.loses, h.games,
           h.points_score, h.points_miss, h.total_points
    from h2h_table h join fantasy_teams t on t.id = h.fantasy_team_id
    where h.champ_id = ${champId}
    union all
    select t.id, t.name, (row_number() over (order by t.name, t.id))::int, 0, 0, 0, 0, 0, 0, 0, 0
    from champ_members m join fantasy_teams t on t.id = m.fantasy_team_id
    where m.champ_id = ${champId}
      and not exists (select 1 from h2h_table h where h.champ_id = ${champId})
    order by 3, 1`);
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    place: Number(r.place),
    points: Number(r.points),
    wins: Number(r.wins),
    draws: Number(r.draws),
    loses: Number(r.loses),
    games: Number(r.games),
    pointsScore: Number(r.points_score),
    pointsMiss: Number(r.points_miss),
    totalPoints: Number(r.total_points),
  }));
}

export type MatchRow = {
  id: number;
  champId: number;
  stageId: number;
  tour: number;
  team1Id: number;
  team1Name: string;
  team2Id: number | null;
  team2Name: string | null;
  score1: number | null;
  score2: number | null;
};

type RawMatch = {
  id: number;
  champ_id: number;
  stage_id: number;
  tour: number;
  team1_id: number;
  team1_name: string;
  team2_id: number | null;
  team2_name: string | null;
  score1: number | null;
  score2: number | null;
};

const toMatch = (r: RawMatch): MatchRow => ({
  id: Number(r.id),
  champId: Number(r.champ_id),
  stageId: Number(r.stage_id),
  tour: Number(r.tour),
  team1Id: Number(r.team1_id),
  team1Name: r.team1_name,
  team2Id: r.team2_id === null ? null : Number(r.team2_id),
  team2Name: r.team2_name,
  score1: r.score1 === null ? null : Number(r.score1),
  score2: r.score2 === null ? null : Number(r.score2),
});

const matchSelect = sql`
  select m.id, m.champ_id, m.stage_id, m.tour, m.team1_id, t1.name as team1_name,
         m.team2_id, t2.name as team2_name, m.score1, m.score2
  from h2h_matches m
  join fantasy_teams t1 on t1.id = m.team1_id
  left join fantasy_teams t2 on t2.id = m.team2_id`;

/** Every match of a tournament (a calendar of at most 64 teams × the season's tours). */
export async function findTournamentMatches(db: DbOrTx, champId: number): Promise<MatchRow[]> {
  const { rows } = await db.execute<RawMatch>(
    sql`${matchSelect} where m.champ_id = ${champId} order by m.tour, m.id`,
  );
  return rows.map(toMatch);
}

export async function findMatch(db: DbOrTx, matchId: number): Promise<MatchRow | null> {
  const { rows } = await db.execute<RawMatch>(sql`${matchSelect} where m.id = ${matchId}`);
  return rows[0] ? toMatch(rows[0]) : null;
}

/** What the squad cost when it was saved (the unspent-coins bonus is counted from it). */
export async function findSquadCost(db: DbOrTx, squadId: number): Promise<number | null> {
  const { rows } = await db.execute<{ cost: string | number }>(
    sql`select cost from squads where id = ${squadId}`,
  );
  return rows[0] ? Number(rows[0].cost) : null;
}

/**
 * The provisional stage points of these teams while their stage is played (scoring/live-places.ts
 * stores them for every team of the league once a match of the tour has kicked off), keyed
 * `${stageId}:${teamId}`.
 */
export async function findLiveStagePoints(
  db: DbOrTx,
  stageIds: number[],
  teamIds: number[],
): Promise<Map<string, number>> {
  if (stageIds.length === 0 || teamIds.length === 0) return new Map();
  const { rows } = await db.execute<{ stage_id: number; fantasy_team_id: number; stage_points: number }>(sql`
    select p.stage_id, t.id as fantasy_team_id, p.points[t.id % ${sql.raw(String(LIVE_BUCKET))} + 1] as stage_points
    from unnest(${`{${teamIds.join(',')}}`}::int[]) t(id)
    join fantasy_live_points p on p.bucket = t.id / ${sql.raw(String(LIVE_BUCKET))} and p.stage_id = any(${`{${stageIds.join(',')}}`}::int[])
    join fantasy_stages s on s.id = p.stage_id and s.scored_at is null
    where p.points[t.id % ${sql.raw(String(LIVE_BUCKET))} + 1] is not null`);
  return new Map(rows.map((r) => [`${r.stage_id}:${r.fantasy_team_id}`, r.stage_points]));
}
