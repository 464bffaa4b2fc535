import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/connect.ts';

const CLUBS = 20;
const VIRTUAL_SQUADS = 1_000_000;

/**
 * A season of 20 clubs and `players` players, an active fantasy league of
 * three stages (the second current) with 10 matches a tour, and every
 * player's stored aggregates. Popularity follows a Zipf-like curve scaled so
 * that the counts add up to 1,000,000 squads × 15 players, as the recount
 * would store them. Everything is set-based SQL.
 */
export async function seedMarket(db: Db, opts: { players: number }) {
  const P = opts.players;
  const q = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

  const [season] = await q<{ id: number }>(
    sql`insert into seasons (name, year, is_current) values ('Бенчмарк', '2026', true) returning id`,
  );
  const seasonId = season!.id;
  await db.execute(sql`
    insert into teams (name, short_name, logo, logo_white)
    select 'Клуб ' || i, 'К' || i, '/logos/' || i || '.svg', '/logos/' || i || '-white.svg'
    from generate_series(1, ${CLUBS}) i`);
  await db.execute(sql`insert into season_teams (season_id, team_id) select ${seasonId}, id from teams`);
  const [club] = await q<{ id: number }>(sql`select min(id) as id from teams`);
  const firstClubId = club!.id;
  await db.execute(sql`
    insert into players (team_id, name, surname, nickname, field_position, price, status)
    select ${firstClubId} + (i - 1) % ${CLUBS}, 'Имя' || i, 'Фамилия' || i,
           case when i % 7 = 0 then 'Ник' || i end,
           case when i % 10 = 0 then 1 when i % 10 < 4 then 2 when i % 10 < 8 then 3 else 4 end,
           4 + (i * 7 % 18) / 2.0,
           case when i % 50 = 0 then 'disqualified' when i % 37 = 0 then 'injury' else 'active' end
    from generate_series(1, ${P}) i`);

  const [league] = await q<{ id: number }>(
    sql`insert into fantasy_leagues (season_id, name, is_active) values (${seasonId}, 'Фэнтези', true) returning id`,
  );
  const leagueId = league!.id;
  await db.execute(sql`
    insert into fantasy_stages (league_id, name, tour, status, start_at, stop_at, update_closing_at)
    select ${leagueId}, 'Тур ' || t, t, (array['past', 'current', 'future'])[t],
           now() + (t - 2) * interval '7 days', now() + (t - 2) * interval '7 days' + interval '1 day',
           now() + (t - 2) * interval '7 days' - interval '1 hour'
    from generate_series(1, 3) t`);
  await db.execute(sql`
    insert into matches (season_id, tour, starts_at, home_team_id, guest_team_id)
    select ${seasonId}, t, now() + (t - 2) * interval '7 days' + m * interval '1 hour',
           ${firstClubId} + 2 * m, ${firstClubId} + 2 * m + 1
    from generate_series(1, 3) t, generate_series(0, ${CLUBS / 2 - 1}) m`);

  // Zipf-like shares: the k-th most popular player holds a share ∝ 1/k^0.9 of 15,000,000 picks.
  await db.execute(sql`
    with ranked as (
      select id, row_number() over (order by (id * 7919) % 100003) as k from players
    ), weighted as (
      select id, 1 / power(k, 0.9) as w, sum(1 / power(k, 0.9)) over () as total from ranked
    )
    insert into fantasy_player_stats
      (league_id, player_id, points, goals, assists, matches, minutes, ycards, rcards, popularity_percent, performance)
    select ${leagueId}, id, (id * 37) % 120, (id * 13) % 15, (id * 11) % 12, 5, 5 * ((id * 17) % 91),
           (id * 3) % 4, (id * 5) % 7 / 6,
           least(100, round(100.0 * least(${VIRTUAL_SQUADS}, ${15 * VIRTUAL_SQUADS} * w / total) / ${VIRTUAL_SQUADS}, 2)),
           round(((id * 37) % 120) / 5.0, 2)
    from weighted`);
  await db.execute(sql`
    insert into fantasy_stage_popularity (stage_id, player_id, squads_count, popularity_percent)
    select s.id, f.player_id, round(f.popularity_percent * ${VIRTUAL_SQUADS / 100})::int, f.popularity_percent
    from fantasy_stages s cross join fantasy_player_stats f where s.league_id = ${leagueId} and s.tour <= 2`);
  await db.execute(sql`
    insert into player_match_points (match_id, player_id, stage_id, points, events)
    select m.id, p.id, s.id, (p.id * 7 + s.tour) % 13, '[]'::jsonb
    from players p
    join fantasy_stages s on s.league_id = ${leagueId} and s.tour = 1
    join matches m on m.tour = s.tour and p.team_id in (m.home_team_id, m.guest_team_id)`);

  const [current] = await q<{ id: number }>(
    sql`select id from fantasy_stages where league_id = ${leagueId} and status = 'current'`,
  );
  const some = await q<{ id: number }>(sql`select id from players order by id limit 15`);
  return {
    seasonId,
    leagueId,
    firstClubId,
    currentStageId: current!.id,
    someSquadIds: some.map((r) => r.id),
    /** N users with a team and a squad of 15 distinct players in the current stage. */
    insertSquads: async (n: number) => {
      await db.execute(sql`
        insert into users (login, email, password_hash)
        select 'bench' || i, 'bench' || i || '@example.test', 'x' from generate_series(1, ${n}) i`);
      await db.execute(sql`
        insert into fantasy_teams (user_id, league_id, name, moderation_status)
        select id, ${leagueId}, 'Команда ' || id, 1 from users where login like 'bench%'`);
      await db.execute(sql`
        insert into squads (fantasy_team_id, stage_id, scheme, cost, substitutions_count)
        select id, ${current!.id}, '4-4-2', 90, 0 from fantasy_teams where league_id = ${leagueId}`);
      // 67·j mod P is distinct for j < 15, so each squad holds 15 different players.
      await db.execute(sql`
        insert into squad_players (squad_id, player_id, position, is_captain)
        select s.id, p.min_id + (s.id * 131 + j * 67) % ${P}, case when j < 11 then 1 else 0 end, j = 0
        from squads s cross join generate_series(0, 14) j
        cross join (select min(id) as min_id from players) p
        where s.stage_id = ${current!.id}`);
    },
  };
}
