import { sql, type SQL } from 'drizzle-orm';
import { monthCountsSql, monthOfSql } from './month.sql.ts';
import { FANTASY_EVENT_NAMES, FANTASY_EVENTS, scoringTableRows, type FantasyEvent } from '@mliga/domain';
import { NO_FIRST_TOUR } from '../../db/schema/champs.ts';

/** The stage being scored, with what the statements need to know of its league and season. */
export type FantasyScoringStage = {
  id: number;
  leagueId: number;
  seasonId: number;
  tour: number;
  budget: number;
};

/**
 * How many times each event happened in a player_match_stats row `l`: the
 * SQL twin of packages/domain fantasyEventCounts (a test checks they agree).
 */
const EVENT_COUNTS: Record<FantasyEvent, SQL> = {
  appearance_lt60: sql`(case when l.minutes > 0 and l.minutes < 60 then 1 else 0 end)`,
  appearance_60: sql`(case when l.minutes >= 60 then 1 else 0 end)`,
  goal: sql`l.goals`,
  assist: sql`l.assists`,
  clean_sheet: sql`(case when l.clean_sheets > 0 and l.minutes >= 60 then 1 else 0 end)`,
  saves_3: sql`(l.saves / 3)`,
  penalty_saved: sql`l.penalties_saved`,
  penalty_missed: sql`l.penalties_missed`,
  goals_conceded_2: sql`(l.goals_conceded / 2)`,
  yellow_card: sql`l.yellow_cards`,
  red_card: sql`l.red_cards`,
  own_goal: sql`l.own_goals`,
  bonus: sql`l.bonus`,
};

/** The default table's rows for any event × position the stored table lacks (a new database has none). */
export function defaultScoringRulesSql(): SQL {
  const rows = scoringTableRows().map(
    (r) => sql`(${r.event}, ${r.fieldPosition}::smallint, ${r.points}::smallint)`,
  );
  return sql`insert into scoring_rules (event, field_position, points)
             values ${sql.join(rows, sql`, `)}
             on conflict (event, field_position) do nothing`;
}

const temp = (name: string) => sql.raw(`pg_temp.${name}`);

/** Drops a temporary table left by an earlier scoring in the same outer transaction, then creates it. */
export function tempTable(name: string, query: SQL, indexColumns: string): SQL[] {
  return [
    sql`drop table if exists ${temp(name)}`,
    sql`create temp table ${sql.raw(name)} on commit drop as ${query}`,
    sql`create unique index on ${sql.raw(name)} (${sql.raw(indexColumns)})`,
    sql`analyze ${sql.raw(name)}`,
  ];
}

/**
 * Every statistics line of the stage's matches (the season's matches of its
 * tour) with its points and breakdown under the stored scoring table.
 */
export function matchPointsSql(stage: FantasyScoringStage): SQL[] {
  const events = sql.join(
    FANTASY_EVENTS.map(
      (event, i) =>
        sql`(${i}::int, ${event}::text, ${FANTASY_EVENT_NAMES[event]}::text, (${EVENT_COUNTS[event]})::int)`,
    ),
    sql`, `,
  );
  return tempTable(
    'fantasy_scoring_match_points',
    sql`
      with lines as materialized (
        select l.*, p.field_position
        from player_match_stats l
        join matches m on m.id = l.match_id and m.season_id = ${stage.seasonId} and m.tour = ${stage.tour}
        join players p on p.id = l.player_id
      )
      select l.match_id, l.player_id, l.minutes, coalesce(sum(e.points), 0)::int as points,
             coalesce(
               jsonb_agg(jsonb_build_object('event', e.event, 'name', e.name, 'count', e.n, 'points', e.points)
                         order by e.ord) filter (where e.event is not null),
               '[]'::jsonb) as events
      from lines l
      left join lateral (
        select e.ord, e.event, e.name, e.n, e.n * r.points as points
        from (values ${events}) as e(ord, event, name, n)
        join scoring_rules r on r.event = e.event and r.field_position = l.field_position
        where e.n <> 0 and r.points <> 0
      ) e on true
      group by l.match_id, l.player_id, l.minutes`,
    'match_id, player_id',
  );
}

