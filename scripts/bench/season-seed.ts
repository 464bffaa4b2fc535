/**
 * A synthetic season at the scale of issue 11, set-based SQL only: N users,
 * 20 clubs × 50 players, 10 tours of 10 matches, a predictor league whose
 * 10 stages hold the tour's matches as events (every user predicts every
 * event), a fantasy league of 10 stages (every user has a team and a squad
 * per stage), both ratings built from stored stage points by the scoring
 * job's own statements, and for the save surges an auth key per user.
 *
 * Tours 1–9 are past and scored; tour 10 is open (predictions and squads may
 * still be saved). Runs on the real schema (the migration), nothing dropped.
 *
 *   npx tsx scripts/bench/season-seed.ts [--users 1000000 | --small]
 *
 * BENCH_DATABASE_URL (default postgres://mliga:mliga@127.0.0.1:5432/postgres)
 * names the server; a new database is made there (and kept with --keep).
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Db, type Tx } from '../../apps/api/src/db/connect.ts';
import { refreshRatingOrder } from '../../apps/api/src/modules/scoring/fantasy-rating-order.sql.ts';
import { ratingsSql } from '../../apps/api/src/modules/scoring/fantasy-scoring.sql.ts';
import { timed } from './lib.ts';
import { buildBenchRatings, insertBenchStagePoints, insertBenchUsers } from './predictor-rating-seed.ts';

export const TOURS = 10;
export const CLUBS = 20;
export const PLAYERS_PER_CLUB = 50;

export type Season = {
  users: number;
  /** The first bench user's id: bench user i (1-based) is `firstUserId + i - 1` (a cluster's admin came first). */
  firstUserId: number;
  seasonId: number;
  firstClubId: number;
  firstPlayerId: number;
  predictor: { leagueId: number; stageIds: number[]; generalChampId: number; partnerChampId: number };
  fantasy: { leagueId: number; stageIds: number[]; generalChampId: number };
};

/** The auth key of bench user `id` (its sha256 is stored in auth_keys). */
export const benchKey = (id: number) => `bench-key-${String(id).padStart(10, '0')}`;

/*
 * Squad of user u (4-4-2): the 15 picks j = 0…14 come from 15 different clubs
 * (club (u + j) mod 20), so no club gives more than 3. Within a club, players
 * 0–4 are goalkeepers, 5–19 defenders, 20–34 midfielders, 35–49 forwards.
 * Picks: j 0–1 goalkeepers (j 0 starts), 2–6 defenders (2–5 start), 7–11
 * midfielders (7–10 start), 12–14 forwards (12–13 start). Prices ≤ 6.5, so
 * any squad costs ≤ 97.5 of the 100 budget. The captain is pick 12.
 */
export const SQUAD_PICKS = sql`(values
  (0, 0, 5, 1), (1, 0, 5, 0),
  (2, 5, 15, 1), (3, 5, 15, 1), (4, 5, 15, 1), (5, 5, 15, 1), (6, 5, 15, 0),
  (7, 20, 15, 1), (8, 20, 15, 1), (9, 20, 15, 1), (10, 20, 15, 1), (11, 20, 15, 0),
  (12, 35, 15, 1), (13, 35, 15, 1), (14, 35, 15, 0)) as pick(j, first_k, n_k, starter)`;
/** Player id of pick `j` of user `u` (SQL expressions), given the first player id. */
export const pickPlayerSql = (u: ReturnType<typeof sql>, firstPlayerId: number) =>
  sql`${firstPlayerId} + (pick.first_k + ((${u} / 20) * 7 + pick.j * 3) % pick.n_k) * ${CLUBS} + (${u} + pick.j) % ${CLUBS}`;

/**
 * Seeds the bench database at `url` (made by openBenchDatabase, so migrated).
 * The seed's own connections run with `session_replication_role = replica`,
 * which skips the per-row foreign-key triggers as `pg_restore
 * --disable-triggers` does (every reference is right by construction); the
 * schema, its indexes and checks are untouched, and connections opened
 * afterwards (the API's) check every foreign key as usual.
 */
export async function seedBenchDatabase(url: string, users: number): Promise<Season> {
  const name = new URL(url).pathname.slice(1);
  const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
  await admin.db.execute(sql.raw(`alter database ${name} set session_replication_role = replica`));
  const seeding = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    return await seedSeason(seeding.db, users);
  } finally {
    await seeding.close();
    await admin.db.execute(sql.raw(`alter database ${name} reset session_replication_role`));
    await admin.close();
  }
}

