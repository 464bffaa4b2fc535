import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect.ts';

/**
 * The stage's first and last kick-off follow its events (its matches when it has any), and
 * predictions close the league's offset (60 minutes by default) before the first one: the
 * closing time is never typed in.
 */
export async function refreshStageTimes(tx: Tx, stageIds: number[]): Promise<void> {
  const ids = [...new Set(stageIds)];
  if (ids.length === 0) return;
  await tx.execute(sql`
    update predictor_stages s
    set start_at = e.first_at, stop_at = greatest(e.last_at, e.first_at),
        closes_at = e.first_at - make_interval(mins => l.closes_before_minutes)
    from predictor_leagues l, (
      select stage_id,
             coalesce(min(starts_at) filter (where kind = 'match'), min(starts_at)) as first_at,
             coalesce(max(starts_at) filter (where kind = 'match'), max(starts_at)) as last_at
      from predictor_events
      where stage_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by stage_id
    ) e
    where s.id = e.stage_id and l.id = s.league_id`);
}

/** A match's kick-off moved: its predictor events follow it, and so do their stages' times. */
export async function followMatchKickOff(tx: Tx, matchId: number, startsAt: Date): Promise<void> {
  const { rows } = await tx.execute<{ stage_id: number }>(sql`
    update predictor_events set starts_at = ${startsAt}
    where match_id = ${matchId} and kind = 'match' returning stage_id`);
  await refreshStageTimes(
    tx,
    rows.map((r) => r.stage_id),
  );
}
