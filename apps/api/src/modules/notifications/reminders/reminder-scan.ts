import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect.ts';
import { fanOut, makeCandidates, scanOnce } from '../fan-out.ts';
import { fantasyCandidatesSql } from './fantasy-reminders.sql.ts';
import { predictorCandidatesSql } from './predictor-reminders.sql.ts';

export type Game = 'predictor' | 'fantasy';
export type ReminderScan = { game: Game; stageId: number; offsetMinutes: number };

/** Default reminder times before a stage closes (issue 24 §1): 24 h and 2 h. */
export const DEFAULT_OFFSETS_MINUTES = [1440, 120];

const closing = { predictor: sql.raw('closes_at'), fantasy: sql.raw('update_closing_at') };
const stages = { predictor: sql.raw('predictor_stages'), fantasy: sql.raw('fantasy_stages') };
const leagues = { predictor: sql.raw('predictor_leagues'), fantasy: sql.raw('fantasy_leagues') };

/**
 * The scans due now: for every open stage of the games' active leagues, the smallest reminder
 * time already reached and not yet scanned. The larger ones reached with it (a stage made late,
 * a site down for a day) are recorded as skipped, so a user never gets two reminders at once.
 */
export async function dueScans(db: Db, now: Date): Promise<ReminderScan[]> {
  const due: ReminderScan[] = [];
  for (const game of ['predictor', 'fantasy'] as const) {
    const { rows } = await db.execute<{ stage_id: number; offsets: number[] }>(sql`
      with offsets as (
        select coalesce((select offsets_minutes from reminder_offsets where game = ${game}),
                        ${sql.raw(`array[${DEFAULT_OFFSETS_MINUTES.join(', ')}]`)}::int[]) as list
      )
      select s.id as stage_id, array_agg(o.m order by o.m) as offsets
      from ${stages[game]} s
      join ${leagues[game]} l on l.id = s.league_id and l.is_active
      cross join offsets cross join lateral unnest(offsets.list) as o(m)
      where s.${closing[game]} > ${now}
        and s.${closing[game]} - make_interval(mins => o.m) <= ${now}
        and not exists (select 1 from reminder_scans r
                        where r.game = ${game} and r.stage_id = s.id and r.offset_minutes = o.m)
      group by s.id`);
    for (const row of rows) {
      const [smallest, ...passed] = row.offsets;
      if (passed.length > 0)
        await db.execute(sql`
          insert into reminder_scans (game, stage_id, offset_minutes, finished_at, notified, emailed)
          select ${game}, ${row.stage_id}::int, m, ${now}, 0, 0 from unnest(${sql.raw(`array[${passed.join(', ')}]`)}::int[]) m
          on conflict do nothing`);
      due.push({ game, stageId: row.stage_id, offsetMinutes: smallest! });
    }
  }
  return due;
}

/**
 * One reminder scan, in one transaction: the scan's row (a second scan of the same stage and
 * time, on any instance, finds it and does nothing), the site notifications and the emails to
 * send, each once per user by its unique key, honouring the users' settings. Blocked users get
 * nothing. Answers how many of each were written, or null when the scan had already run.
 */
export async function runReminderScan(
  db: Db,
  scan: ReminderScan,
  now: Date,
): Promise<{ notified: number; emailed: number } | null> {
  const kind = `${scan.game}_reminder` as const;
  const dedupeKey = `${kind}:${scan.stageId}:${scan.offsetMinutes}`;
  const claim = sql`
    insert into reminder_scans (game, stage_id, offset_minutes, started_at)
    values (${scan.game}, ${scan.stageId}, ${scan.offsetMinutes}, ${now})
    on conflict do nothing returning stage_id`;
  return scanOnce(db, claim, async (tx) => {
    await makeCandidates(
      tx,
      'reminder_candidates',
      scan.game === 'predictor' ? predictorCandidatesSql(scan.stageId) : fantasyCandidatesSql(scan.stageId),
    );
    const counts = await fanOut(tx, {
      candidates: 'reminder_candidates',
      kind,
      dedupeKey: sql`${dedupeKey}::text`,
      now,
      email: true,
    });
    await tx.execute(sql`
      update reminder_scans set finished_at = ${now}, notified = ${counts.notified}, emailed = ${counts.emailed}
      where game = ${scan.game} and stage_id = ${scan.stageId} and offset_minutes = ${scan.offsetMinutes}`);
    return counts;
  });
}