export async function seedSeason(db: Db, users: number): Promise<Season> {
  const q = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];
  const one = async (query: ReturnType<typeof sql>) => (await q<{ id: number }>(query))[0]!.id;

  const seasonId = await one(
    sql`insert into seasons (name, year, is_current) values ('Бенчмарк сезона', '2026', true) returning id`,
  );
  await db.execute(sql`
    insert into teams (name, short_name, logo, logo_white)
    select 'Клуб ' || c, 'К' || c, '/logos/' || c || '.svg', '/logos/' || c || '-white.svg'
    from generate_series(1, ${CLUBS}) c`);
  await db.execute(sql`insert into season_teams (season_id, team_id) select ${seasonId}, id from teams`);
  const firstClubId = await one(sql`select min(id) as id from teams`);
  // Player i (0-based) plays for club i mod 20; i / 20 is its index in the club.
  await db.execute(sql`
    insert into players (team_id, name, surname, nickname, field_position, price, status)
    select ${firstClubId} + i % ${CLUBS}, 'Имя' || i, 'Фамилия' || i, case when i % 7 = 0 then 'Ник' || i end,
           case when i / ${CLUBS} < 5 then 1 when i / ${CLUBS} < 20 then 2 when i / ${CLUBS} < 35 then 3 else 4 end,
           4 + (i % 6) / 2.0, 'active'
    from generate_series(0, ${CLUBS * PLAYERS_PER_CLUB - 1}) i`);
  const firstPlayerId = await one(sql`select min(id) as id from players`);
  // Tour t: club c meets club c + 10; tours 1–9 played, tour 10 two days ahead.
  await db.execute(sql`
    insert into matches (season_id, tour, starts_at, home_team_id, guest_team_id, home_score, guest_score, is_finished)
    select ${seasonId}, t, now() + (t - ${TOURS}) * interval '7 days' + interval '2 days' + c * interval '2 hours',
           ${firstClubId} + c, ${firstClubId} + c + 10,
           case when t < ${TOURS} then (c * t) % 4 end, case when t < ${TOURS} then (c + t) % 3 end, t < ${TOURS}
    from generate_series(1, ${TOURS}) t cross join generate_series(0, ${CLUBS / 2 - 1}) c`);

  // Predictor: league, 10 stages, the tour's 10 matches as events, both ratings' champs.
  const pLeague = await one(sql`
    insert into predictor_leagues (season_id, name, is_active) values (${seasonId}, 'Прогнозы', true) returning id`);
  const pStages = await q<{ id: number }>(sql`
    insert into predictor_stages (league_id, name, tour, status, start_at, stop_at, closes_at)
    select ${pLeague}, 'Тур ' || t, t, case when t < ${TOURS} then 'past' else 'current' end,
           now() + (t - ${TOURS}) * interval '7 days' + interval '2 days',
           now() + (t - ${TOURS}) * interval '7 days' + interval '3 days',
           now() + (t - ${TOURS}) * interval '7 days' + interval '2 days' - interval '1 hour'
    from generate_series(1, ${TOURS}) t order by t
    returning id`);
  await db.execute(sql`
    insert into predictor_events (stage_id, kind, match_id, starts_at, sort_order)
    select s.id, 'match', m.id, m.starts_at, m.home_team_id - ${firstClubId} + 1
    from predictor_stages s join matches m on m.season_id = ${seasonId} and m.tour = s.tour
    where s.league_id = ${pLeague}`);
  const [pGeneral, pPartner] = await q<{ id: number }>(sql`
    insert into champs (season_id, game, type, name, status)
    values (${seasonId}, 'predictor', 'general', 'Общий рейтинг', 'started'),
           (${seasonId}, 'predictor', 'partner', 'Рейтинг партнёра', 'started')
    returning id`);

  // Fantasy: league, 10 stages, the general rating.
  const fLeague = await one(sql`
    insert into fantasy_leagues (season_id, name, is_active) values (${seasonId}, 'Фэнтези', true) returning id`);
  const fStages = await q<{ id: number }>(sql`
    insert into fantasy_stages (league_id, name, tour, status, start_at, stop_at, update_closing_at)
    select ${fLeague}, 'Тур ' || t, t, case when t < ${TOURS} then 'past' else 'current' end,
           now() + (t - ${TOURS}) * interval '7 days' + interval '2 days',
           now() + (t - ${TOURS}) * interval '7 days' + interval '3 days',
           now() + (t - ${TOURS}) * interval '7 days' + interval '2 days' - interval '1 hour'
    from generate_series(1, ${TOURS}) t order by t
    returning id`);
  const fGeneral = await one(sql`
    insert into champs (season_id, game, type, name, status)
    values (${seasonId}, 'fantasy', 'general', 'Общий рейтинг', 'started') returning id`);

  const season: Season = {
    users,
    firstUserId: 0,
    seasonId,
    firstClubId,
    firstPlayerId,
    predictor: {
      leagueId: pLeague,
      stageIds: pStages.map((s) => s.id),
      generalChampId: pGeneral!.id,
      partnerChampId: pPartner!.id,
    },
    fantasy: { leagueId: fLeague, stageIds: fStages.map((s) => s.id), generalChampId: fGeneral },
  };

  await timed('  users (every 5th linked to the partner) and auth keys', async () => {
    await insertBenchUsers(db, users);
    season.firstUserId = await one(sql`select min(id) as id from users where login like 'bench%'`);
    await db.execute(sql`
      insert into auth_keys (user_id, key_hash, expire_at)
      select id, encode(sha256(convert_to('bench-key-' || lpad(id::text, 10, '0'), 'UTF8')), 'hex'),
             now() + interval '30 days'
      from users where login like 'bench%' order by id`);
  });
  // Predictor and fantasy rows go in side by side on the seed's two connections.
  await Promise.all([
    (async () => {
      await timed(`  predictions (${(users * TOURS * 10).toLocaleString('en')})`, () =>
        insertPredictions(db, season),
      );
      await timed('  predictor stage points and both ratings (scoring statements)', async () => {
        const scored = season.predictor.stageIds.slice(0, TOURS - 1);
        await insertBenchStagePoints(db, scored);
        for (const table of ['users', 'predictor_stage_points'])
          await db.execute(sql.raw(`analyze ${table}`));
        await buildBenchRatings(db, pLeague, seasonId, scored);
      });
    })(),
    (async () => {
      await timed(
        `  fantasy teams and squads (${(users * TOURS * 15).toLocaleString('en')} squad players)`,
        () => insertSquads(db, season),
      );
      await timed('  fantasy stage points, player aggregates and the rating (scoring statements)', () =>
        buildFantasyRating(db, season),
      );
    })(),
  ]);
  await timed('  vacuum analyze (as autovacuum leaves settled tables: index-only scans)', () =>
    db.execute(sql`vacuum (analyze)`),
  );
  return season;
}

