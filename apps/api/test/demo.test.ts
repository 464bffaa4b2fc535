import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../src/db/connect.ts';
import { isDemoSeeded, seedDemo } from '../src/demo/seed.ts';
import { startersOf } from '../src/demo/squads.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { openTestDatabase } from './helpers/test-db.ts';

const NOW = new Date('2026-11-19T09:30:00Z');

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

describe('demo season', () => {
  let database: Database;
  let db: Db;
  let admin: { adminLogin: string; adminPassword: string };

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    expect(await isDemoSeeded(db)).toBe(false);
    admin = await seedDemo(db, { now: NOW });
  });
  afterAll(() => database.close());

  it('is marked as seeded, with a fresh admin password', async () => {
    expect(await isDemoSeeded(db)).toBe(true);
    expect(admin.adminLogin).toBe('admin');
    expect(admin.adminPassword).toMatch(/^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]{12}$/);
    const [user] = await rows<{ role: string }>(db, sql`select role from users where login = 'admin'`);
    expect(user?.role).toBe('admin');
  });

  it('has the current season 15 with 12 clubs and their crests', async () => {
    const seasons = await rows<{ id: number; is_current: boolean }>(
      db,
      sql`select id, is_current from seasons where is_current`,
    );
    expect(seasons).toEqual([{ id: 15, is_current: true }]);
    const teams = await rows<{ logo: string; logo_white: string }>(
      db,
      sql`select logo, logo_white from teams`,
    );
    expect(teams).toHaveLength(12);
    for (const t of teams) {
      expect(t.logo).toMatch(/^\/demo\/logos\/team-\d\d\.svg$/);
      expect(t.logo_white).toMatch(/^\/demo\/logos\/team-\d\d-white\.svg$/);
    }
    const [st] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from season_teams where season_id = 15`,
    );
    expect(st?.n).toBe(12);
  });

  it('gives every club at least 18 players with prices from 4.0 to 12.5 in steps of 0.5', async () => {
    const perTeam = await rows<{ n: number; gk: number }>(
      db,
      sql`select count(*)::int as n, count(*) filter (where field_position = 1)::int as gk from players group by team_id`,
    );
    expect(perTeam).toHaveLength(12);
    for (const t of perTeam) {
      expect(t.n).toBeGreaterThanOrEqual(18);
      expect(t.gk).toBeGreaterThanOrEqual(2);
    }
    const prices = await rows<{ price: number }>(db, sql`select price::float as price from players`);
    for (const { price } of prices) {
      expect(price).toBeGreaterThanOrEqual(4);
      expect(price).toBeLessThanOrEqual(12.5);
      expect(price * 2).toBe(Math.round(price * 2));
    }
    const statuses = await rows<{ status: string }>(
      db,
      sql`select distinct status from players order by status`,
    );
    expect(statuses.map((s) => s.status)).toEqual(['active', 'disqualified', 'injury', 'potential_injury']);
  });

  it('has at least 11 tours in which every club plays once', async () => {
    const tours = await rows<{ tour: number; n: number; clubs: number }>(
      db,
      sql`select tour, count(*)::int as n,
            (select count(distinct t) from (select home_team_id as t from matches m2 where m2.season_id = 15 and m2.tour = m.tour
             union all select guest_team_id from matches m3 where m3.season_id = 15 and m3.tour = m.tour) x)::int as clubs
          from matches m where m.season_id = 15 group by tour order by tour`,
    );
    expect(tours.length).toBeGreaterThanOrEqual(11);
    for (const t of tours) expect([t.n, t.clubs]).toEqual([6, 12]);
  });

  it('has exactly one current tour in each game, open for predictions and squads', async () => {
    for (const table of ['fantasy_stages', 'predictor_stages']) {
      const current = await rows<{ tour: number; start_at: Date }>(
        db,
        sql`select tour, start_at from ${sql.identifier(table)} where status = 'current'`,
      );
      expect(current).toHaveLength(1);
      expect(new Date(current[0]!.start_at).getTime()).toBeGreaterThan(NOW.getTime());
    }
    const [f] = await rows<{ tour: number; first: Date; closing: Date; club: number; subs: number }>(
      db,
      sql`select s.tour, min(m.starts_at) as first, s.update_closing_at as closing,
            s.max_players_from_team_count as club, s.max_players_substitutions_count as subs
          from fantasy_stages s join matches m on m.tour = s.tour and m.season_id = 15
          where s.status = 'current' group by s.id`,
    );
    expect(new Date(f!.first).getTime()).toBeGreaterThan(NOW.getTime() + 86_400_000);
    expect(new Date(f!.closing).getTime()).toBeGreaterThan(NOW.getTime());
    expect([f!.club, f!.subs]).toEqual([3, 2]);
    const [p] = await rows<{ ok: boolean }>(
      db,
      sql`select bool_and(closes_at = start_at - interval '60 minutes' and start_at <= stop_at) as ok from predictor_stages`,
    );
    expect(p?.ok).toBe(true);
    const [order] = await rows<{ bad: number }>(
      db,
      sql`select count(*)::int as bad from fantasy_stages s join matches m on m.tour = s.tour and m.season_id = 15
          where (s.status = 'past') <> m.is_finished or (s.status = 'past' and m.starts_at > ${NOW.toISOString()}::timestamptz)
             or (s.status <> 'past' and m.starts_at < ${NOW.toISOString()}::timestamptz)`,
    );
    expect(order?.bad).toBe(0);
  });

  it('has finished past matches whose player statistics add up to the score', async () => {
    const past = await rows<{
      id: number;
      home_score: number | null;
      guest_score: number | null;
      home_best: number | null;
      guest_best: number | null;
      home_goals: number;
      guest_goals: number;
      home_players: number;
      guest_players: number;
      home_assists: number;
      guest_assists: number;
    }>(
      db,
      sql`select m.id, m.home_score, m.guest_score, m.home_best_player_id as home_best, m.guest_best_player_id as guest_best,
            (coalesce(sum(s.goals) filter (where s.team_id = m.home_team_id), 0)
              + coalesce(sum(s.own_goals) filter (where s.team_id = m.guest_team_id), 0))::int as home_goals,
            (coalesce(sum(s.goals) filter (where s.team_id = m.guest_team_id), 0)
              + coalesce(sum(s.own_goals) filter (where s.team_id = m.home_team_id), 0))::int as guest_goals,
            count(*) filter (where s.team_id = m.home_team_id)::int as home_players,
            count(*) filter (where s.team_id = m.guest_team_id)::int as guest_players,
            coalesce(sum(s.assists) filter (where s.team_id = m.home_team_id), 0)::int as home_assists,
            coalesce(sum(s.assists) filter (where s.team_id = m.guest_team_id), 0)::int as guest_assists
          from matches m join player_match_stats s on s.match_id = m.id
          where m.is_finished group by m.id`,
    );
    expect(past).toHaveLength(30);
    let goals = 0;
    for (const m of past) {
      expect(m.home_score).not.toBeNull();
      expect(m.home_best).not.toBeNull();
      expect(m.guest_best).not.toBeNull();
      expect(m.home_goals).toBe(m.home_score);
      expect(m.guest_goals).toBe(m.guest_score);
      expect(m.home_players).toBeGreaterThanOrEqual(11);
      expect(m.guest_players).toBeGreaterThanOrEqual(11);
      expect(m.home_assists).toBeLessThanOrEqual(m.home_score!);
      expect(m.guest_assists).toBeLessThanOrEqual(m.guest_score!);
      goals += m.home_score! + m.guest_score!;
    }
    expect(goals).toBeGreaterThan(30);
    // A keeper plays the whole match, so he concedes all of the opponent's goals.
    const [keepers] = await rows<{ bad: number; n: number }>(
      db,
      sql`select count(*) filter (where s.goals_conceded <> case when s.team_id = m.home_team_id then m.guest_score else m.home_score end)::int as bad,
            count(*)::int as n
          from player_match_stats s join players p on p.id = s.player_id join matches m on m.id = s.match_id
          where p.field_position = 1`,
    );
    expect(keepers).toEqual({ bad: 0, n: 60 });
    const [ranges] = await rows<{ bad: number; unfinished: number }>(
      db,
      sql`select count(*) filter (where minutes not between 1 and 90 or bonus not between 0 and 3)::int as bad,
            count(*) filter (where not m.is_finished)::int as unfinished
          from player_match_stats s join matches m on m.id = s.match_id`,
    );
    expect(ranges).toEqual({ bad: 0, unfinished: 0 });
  });

  it('has predictor league 5 with match events, questions and the winner bonus', async () => {
    const [league] = await rows<{ id: number; is_active: boolean }>(
      db,
      sql`select id, is_active from predictor_leagues`,
    );
    expect(league).toEqual({ id: 5, is_active: true });
    const perStage = await rows<{
      status: string;
      matches: number;
      variant_q: number;
      numeric_q: number;
      answered: number;
    }>(
      db,
      sql`select s.status,
            count(*) filter (where e.kind = 'match')::int as matches,
            count(*) filter (where e.kind = 'question' and exists (select 1 from question_variants v where v.event_id = e.id))::int as variant_q,
            count(*) filter (where e.kind = 'question' and not exists (select 1 from question_variants v where v.event_id = e.id))::int as numeric_q,
            count(*) filter (where e.kind = 'question' and (e.correct_variant_id is not null or e.correct_value is not null))::int as answered
          from predictor_stages s join predictor_events e on e.stage_id = s.id group by s.id`,
    );
    for (const s of perStage) {
      expect([s.matches, s.variant_q, s.numeric_q]).toEqual([6, 1, 1]);
      expect(s.answered).toBe(s.status === 'past' ? 2 : 0);
    }
    const winner = await rows<{ points: number; variants: number }>(
      db,
      sql`select e.points, (select count(*)::int from question_variants v where v.event_id = e.id) as variants
          from predictor_events e where e.kind = 'winner'`,
    );
    expect(winner).toEqual([{ points: 20, variants: 12 }]);
    const [badVariant] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from predictor_events e
          where e.correct_variant_id is not null
            and not exists (select 1 from question_variants v where v.id = e.correct_variant_id and v.event_id = e.id)`,
    );
    expect(badVariant?.n).toBe(0);
  });

  it('has predictions for past and current tours, the past ones scored, with at most one X2 per user and stage', async () => {
    const byStatus = await rows<{ status: string; n: number; users: number }>(
      db,
      sql`select s.status, count(*)::int as n, count(distinct p.user_id)::int as users
          from predictions p join predictor_stages s on s.id = p.stage_id group by s.status order by s.status`,
    );
    expect(byStatus.map((s) => s.status)).toEqual(['current', 'past']);
    for (const s of byStatus) expect(s.users).toBeGreaterThan(50);
    const [check] = await rows<{
      wrong_stage: number;
      scored: number;
      confirmed: number;
      x2_unlinked: number;
      x2_twice: number;
      late: number;
    }>(
      db,
      sql`select
            count(*) filter (where p.stage_id <> e.stage_id)::int as wrong_stage,
            count(*) filter (where (s.status = 'past') <> exists (select 1 from predictor_stage_points sp
              where sp.stage_id = p.stage_id and sp.user_id = p.user_id))::int as scored,
            count(*) filter (where p.is_x2_confirmed)::int as confirmed,
            count(*) filter (where p.is_x2 and u.winline_id is null)::int as x2_unlinked,
            (select count(*)::int from (select 1 from predictions where is_x2 group by user_id, stage_id having count(*) > 1) x) as x2_twice,
            count(*) filter (where p.created_at >= s.closes_at or p.created_at > ${NOW.toISOString()}::timestamptz)::int as late
          from predictions p join predictor_events e on e.id = p.event_id join users u on u.id = p.user_id
            join predictor_stages s on s.id = p.stage_id`,
    );
    // "scored" counts past predictions without their user's stage points and current ones with them: none.
    expect(check).toEqual({ wrong_stage: 0, scored: 0, confirmed: 0, x2_unlinked: 0, x2_twice: 0, late: 0 });
    const [x2] = await rows<{ n: number }>(db, sql`select count(*)::int as n from predictions where is_x2`);
    expect(x2?.n).toBeGreaterThan(0);
  });

  it('scores the played tours into both predictor ratings, with unique places', async () => {
    const ratings = await rows<{ champ_id: number; n: number; places: number; top: number }>(
      db,
      sql`select champ_id, count(*)::int as n, count(distinct place)::int as places, min(place)::int as top
          from predictor_ratings group by champ_id order by champ_id`,
    );
    expect(ratings.map((r) => r.champ_id)).toEqual([3, 4]);
    for (const r of ratings) {
      expect(r.n).toBeGreaterThan(20);
      expect(r.places).toBe(r.n);
      expect(r.top).toBe(1);
    }
    expect(ratings[1]!.n).toBeLessThan(ratings[0]!.n);
  });

  it('has about 200 demo users, a third of them with a partner account', async () => {
    const [u] = await rows<{ n: number; linked: number; bad_phone: number }>(
      db,
      sql`select count(*)::int as n, count(winline_id)::int as linked,
            count(*) filter (where phone !~ '^\\+7[0-9]{10}$')::int as bad_phone
          from users where email like 'fan%@demo.mliga.local'`,
    );
    expect(u?.n).toBe(200);
    expect(u?.bad_phone).toBe(0);
    expect(u?.linked).toBeGreaterThan(40);
    expect(u?.linked).toBeLessThan(100);
  });

  it('gives every demo squad 15 players that keep the rules', async () => {
    const squads = await rows<{
      id: number;
      scheme: string;
      cost: number;
      total: number;
      players: number;
      starters: number[];
      bench: number[];
      captains: number;
      captain_starts: boolean;
      max_club: number;
      disqualified: number;
    }>(
      db,
      sql`select q.id, q.scheme, q.cost::float as cost, sum(p.price)::float as total, count(*)::int as players,
            array(select count(*)::int from squad_players x join players y on y.id = x.player_id
                  where x.squad_id = q.id and x.position = 1 group by y.field_position order by y.field_position) as starters,
            array(select count(*)::int from squad_players x join players y on y.id = x.player_id
                  where x.squad_id = q.id and x.position = 0 group by y.field_position order by y.field_position) as bench,
            count(*) filter (where sp.is_captain)::int as captains,
            bool_or(sp.is_captain and sp.position = 1) as captain_starts,
            (select max(c)::int from (select count(*) as c from squad_players x join players y on y.id = x.player_id
                  where x.squad_id = q.id group by y.team_id) z) as max_club,
            count(*) filter (where p.status = 'disqualified')::int as disqualified
          from squads q join squad_players sp on sp.squad_id = q.id join players p on p.id = sp.player_id
          group by q.id`,
    );
    expect(squads.length).toBeGreaterThan(400);
    for (const s of squads) {
      const need = startersOf(s.scheme);
      expect(s.players).toBe(15);
      expect(s.starters).toEqual([need[1], need[2], need[3], need[4]]);
      expect(s.bench).toEqual([1, 1, 1, 1]);
      expect(s.cost).toBeCloseTo(s.total, 5);
      expect(s.cost).toBeLessThanOrEqual(100);
      expect(s.captains).toBe(1);
      expect(s.captain_starts).toBe(true);
      expect(s.max_club).toBeLessThanOrEqual(3);
      expect(s.disqualified).toBe(0);
    }
  });

  it('keeps substitutions between consecutive tours within the limit and stores their count', async () => {
    const subs = await rows<{ stored: number; actual: number }>(
      db,
      sql`select q.substitutions_count as stored,
            (select count(*)::int from squad_players a where a.squad_id = q.id
              and not exists (select 1 from squad_players b where b.squad_id = prev.id and b.player_id = a.player_id)) as actual
          from squads q join fantasy_stages s on s.id = q.stage_id
            join fantasy_stages ps on ps.league_id = s.league_id and ps.tour = s.tour - 1
            join squads prev on prev.fantasy_team_id = q.fantasy_team_id and prev.stage_id = ps.id`,
    );
    expect(subs.length).toBeGreaterThan(300);
    for (const s of subs) {
      expect(s.actual).toBe(s.stored);
      expect(s.actual).toBeLessThanOrEqual(2);
    }
    // The played tours are scored by the scoring job; the current one is not.
    const [points] = await rows<{ unscored_past: number; scored_current: number }>(
      db,
      sql`select (count(*) filter (where s.status = 'past' and f.points is null))::int as unscored_past,
                 (count(*) filter (where s.status <> 'past' and f.points is not null))::int as scored_current
          from squads q join fantasy_stages s on s.id = q.stage_id
          left join fantasy_stage_points f on f.stage_id = q.stage_id and f.fantasy_team_id = q.fantasy_team_id`,
    );
    expect(points).toEqual({ unscored_past: 0, scored_current: 0 });
  });

  it('has the rating champs, user leagues and an H2H tournament with correct member counts', async () => {
    const champs = await rows<{
      id: number;
      game: string;
      type: string;
      members_count: number;
      members: number;
      invite_hash: string | null;
    }>(
      db,
      sql`select c.id, c.game, c.type, c.members_count, c.invite_hash,
            case when c.game = 'predictor'
              then (select count(*)::int from predictor_ratings r where r.champ_id = c.id)
              else (select count(*)::int from champ_members m where m.champ_id = c.id) end as members
          from champs c order by c.id`,
    );
    expect(champs.find((c) => c.id === 3)).toMatchObject({ game: 'predictor', type: 'general' });
    expect(champs.find((c) => c.id === 4)).toMatchObject({ game: 'predictor', type: 'partner' });
    expect(champs.filter((c) => c.game === 'fantasy' && c.type === 'general')).toHaveLength(1);
    for (const c of champs) expect(c.members_count).toBe(c.members);
    const leagues = champs.filter((c) => c.type === 'user');
    expect(leagues.length).toBeGreaterThanOrEqual(3);
    for (const l of leagues) {
      expect(l.members).toBeGreaterThanOrEqual(5);
      expect(l.members).toBeLessThanOrEqual(40);
      expect(l.invite_hash).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    }
    const [owners] = await rows<{ missing: number; copied: number }>(
      db,
      sql`select
            (select count(*)::int from champs c where c.type = 'user' and not exists (
              select 1 from champ_members m join fantasy_teams t on t.id = m.fantasy_team_id
              where m.champ_id = c.id and t.user_id = c.owner_user_id)) as missing,
            (select count(*)::int from champ_members m join champs c on c.id = m.champ_id
              where m.season_id <> c.season_id or m.champ_type <> c.type) as copied`,
    );
    expect(owners).toEqual({ missing: 0, copied: 0 });

    const started = champs.find((c) => c.type === 'h2h' && c.members === 16);
    expect(started).toBeDefined();
    const tours = await rows<{
      tour: number;
      teams: number;
      distinct_teams: number;
      scored: number;
      past: boolean;
    }>(
      db,
      sql`select m.tour, (count(*) * 2)::int as teams,
            count(distinct team1_id)::int + count(distinct team2_id)::int as distinct_teams,
            count(*) filter (where score1 is not null or score2 is not null)::int as scored,
            bool_and(s.status = 'past') as past
          from h2h_matches m join fantasy_stages s on s.id = m.stage_id
          where champ_id = ${started!.id} group by m.tour order by m.tour`,
    );
    expect(tours.length).toBeGreaterThan(5);
    // The played tours are scored by the fantasy scoring job (its H2H step); the others wait.
    expect(tours.some((t) => t.past)).toBe(true);
    for (const t of tours) expect([t.teams, t.distinct_teams, t.scored]).toEqual([16, 16, t.past ? 8 : 0]);
    const places = await rows<{ place: number }>(
      db,
      sql`select place from h2h_table where champ_id = ${started!.id} order by place`,
    );
    expect(places.map((p) => p.place)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it('has the scoring table, forbidden words and media teams', async () => {
    const [rules] = await rows<{ n: number; events: number }>(
      db,
      sql`select count(*)::int as n, count(distinct event)::int as events from scoring_rules`,
    );
    expect(rules?.n).toBe((rules?.events ?? 0) * 4);
    const goal = await rows<{ points: number }>(
      db,
      sql`select points from scoring_rules where event = 'goal' order by field_position`,
    );
    expect(goal.map((g) => g.points)).toEqual([6, 6, 5, 4]);
    const [words] = await rows<{ n: number }>(db, sql`select count(*)::int as n from forbidden_words`);
    expect(words?.n).toBeGreaterThan(3);
    const [teams] = await rows<{ n: number; media: number; moderated: number }>(
      db,
      sql`select count(*)::int as n, count(*) filter (where is_media)::int as media,
            count(*) filter (where moderation_status = 0)::int as moderated from fantasy_teams`,
    );
    expect(teams?.n).toBe(150);
    expect(teams?.media).toBeGreaterThan(0);
    expect(teams?.moderated).toBeGreaterThan(0);
  });

  it('has two finished past seasons of the same twelve clubs, before the current one', async () => {
    const seasons = await rows<{ id: number; name: string; year: string; is_current: boolean }>(
      db,
      sql`select id, name, year, is_current from seasons order by id`,
    );
    expect(seasons.map((s) => [s.id, s.is_current])).toEqual([
      [13, false],
      [14, false],
      [15, true],
    ]);
    const start = (year: string) => Number(year.slice(0, 4));
    expect(start(seasons[1]!.year)).toBe(start(seasons[2]!.year) - 1);
    expect(start(seasons[0]!.year)).toBe(start(seasons[2]!.year) - 2);
    for (const s of seasons) expect(s.name).toBe(`Сезон ${s.year}`);
    const past = await rows<{
      season_id: number;
      n: number;
      unfinished: number;
      late: number;
      lines: number;
    }>(
      db,
      sql`select season_id, count(*)::int as n,
            count(*) filter (where not is_finished or home_score is null)::int as unfinished,
            count(*) filter (where starts_at > (select min(starts_at) from matches where season_id = 15))::int as late,
            (select count(*)::int from player_match_stats s join matches x on x.id = s.match_id where x.season_id = m.season_id) as lines
          from matches m where season_id < 15 group by season_id order by season_id`,
    );
    expect(past).toEqual([
      { season_id: 13, n: 132, unfinished: 0, late: 0, lines: 0 },
      { season_id: 14, n: 132, unfinished: 0, late: 0, lines: 0 },
    ]);
    const perClub = await rows<{ season_id: number; clubs: number; min: number; max: number }>(
      db,
      sql`select season_id, count(*)::int as clubs, min(n)::int as min, max(n)::int as max from (
            select season_id, t, count(*) as n from (
              select season_id, home_team_id as t from matches union all select season_id, guest_team_id from matches
            ) x group by season_id, t) y group by season_id order by season_id`,
    );
    for (const c of perClub) expect([c.clubs, c.min, c.max]).toEqual([12, 22, 22]);
  });

  it('has a ground for every match, tickets for the next four tours and videos of the played ones', async () => {
    const [details] = await rows<{
      matches: number;
      with_venue: number;
      tickets: number;
      wrong_tickets: number;
    }>(
      db,
      sql`select count(*)::int as matches, count(d.venue_id)::int as with_venue,
            count(d.ticket_url)::int as tickets,
            count(*) filter (where (d.ticket_url is not null) <> (m.season_id = 15 and m.tour between 6 and 9)
              or d.ticket_url !~ '^https://tickets\.mliga\.example/')::int as wrong_tickets
          from matches m left join match_details d on d.match_id = m.id`,
    );
    expect(details).toEqual({ matches: 396, with_venue: 396, tickets: 24, wrong_tickets: 0 });
    const [home] = await rows<{ grounds: number; mismatched: number }>(
      db,
      sql`select count(distinct d.venue_id)::int as grounds,
            (select count(*)::int from (select m.home_team_id from matches m join match_details d on d.match_id = m.id
              group by m.home_team_id having count(distinct d.venue_id) > 1) x) as mismatched
          from match_details d`,
    );
    expect(home).toEqual({ grounds: 12, mismatched: 0 });
    const [videos] = await rows<{ played: number; reviewed: number; unplayed: number; outside: number }>(
      db,
      sql`select
            (select count(*)::int from matches where season_id = 15 and is_finished) as played,
            (select count(distinct v.match_id)::int from match_videos v where v.kind = 'review') as reviewed,
            (select count(*)::int from match_videos v join matches m on m.id = v.match_id where not m.is_finished) as unplayed,
            (select count(*)::int from match_videos where url !~ '^https://video\.mliga\.example/') as outside`,
    );
    expect(videos).toEqual({ played: 30, reviewed: 30, unplayed: 0, outside: 0 });
  });

  it('has the agreement and the privacy policy as plain text', async () => {
    const pages = await rows<{ slug: string; title: string; body: string }>(
      db,
      sql`select slug, title, body from site_pages order by slug`,
    );
    expect(pages.map((p) => [p.slug, p.title])).toEqual([
      ['agreement', 'Пользовательское соглашение'],
      ['confidential', 'Политика конфиденциальности'],
    ]);
    for (const p of pages) {
      expect(p.body).toContain('## ');
      expect(p.body).not.toMatch(/<[a-z/]/i);
    }
  });

  it('moves the identity sequences past the explicit ids and refuses a second seed', async () => {
    await expect(seedDemo(db, { now: NOW })).rejects.toThrow();
    const [season] = await rows<{ id: number }>(
      db,
      sql`insert into seasons (name, year) values ('Следующий', '2027/28') returning id`,
    );
    expect(season?.id).toBeGreaterThan(15);
    const [champ] = await rows<{ id: number }>(
      db,
      sql`insert into champs (season_id, game, type, name, size) values (15, 'fantasy', 'h2h', 'Новый', 8) returning id`,
    );
    expect(champ?.id).toBeGreaterThan(13);
    const [venue] = await rows<{ id: number }>(
      db,
      sql`insert into venues (name) values ('Новый стадион') returning id`,
    );
    expect(venue?.id).toBeGreaterThan(12);
  });
});

describe('GET /v1/leagues/active/ on the demo season', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, { now: new Date() });
  });
  afterAll(() => t.close());

  it('answers the current demo tour, open for squads', async () => {
    const res = await t.app.inject('/v1/leagues/active/');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.league).toMatchObject({ id: 1 });
    expect(data.stage).toMatchObject({ name: 'Тур 6', status: 'current', update_is_available: true });
    expect(data.champ).toMatchObject({ type: 'general' });
  });
});