/** Replaces the stage's stored match points by the computed ones; answers how many rows changed. */
export function storeMatchPointsSql(stage: FantasyScoringStage): { remove: SQL; upsert: SQL } {
  return {
    remove: sql`
      delete from player_match_points p
      where p.stage_id = ${stage.id}
        and not exists (select 1 from fantasy_scoring_match_points x
                        where x.match_id = p.match_id and x.player_id = p.player_id)`,
    upsert: sql`
      with changed as (
        insert into player_match_points (match_id, player_id, stage_id, points, events)
        select match_id, player_id, ${stage.id}::int, points, events from fantasy_scoring_match_points
        on conflict (match_id, player_id) do update
          set stage_id = excluded.stage_id, points = excluded.points, events = excluded.events
          where (player_match_points.stage_id, player_match_points.points, player_match_points.events)
                is distinct from (excluded.stage_id, excluded.points, excluded.events)
        returning 1
      )
      select count(*)::int as n from changed`,
  };
}

/**
 * Issue 22 §3: a stage scored again after a correction writes a ledger line per player and match
 * whose points change (a line added or gone counts from or to 0), before the new points are stored.
 */
export function pointsCorrectionsSql(stageId: number): SQL {
  return sql`
    insert into points_corrections (stage_id, match_id, player_id, old_points, new_points)
    select ${stageId}::int, coalesce(x.match_id, p.match_id), coalesce(x.player_id, p.player_id),
           coalesce(p.points, 0), coalesce(x.points, 0)
    from fantasy_scoring_match_points x
    full join (select match_id, player_id, points from player_match_points where stage_id = ${stageId}) p
      on p.match_id = x.match_id and p.player_id = x.player_id
    where coalesce(p.points, 0) <> coalesce(x.points, 0)`;
}

/**
 * A team that did not re-save its squad plays the stage with the squad it
 * had (DECISIONS "Substitutions"): that squad is copied into the stage, with
 * no substitutions made, so the stage's squads are all rows of its own.
 * `fromTour` is the latest scored tour before this one (its squads are
 * complete), so only the tours since then are read.
 */
/** How many teams saved a squad for the stage themselves (issue 23 §5): not the ones carried over (below). */
export function savedSquadsCountSql(stage: FantasyScoringStage): SQL {
  return sql`
    update fantasy_stages f set saved_squads_count = x.n
    from (select count(*)::int as n from squads s where s.stage_id = ${stage.id} and not s.carried_over) x
    where f.id = ${stage.id} and f.saved_squads_count is distinct from x.n`;
}

export function carryOverSquadsSql(stage: FantasyScoringStage, fromTour: number): SQL {
  return sql`
    with source as (
      select distinct on (s.fantasy_team_id) s.id, s.fantasy_team_id, s.scheme, s.cost
      from squads s
      join fantasy_stages fs on fs.id = s.stage_id
      where fs.league_id = ${stage.leagueId} and fs.tour >= ${fromTour} and fs.tour < ${stage.tour}
        and not exists (select 1 from squads x where x.fantasy_team_id = s.fantasy_team_id and x.stage_id = ${stage.id})
      order by s.fantasy_team_id, fs.tour desc
    ), made as (
      insert into squads (fantasy_team_id, stage_id, scheme, cost, substitutions_count, carried_over)
      select fantasy_team_id, ${stage.id}::int, scheme, cost, 0, true from source
      on conflict (fantasy_team_id, stage_id) do nothing
      returning id, fantasy_team_id
    )
    insert into squad_players (squad_id, player_id, position, is_captain)
    select made.id, sp.player_id, sp.position, sp.is_captain
    from made
    join source on source.fantasy_team_id = made.fantasy_team_id
    join squad_players sp on sp.squad_id = source.id`;
}

const FIELD_POSITIONS = [1, 2, 3, 4] as const;

/** What squads' points are made of: each player's figures in the stage, and the squads that play it. */
export type SquadPointsSource = {
  /** (player_id, points, played) of the players with figures; the others have 0 and did not play. */
  facts: SQL;
  /** (id, fantasy_team_id, cost) of the squads. */
  squads: SQL;
  /**
   * (fantasy_team_id, points): the teams' stored points of the scored tours of the stage's month
   * before it (a scored stage's source; the live standings have none). With it the totals also
   * have the month's points and place (see stagePointsSql).
   */
  monthBefore?: SQL;
};

