import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connect.ts';
import { ownRowFigures, type OwnRowFigures } from '../../../http/own-row-figures.ts';
import { preparedStatement } from '../../../db/prepared.ts';
import { liveFiguresSql, type LiveRow } from './live-rating.queries.ts';
import type { RatingTeamRow, TourWins } from './rating.queries.ts';

/** The reader's team's row of a fantasy rating as one statement gives it; `row` is null without a team. */
export type OwnRatingRow = {
  champType: string;
  row: RatingTeamRow | null;
  /** The league's scored stages in tour order, with the team's points in each (null: not played). */
  stages: { id: number; value: number | null }[];
  live: LiveRow | null;
  wins: TourWins;
};

type Found = OwnRowFigures & {
  champ_type: string;
  team_id: number | null;
  name: string | null;
  is_media: boolean | null;
  media_name: string | null;
  media_url: string | null;
  points: number | null;
  place: number | null;
  prev_place: number | null;
  stages: { id: number; value: number | null }[];
};

// The champ's league as findRatingChamp picks it; then index reads keyed by the champ and the
// team: the team's (user, league) key, the rating's and the live heads' primary keys, the live points' bucket, the stage
// points' (stage, team) key for each scored stage, the winners' key.
const ownRow = preparedStatement<Found>(
  'fantasy_own_rating_row',
  sql`
    with c as (
      select c.id, c.type, l.id as league_id from champs c
      join fantasy_leagues l on l.season_id = c.season_id
      where c.id = ${sql.placeholder('champId')} and c.game = 'fantasy' and c.type in ('general', 'user')
      order by l.is_active desc, l.id limit 1),
    scored as (
      select s.id, s.tour from fantasy_stages s, c where s.league_id = c.league_id and s.scored_at is not null)
    select c.type as champ_type, t.id as team_id, t.name, t.is_media, t.media_name, t.media_url,
           r.points, r.place, r.prev_place,
           (select coalesce(json_agg(json_build_object('id', s.id, 'value', p.points) order by s.tour), '[]')
            from scored s
            left join fantasy_stage_points p on p.stage_id = s.id and p.fantasy_team_id = t.id) as stages,
           l.stage_points as live_stage_points, l.points as live_points, l.place as live_place,
           (select count(*)::int from fantasy_tour_winners w
            where w.champ_id = c.id and w.fantasy_team_id = t.id) as wins,
           coalesce((select bool_or(w.stage_id = (select id from scored order by tour desc limit 1))
                     from fantasy_tour_winners w
                     where w.champ_id = c.id and w.fantasy_team_id = t.id), false) as latest
    from c
    left join fantasy_teams t on t.user_id = ${sql.placeholder('userId')} and t.league_id = c.league_id
    left join champ_rating r on r.champ_id = c.id and r.fantasy_team_id = t.id
    left join fantasy_live_heads h on h.champ_id = c.id
    left join lateral (${liveFiguresSql}) l on true`,
);

/** The reader's team's row of a fantasy rating (issue 25 §3), or null when there is no such rating. */
export async function findOwnRatingRow(
  db: DbOrTx,
  where: { champId: number; userId: number },
): Promise<OwnRatingRow | null> {
  const [found] = await ownRow(db, where);
  if (!found) return null;
  return {
    champType: found.champ_type,
    row:
      found.team_id === null
        ? null
        : {
            fantasyTeamId: found.team_id,
            points: found.points,
            place: found.place,
            prevPlace: found.prev_place,
            name: found.name!,
            isMedia: found.is_media!,
            mediaName: found.media_name,
            mediaUrl: found.media_url,
          },
    stages: found.stages,
    ...ownRowFigures(found),
  };
}