const CHUNK = 250_000;
const ints = (values: number[]) => sql.raw(`(array[${values.join(',')}]::int[])`);

/**
 * Every user predicts every event of every stage: one generate_series of
 * row numbers n (user n / 100, event n mod 100), so rows arrive in primary
 * key order (user_id, event_id) and each index grows at its right edge.
 */
async function insertPredictions(db: Db, season: Season): Promise<void> {
  const { rows } = await db.execute<{ id: number; stage_id: number; at: string }>(sql`
    select e.id, e.stage_id, (e.starts_at - interval '1 day')::text as at
    from predictor_events e join predictor_stages s on s.id = e.stage_id
    where s.league_id = ${season.predictor.leagueId} order by e.id`);
  const per = rows.length;
  const events = ints(rows.map((r) => r.id));
  const stages = ints(rows.map((r) => r.stage_id));
  const times = sql.raw(`(array[${rows.map((r) => `'${r.at}'`).join(',')}]::timestamptz[])`);
  for (let from = 0; from < season.users; from += CHUNK) {
    const to = Math.min(season.users, from + CHUNK);
    await db.execute(sql`
      insert into predictions (user_id, event_id, stage_id, home_score, guest_score, created_at, updated_at)
      select u, ${events}[k], ${stages}[k], (u * 31 + k * 7) % 5, (u * 17 + k * 11) % 4,
             ${times}[k] + (u % 80000) * interval '1 second', ${times}[k] + (u % 80000) * interval '1 second'
      from generate_series(${from * per}::bigint, ${to * per - 1}::bigint) n
      cross join lateral (select (n / ${per})::int + 1 as u, (n % ${per})::int + 1 as k) x`);
  }
}

