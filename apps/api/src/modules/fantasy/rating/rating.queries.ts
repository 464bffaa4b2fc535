import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connect.ts';
import {
  champRating,
  champs,
  fantasyLeagues,
  fantasyStagePoints,
  fantasyStages,
  fantasyTeams,
  fantasyTourWinners,
} from '../../../db/schema/index.ts';

/** A fantasy rating (the season's general rating or a user league) with its league. */
export type RatingChamp = {
  id: number;
  name: string;
  type: 'general' | 'user';
  /** A user league is private whatever this says (./champ-access.ts). */
  isPublic: boolean;
  membersCount: number;
  league: { id: number; name: string };
};

export async function findRatingChamp(db: DbOrTx, champId: number): Promise<RatingChamp | null> {
  const [row] = await db
    .select({
      id: champs.id,
      name: champs.name,
      type: champs.type,
      isPublic: champs.isPublic,
      membersCount: champs.membersCount,
      leagueId: fantasyLeagues.id,
      leagueName: fantasyLeagues.name,
    })
    .from(champs)
    .innerJoin(fantasyLeagues, eq(fantasyLeagues.seasonId, champs.seasonId))
    .where(and(eq(champs.id, champId), eq(champs.game, 'fantasy'), inArray(champs.type, ['general', 'user'])))
    .orderBy(sql`${fantasyLeagues.isActive} desc`, fantasyLeagues.id)
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    type: row.type as RatingChamp['type'],
    isPublic: row.isPublic,
    membersCount: row.membersCount,
    league: { id: row.leagueId, name: row.leagueName },
  };
}

/** The general fantasy rating of a league's season. */
export async function findGeneralChampOfLeague(db: DbOrTx, leagueId: number) {
  const [row] = await db
    .select({ id: champs.id, name: champs.name, membersCount: champs.membersCount })
    .from(champs)
    .innerJoin(fantasyLeagues, eq(fantasyLeagues.seasonId, champs.seasonId))
    .where(and(eq(fantasyLeagues.id, leagueId), eq(champs.game, 'fantasy'), eq(champs.type, 'general')))
    .orderBy(champs.id)
    .limit(1);
  return row ?? null;
}

export type ScoredStage = {
  id: number;
  name: string;
  tour: number;
  startAt: Date;
  scoredTeamsCount: number | null;
};

/** The league's scored stages in tour order: the rating's columns. */
export async function findScoredStages(db: DbOrTx, leagueId: number): Promise<ScoredStage[]> {
  return db
    .select({
      id: fantasyStages.id,
      name: fantasyStages.name,
      tour: fantasyStages.tour,
      startAt: fantasyStages.startAt,
      scoredTeamsCount: fantasyStages.scoredTeamsCount,
    })
    .from(fantasyStages)
    .where(and(eq(fantasyStages.leagueId, leagueId), isNotNull(fantasyStages.scoredAt)))
    .orderBy(asc(fantasyStages.tour));
}

/**
 * A list ranked by a stored place that ties share (1, 2, 2, 4): a champ's
 * rating rows or a stage's points. Its order is (place, fantasy_team_id) and
 * its index is (key, place, fantasy_team_id).
 */
export type RankedList =
  | { table: 'champ_rating'; key: 'champ_id'; id: number }
  | { table: 'fantasy_stage_points'; key: 'stage_id'; id: number };

export const champList = (champId: number): RankedList => ({
  table: 'champ_rating',
  key: 'champ_id',
  id: champId,
});
export const stageList = (stageId: number): RankedList => ({
  table: 'fantasy_stage_points',
  key: 'stage_id',
  id: stageId,
});

const from = (list: RankedList) => sql`${sql.raw(list.table)} where ${sql.raw(list.key)} = ${list.id}`;

/**
 * The place of the row at a 0-based offset: a place p is held by the rows at
 * offsets p-1 and on, so it is the greatest place not above offset + 1 (one
 * step down the index).
 */
export function placeAtOffsetSql(list: RankedList, offset: number): SQL {
  return sql`select place from ${from(list)} and place <= ${offset + 1} order by place desc limit 1`;
}

