import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connect.ts';
import { fantasyPlayerStats, players, seasonTeams, teams } from '../../../db/schema/index.ts';
import type { ClubRow } from '../matches.queries.ts';
import type { PlayerSort } from './players-sort.ts';

export type MarketFilters = {
  teamId?: number;
  fieldPosition?: number;
  name?: string;
  priceFrom?: number;
  priceTo?: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterConditions(seasonId: number, filters: MarketFilters): SQL | undefined {
  const name = filters.name?.trim();
  const pattern = name ? `%${escapeLike(name)}%` : null;
  return and(
    eq(seasonTeams.seasonId, seasonId),
    filters.teamId === undefined ? undefined : eq(players.teamId, filters.teamId),
    filters.fieldPosition === undefined ? undefined : eq(players.fieldPosition, filters.fieldPosition),
    filters.priceFrom === undefined ? undefined : gte(players.price, filters.priceFrom),
    filters.priceTo === undefined ? undefined : lte(players.price, filters.priceTo),
    pattern === null
      ? undefined
      : or(
          ilike(players.name, pattern),
          ilike(players.surname, pattern),
          ilike(players.nickname, pattern),
          ilike(sql`${players.surname} || ' ' || ${players.name}`, pattern),
          ilike(sql`${players.name} || ' ' || ${players.surname}`, pattern),
        ),
  );
}

const statColumns = {
  points: fantasyPlayerStats.points,
  popularity_percent: fantasyPlayerStats.popularityPercent,
  goals: fantasyPlayerStats.goals,
  assists: fantasyPlayerStats.assists,
  performance: fantasyPlayerStats.performance,
} as const;

function orderOf(sort: PlayerSort): SQL[] {
  const direction = sort.descending ? desc : asc;
  const points = desc(sql`coalesce(${fantasyPlayerStats.points}, 0)`);
  if (sort.field === 'mysquad') {
    const ids = sort.selected.length > 0 ? sort.selected : [0];
    return [direction(sql`(${inArray(players.id, ids)})`), points, asc(players.id)];
  }
  const key = direction(sql`coalesce(${statColumns[sort.field]}, 0)`);
  return sort.field === 'points' ? [key, asc(players.id)] : [key, points, asc(players.id)];
}

export type MarketPageOptions = {
  seasonId: number;
  leagueId: number;
  filters: MarketFilters;
  sort: PlayerSort;
  offset: number;
  limit: number;
};

/** The page's ids in order (also read by the benchmark's EXPLAIN). */
export function marketPageQuery(db: DbOrTx, opts: MarketPageOptions) {
  const stats = and(
    eq(fantasyPlayerStats.leagueId, opts.leagueId),
    eq(fantasyPlayerStats.playerId, players.id),
  );
  return db
    .select({ id: players.id })
    .from(players)
    .innerJoin(seasonTeams, eq(seasonTeams.teamId, players.teamId))
    .leftJoin(fantasyPlayerStats, stats)
    .where(filterConditions(opts.seasonId, opts.filters))
    .orderBy(...orderOf(opts.sort))
    .limit(opts.limit)
    .offset(opts.offset);
}

export function marketCountQuery(db: DbOrTx, opts: Pick<MarketPageOptions, 'seasonId' | 'filters'>) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(players)
    .innerJoin(seasonTeams, eq(seasonTeams.teamId, players.teamId))
    .where(filterConditions(opts.seasonId, opts.filters));
}

/**
 * One page of the league's player market: the players of the season's clubs
 * (players by club index), their stored aggregates (by primary key), in the
 * order asked with the id as the last tie-breaker so pages never overlap.
 * The market is one league's players (about a thousand): the filtered set is
 * sorted in memory; squads are never read (popularity is stored).
 */
export async function findMarketPage(
  db: DbOrTx,
  opts: MarketPageOptions,
): Promise<{ ids: number[]; total: number }> {
  const [page, [count]] = await Promise.all([marketPageQuery(db, opts), marketCountQuery(db, opts)]);
  return { ids: page.map((r) => r.id), total: count?.total ?? 0 };
}

/** The season's clubs, for the club filter. */
export async function findSeasonClubs(db: DbOrTx, seasonId: number): Promise<ClubRow[]> {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      shortName: teams.shortName,
      logo: teams.logo,
      logoWhite: teams.logoWhite,
    })
    .from(teams)
    .innerJoin(seasonTeams, and(eq(seasonTeams.teamId, teams.id), eq(seasonTeams.seasonId, seasonId)))
    .orderBy(asc(teams.name));
}

/** Whether the player plays for a club of the season (a player outside it is not in the league). */
export async function isSeasonPlayer(db: DbOrTx, seasonId: number, playerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .innerJoin(seasonTeams, and(eq(seasonTeams.teamId, players.teamId), eq(seasonTeams.seasonId, seasonId)))
    .where(eq(players.id, playerId))
    .limit(1);
  return Boolean(row);
}

/** The season's players as the squad rules see them (squad/save-rules.ts). */
export async function findSeasonSquadPlayers(db: DbOrTx, seasonId: number) {
  return db
    .select({
      id: players.id,
      fieldPosition: players.fieldPosition,
      teamId: players.teamId,
      price: players.price,
      status: players.status,
    })
    .from(players)
    .innerJoin(seasonTeams, and(eq(seasonTeams.teamId, players.teamId), eq(seasonTeams.seasonId, seasonId)));
}
