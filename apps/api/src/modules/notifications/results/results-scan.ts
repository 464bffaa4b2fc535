import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect.ts';
import { fanOut, makeCandidates, scanOnce } from '../fan-out.ts';
import type { Game } from '../reminders/reminder-scan.ts';
import { fantasyResultsSql, h2hResultsSql, predictorResultsSql } from './results.sql.ts';

export type ResultScan = { game: Game; stageId: number };

/**
 * Results go out for a stage scored this recently: a site that starts with old scored stages (an
 * upgrade, the demo) or comes back after days down does not send stale results.
 */
export const RESULTS_FRESH_HOURS = 48;

const stages = { predictor: sql.raw('predictor_stages'), fantasy: sql.raw('fantasy_stages') };
const leagues = { predictor: sql.raw('predictor_leagues'), fantasy: sql.raw('fantasy_leagues') };

/**
 * The latest scored stage of each active league, when it was scored lately and its results have
 * not gone out yet: a backlog scored at once (a site catching up, the demo) announces only its last.
 */
export async function dueResultScans(db: Db, now: Date): Promise<ResultScan[]> {
  const due: ResultScan[] = [];
  for (const game of ['predictor', 'fantasy'] as const) {
    const { rows } = await db.execute<{ id: number }>(sql`
      select s.id from ${stages[game]} s
      join ${leagues[game]} l on l.id = s.league_id and l.is_active
      where s.scored_at > ${now}::timestamptz - make_interval(hours => ${RESULTS_FRESH_HOURS})
        and s.tour = (select max(x.tour) from ${stages[game]} x where x.league_id = s.league_id and x.scored_at is not null)
        and not exists (select 1 from result_scans r where r.game = ${game} and r.stage_id = s.id)
      order by s.scored_at`);
    due.push(...rows.map((r) => ({ game, stageId: Number(r.id) })));
  }
  return due;
}

/**
 * One stage's results, in one transaction, once across all instances (result_scans' key): each
 * player's tour results on the site and by email, and for a fantasy stage each H2H match's result
 * to both teams' owners (on the site only). Answers how many were written, or null when another
 * worker had already done it.
 */
export async function runResultScan(
  db: Db,
  scan: ResultScan,
  now: Date,
): Promise<{ notified: number; emailed: number } | null> {
  const claim = sql`
    insert into result_scans (game, stage_id, started_at) values (${scan.game}, ${scan.stageId}, ${now})
    on conflict do nothing returning stage_id`;
  return scanOnce(db, claim, async (tx) => {
    await makeCandidates(
      tx,
      'result_candidates',
      scan.game === 'predictor' ? predictorResultsSql(scan.stageId) : fantasyResultsSql(scan.stageId),
    );
    const counts = await fanOut(tx, {
      candidates: 'result_candidates',
      kind: 'results',
      dedupeKey: sql`${`results:${scan.game}:${scan.stageId}`}::text`,
      now,
      email: true,
    });
    if (scan.game === 'fantasy') {
      await makeCandidates(tx, 'h2h_candidates', h2hResultsSql(scan.stageId));
      const h2h = await fanOut(tx, {
        candidates: 'h2h_candidates',
        kind: 'h2h_result',
        dedupeKey: sql`'h2h_result:' || (c.payload->>'match_id')`,
        now,
        email: false,
      });
      counts.notified += h2h.notified;
    }
    await tx.execute(sql`
      update result_scans set finished_at = ${now}, notified = ${counts.notified}, emailed = ${counts.emailed}
      where game = ${scan.game} and stage_id = ${scan.stageId}`);
    return counts;
  });
}