/** The next place after a tie group (its end), or none for the last group. */
export function nextPlaceSql(list: RankedList, place: number): SQL {
  return sql`select place from ${from(list)} and place > ${place} order by place asc limit 1`;
}

/** Rows of one tie group, from either end of it. */
export function tieGroupSql(
  list: RankedList,
  place: number,
  read: { offset: number; limit: number },
  forward: boolean,
): SQL {
  return sql`
    select fantasy_team_id from ${from(list)} and place = ${place}
    order by fantasy_team_id ${forward ? sql`asc` : sql`desc`}
    limit ${read.limit} offset ${read.offset}`;
}

/** The first rows after a tie group, in order. */
export function afterPlaceSql(list: RankedList, place: number, limit: number): SQL {
  return sql`
    select fantasy_team_id from ${from(list)} and place > ${place}
    order by place asc, fantasy_team_id asc
    limit ${limit}`;
}

/**
 * Rating members with no points in the stage (tour `tour`): the teams whose
 * first tour with points is later (squads carry over) or who have none yet
 * (NO_FIRST_TOUR), one range of (champ_id, first_tour, place,
 * fantasy_team_id): those who joined earlier first, each tour's by place.
 */
export function absentFromStageSql(
  champId: number,
  tour: number,
  read: { offset: number; limit: number },
  bestFirst: boolean,
): SQL {
  const dir = bestFirst ? sql`asc` : sql`desc`;
  return sql`
    select fantasy_team_id from champ_rating
    where champ_id = ${champId} and first_tour > ${tour}
    order by first_tour ${dir}, place ${dir}, fantasy_team_id ${dir}
    limit ${read.limit} offset ${read.offset}`;
}

/** `name`: the search as typed, trimmed with its spaces collapsed (rating.service.ts); null for none. */
export type RatingFilter = { leagueId: number; name: string | null; mediaOnly: boolean };

/*
 * The name search (docs/decisions/020-fantasy-rating-search-and-media-filter.md): the search, in any case and
 * literally (`%`, `_`, `.` are plain characters), must begin where a word of the name may begin —
 * at the start of the name or right after a character that is not a letter or digit — so «утки»
 * finds «Огненные Утки» and «ФК «Утки»», never «Прибаутки». fantasy_team_name_starts holds the
 * rest of each name from every such place (migration 0003), so the matches are one range of its
 * index, `start like 'утки%'`; a walk of the rating checks a team's own name with the same rule.
 */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const startsWith = (name: string) => `${likeEscape(name.toLowerCase())}%`;