/** The scored stage: the stored match points of its lines, and its own squads. */
const storedSource = (stageId: number): SquadPointsSource => ({
  facts: sql`
    select pmp.player_id, sum(pmp.points)::int as points, bool_or(l.minutes > 0) as played
    from player_match_points pmp
    join player_match_stats l on l.match_id = pmp.match_id and l.player_id = pmp.player_id
    where pmp.stage_id = ${stageId}
    group by pmp.player_id`,
  squads: sql`select id, fantasy_team_id, cost from squads where stage_id = ${stageId}`,
  monthBefore: sql`
    select f.fantasy_team_id, sum(f.points)::int as points
    from fantasy_stages t
    join fantasy_stages s on s.league_id = t.league_id and s.scored_at is not null and s.tour < t.tour
      and ${monthOfSql(sql`s.start_at`)} = ${monthOfSql(sql`t.start_at`)}
    join fantasy_stage_points f on f.stage_id = s.id
    where t.id = ${stageId}
    group by f.fantasy_team_id`,
});

/**
 * Each squad's points, set-based in one aggregate over its 15 rows (no
 * per-player row is written): the starters who played (captain ×2), for each
 * field position the bench player with the lowest id when a starter of that
 * position did not play and he did (one bench slot per position), and the
 * unspent-coins bonus. packages/domain scoreStageSquad is the same rule for
 * one squad; the squad views compute the per-player lines with it when read.
 *
 * Every player's facts of the stage (field position, stage points,
 * whether he played) are packed in one bigint `key`
 * ordered by player id (id × 2^14 + (points + 2^12) × 2 + played), so one
 * `min` finds a position's first bench player with his figures. The totals,
 * one row per team, go to a temporary table `table` (a plain select over the stored
 * tables, so PostgreSQL may run it in parallel): stagePointsSql stores them.
 * With the source's `monthBefore` they also carry the month's points (these plus the
 * earlier tours' of the month) and place (ties share), in the same pass.
 * The live standings give their own source (provisional figures, the squads in force).
 */
export function squadPointsSql(
  stage: FantasyScoringStage,
  source: SquadPointsSource = storedSource(stage.id),
  table = 'fantasy_scoring_squads',
): SQL[] {
  const bonus = sql`greatest(0, floor(${stage.budget}::numeric - cost))::int`;
  const perPosition = FIELD_POSITIONS.map((fp) => {
    const n = sql.raw(String(fp));
    return sql`bool_or(sp.position = 1 and not x.played and x.field_position = ${n}) as absent${n},
             min(x.key) filter (where sp.position = 0 and x.field_position = ${n}) as bench${n}`;
  });
  // The first bench player of a position came on when a starter of it was absent and he played.
  const cameOn = FIELD_POSITIONS.map((fp) => {
    const [a, b] = [sql.raw(`absent${fp}`), sql.raw(`bench${fp}`)];
    return sql`(case when ${a} and ${b} % 2 = 1 then (${b} % 16384) / 2 - 4096 else 0 end)`;
  });
  return tempTable(
    table,
    sql`with facts as (
          select p.id as player_id, p.field_position, coalesce(f.points, 0) as points,
                 coalesce(f.played, false) as played,
                 p.id::bigint * 16384 + (coalesce(f.points, 0) + 4096) * 2 + (coalesce(f.played, false))::int as key
          from players p
          left join (${source.facts}) f on f.player_id = p.id
        ), totals as (
          select s.fantasy_team_id, s.cost,
                 sum(case when sp.position = 1 and x.played
                          then case when sp.is_captain then 2 * x.points else x.points end
                          else 0 end) as starters,
                 ${sql.join(perPosition, sql`, `)}
          from (${source.squads}) s
          join squad_players sp on sp.squad_id = s.id
          join facts x on x.player_id = sp.player_id
          group by s.fantasy_team_id, s.cost
        ), points as (
          select fantasy_team_id, (starters + ${sql.join(cameOn, sql` + `)} + ${bonus})::int as points from totals
        )
        ${
          source.monthBefore
            ? sql`, month as (
                select p.fantasy_team_id, p.points, (p.points + coalesce(m.points, 0))::int as month_points
                from points p left join (${source.monthBefore}) m on m.fantasy_team_id = p.fantasy_team_id
              )
              select fantasy_team_id, points, (rank() over (order by points desc))::int as place, month_points,
                     (rank() over (order by month_points desc))::int as month_place
              from month`
            : sql`select fantasy_team_id, points, (rank() over (order by points desc))::int as place from points`
        }`,
    'fantasy_team_id',
  );
}

