/**
 * Fantasy stage scoring at scale (issue 11's figure: ≤ 60 s for 1,000,000
 * squads): N users (default 1,000,000) with a team each and a squad for
 * tours 1 and 2 (every team re-saves), in a season of 20 clubs × 30 players,
 * a general rating and user leagues of 20 teams. Scores tour 1 (the first
 * scoring: every rating row new) and tour 2 with the job's step timings, a
 * second run of tour 2 (nothing to change) and a run after one corrected
 * statistic, then prints the figure line (the slower of the two tours). Between the two, tour 2 is
 * played live: the live places of every rating are refreshed as after an event (issue 22 §6).
 *
 *   npx tsx scripts/bench/fantasy-scoring.ts [--users 1000000] [--leagues 2000] [--database-url URL]
 *
 * The database URL (default BENCH_DATABASE_URL, else the local PostgreSQL)
 * names a server: the bench creates its own database there and drops it
 * afterwards. `--database-url pglite` runs on in-memory PGlite.
 */
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../apps/api/src/db/connect.ts';
import {
  lastScoredTour,
  readFantasyStage,
  scoreFantasyStage,
} from '../../apps/api/src/modules/scoring/fantasy-scoring.ts';
import { liveSquads } from '../../apps/api/src/modules/scoring/live-squads.ts';
import { refreshLiveStandings } from '../../apps/api/src/modules/scoring/live-standings.ts';
import {
  markStageScoredSql,
  matchPointsSql,
  ratingsSql,
  squadPointsSql,
  stagePointsSql,
  storeMatchPointsSql,
} from '../../apps/api/src/modules/scoring/fantasy-scoring.sql.ts';
import { openBenchDatabase, seconds, timed } from './lib.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000000' },
    squads: { type: 'string' },
    leagues: { type: 'string', default: '2000' },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://mliga:mliga@127.0.0.1:5432/postgres',
    },
  },
});
const SQUADS = Number(values.squads ?? values.users);
const LEAGUES = Math.min(Number(values.leagues), Math.floor(SQUADS / 20));
const serverUrl = values['database-url'] === 'pglite' ? undefined : values['database-url'];
const TARGET_S = 60;
/** Issue 22 §6: live places of every rating within 10 s of an event. */
const LIVE_TARGET_S = 10;

type Seeded = { leagueId: number; stageIds: number[] };

/** The season, clubs, players, three tours of matches and the fantasy league, set-based. */
async function seedSeason(db: Db): Promise<Seeded> {
  const one = async (query: ReturnType<typeof sql>) => (await db.execute<{ id: number }>(query)).rows[0]!.id;
  const seasonId = await one(
    sql`insert into seasons (name, year, is_current) values ('Бенчмарк подсчёта', '2026', true) returning id`,
  );
  await db.execute(sql`
    insert into teams (id, name, short_name, logo, logo_white)
    select c, 'Клуб ' || c, 'К' || c, '/logo.svg', '/logo-white.svg' from generate_series(1, 20) c`);
  await db.execute(
    sql`insert into season_teams (season_id, team_id) select ${seasonId}, c from generate_series(1, 20) c`,
  );
  // Per club 3 goalkeepers, 10 defenders, 10 midfielders, 7 forwards; ids 1–600.
  await db.execute(sql`
    insert into players (id, team_id, name, surname, field_position, price)
    select (c - 1) * 30 + i, c, 'Игрок', 'Фамилия' || ((c - 1) * 30 + i),
           case when i <= 3 then 1 when i <= 13 then 2 when i <= 23 then 3 else 4 end,
           4 + ((c * 7 + i * 3) % 17) / 2.0
    from generate_series(1, 20) c cross join generate_series(1, 30) i`);
  // Club c meets club c + 10 at home in odd tours and away in even ones.
  await db.execute(sql`
    insert into matches (season_id, tour, starts_at, home_team_id, guest_team_id, home_score, guest_score, is_finished)
    select ${seasonId}, t, timestamptz '2026-03-01' + (t * 7) * interval '1 day' + c * interval '2 hours',
           case when t % 2 = 1 then c else c + 10 end, case when t % 2 = 1 then c + 10 else c end,
           case when t < 3 then (c * t) % 4 end, case when t < 3 then (c + t) % 3 end, t < 3
    from generate_series(1, 3) t cross join generate_series(1, 10) c`);
  const leagueId = await one(
    sql`insert into fantasy_leagues (season_id, name, is_active) values (${seasonId}, 'Фэнтези', true) returning id`,
  );
  const stages = await db.execute<{ id: number }>(sql`
    insert into fantasy_stages (league_id, name, tour, status, start_at, stop_at, update_closing_at)
    select ${leagueId}, 'Тур ' || t, t, case when t = 1 then 'current' else 'future' end,
           timestamptz '2026-03-01' + (t * 7) * interval '1 day',
           timestamptz '2026-03-02' + (t * 7) * interval '1 day',
           timestamptz '2026-03-01' + (t * 7) * interval '1 day' - interval '1 hour'
    from generate_series(1, 3) t order by t
    returning id`);
  // Statistics of the two played tours: most play 90 minutes, some come on, some sit out.
  await db.execute(sql`
    insert into player_match_stats (match_id, player_id, team_id, minutes, goals, assists, clean_sheets,
                                    goals_conceded, saves, yellow_cards, bonus)
    select m.id, p.id, p.team_id, x.minutes,
           case when x.minutes > 0 and p.field_position > 1 and h % 9 = 0 then 1 else 0 end,
           case when x.minutes > 0 and h % 11 = 0 then 1 else 0 end,
           case when x.minutes >= 60 and x.conceded = 0 then 1 else 0 end,
           case when x.minutes > 0 then x.conceded else 0 end,
           case when x.minutes > 0 and p.field_position = 1 then h % 7 else 0 end,
           case when x.minutes > 0 and h % 13 = 0 then 1 else 0 end,
           case when x.minutes > 0 and h % 29 = 0 then 1 + h % 3 else 0 end
    from matches m
    join players p on p.team_id in (m.home_team_id, m.guest_team_id)
    cross join lateral (select (p.id * 7919 + m.id * 104729) % 1000 as h) hh
    cross join lateral (
      select case when h < 650 then 90 when h < 800 then 1 + h % 59 else 0 end as minutes,
             case when p.team_id = m.home_team_id then m.guest_score else m.home_score end as conceded
    ) x
    where m.season_id = ${seasonId} and m.tour < 3 and (p.field_position > 1 or p.id % 30 = 1)`);
  return { leagueId, stageIds: stages.rows.map((s) => s.id) };
}

