import type { BestSquad } from '@mliga/contract';
import { bestSquad, DEFAULT_FORMATION } from '@mliga/domain';
import type { Db } from '../../../db/connect.ts';
import type { AuthUser } from '../../../http/auth.ts';
import { notFound } from '../../../http/errors.ts';
import { checkChampReader } from './champ-access.ts';
import { findBestTeamOfStage, findStageCandidates } from './best-squad.queries.ts';
import { ratingMessages } from './rating.messages.ts';
import { presentRatingTeam } from './rating.presenter.ts';
import { findRatingChamp, findScoredStages, findUserTeam } from './rating.queries.ts';
import { presentStageSquad } from '../squad/squad.service.ts';
import { presentFantasyStage } from '../stage.presenter.ts';
import { findStageContext, findTeamPointsByStage } from '../stages.queries.ts';
import { findLeagueTeam } from './team-squad.queries.ts';

/**
 * GET /champs/{champId}/squad/best/: the best possible eleven of a scored
 * stage (stage_id 0: the last scored one) and the champ's best team of it —
 * of a user league, only to its members and the admins, as its rating.
 */
export async function getBestSquad(
  db: Db,
  opts: { champId: number; stageId: number; user: AuthUser | null; now: Date },
): Promise<BestSquad> {
  const champ = await findRatingChamp(db, opts.champId);
  if (!champ) throw notFound(ratingMessages.noRating);
  const viewer = opts.user === null ? null : await findUserTeam(db, opts.user.id, champ.league.id);
  await checkChampReader(db, {
    champ,
    user: opts.user,
    teamId: viewer?.id ?? null,
    refusal: ratingMessages.membersOnly,
  });
  const scored = await findScoredStages(db, champ.league.id);
  const stageId = opts.stageId === 0 ? scored.at(-1)?.id : opts.stageId;
  const none: BestSquad = { squad: [], stage: null, team: null, schema: DEFAULT_FORMATION, points: 0 };
  if (stageId === undefined) return none;
  const context = await findStageContext(db, stageId);
  if (!context || context.league.id !== champ.league.id) throw notFound(ratingMessages.noStage);

  const viewerPoints = viewer
    ? await findTeamPointsByStage(db, viewer.id, [stageId])
    : new Map<number, number>();
  const stage = presentFantasyStage(
    context.stage,
    context.league,
    viewerPoints.get(stageId) ?? null,
    opts.now,
  );
  if (!scored.some((s) => s.id === stageId)) return { ...none, stage };

  const [best, bestTeam] = await Promise.all([
    findStageCandidates(db, stageId).then(bestSquad),
    findBestTeamOfStage(db, champ, stageId),
  ]);
  const team = bestTeam ? await findLeagueTeam(db, bestTeam.fantasyTeamId, champ.league.id) : null;
  const squad = best
    ? await presentStageSquad(
        db,
        context,
        best.players.map((p) => ({
          playerId: p.playerId,
          starter: true,
          isCaptain: false,
          points: p.points,
          substitutePlayerId: null,
        })),
      )
    : [];
  return {
    squad,
    stage,
    team: team && bestTeam ? { ...presentRatingTeam(team), points: bestTeam.points } : null,
    schema: best?.formation ?? DEFAULT_FORMATION,
    points: best?.points ?? 0,
  };
}
