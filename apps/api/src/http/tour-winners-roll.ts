import type { TourWinnersRoll } from '@mliga/contract';

/** A rating's winner rows, latest tour first, as the roll of both games (one tour, its winners' names). */
export function rollOf(
  rows: { stageId: number; stageName: string; points: number; name: string }[],
): TourWinnersRoll {
  const tours: TourWinnersRoll['tours'] = [];
  for (const row of rows) {
    const last = tours.at(-1);
    if (last?.stage.id === row.stageId) last.winners.push(row.name);
    else
      tours.push({
        stage: { id: row.stageId, name: row.stageName },
        points: row.points,
        winners: [row.name],
      });
  }
  return { tours };
}