/**
 * A team per user (ids 1…N: the database is new), then per stage the squads
 * and their 15 players (see SQUAD_PICKS), again from one generate_series so
 * that rows arrive in key order.
 */
async function insertSquads(db: Db, season: Season): Promise<void> {
  const { leagueId, stageIds } = season.fantasy;
  await db.execute(sql`
    insert into fantasy_teams (user_id, league_id, name, moderation_status, is_media, media_name)
    select id, ${leagueId}, 'Команда ' || substr(login, 6), 1, id % 5000 = 0,
           case when id % 5000 = 0 then 'Медиа ' || id end
    from users where login like 'bench%' order by id`);
  const [range] = (
    await db.execute<{ first: number; last: number }>(
      sql`select min(id) as first, max(id) as last from fantasy_teams where league_id = ${leagueId}`,
    )
  ).rows;
  if (range!.last - range!.first + 1 !== season.users) throw new Error('fantasy team ids are not contiguous');
  const picks = (
    await db.execute<{ j: number; first_k: number; n_k: number; starter: number }>(
      sql`select * from ${SQUAD_PICKS} order by j`,
    )
  ).rows;
  const firstK = ints(picks.map((p) => p.first_k));
  const nK = ints(picks.map((p) => p.n_k));
  const starter = ints(picks.map((p) => p.starter));
  const P = season.firstPlayerId;
  // Player of pick j of team t: as pickPlayerSql, with the pick's numbers from the arrays.
  const player = (t: ReturnType<typeof sql>, j: ReturnType<typeof sql>) =>
    sql`${P} + (${firstK}[${j} + 1] + ((${t} / 20) * 7 + ${j} * 3) % ${nK}[${j} + 1]) * ${CLUBS} + (${t} + ${j}) % ${CLUBS}`;
  for (const stageId of stageIds) {
    await db.execute(sql`
        insert into squads (fantasy_team_id, stage_id, scheme, cost, substitutions_count)
        select t, ${stageId}, '4-4-2',
               (select sum(4 + ((${player(sql`t`, sql`j`)} - ${P}) % 6) / 2.0) from generate_series(0, 14) j), 0
        from generate_series(${range!.first}::int, ${range!.last}::int) t`);
    const { rows: check } = await db.execute<{ first: number; last: number }>(
      sql`select min(id) as first, max(id) as last from squads where stage_id = ${stageId}`,
    );
    const first = check[0]!.first;
    if (check[0]!.last - first + 1 !== season.users) throw new Error('squad ids are not contiguous');
    for (let from = 0; from < season.users; from += CHUNK) {
      const to = Math.min(season.users, from + CHUNK);
      await db.execute(sql`
        insert into squad_players (squad_id, player_id, position, is_captain)
        select ${first} + s, ${player(sql`(${range!.first} + s)`, sql`j`)}, ${starter}[j + 1], j = 12
        from generate_series(${from * 15}::bigint, ${to * 15 - 1}::bigint) n
        cross join lateral (select (n / 15)::int as s, (n % 15)::int as j) x`);
    }
  }
}

