import type { TeamSquad } from '@mliga/contract';
import type { Db } from '../../../db/connect.ts';
import { forbidden, notFound } from '../../../http/errors.ts';
import { ratingMessages } from './rating.messages.ts';
import { presentRatingTeam } from './rating.presenter.ts';
import { findUserTeam } from './rating.queries.ts';
import type { StoredSquad } from '../squad/squad.queries.ts';
import { carriedOver, findSquadsOfStage, formationOf, presentStageSquad } from '../squad/squad.service.ts';
import { presentFantasyStage } from '../stage.presenter.ts';
import { findStageContext, findTeamPointsByStage, isStageOpen } from '../stages.queries.ts';
import { findLeagueTeam } from './team-squad.queries.ts';

/**
 * GET /stages/{stageId}/squad/{teamId}/: a team's squad of the stage with its
 * points, captain and substitution marks. Another team's squad stays hidden
 * until the stage starts (squads may change until the deadline, and the
 * deadline's squads are revealed with the first match); the own team's is
 * always shown. A squad not re-saved is the one carried over from before.
 */
export async function getTeamSquad(
  db: Db,
  opts: { stageId: number; teamId: number; userId: number | null; now: Date },
): Promise<TeamSquad> {
  const context = await findStageContext(db, opts.stageId);
  if (!context) throw notFound(ratingMessages.noStage);
  const { stage, league } = context;
  const team = await findLeagueTeam(db, opts.teamId, league.id);
  if (!team) throw notFound(ratingMessages.noTeam);
  const own = opts.userId !== null && team.userId === opts.userId;
  if (!own && isStageOpen(stage, opts.now)) throw forbidden(ratingMessages.squadRecruiting);
  if (!own && stage.status !== 'past' && opts.now < stage.startAt)
    throw forbidden(ratingMessages.squadNotStarted);

  const [{ saved, previous }, viewer] = await Promise.all([
    findSquadsOfStage(db, context, team.fantasyTeamId),
    own || opts.userId === null ? null : findUserTeam(db, opts.userId, league.id),
  ]);
  const shown: StoredSquad | null = saved ?? (previous && carriedOver(previous));
  const viewerTeamId = own ? team.fantasyTeamId : (viewer?.id ?? null);
  const [squad, points, viewerPoints] = await Promise.all([
    presentStageSquad(db, context, shown?.entries ?? []),
    findTeamPointsByStage(db, team.fantasyTeamId, [stage.id]),
    viewerTeamId === null ? new Map<number, number>() : findTeamPointsByStage(db, viewerTeamId, [stage.id]),
  ]);
  return {
    squad,
    stage: presentFantasyStage(stage, league, viewerPoints.get(stage.id) ?? null, opts.now),
    team: { ...presentRatingTeam(team), points: points.get(stage.id) ?? null },
    schema: formationOf(shown?.scheme),
    live_points: saved?.livePoints ?? null,
  };
}