/**
 * The teams' stage points from the squads' totals (squadPointsSql) with the
 * place in the stage (points desc, ties share it) and the month's points and
 * place (the general rating's «Месяц», folded into the tour's rows), written
 * once: changed rows by one hash join, then the new ones (no per-row conflict
 * probe of an upsert). `changedCount`, run before `write`, answers how many
 * teams' points change.
 */
export function stagePointsSql(stageId: number): { changedCount: SQL; write: SQL[] } {
  return {
    changedCount: sql`
      select count(*)::int as n from fantasy_scoring_squads x
      left join fantasy_stage_points f on f.stage_id = ${stageId} and f.fantasy_team_id = x.fantasy_team_id
      where f.points is distinct from x.points`,
    write: [
      sql`delete from fantasy_stage_points f
          where f.stage_id = ${stageId}
            and not exists (select 1 from fantasy_scoring_squads x where x.fantasy_team_id = f.fantasy_team_id)`,
      sql`update fantasy_stage_points f
          set points = x.points, place = x.place, month_points = x.month_points, month_place = x.month_place
          from fantasy_scoring_squads x
          where f.stage_id = ${stageId} and f.fantasy_team_id = x.fantasy_team_id
            and (f.points, f.place, f.month_points, f.month_place)
                is distinct from (x.points, x.place, x.month_points, x.month_place)`,
      sql`insert into fantasy_stage_points (stage_id, fantasy_team_id, points, place, month_points, month_place)
          select ${stageId}::int, x.fantasy_team_id, x.points, x.place, x.month_points, x.month_place
          from fantasy_scoring_squads x
          where not exists (select 1 from fantasy_stage_points f
                            where f.stage_id = ${stageId} and f.fantasy_team_id = x.fantasy_team_id)
          order by x.fantasy_team_id`,
      // The stage's rows may all be new: later statements (totals, stage places) plan on fresh statistics.
      sql`analyze fantasy_stage_points`,
    ],
  };
}

/** The stage's month's scored tours after it (a re-score of an earlier tour, or tours scored out of order). */
export function laterMonthToursSql(stage: FantasyScoringStage): SQL {
  return sql`
    select count(*)::int as n
    from fantasy_stages t
    join fantasy_stages s on s.league_id = t.league_id and s.scored_at is not null and s.tour > t.tour
      and ${monthOfSql(sql`s.start_at`)} = ${monthOfSql(sql`t.start_at`)}
    where t.id = ${stage.id}`;
}

/**
 * The month's points and place of the rows of the month's scored tours after the stage, when
 * there are some (laterMonthToursSql): their month sums hold this stage's points, just changed.
 * One pass over the month's rows: each team's running sum of the stored points in tour order
 * (this stage counts, scored or not yet), ranked within each later tour; only changed rows written.
 */
export function laterMonthPointsSql(stage: FantasyScoringStage): SQL {
  return sql`
    with month_stages as (
      select s.id, s.tour
      from fantasy_stages t
      join fantasy_stages s on s.league_id = t.league_id and (s.scored_at is not null or s.id = t.id)
        and ${monthOfSql(sql`s.start_at`)} = ${monthOfSql(sql`t.start_at`)}
      where t.id = ${stage.id}
    ), running as (
      select f.stage_id, s.tour, f.fantasy_team_id,
             (sum(f.points) over (partition by f.fantasy_team_id order by s.tour))::int as month_points
      from month_stages s join fantasy_stage_points f on f.stage_id = s.id
    ), later as (
      select stage_id, fantasy_team_id, month_points,
             (rank() over (partition by stage_id order by month_points desc))::int as month_place
      from running where tour > ${stage.tour}
    )
    update fantasy_stage_points f set month_points = l.month_points, month_place = l.month_place
    from later l
    where f.stage_id = l.stage_id and f.fantasy_team_id = l.fantasy_team_id
      and (f.month_points, f.month_place) is distinct from (l.month_points, l.month_place)`;
}