async function buildFantasyRating(db: Db, season: Season): Promise<void> {
  const { leagueId, stageIds } = season.fantasy;
  const played = stageIds.slice(0, TOURS - 1);
  // Stage points of every squad by formula, places written at once (points desc, shared), as scoring does.
  for (const [i, stageId] of played.entries())
    await db.execute(sql`
      insert into fantasy_stage_points (stage_id, fantasy_team_id, points, place)
      select stage_id, fantasy_team_id, points, rank() over (order by points desc)::int
      from (select stage_id, fantasy_team_id, ((fantasy_team_id::bigint * 7919 + ${i} * 104729) % 151)::int as points
            from squads where stage_id = ${stageId}) s
      order by fantasy_team_id`);
  // Statistics first, as autovacuum would have them: without, the rating statements plan nested loops.
  for (const table of ['fantasy_teams', 'squads', 'fantasy_stage_points'])
    await db.execute(sql.raw(`analyze ${table}`));
  const last = played[played.length - 1]!;
  const { rows } = await db.execute<{ tour: number; seasonId: number; budget: number }>(sql`
    select s.tour, l.season_id as "seasonId", l.budget::float8 as budget
    from fantasy_stages s join fantasy_leagues l on l.id = s.league_id where s.id = ${last}`);
  await db.transaction(async (tx: Tx) => {
    await tx.execute(sql`update fantasy_stages set scored_at = now() where id in ${played}`);
    for (const statement of ratingsSql({ id: last, leagueId, ...rows[0]! })) await tx.execute(statement);
    for (const stageId of played) await refreshRatingOrder(tx, { stageId, seasonId: season.seasonId });
  });
  // The market's stored aggregates and form: popularity from the stored squads of the open tour.
  await db.execute(sql`
    insert into fantasy_player_stats
      (league_id, player_id, points, goals, assists, matches, minutes, ycards, rcards, popularity_percent, performance)
    select ${leagueId}, p.id, (p.id * 37) % 120, (p.id * 13) % 15, (p.id * 11) % 12, 9, 9 * ((p.id * 17) % 91),
           (p.id * 3) % 4, (p.id * 5) % 7 / 6,
           round(100.0 * coalesce(c.n, 0) / ${season.users}, 2), round(((p.id * 37) % 120) / 9.0, 2)
    from players p
    left join (select sp.player_id, count(*) as n from squad_players sp
               join squads s on s.id = sp.squad_id and s.stage_id = ${stageIds[TOURS - 1]}
               group by sp.player_id) c on c.player_id = p.id`);
  await db.execute(sql`
    insert into fantasy_stage_popularity (stage_id, player_id, squads_count, popularity_percent)
    select s.id, f.player_id, round(f.popularity_percent * ${season.users / 100})::int, f.popularity_percent
    from fantasy_stages s cross join fantasy_player_stats f where s.league_id = ${leagueId} and s.id in ${played}`);
  await db.execute(sql`
    insert into player_match_points (match_id, player_id, stage_id, points, events)
    select m.id, p.id, s.id, (p.id * 7 + s.tour) % 13, '[]'::jsonb
    from players p
    join fantasy_stages s on s.league_id = ${leagueId} and s.id in ${played}
    join matches m on m.season_id = ${season.seasonId} and m.tour = s.tour
      and p.team_id in (m.home_team_id, m.guest_team_id)`);
}

/** The ids of a season seeded earlier (its active leagues), to measure it again without seeding. */
export async function loadSeason(db: Db): Promise<Season> {
  const q = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];
  const [row] = await q<{
    season_id: number;
    p_league: number;
    f_league: number;
    users: number;
    first_user: number;
    first_club: number;
    first_player: number;
  }>(sql`
    select p.season_id, p.id as p_league, f.id as f_league,
           (select count(*)::int from fantasy_teams t where t.league_id = f.id) as users,
           (select min(t.user_id) from fantasy_teams t where t.league_id = f.id) as first_user,
           (select min(id) from teams) as first_club, (select min(id) from players) as first_player
    from predictor_leagues p join fantasy_leagues f on f.season_id = p.season_id
    where p.is_active and f.is_active`);
  const stages = (table: 'predictor_stages' | 'fantasy_stages', leagueId: number) =>
    q<{ id: number }>(sql`select id from ${sql.raw(table)} where league_id = ${leagueId} order by tour`);
  const champs = await q<{ id: number; game: string; type: string }>(
    sql`select id, game, type from champs where season_id = ${row!.season_id} and type in ('general', 'partner')`,
  );
  const champ = (game: string, type: string) => champs.find((c) => c.game === game && c.type === type)!.id;
  return {
    users: row!.users,
    firstUserId: row!.first_user,
    seasonId: row!.season_id,
    firstClubId: row!.first_club,
    firstPlayerId: row!.first_player,
    predictor: {
      leagueId: row!.p_league,
      stageIds: (await stages('predictor_stages', row!.p_league)).map((s) => s.id),
      generalChampId: champ('predictor', 'general'),
      partnerChampId: champ('predictor', 'partner'),
    },
    fantasy: {
      leagueId: row!.f_league,
      stageIds: (await stages('fantasy_stages', row!.f_league)).map((s) => s.id),
      generalChampId: champ('fantasy', 'general'),
    },
  };
}
