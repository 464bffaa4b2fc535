import { sql } from 'drizzle-orm';
import type { PastSeasonGame } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';

type WinnerRow = {
  season_id: number;
  game: PastSeasonGame['game'];
  league_id: number;
  champ_id: number;
  name: string | null;
  points: number | null;
};

/** At most this many names share a first place in the history (a tie of more is rare). */
const WINNERS_SHOWN = 3;

/**
 * The general ratings of both games in these seasons with their first places: a read across the
 * games' tables (set-based reads may join other modules' tables; docs/architecture.md).
 */
export async function findGameWinners(
  db: Db,
  seasonIds: number[],
): Promise<(PastSeasonGame & { seasonId: number })[]> {
  if (seasonIds.length === 0) return [];
  const ids = sql`(${sql.join(
    seasonIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const { rows } = await db.execute<WinnerRow>(sql`
    select c.season_id, c.game, l.id as league_id, c.id as champ_id, w.name, w.points
    from champs c
    join predictor_leagues l on l.season_id = c.season_id
    left join lateral (
      select u.login as name, r.points from predictor_ratings r join users u on u.id = r.user_id
      where r.champ_id = c.id and r.place = 1 order by r.user_id limit ${WINNERS_SHOWN}
    ) w on true
    where c.game = 'predictor' and c.type = 'general' and c.season_id in ${ids}
    union all
    select c.season_id, c.game, l.id, c.id, w.name, w.points
    from champs c
    join fantasy_leagues l on l.season_id = c.season_id
    left join lateral (
      select t.name, r.points from champ_rating r join fantasy_teams t on t.id = r.fantasy_team_id
      where r.champ_id = c.id and r.place = 1 order by t.id limit ${WINNERS_SHOWN}
    ) w on true
    where c.game = 'fantasy' and c.type = 'general' and c.season_id in ${ids}`);
  const games = new Map<string, PastSeasonGame & { seasonId: number }>();
  for (const row of rows) {
    const key = `${row.season_id}:${row.game}`;
    const game = games.get(key) ?? {
      seasonId: row.season_id,
      game: row.game,
      league_id: row.league_id,
      champ_id: row.champ_id,
      winners: [],
    };
    if (row.name !== null) game.winners.push({ name: row.name, points: Number(row.points) });
    games.set(key, game);
  }
  const order = { predictor: 0, fantasy: 1 } as const;
  return [...games.values()].sort((a, b) => order[a.game] - order[b.game]);
}