/**
 * N users with a team each, a squad (4-4-2) per team for tours 1 and 2. One
 * transaction; as a superuser it skips the foreign-key triggers (the rows are
 * consistent by construction), and squad_players' indexes are built after
 * its rows: 30,000,000 rows for a million squads.
 */
async function seedSquads(db: Db, seeded: Seeded, squads: number): Promise<void> {
  const superuser = (
    await db.execute<{ s: boolean }>(sql`select rolsuper as s from pg_roles where rolname = current_user`)
  ).rows[0]?.s;
  await db.transaction(async (tx) => {
    if (superuser) await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
    await tx.execute(sql`
      insert into users (login, email, password_hash)
      select 'sbench' || g, 'sbench' || g || '@bench.test', 'not-a-hash' from generate_series(1, ${squads}) g`);
    await tx.execute(sql`
      insert into fantasy_teams (user_id, league_id, name, moderation_status)
      select id, ${seeded.leagueId}, 'Команда ' || id, 1 from users where login like 'sbench%'`);
    await tx.execute(sql`alter table squad_players drop constraint squad_players_squad_id_player_id_pk`);
    await tx.execute(sql`drop index squad_players_player_idx`);
    await tx.execute(sql`drop index squad_players_one_captain_uq`);
    for (const [tour, stageId] of seeded.stageIds.slice(0, 2).entries()) {
      await tx.execute(sql`
        insert into squads (fantasy_team_id, stage_id, scheme, cost)
        select id, ${stageId}, '4-4-2', 80 + (id % 41) / 2.0 from fantasy_teams
        where league_id = ${seeded.leagueId}`);
      // Distinct players per line: pool index k = (base + 13 j) mod n, 13 being prime to every pool
      // size; the pool of a position holds \`cnt\` players of each of the 20 clubs (ids (club − 1) × 30 + i).
      await tx.execute(sql`
        insert into squad_players (squad_id, player_id, position, is_captain)
        select s.id, (k / line.cnt) * 30 + line.first + k % line.cnt, (j < line.starters)::int,
               line.pos = 3 and j = 0
        from squads s
        cross join (values (1, 2, 1, 1, 3), (2, 5, 4, 4, 10), (3, 5, 4, 14, 10), (4, 3, 2, 24, 7))
          as line(pos, need, starters, first, cnt)
        cross join lateral generate_series(0, line.need - 1) j
        cross join lateral (select ((s.fantasy_team_id::bigint * 7919 + ${tour} * 31 + j * 13) % (20 * line.cnt))::int as k) kk
        where s.stage_id = ${stageId}`);
    }
    await tx.execute(sql`alter table squad_players add constraint squad_players_squad_id_player_id_pk
                         primary key (squad_id, player_id)`);
    await tx.execute(sql`create index squad_players_player_idx on squad_players (player_id)`);
    await tx.execute(
      sql`create unique index squad_players_one_captain_uq on squad_players (squad_id) where is_captain`,
    );
  });
  await db.execute(sql`
    insert into champs (season_id, game, type, name, status)
    select season_id, 'fantasy', 'general', 'Общий рейтинг', 'started' from fantasy_leagues where id = ${seeded.leagueId}`);
  // User leagues of 20 teams each; every team's owner creates at most one.
  await db.execute(sql`
    insert into champs (season_id, game, type, name, owner_user_id, invite_hash, is_public, status)
    select l.season_id, 'fantasy', 'user', 'Лига ' || t.id, t.user_id, 'bench-invite-' || t.id, false, 'started'
    from fantasy_teams t join fantasy_leagues l on l.id = t.league_id
    where t.league_id = ${seeded.leagueId} and t.id % 20 = 1 and t.id <= ${LEAGUES * 20}`);
  await db.execute(sql`
    insert into champ_members (champ_id, fantasy_team_id, season_id, champ_type)
    select c.id, t.id, c.season_id, 'user'
    from champs c join fantasy_teams o on o.user_id = c.owner_user_id
    join fantasy_teams t on t.id between o.id and o.id + 19 and t.league_id = ${seeded.leagueId}
    where c.type = 'user'`);
  // As autovacuum would leave them after the saves: visibility map and statistics in place.
  await db.execute(
    sql`vacuum (analyze) users, squads, squad_players, fantasy_teams, champ_members, player_match_stats`,
  );
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the scoring job's hot statements for the
 * stage, run in a transaction that is rolled back (after one corrected
 * statistic, so the writes are real: every squad of the held player changes).
 */
async function explainHotStatements(db: Db, stageId: number): Promise<void> {
  const { rows } = await db.execute<{ id: number; league_id: number; season_id: number; tour: number }>(sql`
    select s.id, s.league_id, l.season_id, s.tour from fantasy_stages s
    join fantasy_leagues l on l.id = s.league_id where s.id = ${stageId}`);
  const r = rows[0]!;
  const stage = { id: r.id, leagueId: r.league_id, seasonId: r.season_id, tour: r.tour, budget: 100 };
  const explain = async (tx: Tx, title: string, statement: SQL) => {
    const plan = await tx.execute<{ 'QUERY PLAN': string }>(
      sql`explain (analyze, buffers, costs off) ${statement}`,
    );
    console.log(`\n-- ${title}\n${plan.rows.map((p) => p['QUERY PLAN']).join('\n')}`);
  };
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`set local work_mem = '256MB'`);
      // One more corrected statistic, so the writes below are real for the squads holding that player.
      await tx.execute(sql`
        update player_match_stats set goals = goals + 1
        where (match_id, player_id) = (
          select l.match_id, l.player_id from player_match_stats l
          join matches m on m.id = l.match_id and m.tour = ${stage.tour}
          where l.minutes > 0 order by l.player_id limit 1)`);
      for (const statement of matchPointsSql(stage)) await tx.execute(statement);
      const stored = storeMatchPointsSql(stage);
      await tx.execute(stored.remove);
      await tx.execute(stored.upsert);
      const [drop, totals, ...indexTotals] = squadPointsSql(stage) as [SQL, SQL, SQL, SQL];
      await tx.execute(drop);
      await explain(tx, 'squad points (one aggregate over the stage squads’ rows)', totals);
      for (const statement of indexTotals) await tx.execute(statement);
      const stagePoints = stagePointsSql(stage.id);
      const [remove, update, insert, analyze] = stagePoints.write as [SQL, SQL, SQL, SQL];
      await tx.execute(remove);
      await explain(tx, 'stage points and places: changed rows', update);
      await explain(tx, 'stage points and places: new rows', insert);
      await tx.execute(analyze);
      for (const statement of markStageScoredSql(stage)) await tx.execute(statement);
      const ratings = ratingsSql(stage);
      for (const statement of ratings.slice(0, -2)) await tx.execute(statement);
      await explain(tx, 'ratings: changed rows', ratings.at(-2)!);
      await explain(tx, 'ratings: new rows', ratings.at(-1)!);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
}
class Rollback extends Error {}

