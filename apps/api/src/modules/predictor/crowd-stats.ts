import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect.ts';
import type { CrowdStatsEntry } from '../../db/schema/index.ts';

/** How many of the most popular scores (or numbers) a match (or numeric question) shows. */
export const CROWD_STATS_TOP = 10;

/**
 * Counts, once per stage, how many users predicted each score, variant and
 * number of its events. Predictions of a closed stage never change, so the
 * counts are stored and every later page view reads them. The first caller
 * claims the stage; concurrent callers wait on that row and then find it done.
 */
export async function countCrowdStats(db: DbOrTx, stageId: number, now: Date): Promise<void> {
  await db.execute(sql`
    with claimed as (
      update predictor_stages set crowd_stats_at = ${now}
      where id = ${stageId} and crowd_stats_at is null
      returning id
    ), counted as (
      select p.event_id, p.home_score as h, p.guest_score as g, p.variant_id as v, p.variant_value as x,
             count(*)::int as n
      from predictions p
      where p.stage_id = (select id from claimed)
      group by p.event_id, p.home_score, p.guest_score, p.variant_id, p.variant_value
    ), per_event as (
      select event_id,
             jsonb_agg(jsonb_strip_nulls(jsonb_build_object('h', h, 'g', g, 'v', v, 'x', x, 'n', n))
                       order by n desc, h, g, v, x) as stats
      from counted
      group by event_id
    )
    update predictor_events e set crowd_stats = per_event.stats
    from per_event
    where e.id = per_event.event_id`);
}

const percentOf = (n: number, total: number) => (total > 0 ? Math.round((n * 1000) / total) / 10 : 0);

function sum(entries: CrowdStatsEntry[]): number {
  return entries.reduce((acc, e) => acc + e.n, 0);
}

export function presentMatchStats(stats: CrowdStatsEntry[] | null) {
  const scores = (stats ?? []).filter((e) => e.h !== undefined && e.g !== undefined);
  const total = sum(scores);
  return scores
    .slice(0, CROWD_STATS_TOP)
    .map((e) => ({ home_team_score: e.h!, guest_team_score: e.g!, percent: percentOf(e.n, total) }));
}

/** The shares of home wins, draws and away wins among all the predicted scores (issue 23 §2). */
export function presentMatchOutcomes(stats: CrowdStatsEntry[] | null) {
  const scores = (stats ?? []).filter((e) => e.h !== undefined && e.g !== undefined);
  const total = sum(scores);
  if (total === 0) return null;
  const counts = { home: 0, draw: 0, away: 0 };
  for (const e of scores) counts[e.h! > e.g! ? 'home' : e.h === e.g ? 'draw' : 'away'] += e.n;
  return {
    home: percentOf(counts.home, total),
    draw: percentOf(counts.draw, total),
    away: percentOf(counts.away, total),
  };
}

/**
 * A numeric question's answers: the median (of the two middle answers when their number is
 * even) and the middle half, from the 25th to the 75th percentile (nearest rank).
 */
export function presentNumberSpread(stats: CrowdStatsEntry[] | null) {
  const numbers = (stats ?? []).filter((e) => e.x !== undefined).sort((a, b) => a.x! - b.x!);
  const total = sum(numbers);
  if (total === 0) return null;
  const at = (rank: number) => {
    let seen = 0;
    for (const e of numbers) {
      seen += e.n;
      if (seen >= rank) return e.x!;
    }
    return numbers[numbers.length - 1]!.x!;
  };
  const median = total % 2 === 1 ? at((total + 1) / 2) : (at(total / 2) + at(total / 2 + 1)) / 2;
  return { median, low: at(Math.ceil(total * 0.25)), high: at(Math.ceil(total * 0.75)) };
}

/** Every variant with its share (0 when nobody chose it), or the most given numbers of a numeric question. */
export function presentQuestionStats(
  stats: CrowdStatsEntry[] | null,
  variants: { id: number; name: string }[] | null,
) {
  if (variants) {
    const chosen = (stats ?? []).filter((e) => e.v !== undefined);
    const total = sum(chosen);
    return variants.map((variant) => ({
      variant_id: variant.id,
      variant_name: variant.name,
      percent: percentOf(chosen.find((e) => e.v === variant.id)?.n ?? 0, total),
    }));
  }
  const numbers = (stats ?? []).filter((e) => e.x !== undefined);
  const total = sum(numbers);
  return numbers
    .slice(0, CROWD_STATS_TOP)
    .map((e) => ({ variant_id: null, variant_name: String(e.x), percent: percentOf(e.n, total) }));
}