/**
 * The stage becomes past with its average and best team points (first scoring
 * time kept); the next one becomes current if none is.
 */
export function markStageScoredSql(stage: FantasyScoringStage): SQL[] {
  return [
    sql`update fantasy_stages f
        set status = 'past', scored_at = coalesce(f.scored_at, now()), avg_points = x.avg_points, max_points = x.max_points
        from (select round(avg(points), 2) as avg_points, max(points)::int as max_points
              from fantasy_stage_points where stage_id = ${stage.id}) x
        where f.id = ${stage.id}
          and (f.status <> 'past' or f.scored_at is null
               or (f.avg_points, f.max_points) is distinct from (x.avg_points, x.max_points))`,
    sql`update fantasy_stages set status = 'current'
        where id = (select id from fantasy_stages
                    where league_id = ${stage.leagueId} and status = 'future' and tour > ${stage.tour}
                    order by tour limit 1)
          and not exists (select 1 from fantasy_stages where league_id = ${stage.leagueId} and status = 'current')`,
  ];
}

/**
 * A team's place before the latest scored tour (ties share it), among the teams that had points
 * then; null for a team whose first scored tour is the latest (`t` its totals).
 */
const prevPlace = (champ: SQL) =>
  sql`(case when t.prev_points is not null
            then rank() over (partition by ${champ}, t.prev_points is not null order by t.prev_points desc)
       end)::int as prev_place`;

/**
 * The season totals of every team with a scored squad, then the wanted rows
 * of the general rating (every team of the league) and of every user league
 * (all its members), 0 points without a scored squad, places shared on equal points.
 */
export function ratingsSql(stage: FantasyScoringStage): SQL[] {
  return [
    ...tempTable(
      'fantasy_scoring_totals',
      sql`with latest as (
            select max(tour) as tour from fantasy_stages where league_id = ${stage.leagueId} and scored_at is not null
          )
          select f.fantasy_team_id, sum(f.points)::int as points, min(s.tour)::int as first_tour,
                 -- Before the latest scored tour: the order the movement is measured from.
                 sum(f.points) filter (where s.tour < (select tour from latest))::int as prev_points
          from fantasy_stage_points f
          join fantasy_stages s on s.id = f.stage_id
          where s.league_id = ${stage.leagueId} and s.scored_at is not null
          group by f.fantasy_team_id`,
      'fantasy_team_id',
    ),
    ...tempTable(
      'fantasy_scoring_rating',
      sql`select c.id as champ_id, ft.id as fantasy_team_id, coalesce(t.points, 0) as points,
                 (rank() over (partition by c.id order by coalesce(t.points, 0) desc))::int as place,
                 coalesce(t.first_tour, ${NO_FIRST_TOUR})::smallint as first_tour,
                 ${prevPlace(sql`c.id`)}
          from champs c
          cross join fantasy_teams ft
          left join fantasy_scoring_totals t on t.fantasy_team_id = ft.id
          where c.season_id = ${stage.seasonId} and c.game = 'fantasy' and c.type = 'general'
            and ft.league_id = ${stage.leagueId}
          union all
          select m.champ_id, m.fantasy_team_id, coalesce(t.points, 0),
                 (rank() over (partition by m.champ_id order by coalesce(t.points, 0) desc))::int,
                 coalesce(t.first_tour, ${NO_FIRST_TOUR})::smallint,
                 ${prevPlace(sql`m.champ_id`)}
          from champ_members m
          join champs c on c.id = m.champ_id and c.season_id = ${stage.seasonId} and c.game = 'fantasy' and c.type = 'user'
          join fantasy_teams ft on ft.id = m.fantasy_team_id and ft.league_id = ${stage.leagueId}
          left join fantasy_scoring_totals t on t.fantasy_team_id = m.fantasy_team_id`,
      'champ_id, fantasy_team_id',
    ),
    sql`delete from champ_rating r
        using champs c
        where c.id = r.champ_id and c.season_id = ${stage.seasonId} and c.game = 'fantasy' and c.type in ('general', 'user')
          and not exists (select 1 from fantasy_scoring_rating w
                          where w.champ_id = r.champ_id and w.fantasy_team_id = r.fantasy_team_id)`,
    // first_tour (the team's first scored tour with points: see refreshRatingOrder) is written with the
    // place; changed rows by one hash join, then the new ones.
    sql`update champ_rating r set points = w.points, place = w.place, first_tour = w.first_tour,
                                  prev_place = w.prev_place
        from fantasy_scoring_rating w
        where r.champ_id = w.champ_id and r.fantasy_team_id = w.fantasy_team_id
          and (r.points, r.place, r.first_tour, r.prev_place)
              is distinct from (w.points, w.place, w.first_tour, w.prev_place)`,
    sql`insert into champ_rating (champ_id, fantasy_team_id, points, place, first_tour, prev_place)
        select w.champ_id, w.fantasy_team_id, w.points, w.place, w.first_tour, w.prev_place
        from fantasy_scoring_rating w
        where not exists (select 1 from champ_rating r
                          where r.champ_id = w.champ_id and r.fantasy_team_id = w.fantasy_team_id)
        order by w.champ_id, w.fantasy_team_id`,
  ];
}