/** The same rule as a PostgreSQL regular expression (ARE) over the lower-case name. */
const wordStartRegex = (name: string) =>
  `(^|[^[:alnum:]])${name.toLowerCase().replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`)}`;

/** The ids of the league's teams whose name has a word starting with `name` (may repeat a team). */
const nameMatches = (filter: RatingFilter & { name: string }) =>
  sql`select s.fantasy_team_id from fantasy_team_name_starts s
      where s.league_id = ${filter.leagueId} and s.start like ${startsWith(filter.name)}`;

/**
 * `rows`: read from the name's index (a page that sorts its matches); `outer`: checked on each
 * team of a walk of the rating, `t` being the team.
 */
function filterWhere(champId: number, filter: RatingFilter, scope: 'rows' | 'outer' = 'rows'): SQL {
  const parts = scope === 'rows' ? [sql`r.champ_id = ${champId}`] : [sql`true`];
  if (filter.name !== null)
    parts.push(
      scope === 'rows'
        ? sql`r.fantasy_team_id in (${nameMatches({ ...filter, name: filter.name })})`
        : sql`lower(t.name) ~ ${wordStartRegex(filter.name)}`,
    );
  if (filter.mediaOnly) parts.push(sql`t.league_id = ${filter.leagueId} and t.is_media`);
  return sql.join(parts, sql` and `);
}

/**
 * A page of a filtered list (name search, media teams) or of a user league:
 * the matching teams (from the name or media index, or the league's rows)
 * sorted in full. Their number is the matches', not the season's.
 */
export function filteredPageSql(
  champId: number,
  filter: RatingFilter,
  order: { stageId: number | null; bestFirst: boolean },
  read: { offset: number; limit: number },
): SQL {
  const a = order.bestFirst ? sql`asc` : sql`desc`;
  const d = order.bestFirst ? sql`desc` : sql`asc`;
  const byStage =
    order.stageId === null
      ? sql``
      : sql`left join fantasy_stage_points sp on sp.stage_id = ${order.stageId} and sp.fantasy_team_id = r.fantasy_team_id`;
  const orderBy =
    order.stageId === null
      ? sql`r.place ${a}, r.fantasy_team_id ${a}`
      : sql`(sp.points is null) ${a}, sp.points ${d},
            (case when sp.points is null then r.first_tour end) ${a},
            (case when sp.points is null then r.place end) ${a}, r.fantasy_team_id ${a}`;
  return sql`
    select r.fantasy_team_id from champ_rating r
    join fantasy_teams t on t.id = r.fantasy_team_id
    ${byStage}
    where ${filterWhere(champId, filter)}
    order by ${orderBy}
    limit ${read.limit} offset ${read.offset}`;
}

/**
 * How many teams match, counting no further than `cap` (a short search may match a tenth of the
 * season). A name search counts along its index range and stops at `cap`: a team is counted at
 * the first place of its name the search matches (the longest rest of the name), so a team
 * matched twice («Утки Утки») counts once.
 */
export function filteredCountSql(champId: number, filter: RatingFilter, cap: number): SQL {
  if (filter.name !== null) {
    const pattern = startsWith(filter.name);
    return sql`
      select count(*)::int as n from (
        select 1 from fantasy_team_name_starts s
        -- A lateral probe of the rating's key per match: never a hash join over the whole rating,
        -- whatever the estimate of the matches (the count stops at the cap anyway).
        cross join lateral (
          select 1 from champ_rating r
          where r.champ_id = ${champId} and r.fantasy_team_id = s.fantasy_team_id
          limit 1
        ) r
        ${filter.mediaOnly ? sql`join fantasy_teams t on t.id = s.fantasy_team_id and t.is_media` : sql``}
        where s.league_id = ${filter.leagueId} and s.start like ${pattern}
          and not exists (
            select 1 from fantasy_team_name_starts e
            where e.fantasy_team_id = s.fantasy_team_id and e.start like ${pattern}
              and char_length(e.start) > char_length(s.start))
        limit ${cap}
      ) x`;
  }
  return sql`
    select count(*)::int as n from (
      select 1 from champ_rating r
      join fantasy_teams t on t.id = r.fantasy_team_id
      where ${filterWhere(champId, filter)}
      limit ${cap}
    ) x`;
}

/**
 * A page of a filter that matches many teams, by place: the rating read in
 * place order (the subquery keeps the index order) with each team checked
 * against the filter, stopping after the page instead of sorting every match.
 */
export function filteredWalkSql(
  champId: number,
  filter: RatingFilter,
  read: { offset: number; limit: number },
  bestFirst: boolean,
): SQL {
  const dir = bestFirst ? sql`asc` : sql`desc`;
  return sql`
    select r.fantasy_team_id from (
      select fantasy_team_id, place from champ_rating where champ_id = ${champId}
      order by place ${dir}, fantasy_team_id ${dir} offset 0
    ) r
    join fantasy_teams t on t.id = r.fantasy_team_id
    where ${filterWhere(champId, filter, 'outer')}
    order by r.place ${dir}, r.fantasy_team_id ${dir}
    limit ${read.limit} offset ${read.offset}`;
}

export async function findTeamIds(db: DbOrTx, query: SQL): Promise<number[]> {
  const { rows } = await db.execute<{ fantasy_team_id: number }>(query);
  return rows.map((r) => Number(r.fantasy_team_id));
}

export async function findPlace(db: DbOrTx, query: SQL): Promise<number | null> {
  const { rows } = await db.execute<{ place: number }>(query);
  return rows[0] ? Number(rows[0].place) : null;
}

export async function findCount(db: DbOrTx, query: SQL): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(query);
  return Number(rows[0]?.n ?? 0);
}

export type RatingTeamRow = {
  fantasyTeamId: number;
  /** null: the team has no stored row in the champ (it joined after the last scored tour). */
  points: number | null;
  place: number | null;
  /** The stored place before the latest scored tour (issue 23 §3). */
  prevPlace: number | null;
  name: string;
  isMedia: boolean;
  mediaName: string | null;
  mediaUrl: string | null;
};

/** These teams with their names and, where they have one, their stored row in the champ (primary-key reads). */
export async function findRatingRows(
  db: DbOrTx,
  champId: number,
  teamIds: number[],
): Promise<RatingTeamRow[]> {
  if (teamIds.length === 0) return [];
  return db
    .select({
      fantasyTeamId: fantasyTeams.id,
      points: champRating.points,
      place: champRating.place,
      prevPlace: champRating.prevPlace,
      name: fantasyTeams.name,
      isMedia: fantasyTeams.isMedia,
      mediaName: fantasyTeams.mediaName,
      mediaUrl: fantasyTeams.mediaUrl,
    })
    .from(fantasyTeams)
    .leftJoin(
      champRating,
      and(eq(champRating.champId, champId), eq(champRating.fantasyTeamId, fantasyTeams.id)),
    )
    .where(inArray(fantasyTeams.id, teamIds));
}

/** Stage points of these teams in these stages, keyed `${teamId}:${stageId}`. */
export async function findStagePointsOf(
  db: DbOrTx,
  teamIds: number[],
  stageIds: number[],
): Promise<Map<string, number>> {
  if (teamIds.length === 0 || stageIds.length === 0) return new Map();
  const rows = await db
    .select({
      teamId: fantasyStagePoints.fantasyTeamId,
      stageId: fantasyStagePoints.stageId,
      points: fantasyStagePoints.points,
    })
    .from(fantasyStagePoints)
    .where(
      and(inArray(fantasyStagePoints.stageId, stageIds), inArray(fantasyStagePoints.fantasyTeamId, teamIds)),
    );
  return new Map(rows.map((r) => [`${r.teamId}:${r.stageId}`, r.points]));
}

/** The user's team in a league. */
export async function findUserTeam(db: DbOrTx, userId: number, leagueId: number) {
  const [team] = await db
    .select({ id: fantasyTeams.id })
    .from(fantasyTeams)
    .where(and(eq(fantasyTeams.userId, userId), eq(fantasyTeams.leagueId, leagueId)))
    .limit(1);
  return team ?? null;
}

export type TourWins = { wins: number; latest: boolean };

/** Issue 23 §3: how many tours these teams won in the champ, and whether the latest (`latestStageId`). */
export async function findTourWins(
  db: DbOrTx,
  champId: number,
  teamIds: number[],
  latestStageId: number | null,
): Promise<Map<number, TourWins>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .select({
      teamId: fantasyTourWinners.fantasyTeamId,
      wins: sql<number>`count(*)::int`,
      latest: sql<boolean>`bool_or(${fantasyTourWinners.stageId} = ${latestStageId ?? 0})`,
    })
    .from(fantasyTourWinners)
    .where(and(eq(fantasyTourWinners.champId, champId), inArray(fantasyTourWinners.fantasyTeamId, teamIds)))
    .groupBy(fantasyTourWinners.fantasyTeamId);
  return new Map(rows.map((r) => [r.teamId, { wins: r.wins, latest: r.latest }]));
}

/** The champ's tour winners with their tours and team names, the latest tour first. */
export async function findTourWinnersRoll(db: DbOrTx, champId: number) {
  return db
    .select({
      stageId: fantasyStages.id,
      stageName: fantasyStages.name,
      points: fantasyTourWinners.points,
      name: fantasyTeams.name,
    })
    .from(fantasyTourWinners)
    .innerJoin(fantasyStages, eq(fantasyStages.id, fantasyTourWinners.stageId))
    .innerJoin(fantasyTeams, eq(fantasyTeams.id, fantasyTourWinners.fantasyTeamId))
    .where(eq(fantasyTourWinners.champId, champId))
    .orderBy(desc(fantasyStages.tour), asc(fantasyTeams.name));
}
