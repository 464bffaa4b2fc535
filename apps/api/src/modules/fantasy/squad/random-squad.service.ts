import { randomSquad, substitutionsMade, type Formation } from '@mliga/domain';
import type { Db } from '../../../db/connect.ts';
import type { AuthUser } from '../../../http/auth.ts';
import { ruleBroken } from '../../../http/errors.ts';
import { fantasyMessages } from '../fantasy.messages.ts';
import { findStageRules } from './save-rules.ts';
import { limitsOf } from './squad-save.service.ts';
import { findSquadsOfStage, formationOf, presentStageSquad, stageOrNotFound } from './squad.service.ts';
import { findTeamOfUser, isStageOpen } from '../stages.queries.ts';

/**
 * GET random-squad: a squad within every limit, not saved. Newcomers are drawn
 * from the clubs that play in the stage only (the save refuses others); with a
 * previous squad, enough of it is kept to stay within the substitution limit.
 */
export async function getRandomSquad(
  db: Db,
  user: AuthUser,
  stageId: number,
  scheme: Formation | undefined,
  now: Date,
  random: () => number = Math.random,
) {
  const context = await stageOrNotFound(db, stageId);
  if (!isStageOpen(context.stage, now)) throw ruleBroken(fantasyMessages.closed);
  const team = await findTeamOfUser(db, user.id, context.league.id);
  const { saved, previous } = team
    ? await findSquadsOfStage(db, context, team.id)
    : { saved: null, previous: null };
  const formation = scheme ?? formationOf(saved?.scheme ?? previous?.scheme);

  const { players, playingTeamIds } = await findStageRules(db, context);
  const pool = [...players.values()];
  const playing = new Set(playingTeamIds);
  const previousIds = previous ? previous.entries.map((e) => e.playerId) : null;
  const previousSet = new Set(previousIds);
  const draw = (candidates: typeof pool) =>
    randomSquad({
      pool: candidates,
      formation,
      limits: limitsOf(context, previousIds, playingTeamIds),
      previousPlayers: pool.filter((p) => previousSet.has(p.id)),
      random,
    });
  const squad = draw(pool.filter((p) => p.teamId !== null && playing.has(p.teamId)));
  if (!squad) throw ruleBroken(fantasyMessages.randomFailed);

  const entries = squad.entries.map((e) => ({
    playerId: e.player.id,
    starter: e.starter,
    isCaptain: e.isCaptain,
    points: null,
    substitutePlayerId: null,
  }));
  return {
    squad: await presentStageSquad(db, context, entries),
    schema: squad.formation,
    made_substitutions_count: substitutionsMade(squad.entries, previousIds),
  };
}
