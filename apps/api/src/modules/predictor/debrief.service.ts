import type { PredictorDebrief } from '@mliga/contract';
import { scoreMatchPrediction, type MatchScore } from '@mliga/domain';
import type { Db } from '../../db/connect.ts';
import type { CrowdStatsEntry } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { findStageEvents, findUserStagePredictions } from './predictions.queries.ts';
import { findPredictorChamps, findRatingRows } from './rating.queries.ts';
import { findLeagueStage, findPredictorLeague, findUserStagePoints } from './stages.queries.ts';

export const debriefMessages = { notScored: 'Итоги тура появятся после его расчёта' } as const;

const score = (s: MatchScore | null) => (s === null ? null : `${s.home}:${s.guest}`);

/**
 * Of the users who predicted the match (its stored crowd counts), the share whose prediction scored
 * no more than `mine` — the users the user beat or tied, percent with one decimal.
 */
export function beatenOrTied(
  crowd: CrowdStatsEntry[] | null,
  result: MatchScore,
  mine: number,
): number | null {
  const scores = (crowd ?? []).filter((e) => e.h !== undefined && e.g !== undefined);
  const total = scores.reduce((sum, e) => sum + e.n, 0);
  if (total === 0) return null;
  const notAbove = scores
    .filter((e) => scoreMatchPrediction({ prediction: { home: e.h!, guest: e.g! }, result }).points <= mine)
    .reduce((sum, e) => sum + e.n, 0);
  return Math.round((notAbove * 1000) / total) / 10;
}

/**
 * GET /predictors/{id}/stages/{stageId}/debrief/: the user's tour once it is scored — their points
 * beside the average and the best, their place and movement, and per match how many of the crowd
 * they beat or tied (from the crowd counts stored when the tour closed).
 */
export async function getPredictorDebrief(
  db: Db,
  leagueId: number,
  stageId: number,
  userId: number,
): Promise<PredictorDebrief> {
  const league = await findPredictorLeague(db, leagueId);
  const stage = league ? await findLeagueStage(db, league.id, stageId) : null;
  if (!league || !stage) throw notFound();
  if (stage.scoredAt === null) throw notFound(debriefMessages.notScored);
  const [events, predictions, points, champs] = await Promise.all([
    findStageEvents(db, stage.id),
    findUserStagePredictions(db, userId, stage),
    findUserStagePoints(db, userId, [stage.id]),
    findPredictorChamps(db, league.seasonId),
  ]);
  const general = champs.find((c) => c.type === 'general');
  const [row] = general ? await findRatingRows(db, general.id, [userId]) : [];
  const mine = new Map(predictions.map((p) => [p.eventId, p]));
  return {
    stage: { id: stage.id, name: stage.name },
    points: points.get(stage.id) ?? null,
    average: Math.round((stage.avgPoints ?? 0) * 10) / 10,
    best: stage.maxPoints ?? 0,
    place: row?.place ?? null,
    movement: row && row.prevPlace !== null ? row.prevPlace - row.place : null,
    matches: events
      .filter((e) => e.event.kind === 'match')
      .map(({ event, match, home, guest }) => {
        const result =
          match?.isFinished && match.homeScore !== null && match.guestScore !== null
            ? { home: match.homeScore, guest: match.guestScore }
            : null;
        const p = mine.get(event.id);
        const predicted =
          p && p.homeScore !== null && p.guestScore !== null
            ? { home: p.homeScore, guest: p.guestScore }
            : null;
        const base =
          predicted && result ? scoreMatchPrediction({ prediction: predicted, result }).points : null;
        return {
          event_id: event.id,
          title: `${home?.name ?? ''} — ${guest?.name ?? ''}`,
          result: score(result),
          prediction: score(predicted),
          points: p?.points ?? null,
          beaten_or_tied: base === null || !result ? null : beatenOrTied(event.crowdStats, result, base),
        };
      }),
  };
}
