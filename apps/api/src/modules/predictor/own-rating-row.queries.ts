import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect.ts';
import { ownRowFigures, type OwnRowFigures } from '../../http/own-row-figures.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { liveFiguresSql, type LiveRow } from './live-rating.queries.ts';
import type { RatingRow, TourWins } from './rating.queries.ts';

/** The reader's row of a rating as one statement gives it; `row` is null while the reader is not rated. */
export type OwnRatingRow = {
  champType: string;
  row: RatingRow | null;
  /** The league's scored stages in tour order, with the reader's points in each (null: not played). */
  stages: { id: number; name: string; value: number | null }[];
  live: LiveRow | null;
  wins: TourWins;
};

type Found = OwnRowFigures & {
  champ_type: string;
  login: string | null;
  winline_id: string | null;
  points: number | null;
  last_tour_points: number | null;
  place: number | null;
  max_place: number | null;
  prev_place: number | null;
  stages: { id: number; name: string; value: number | null }[];
};

// Each part is an index read keyed by the champ and the user: the rating's primary key, the live
// rows' (champ, bucket) key, the stage points' (stage, user) key for each scored stage, the winners' key.
const ownRow = preparedStatement<Found>(
  'predictor_own_rating_row',
  sql`
    with scored as (
      select s.id, s.name, s.tour from predictor_stages s
      where s.league_id = ${sql.placeholder('leagueId')} and s.scored_at is not null)
    select c.type as champ_type, u.login, u.winline_id, r.points, r.last_tour_points, r.place,
           r.max_place, r.prev_place,
           (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'value', p.points)
                                     order by s.tour), '[]')
            from scored s
            left join predictor_stage_points p on p.stage_id = s.id and p.user_id = r.user_id) as stages,
           ${liveFiguresSql.stagePoints('r.user_id')} as live_stage_points,
           ${liveFiguresSql.points('r.user_id')} as live_points, ${liveFiguresSql.place('r.user_id')} as live_place,
           (select count(*)::int from predictor_tour_winners w
            where w.champ_id = c.id and w.user_id = r.user_id) as wins,
           coalesce((select bool_or(w.stage_id = (select id from scored order by tour desc limit 1))
                     from predictor_tour_winners w
                     where w.champ_id = c.id and w.user_id = r.user_id), false) as latest
    from champs c
    left join predictor_ratings r on r.champ_id = c.id and r.user_id = ${sql.placeholder('userId')}
    left join users u on u.id = r.user_id
    left join predictor_live_rows l on l.champ_id = c.id and l.bucket = ${liveFiguresSql.bucket('r.user_id')}
      and exists (select 1 from predictor_stages ls where ls.id = l.stage_id and ls.scored_at is null)
    where c.id = ${sql.placeholder('champId')} and c.game = 'predictor'`,
);

/** The reader's own row of a predictor rating (issue 25 §3), or null when there is no such champ. */
export async function findOwnRatingRow(
  db: DbOrTx,
  where: { leagueId: number; champId: number; userId: number },
): Promise<OwnRatingRow | null> {
  const [found] = await ownRow(db, where);
  if (!found) return null;
  const rated = found.points !== null;
  return {
    champType: found.champ_type,
    row: rated
      ? {
          userId: where.userId,
          login: found.login!,
          winlineId: found.winline_id,
          points: found.points!,
          lastTourPoints: found.last_tour_points!,
          place: found.place!,
          maxPlace: found.max_place!,
          prevPlace: found.prev_place,
        }
      : null,
    stages: found.stages,
    ...ownRowFigures(found),
  };
}
