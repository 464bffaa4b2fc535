import type { SaveSquadBody } from '@mliga/contract';
import { squadCost, substitutionsMade, validateSquad, type Squad, type SquadLimits } from '@mliga/domain';
import type { Db } from '../../../db/connect.ts';
import type { AuthUser } from '../../../http/auth.ts';
import { notFound, ruleBroken } from '../../../http/errors.ts';
import { fantasyMessages } from '../fantasy.messages.ts';
import { stageRulesAt } from './save-rules.ts';
import { findSaver, replaceSquad } from './squad.queries.ts';
import { isStageOpen, type StageContext } from '../stages.queries.ts';

/** The stage's limits; with the clubs that play in the stage, a newcomer of another club is refused. */
export const limitsOf = (
  context: StageContext,
  previousPlayerIds: number[] | null,
  playingTeamIds?: readonly number[],
): SquadLimits => ({
  budget: context.league.budget,
  maxPlayersFromTeam: context.stage.maxPlayersFromTeamCount,
  maxSubstitutions: context.stage.maxPlayersSubstitutionsCount,
  previousPlayerIds,
  ...(playingTeamIds ? { playingTeamIds } : {}),
});

/**
 * Saves the user's squad for a stage. The server checks every rule of the
 * rulebook (the browser's checks are a convenience) plus the closing time —
 * among them that a newcomer's club plays in this stage (not in the current one) —
 * then writes what changed in one call (`replaceSquad`). It reads only the saver's row: the
 * stage's rules are the instance's copy while it is current (save-rules.ts).
 */
export async function saveMySquad(
  db: Db,
  user: AuthUser,
  stageId: number,
  body: SaveSquadBody,
  now: Date,
): Promise<{ made_substitutions_count: number; cost: number }> {
  const saver = await findSaver(db, { stageId, userId: user.id });
  const rules = saver && (await stageRulesAt(db, stageId, saver.rulesVersion));
  if (!saver || !rules) throw notFound();
  if (saver.teamId === null) throw ruleBroken(fantasyMessages.noTeam);
  if (!isStageOpen(rules.stage, now)) throw ruleBroken(fantasyMessages.closed);

  if (body.squad.some((e) => !rules.players.has(e.player_id)))
    throw ruleBroken(fantasyMessages.unknownPlayer, 'squad');

  const squad: Squad = {
    formation: body.scheme,
    entries: body.squad.map((e) => ({
      player: rules.players.get(e.player_id)!,
      starter: e.position === 1,
      isCaptain: e.is_captain === 1,
    })),
  };
  const previousIds = saver.previousPlayerIds;
  const issues = validateSquad({ squad, limits: limitsOf(rules, previousIds, rules.playingTeamIds) });
  if (issues.length > 0) throw ruleBroken(issues.map((i) => ({ message: i.message })));

  const cost = squadCost(squad.entries);
  const made = substitutionsMade(squad.entries, previousIds);
  await replaceSquad(db, {
    fantasyTeamId: saver.teamId,
    stageId: rules.stage.id,
    scheme: squad.formation,
    cost,
    substitutionsCount: made,
    entries: squad.entries.map((e) => ({
      playerId: e.player.id,
      starter: e.starter,
      isCaptain: e.isCaptain,
    })),
    now,
  });
  return { made_substitutions_count: made, cost };
}
