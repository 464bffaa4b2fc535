import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/connect.ts';
import type { ResultsMail } from '../../../mail/templates/index.ts';
import { byId, idList } from '../id-list.ts';

/** What a results scan stores per user (results.sql.ts): the figures right after the scoring. */
export type ResultsPayload = {
  game: 'predictor' | 'fantasy';
  stage_id: number;
  points: number;
  place: number | null;
  prev_place: number | null;
  rated: number;
};

/** The results in words, less the reader's login and the links of a letter; `path` is the debrief's. */
export type ResultsFacts = Omit<ResultsMail, 'login' | 'debriefUrl' | 'unsubscribeUrl' | 'settingsUrl'> & {
  path: string;
};

/** How many winners the results name. */
const WINNERS_SHOWN = 3;

type Winner = { stage_id: number; id: number; name: string };

/**
 * The words of stored results for a batch (a page of the centre, a batch of letters): the stages'
 * names, average and best, and the tour's winners in the general rating (users in the predictor,
 * teams in fantasy). Results of a stage deleted since are left out.
 */
export async function resultsFacts(
  db: Db,
  items: { userId: number; payload: ResultsPayload }[],
): Promise<(ResultsFacts | null)[]> {
  const stageIds = (game: ResultsPayload['game']) =>
    idList(items.filter((i) => i.payload.game === game).map((i) => i.payload.stage_id));
  const [pStages, fStages, pWinners, fWinners, teams] = await Promise.all([
    stagesOf(db, sql.raw('predictor_stages'), stageIds('predictor')),
    stagesOf(db, sql.raw('fantasy_stages'), stageIds('fantasy')),
    db.execute<Winner>(sql`
      select w.stage_id, w.user_id as id, u.login as name
      from predictor_tour_winners w
      join champs c on c.id = w.champ_id and c.game = 'predictor' and c.type = 'general'
      join users u on u.id = w.user_id
      where w.stage_id in (${stageIds('predictor')})
      order by w.stage_id, u.login`),
    db.execute<Winner>(sql`
      select w.stage_id, w.fantasy_team_id as id, t.name
      from fantasy_tour_winners w
      join champs c on c.id = w.champ_id and c.game = 'fantasy' and c.type = 'general'
      join fantasy_teams t on t.id = w.fantasy_team_id
      where w.stage_id in (${stageIds('fantasy')})
      order by w.stage_id, t.name`),
    db.execute<{ user_id: number; id: number }>(sql`
      select t.user_id, t.id from fantasy_teams t
      join fantasy_stages s on s.league_id = t.league_id and s.id in (${stageIds('fantasy')})
      where t.user_id in (${idList(items.filter((i) => i.payload.game === 'fantasy').map((i) => i.userId))})`),
  ]);
  const stage = { predictor: byId(pStages.rows), fantasy: byId(fStages.rows) };
  const winnersOf = { predictor: group(pWinners.rows), fantasy: group(fWinners.rows) };
  const teamsOf = new Map<number, Set<number>>();
  for (const t of teams.rows)
    teamsOf.set(Number(t.user_id), (teamsOf.get(Number(t.user_id)) ?? new Set()).add(Number(t.id)));

  return items.map(({ userId, payload: p }) => {
    const s = stage[p.game].get(p.stage_id);
    if (!s) return null;
    const winners = winnersOf[p.game].get(p.stage_id) ?? [];
    const mine = p.game === 'predictor' ? new Set([userId]) : (teamsOf.get(userId) ?? new Set<number>());
    return {
      game: p.game,
      stageName: s.name,
      points: p.points,
      place: p.place,
      prevPlace: p.prev_place,
      ratedCount: p.rated,
      average: s.avg_points === null ? null : Number(s.avg_points),
      best: s.max_points,
      winners: winners.slice(0, WINNERS_SHOWN).map((w) => ({ name: w.name })),
      winnersCount: winners.length,
      youWon: winners.some((w) => mine.has(Number(w.id))),
      path:
        p.game === 'predictor'
          ? `/game/predictor/${s.league_id}/stage/${s.id}/debrief`
          : `/game/fantasy/${s.league_id}/my-team/stages/${s.id}/debrief`,
    };
  });
}

type StageRow = {
  id: number;
  name: string;
  league_id: number;
  avg_points: number | null;
  max_points: number | null;
};

const stagesOf = (db: Db, table: SQL, ids: SQL) =>
  db.execute<StageRow>(
    sql`select id, name, league_id, avg_points, max_points from ${table} where id in (${ids})`,
  );

function group(rows: Winner[]): Map<number, Winner[]> {
  const byStage = new Map<number, Winner[]>();
  for (const r of rows) byStage.set(Number(r.stage_id), [...(byStage.get(Number(r.stage_id)) ?? []), r]);
  return byStage;
}
