import type { PredictorRatingRow } from '@mliga/contract';
import type { LiveRow } from './live-rating.queries.ts';
import type { RatingRow } from './rating.queries.ts';

export function presentRatingRow(
  row: RatingRow,
  stages: { id: number; name: string }[],
  stagePoints: Map<string, number>,
  live: LiveRow | undefined,
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
    ...(live
      ? {
          live: {
            stage_points: live.stagePoints,
            points: live.points,
            place: live.place,
            movement: row.place - live.place,
          },
        }
      : {}),
  };
}