/**
 * Tour 2 being played (its statistics so far are the stored ones): the squads packed as at the
 * stage's close (once per tour and process), then the live places of every rating refreshed as after
 * an event — the first time (every live row new), then after one more goal. Answers the slower
 * refresh in ms.
 */
async function liveRefreshes(db: Db, stageId: number): Promise<number> {
  const { rows } = await db.execute<{ match_id: number; player_id: number }>(sql`
    select l.match_id, l.player_id from player_match_stats l
    join matches m on m.id = l.match_id and m.tour = 2
    join squad_players sp on sp.player_id = l.player_id and sp.position = 1
    join squads s on s.id = sp.squad_id and s.stage_id = ${stageId}
    where l.minutes > 0
    group by l.match_id, l.player_id order by count(*) desc limit 1`);
  const goal = rows[0]!;
  console.log('\nlive places of tour 2 (every rating), as after an event:');
  const timedLive = async (title: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    const ms = performance.now() - started;
    console.log(`  ${title.padEnd(44)} ${seconds(ms)}`);
    return ms;
  };
  await timedLive('squads packed (at the close, once per tour)', () =>
    db.transaction(async (tx) => {
      const stage = (await readFantasyStage(tx, stageId))!;
      await liveSquads(db, tx, stage, await lastScoredTour(tx, stage.leagueId, stage.tour, false));
    }),
  );
  const refresh = (title: string) => timedLive(title, () => refreshLiveStandings(db, [goal.match_id]));
  const fresh = await refresh('first refresh (every live row new)');
  await db.execute(sql`update player_match_stats set goals = goals + 1
                       where match_id = ${goal.match_id} and player_id = ${goal.player_id}`);
  const after = await refresh('after a goal of the most held starter');
  await db.execute(sql`update player_match_stats set goals = goals - 1
                       where match_id = ${goal.match_id} and player_id = ${goal.player_id}`);
  const { rows: counted } = await db.execute<{ n: number }>(
    sql`select coalesce(sum(rows_count), 0)::int as n from fantasy_live_heads`,
  );
  console.log(`  live rows of every rating: ${counted[0]!.n}`);
  return Math.max(fresh, after);
}

