import type { PredictorRatingRow } from '@mliga/contract';
import type { LiveRow } from './live-rating.queries.ts';
import type { RatingRow, TourWins } from './rating.queries.ts';
import { presentWinsAndLive } from '../../http/own-row-figures.ts';

/** Points per stage played, one decimal; null before the user's first scored stage. */
function perStage(
  points: number,
  stagePoints: Map<string, number>,
  stages: { id: number }[],
  userId: number,
) {
  const played = stages.filter((s) => stagePoints.has(`${userId}:${s.id}`)).length;
  return played === 0 ? null : Math.round((points * 10) / played) / 10;
}

export function presentRatingRow(
  row: RatingRow,
  stages: { id: number; name: string }[],
  stagePoints: Map<string, number>,
  live: LiveRow | undefined,
  wins: TourWins | undefined,
): PredictorRatingRow {
  return {
    user: { login: row.login, winline: row.winlineId !== null },
    points: {
      by_stages: stages.map((s) => ({
        id: s.id,
        name: s.name,
        value: stagePoints.get(`${row.userId}:${s.id}`) ?? null,
      })),
      total: row.points,
    },
    place: row.place,
    movement: row.prevPlace === null ? null : row.prevPlace - row.place,
    per_stage: perStage(row.points, stagePoints, stages, row.userId),
    ...presentWinsAndLive(wins, live, row.place),
  };
}
