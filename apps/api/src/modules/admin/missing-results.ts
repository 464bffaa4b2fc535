import { sql } from 'drizzle-orm';
import { formatDateTime } from '@mliga/domain';
import type { DbOrTx } from '../../db/connect.ts';
import { AppError } from '../../http/errors.ts';

/** A match of a stage that cannot be scored yet: no score entered, or (fantasy) no player statistics. */
export type MissingResult = {
  matchId: number;
  /** 'Home — Guest' */
  name: string;
  startsAt: Date;
  missing: 'score' | 'stats';
};

/**
 * The matches of a stage whose results are not in yet. The predictor needs the score of each
 * match event; fantasy needs the score and at least one statistics line of each match of the
 * stage's tour in its league's season (a finished match without statistics would score nobody).
 * Questions are not required: the bonus question is only answered at the end of the season.
 */
export async function missingResults(
  db: DbOrTx,
  stageKind: 'predictor' | 'fantasy',
  stageId: number,
): Promise<MissingResult[]> {
  const stageMatches =
    stageKind === 'predictor'
      ? sql`select e.match_id as id from predictor_events e where e.stage_id = ${stageId} and e.kind = 'match'`
      : sql`select m.id from fantasy_stages s
            join fantasy_leagues l on l.id = s.league_id
            join matches m on m.season_id = l.season_id and m.tour = s.tour
            where s.id = ${stageId}`;
  const needsStats = stageKind === 'fantasy';
  const { rows } = await db.execute<{
    id: number;
    name: string;
    starts_at: string;
    finished: boolean;
    has_stats: boolean;
  }>(sql`
    select m.id, h.name || ' — ' || g.name as name,
           to_char(m.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as starts_at,
           m.is_finished as finished,
           exists (select 1 from player_match_stats p where p.match_id = m.id) as has_stats
    from matches m
    join teams h on h.id = m.home_team_id
    join teams g on g.id = m.guest_team_id
    where m.id in (${stageMatches})
    order by m.starts_at, m.id`);
  return rows
    .filter((r) => !r.finished || (needsStats && !r.has_stats))
    .map((r) => ({
      matchId: r.id,
      name: r.name,
      startsAt: new Date(r.starts_at),
      missing: r.finished ? 'stats' : 'score',
    }));
}

/** 422 naming every match that holds the scoring up, one line per match (field: match_id). */
export function missingResultsError(missing: MissingResult[]): AppError {
  const what = (m: MissingResult) => (m.missing === 'score' ? 'нет счёта' : 'нет статистики игроков');
  const names = missing.map((m) => m.name).join(', ');
  return new AppError(422, 'results_missing', [
    { message: `Тур нельзя подсчитать: не внесены результаты матчей (${missing.length}): ${names}` },
    ...missing.map((m) => ({
      field: `match_id.${m.matchId}`,
      message: `${m.name}, ${formatDateTime(m.startsAt)}: ${what(m)}`,
    })),
  ]);
}

/** Throws the 422 above when any result of the stage is missing. */
export async function assertResultsComplete(
  db: DbOrTx,
  stageKind: 'predictor' | 'fantasy',
  stageId: number,
): Promise<void> {
  const missing = await missingResults(db, stageKind, stageId);
  if (missing.length > 0) throw missingResultsError(missing);
}