const { database, close } = await openBenchDatabase(serverUrl);
const db = database.db;
try {
  console.log(
    `# Fantasy stage scoring bench: ${SQUADS.toLocaleString('en')} squads, ${LEAGUES} user leagues of 20 on ${database.kind}\n`,
  );
  const seeded = await timed('season, players, statistics', () => seedSeason(db));
  await timed(`teams and squads (${(SQUADS * 30).toLocaleString('en')} squad players)`, () =>
    seedSquads(db, seeded, SQUADS),
  );
  const [stage1, stage2] = seeded.stageIds as [number, number];
  const byStep = async (title: string, stageId: number) => {
    console.log(`\n${title}, by step:`);
    const steps: [string, number][] = [];
    const result = await scoreFantasyStage(db, stageId, { onStep: (step, ms) => steps.push([step, ms]) });
    for (const [step, ms] of steps) console.log(`  ${step.padEnd(24)} ${seconds(ms)}`);
    console.log(
      `  ${'total'.padEnd(24)} ${seconds(result.ms)} (${result.teams} squads, ${result.players} statistics lines)`,
    );
    return result.ms;
  };
  const first = await byStep('score tour 1 (first scoring: every rating row new)', stage1);
  const live = await liveRefreshes(db, stage2);
  const second = await byStep('score tour 2', stage2);

  // At a million squads the bench stops after the idempotence check: each further pass takes as long as a tour.
  const full = SQUADS <= 200_000;
  const again = await scoreFantasyStage(db, stage2);
  console.log(
    `\nre-run of tour 2 (nothing to change): ${seconds(again.ms)}, ${again.teamsChanged} squads changed`,
  );

  if (full) await correctOneStatistic(db, stage2);
  async function correctOneStatistic(db: Db, stage2: number) {
    await db.execute(sql`
    update player_match_stats set goals = goals + 1
    where (match_id, player_id) = (
      select l.match_id, l.player_id
      from player_match_stats l join matches m on m.id = l.match_id and m.tour = 2
      join squad_players sp on sp.player_id = l.player_id and sp.position = 1
      join squads s on s.id = sp.squad_id and s.stage_id = ${stage2}
      where l.minutes > 0
      group by l.match_id, l.player_id order by count(*) desc limit 1)`);
    const corrected = await scoreFantasyStage(db, stage2);
    console.log(
      `re-run after one corrected statistic: ${seconds(corrected.ms)}, ${corrected.teamsChanged} squads changed`,
    );
  }
  const { rows } = await db.execute<{ n: number; places: number }>(sql`
    select count(*)::int as n, count(distinct place)::int as places from champ_rating`);
  console.log(`\nchamp_rating: ${rows[0]!.n} rows, ${rows[0]!.places} distinct places\n`);
  if (full) await explainHotStatements(db, stage2);
  const worst = Math.max(first, second) / 1000;
  console.log(
    `fantasy stage scoring, ${SQUADS.toLocaleString('en')} squads: ${worst.toFixed(1)} s (target ≤ ${TARGET_S} s) ${worst <= TARGET_S ? 'OK' : 'MISS'}`,
  );
  const liveWorst = live / 1000;
  console.log(
    `fantasy live places, ${SQUADS.toLocaleString('en')} squads: ${liveWorst.toFixed(1)} s (target ≤ ${LIVE_TARGET_S} s) ${liveWorst <= LIVE_TARGET_S ? 'OK' : 'MISS'}`,
  );
} finally {
  await close();
}
