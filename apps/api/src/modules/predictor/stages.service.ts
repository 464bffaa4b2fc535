import type { PredictorActiveLeague, PredictorStages, Stage } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import { findPredictorChamps } from './rating.queries.ts';
import { presentPredictorStage } from './stage.presenter.ts';
import {
  findActivePredictorLeague,
  findLeagueStages,
  findPredictorLeague,
  findUserStagePoints,
  type PredictorLeagueRow,
} from './stages.queries.ts';

async function stagesOf(db: Db, league: PredictorLeagueRow, userId: number | null): Promise<Stage[]> {
  const stages = await findLeagueStages(db, league.id);
  const points =
    userId === null
      ? new Map<number, number>()
      : await findUserStagePoints(
          db,
          userId,
          stages.map((s) => s.id),
        );
  return stages.map((stage) => presentPredictorStage(stage, league, points.get(stage.id) ?? null));
}

export async function getActivePredictorLeague(
  db: Db,
  userId: number | null,
): Promise<PredictorActiveLeague> {
  const league = await findActivePredictorLeague(db);
  if (!league) return { league: null, stages: [], closes_before_minutes: null, ratings: null };
  const [stages, champs] = await Promise.all([
    stagesOf(db, league, userId),
    findPredictorChamps(db, league.seasonId),
  ]);
  const ratingId = (type: 'general' | 'partner') => champs.find((c) => c.type === type)?.id ?? null;
  return {
    league: { id: league.id, name: league.name },
    stages,
    closes_before_minutes: league.closesBeforeMinutes,
    ratings: { general: ratingId('general'), partner: ratingId('partner') },
  };
}

export async function getPredictorStages(
  db: Db,
  leagueId: number,
  userId: number | null,
): Promise<PredictorStages> {
  const league = await findPredictorLeague(db, leagueId);
  if (!league) throw notFound();
  return { stages: await stagesOf(db, league, userId), closes_before_minutes: league.closesBeforeMinutes };
}