/**
 * Season figures per player of the league from its scored stages: points,
 * goals, assists, matches played, minutes, cards and performance (points per
 * match played). Players no longer in any scored line go back to zeros.
 */
export function playerStatsSql(stage: FantasyScoringStage): SQL[] {
  const columns = sql.raw('points, goals, assists, matches, minutes, ycards, rcards, performance');
  return [
    ...tempTable(
      'fantasy_scoring_player_stats',
      sql`
        with agg as (
          select l.player_id, coalesce(sum(pmp.points), 0)::int as points, sum(l.goals)::int as goals,
                 sum(l.assists)::int as assists, (count(*) filter (where l.minutes > 0))::int as matches,
                 sum(l.minutes)::int as minutes, sum(l.yellow_cards)::int as ycards, sum(l.red_cards)::int as rcards
          from player_match_stats l
          join matches m on m.id = l.match_id and m.season_id = ${stage.seasonId}
          join fantasy_stages s on s.league_id = ${stage.leagueId} and s.tour = m.tour and s.scored_at is not null
          left join player_match_points pmp on pmp.match_id = l.match_id and pmp.player_id = l.player_id
          group by l.player_id
        )
        select agg.*, (case when matches > 0 then round(points::numeric / matches, 2) else 0 end) as performance
        from agg`,
      'player_id',
    ),
    sql`insert into fantasy_player_stats (league_id, player_id, ${columns})
        select ${stage.leagueId}::int, player_id, ${columns} from fantasy_scoring_player_stats
        on conflict (league_id, player_id) do update
          set points = excluded.points, goals = excluded.goals, assists = excluded.assists,
              matches = excluded.matches, minutes = excluded.minutes, ycards = excluded.ycards,
              rcards = excluded.rcards, performance = excluded.performance
          where (fantasy_player_stats.points, fantasy_player_stats.goals, fantasy_player_stats.assists,
                 fantasy_player_stats.matches, fantasy_player_stats.minutes, fantasy_player_stats.ycards,
                 fantasy_player_stats.rcards, fantasy_player_stats.performance)
                is distinct from (excluded.points, excluded.goals, excluded.assists, excluded.matches,
                                  excluded.minutes, excluded.ycards, excluded.rcards, excluded.performance)`,
    sql`update fantasy_player_stats f
        set points = 0, goals = 0, assists = 0, matches = 0, minutes = 0, ycards = 0, rcards = 0, performance = 0
        where f.league_id = ${stage.leagueId}
          and (f.points, f.goals, f.assists, f.matches, f.minutes, f.ycards, f.rcards, f.performance)
              is distinct from (0, 0, 0, 0, 0, 0, 0, 0)
          and not exists (select 1 from fantasy_scoring_player_stats x where x.player_id = f.player_id)`,
  ];
}

/** Per player: how many squads hold him, the percentage of all squads, how many made him captain. */
const heldCounts = (held: SQL, total: SQL) => sql`
  with held as (${held}), total as (${total})
  select sp.player_id, count(*)::int as squads_count,
         round(100.0 * count(*) / (select n from total), 2) as popularity_percent,
         (count(*) filter (where sp.is_captain))::int as captains_count
  from held join squad_players sp on sp.squad_id = held.id
  group by sp.player_id`;

