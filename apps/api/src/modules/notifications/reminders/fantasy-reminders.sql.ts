import { sql, type SQL } from 'drizzle-orm';

/**
 * Issue 24 §1: what is wrong with each fantasy team's squad for a stage, as
 * `reminder_candidates (user_id, payload)` for the scan (reminder-scan.ts). The squad that will
 * play is the one saved for the stage or, without it, the team's latest earlier one (scoring
 * carries it over). Kept only the teams with something to fix: no squad at all; starters who are
 * injured, doubtful or suspended, or whose club has no match in the tour; the captain among them.
 */
export function fantasyCandidatesSql(stageId: number): SQL {
  return sql`
    create temp table reminder_candidates on commit drop as
    with stage as (
      select s.id, s.tour, s.league_id, l.season_id from fantasy_stages s
      join fantasy_leagues l on l.id = s.league_id where s.id = ${stageId}
    ), earlier as (
      select id from fantasy_stages
      where league_id = (select league_id from stage) and tour <= (select tour from stage)
    ), squad as (
      select t.id as team_id, t.user_id,
             (select q.id from squads q
              where q.fantasy_team_id = t.id and q.stage_id in (select id from earlier)
              order by q.stage_id desc limit 1) as squad_id
      from fantasy_teams t where t.league_id = (select league_id from stage)
    ), playing_clubs as (
      select home_team_id as club from matches
      where season_id = (select season_id from stage) and tour = (select tour from stage)
      union
      select guest_team_id from matches
      where season_id = (select season_id from stage) and tour = (select tour from stage)
    ), problems as (
      select q.user_id, sp.player_id, sp.is_captain,
             case when p.team_id is null or p.team_id not in (select club from playing_clubs) then 'no_match'
                  when p.status = 'injury' then 'injured'
                  when p.status = 'potential_injury' then 'doubtful'
                  when p.status = 'disqualified' then 'suspended' end as problem
      from squad q
      join squad_players sp on sp.squad_id = q.squad_id and sp.position = 1
      join players p on p.id = sp.player_id
      where p.status <> 'active' or p.team_id is null or p.team_id not in (select club from playing_clubs)
    ), by_user as (
      select user_id,
             jsonb_agg(jsonb_build_array(player_id, problem) order by player_id) as players,
             max(player_id) filter (where is_captain) as captain
      from problems group by user_id
    )
    select q.user_id,
           jsonb_build_object('stage_id', ${stageId}::int, 'no_squad', q.squad_id is null,
                              'players', coalesce(b.players, '[]'::jsonb), 'captain', b.captain) as payload
    from squad q left join by_user b on b.user_id = q.user_id
    where q.squad_id is null or b.user_id is not null`;
}
