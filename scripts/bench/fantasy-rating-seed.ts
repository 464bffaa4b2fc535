import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../apps/api/src/db/connect.ts';
import { refreshRatingOrder } from '../../apps/api/src/modules/scoring/fantasy-rating-order.sql.ts';
import { ratingsSql } from '../../apps/api/src/modules/scoring/fantasy-scoring.sql.ts';

export type BenchRating = {
  seasonId: number;
  leagueId: number;
  stageIds: number[];
  generalChampId: number;
  userChampId: number;
};

/**
 * A fantasy season of `teams` teams for the rating pages, set-based: a
 * league of three stages (two played), a user per team named 'Команда N'
 * (every 5,000th a media team), the general rating and a user league of
 * `leagueMembers` teams. Stage points go straight into fantasy_stage_points
 * (no squads): 49 teams in 50 play the second stage, four in five the
 * first, one in 50 none (rated with 0 points); 0–150 points, so ties are many.
 */
export async function seedBenchRating(
  db: Db,
  opts: { teams: number; leagueMembers?: number },
): Promise<BenchRating> {
  const q = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];
  const [season] = await q<{ id: number }>(
    sql`insert into seasons (name, year, is_current) values ('Бенчмарк рейтинга', '2026', true) returning id`,
  );
  const seasonId = season!.id;
  const [league] = await q<{ id: number }>(
    sql`insert into fantasy_leagues (season_id, name, is_active) values (${seasonId}, 'Фэнтези', true) returning id`,
  );
  const leagueId = league!.id;
  const stages = await q<{ id: number }>(sql`
    insert into fantasy_stages (league_id, name, tour, status, start_at, stop_at, update_closing_at)
    select ${leagueId}, 'Тур ' || t, t, (array['past', 'past', 'current'])[t],
           now() + (t - 3) * interval '7 days', now() + (t - 3) * interval '7 days' + interval '1 day',
           now() + (t - 3) * interval '7 days' - interval '1 hour'
    from generate_series(1, 3) t
    returning id`);
  const stageIds = stages.map((s) => s.id);
  await db.execute(sql`
    insert into users (login, email, password_hash)
    select 'rbench' || g, 'rbench' || g || '@bench.test', 'not-a-hash' from generate_series(1, ${opts.teams}) g`);
  await db.execute(sql`
    insert into fantasy_teams (user_id, league_id, name, moderation_status, is_media, media_name)
    select u.id, ${leagueId}, 'Команда ' || substr(u.login, 7), 1,
           substr(u.login, 7)::int % 5000 = 0, case when substr(u.login, 7)::int % 5000 = 0 then 'Медиа ' || u.login end
    from users u where u.login like 'rbench%'`);
  const [general] = await q<{ id: number }>(sql`
    insert into champs (season_id, game, type, name, status) values (${seasonId}, 'fantasy', 'general', 'Общий рейтинг', 'started')
    returning id`);
  const [owner] = await q<{ user_id: number }>(
    sql`select user_id from fantasy_teams where league_id = ${leagueId} order by id limit 1`,
  );
  const [userChamp] = await q<{ id: number }>(sql`
    insert into champs (season_id, game, type, name, owner_user_id, invite_hash, is_public, status)
    values (${seasonId}, 'fantasy', 'user', 'Лига бенчмарка', ${owner!.user_id}, ${`bench-${seasonId}-invite-hash`}, false, 'started')
    returning id`);
  await db.execute(sql`
    insert into champ_members (champ_id, fantasy_team_id, season_id, champ_type)
    select ${userChamp!.id}, id, ${seasonId}, 'user' from fantasy_teams
    where league_id = ${leagueId} and id % ${Math.max(1, Math.floor(opts.teams / (opts.leagueMembers ?? 200)))} = 0`);
  for (const [i, stageId] of stageIds.slice(0, 2).entries()) {
    await db.execute(sql`
      insert into fantasy_stage_points (stage_id, fantasy_team_id, points)
      select ${stageId}, t.id, ((t.id::bigint * 7919 + ${i} * 104729) % 151)::int
      from fantasy_teams t
      where t.league_id = ${leagueId} and t.id % 50 <> 0 and (${i} = 1 or t.id % 5 <> 0)`);
  }
  // Statistics of the settled tables, as autovacuum leaves them, whenever it would have run. Not of the
  // empty champ_rating: analyzed empty, it makes the scoring job's insert of the new rating rows a
  // nested-loop anti join that re-reads the table it fills (quadratic: hours at 1,000,000 teams).
  await analyzeRatingTables(db, [
    'users',
    'fantasy_teams',
    'fantasy_team_name_starts',
    'fantasy_stage_points',
    'champ_members',
  ]);
  return { seasonId, leagueId, stageIds, generalChampId: general!.id, userChampId: userChamp!.id };
}

/**
 * Marks the two played stages scored and builds every rating with the scoring
 * job's own statements (totals, the general rating and user leagues with
 * shared places), then the rating-order step of the job for both stages.
 */
export async function buildBenchRating(db: Db, bench: BenchRating): Promise<void> {
  const played = bench.stageIds.slice(0, 2);
  await db.transaction(async (tx: Tx) => {
    await tx.execute(sql`update fantasy_stages set scored_at = now() where id in ${played}`);
    const stage = {
      id: played[1]!,
      leagueId: bench.leagueId,
      seasonId: bench.seasonId,
      tour: 2,
      budget: 100,
    };
    for (const statement of ratingsSql(stage)) await tx.execute(statement);
    for (const stageId of played) await refreshRatingOrder(tx, { stageId, seasonId: bench.seasonId });
  });
  await analyzeRatingTables(db);
}

async function analyzeRatingTables(
  db: Db,
  tables = [
    'users',
    'fantasy_teams',
    'fantasy_team_name_starts',
    'fantasy_stage_points',
    'champ_rating',
    'champ_members',
  ],
): Promise<void> {
  for (const table of tables) await db.execute(sql.raw(`analyze ${table}`));
}