/** How many squads the scored stage has, and how many were saved for the tours after it up to the market's. */
export function newerSquadsCountSql(
  scored: { id: number; tour: number; leagueId: number },
  marketTour: number,
): SQL {
  return sql`
    select (select count(*) from squads where stage_id = ${scored.id})::int as scored,
           (select count(*) from squads s join fantasy_stages fs on fs.id = s.stage_id
            where fs.league_id = ${scored.leagueId} and fs.tour > ${scored.tour} and fs.tour <= ${marketTour})::int as newer`;
}

/**
 * Who holds whom in the market's stage, from the scored stage's counts just stored (`scored`, whose
 * squads are complete and are the market's for every team without a newer one): the squads saved
 * for the tours after it up to the market's are added and the scored stage's squads they replace
 * taken away, so only the teams that changed are read.
 */
export function marketCountsSql(
  scored: { id: number; tour: number; leagueId: number },
  marketTour: number,
): SQL {
  return sql`
    with newer as (
      select distinct on (s.fantasy_team_id) s.id, s.fantasy_team_id
      from squads s join fantasy_stages fs on fs.id = s.stage_id
      where fs.league_id = ${scored.leagueId} and fs.tour > ${scored.tour} and fs.tour <= ${marketTour}
      order by s.fantasy_team_id, fs.tour desc
    ), replaced as (
      select s.id from squads s join newer n on n.fantasy_team_id = s.fantasy_team_id
      where s.stage_id = ${scored.id}
    ), change as (
      select sp.player_id, 1 as n, sp.is_captain from newer join squad_players sp on sp.squad_id = newer.id
      union all
      select sp.player_id, -1, sp.is_captain from replaced join squad_players sp on sp.squad_id = replaced.id
    ), counts as (
      select player_id, sum(n)::int as squads_count, sum(c)::int as captains_count
      from (select player_id, squads_count as n, captains_count as c
            from fantasy_stage_popularity where stage_id = ${scored.id}
            union all
            select player_id, n, case when is_captain then n else 0 end from change) x
      group by player_id
    ), total as (
      select (select count(*) from squads where stage_id = ${scored.id})
           + (select count(*) from newer n
              where not exists (select 1 from squads s where s.stage_id = ${scored.id} and s.fantasy_team_id = n.fantasy_team_id))
             as n
    )
    select player_id, squads_count, round(100.0 * squads_count / (select n from total), 2) as popularity_percent,
           captains_count
    from counts where squads_count > 0`;
}

/**
 * Who holds whom in a stage's squads: the per-stage popularity (the stat
 * graph) and how many made each player captain. A team's squad of the stage is its latest one up to that tour
 * (a squad not re-saved carries over); `fromTour` is the latest scored tour
 * up to it, whose squads are complete (or `counts`, already counted: marketCountsSql). With `market`, the
 * percentages also become the market's popularity_percent (the stage the market shows).
 */
export function popularitySql(
  stage: { id: number; tour: number; leagueId: number },
  from: number | { counts: SQL },
  market: boolean,
): SQL[] {
  const statements = [
    ...tempTable(
      'fantasy_scoring_popularity',
      typeof from === 'number'
        ? heldCounts(
            sql`select distinct on (s.fantasy_team_id) s.id
                from squads s join fantasy_stages fs on fs.id = s.stage_id
                where fs.league_id = ${stage.leagueId} and fs.tour >= ${from} and fs.tour <= ${stage.tour}
                order by s.fantasy_team_id, fs.tour desc`,
            sql`select count(*) as n from held`,
          )
        : from.counts,
      'player_id',
    ),
    sql`delete from fantasy_stage_popularity p
        where p.stage_id = ${stage.id}
          and not exists (select 1 from fantasy_scoring_popularity x where x.player_id = p.player_id)`,
    sql`insert into fantasy_stage_popularity (stage_id, player_id, squads_count, popularity_percent, captains_count)
        select ${stage.id}::int, player_id, squads_count, popularity_percent, captains_count
        from fantasy_scoring_popularity
        on conflict (stage_id, player_id) do update
          set squads_count = excluded.squads_count, popularity_percent = excluded.popularity_percent,
              captains_count = excluded.captains_count
          where (fantasy_stage_popularity.squads_count, fantasy_stage_popularity.popularity_percent,
                 fantasy_stage_popularity.captains_count)
                is distinct from (excluded.squads_count, excluded.popularity_percent, excluded.captains_count)`,
  ];
  if (!market) return statements;
  return [
    ...statements,
    sql`insert into fantasy_player_stats (league_id, player_id, popularity_percent)
        select ${stage.leagueId}::int, player_id, popularity_percent from fantasy_scoring_popularity
        on conflict (league_id, player_id) do update set popularity_percent = excluded.popularity_percent
          where fantasy_player_stats.popularity_percent <> excluded.popularity_percent`,
    sql`update fantasy_player_stats f set popularity_percent = 0
        where f.league_id = ${stage.leagueId} and f.popularity_percent <> 0
          and not exists (select 1 from fantasy_scoring_popularity x where x.player_id = f.player_id)`,
  ];
}

