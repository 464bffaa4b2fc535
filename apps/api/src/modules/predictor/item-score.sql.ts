import { sql, type SQL } from 'drizzle-orm';
import { MATCH_POINTS_BY_GRADE, WINNER_BONUS_POINTS } from '@mliga/domain';

const n = (value: number) => sql.raw(String(Math.trunc(value)));

/**
 * The grade of a match prediction (packages/domain scoreMatchPrediction) as a
 * SQL expression over four integer expressions; a test checks both agree on
 * every score 0–20.
 */
export function matchGradeSql(ph: SQL, pg: SQL, rh: SQL, rg: SQL): SQL {
  return sql`case
    when ${ph} is null or ${pg} is null then 4
    when ${ph} = ${rh} and ${pg} = ${rg} then 1
    when sign(${ph} - ${pg}) <> sign(${rh} - ${rg}) then 4
    when ${ph} - ${pg} = ${rh} - ${rg} then 2
    else 3
  end`;
}

/** Points of a match grade (packages/domain MATCH_POINTS_BY_GRADE). */
export function matchPointsSql(grade: SQL): SQL {
  const p = MATCH_POINTS_BY_GRADE;
  return sql`case ${grade} when 1 then ${n(p[1])} when 2 then ${n(p[2])} when 3 then ${n(p[3])} else ${n(p[4])} end`;
}

/**
 * The stage's events as the item score reads them (alias them `ev`): kind, question points,
 * the right answer, and the match's score (rh, rg) once it is finished.
 */
export function scoredEventsSql(stageId: number): SQL {
  return sql`(
    select e.id, e.kind, e.points, e.correct_variant_id, e.correct_value,
           m.home_score as rh, m.guest_score as rg, coalesce(m.is_finished, false) as finished
    from predictor_events e left join matches m on m.id = e.match_id
    where e.stage_id = ${stageId}
  )`;
}

/**
 * The same events while the stage is played (issue 22 §4): a match being played, or over, counts
 * with its score so far, so itemScore gives each prediction its provisional points.
 */
export function liveEventsSql(stageId: number): SQL {
  return sql`(
    select e.id, e.kind, e.points, e.correct_variant_id, e.correct_value,
           m.home_score as rh, m.guest_score as rg,
           coalesce(m.home_score is not null and m.guest_score is not null
                    and (m.is_finished or ml.status in ('live', 'half_time', 'finished')), false) as finished
    from predictor_events e
    left join matches m on m.id = e.match_id
    left join match_live ml on ml.match_id = m.id
    where e.stage_id = ${stageId}
  )`;
}

/**
 * The grade (1–4) and the points of a prediction `p` of the event `ev` (scoredEventsSql); null
 * while the event's result is unknown. X2 doubles only a confirmed item. They are not stored:
 * the scoring job sums them into the stage points, and the stage view derives each item's
 * from the same expressions when read.
 */
export const itemScore: { grade: SQL; points: SQL } = (() => {
  const matchGrade = matchGradeSql(sql`p.home_score`, sql`p.guest_score`, sql`ev.rh`, sql`ev.rg`);
  const grade = sql`(case
    when ev.kind = 'match' then case when ev.finished then ${matchGrade} end
    when ev.correct_variant_id is not null then case when p.variant_id = ev.correct_variant_id then 1 else 4 end
    when ev.correct_value is not null then case when p.variant_value = ev.correct_value then 1 else 4 end
  end)`;
  const points = sql`((case
    when ${grade} is null then null
    when ev.kind = 'match' then ${matchPointsSql(grade)}
    when ${grade} = 1 then case when ev.kind = 'winner' then ${n(WINNER_BONUS_POINTS)} else ev.points end
    else 0
  end) * (case when p.is_x2 and p.is_x2_confirmed then 2 else 1 end))`;
  return { grade, points };
})();
