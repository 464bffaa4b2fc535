import type { AdminGameParticipation, AdminParticipation } from '@mliga/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';

type Game = 'predictor' | 'fantasy';

/**
 * Per tour, the users who took part: a scored tour's count was stored by scoring; a tour not
 * scored yet (the open ones, a handful) is counted now.
 */
const stagesSql: Record<Game, (leagueId: number) => ReturnType<typeof sql>> = {
  predictor: (leagueId) => sql`
    select s.id, s.name, s.status,
           coalesce(s.players_count,
                    (select count(distinct p.user_id) from predictions p where p.stage_id = s.id))::int as participants
    from predictor_stages s where s.league_id = ${leagueId} order by s.tour`,
  fantasy: (leagueId) => sql`
    select f.id, f.name, f.status,
           coalesce(f.saved_squads_count,
                    (select count(*) from squads q where q.stage_id = f.id and not q.carried_over))::int
             as participants
    from fantasy_stages f where f.league_id = ${leagueId} order by f.tour`,
};

async function participationOf(db: Db, game: Game): Promise<AdminGameParticipation | null> {
  const leagues = game === 'predictor' ? sql`predictor_leagues` : sql`fantasy_leagues`;
  const { rows: active } = await db.execute<{ id: number; name: string; season_id: number }>(
    sql`select id, name, season_id from ${leagues} where is_active limit 1`,
  );
  const league = active[0];
  if (!league) return null;
  const [stages, ratings] = await Promise.all([
    db.execute<{ id: number; name: string; status: string; participants: number }>(
      stagesSql[game](league.id),
    ),
    db.execute<{ id: number; name: string; type: string; members_count: number }>(sql`
      select id, name, type, members_count from champs
      where season_id = ${league.season_id} and game = ${game} and type in ('general', 'partner')
      order by id`),
  ]);
  return {
    league: { id: league.id, name: league.name },
    stages: stages.rows.map((s) => ({ ...s, participants: Number(s.participants) })),
    ratings: ratings.rows.map((r) => ({ ...r, members_count: Number(r.members_count) })),
  };
}

/** GET /admin/reports/participation/: both games' active leagues, their tours' participation and their ratings. */
export async function getParticipation(db: Db): Promise<AdminParticipation> {
  const [predictor, fantasy] = await Promise.all([
    participationOf(db, 'predictor'),
    participationOf(db, 'fantasy'),
  ]);
  return { predictor, fantasy };
}