/**
 * Issue 23 §3: the tour's winners in the general rating and every user league of the season, the
 * teams with the most tour points among the rating's teams (ties share; nobody when the best is 0).
 */
export function tourWinnersSql(stage: FantasyScoringStage): SQL[] {
  return [
    sql`delete from fantasy_tour_winners where stage_id = ${stage.id}`,
    sql`insert into fantasy_tour_winners (champ_id, fantasy_team_id, stage_id, points)
        select champ_id, fantasy_team_id, ${stage.id}::int, points
        from (
          select r.champ_id, p.fantasy_team_id, p.points, max(p.points) over (partition by r.champ_id) as best
          from fantasy_scoring_rating r
          join fantasy_stage_points p on p.stage_id = ${stage.id} and p.fantasy_team_id = r.fantasy_team_id
        ) x
        where points = best and best > 0`,
  ];
}

/**
 * Issue 23 §3 «Месяц» of every user league: its members over the scored tours of the scored tour's
 * month — the teams with points in them, places shared on equal points — rewritten whole for that
 * month (the ratings' rows, fantasy_scoring_rating, say who is in which). The general rating's month
 * is in the tour rows (stagePointsSql); its count is the rows of the month's latest scored tour.
 */
export function monthRatingsSql(stage: FantasyScoringStage): SQL[] {
  const month = sql`(select ${monthOfSql(sql`start_at`)} from fantasy_stages where id = ${stage.id})`;
  const champsOf = (type: SQL) =>
    sql`select id from champs where season_id = ${stage.seasonId} and game = 'fantasy' and type in (${type})`;
  const userChamps = champsOf(sql`'user'`);
  const monthStages = sql`
    select id, tour from fantasy_stages
    where league_id = ${stage.leagueId} and scored_at is not null and ${monthOfSql(sql`start_at`)} = ${month}`;
  return [
    // The user leagues' members (a few of the rating's rows), analyzed: the sums below plan on their count.
    ...tempTable(
      'fantasy_scoring_month_members',
      sql`select r.champ_id, r.fantasy_team_id from fantasy_scoring_rating r where r.champ_id in (${userChamps})`,
      'champ_id, fantasy_team_id',
    ),
    sql`delete from fantasy_month_rating where month = ${month} and champ_id in (${userChamps})`,
    // Only the members' points are summed, not the general rating's.
    sql`insert into fantasy_month_rating (champ_id, month, fantasy_team_id, points, place)
        with totals as (
          select f.fantasy_team_id, sum(f.points)::int as points
          from fantasy_stage_points f
          where f.stage_id in (select id from (${monthStages}) s)
            and f.fantasy_team_id in (select fantasy_team_id from fantasy_scoring_month_members)
          group by f.fantasy_team_id
        )
        select r.champ_id, ${month}, r.fantasy_team_id, t.points,
               (rank() over (partition by r.champ_id order by t.points desc))::int
        from fantasy_scoring_month_members r join totals t on t.fantasy_team_id = r.fantasy_team_id`,
    ...monthCountsSql(sql`fantasy_month_rating`, champsOf(sql`'general', 'user'`), month),
    sql`insert into rating_month_counts (champ_id, month, members_count)
        select c.id, ${month}, (select count(*)::int from fantasy_stage_points
                                where stage_id = (select id from (${monthStages}) s order by tour desc limit 1))
        from (${champsOf(sql`'general'`)}) c`,
  ];
}
