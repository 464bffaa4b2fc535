import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connect.ts';
import { fantasyStages } from '../../../db/schema/index.ts';

/** The scored stages with their stored average and best team points, in tour order. */
export async function findScoredStagePoints(db: DbOrTx, leagueId: number) {
  return db
    .select({
      id: fantasyStages.id,
      name: fantasyStages.name,
      avg: fantasyStages.avgPoints,
      max: fantasyStages.maxPoints,
    })
    .from(fantasyStages)
    .where(and(eq(fantasyStages.leagueId, leagueId), isNotNull(fantasyStages.scoredAt)))
    .orderBy(asc(fantasyStages.tour));
}

export type TopListCode = 'goals' | 'assists' | 'points' | 'popularity' | 'value';

/** What each list ranks and which players it holds (the stored season aggregates `s`, the player `p`). */
const TOP_LISTS: Record<TopListCode, { value: SQL; where: SQL }> = {
  goals: { value: sql`s.goals`, where: sql`s.goals > 0` },
  assists: { value: sql`s.assists`, where: sql`s.assists > 0` },
  points: { value: sql`s.points`, where: sql`s.matches > 0` },
  popularity: { value: sql`s.popularity_percent`, where: sql`s.popularity_percent > 0` },
  value: {
    value: sql`s.points::numeric / p.price`,
    where: sql`s.matches > 0 and s.points > 0 and p.price > 0`,
  },
};

/** The ten best players of a list (ties by player id), from the league's stored aggregates (~1,000 rows). */
export async function findTopPlayers(
  db: DbOrTx,
  leagueId: number,
  code: TopListCode,
  limit = 10,
): Promise<{ playerId: number; value: number }[]> {
  const list = TOP_LISTS[code];
  const { rows } = await db.execute<{ player_id: number; value: string | number }>(sql`
    select s.player_id, ${list.value} as value
    from fantasy_player_stats s join players p on p.id = s.player_id
    where s.league_id = ${leagueId} and ${list.where}
    order by ${list.value} desc, s.player_id asc
    limit ${limit}`);
  return rows.map((r) => ({ playerId: Number(r.player_id), value: Number(r.value) }));
}

/** Per stage, its most picked captain (ties: the lower player id) and the share of squads that picked them. */
export async function findTopCaptains(
  db: DbOrTx,
  stageIds: number[],
): Promise<Map<number, { player: { id: number; name: string }; percent: number }>> {
  if (stageIds.length === 0) return new Map();
  const { rows } = await db.execute<{
    stage_id: number;
    player_id: number;
    name: string;
    n: number;
    total: number;
  }>(sql`
    select distinct on (c.stage_id) c.stage_id, c.player_id, trim(p.name || ' ' || p.surname) as name,
           c.captains_count as n, c.total
    from (
      select stage_id, player_id, captains_count,
             sum(captains_count) over (partition by stage_id)::int as total
      from fantasy_stage_popularity
      where stage_id in ${sql`(${sql.join(
        stageIds.map((id) => sql`${id}`),
        sql`, `,
      )})`}
    ) c
    join players p on p.id = c.player_id
    where c.captains_count > 0
    order by c.stage_id, c.captains_count desc, c.player_id`);
  return new Map(
    rows.map((r) => [
      Number(r.stage_id),
      {
        player: { id: Number(r.player_id), name: r.name },
        percent: Math.round((1000 * Number(r.n)) / Number(r.total)) / 10,
      },
    ]),
  );
}
