import { FIELD_POSITIONS, SQUAD_SIZE, squadSlotsByPosition, startersByPosition } from './formations.ts';
import { squadMessages } from './squad-messages.ts';
import {
  fitsBudget,
  positionEntries,
  previousPlayersRemoved,
  squadCost,
  substitutionsMade,
  type Squad,
  type SquadLimits,
} from './squad-state.ts';

export type SquadRule =
  | 'duplicate'
  | 'squad_full'
  | 'incomplete'
  | 'disqualified'
  | 'no_match'
  | 'budget'
  | 'club_limit'
  | 'position_full'
  | 'lineup'
  | 'captain_missing'
  | 'captain_many'
  | 'captain_not_starter'
  | 'substitutions'
  | 'previous_removal';

export type SquadIssue = { rule: SquadRule; message: string };

/**
 * Every rule a squad to be saved breaks (an empty list: it may be saved).
 * The server runs it on each save; the builder's edits can only ever lead to
 * squads whose issues are incompleteness (size, lineup, captain).
 *
 * A disqualified player, and one whose club has no match in the stage (when the
 * limits name the clubs that play), are refused only as newcomers: one kept from the
 * previous stage's squad was not picked now (replacing him costs a substitution).
 */
export function validateSquad({ squad, limits }: { squad: Squad; limits: SquadLimits }): SquadIssue[] {
  const issues: SquadIssue[] = [];
  const add = (rule: SquadRule, message: string) => {
    if (!issues.some((i) => i.message === message)) issues.push({ rule, message });
  };
  const { entries, formation } = squad;
  const previous = limits.previousPlayerIds === null ? null : new Set(limits.previousPlayerIds);

  const ids = entries.map((e) => e.player.id);
  if (new Set(ids).size !== ids.length) add('duplicate', squadMessages.duplicate);
  if (entries.length > SQUAD_SIZE) add('squad_full', squadMessages.squadFull);
  if (entries.length < SQUAD_SIZE) add('incomplete', squadMessages.incomplete);
  if (entries.some((e) => e.player.status === 'disqualified' && !previous?.has(e.player.id))) {
    add('disqualified', squadMessages.disqualified);
  }
  const playing = limits.playingTeamIds === undefined ? null : new Set(limits.playingTeamIds);
  if (
    playing !== null &&
    entries.some(
      (e) => !previous?.has(e.player.id) && (e.player.teamId === null || !playing.has(e.player.teamId)),
    )
  ) {
    add('no_match', squadMessages.noMatchTooltip);
  }
  if (!fitsBudget(squadCost(entries), limits.budget)) add('budget', squadMessages.budget);

  const perClub = new Map<number, number>();
  for (const { player } of entries) {
    if (player.teamId !== null) perClub.set(player.teamId, (perClub.get(player.teamId) ?? 0) + 1);
  }
  if ([...perClub.values()].some((n) => n > limits.maxPlayersFromTeam)) {
    add('club_limit', squadMessages.clubLimit(limits.maxPlayersFromTeam));
  }

  const slots = squadSlotsByPosition(formation);
  const starters = startersByPosition(formation);
  let lineupBroken = false;
  for (const position of FIELD_POSITIONS) {
    const line = positionEntries(entries, position);
    const lineStarters = line.filter((e) => e.starter).length;
    if (line.length > slots[position]) add('position_full', squadMessages.positionFull(position, formation));
    else if (lineStarters > starters[position] || line.length - lineStarters > 1) lineupBroken = true;
    else if (entries.length === SQUAD_SIZE && lineStarters !== starters[position]) lineupBroken = true;
  }
  if (lineupBroken) add('lineup', squadMessages.lineup(formation));

  const captains = entries.filter((e) => e.isCaptain);
  if (captains.length === 0) add('captain_missing', squadMessages.captainMissing);
  if (captains.length > 1) add('captain_many', squadMessages.captainMany);
  if (captains.some((e) => !e.starter)) add('captain_not_starter', squadMessages.captainNotStarter);

  const made = substitutionsMade(entries, limits.previousPlayerIds);
  if (made > limits.maxSubstitutions) add('substitutions', squadMessages.substitutions);
  else if (previousPlayersRemoved(entries, limits.previousPlayerIds) > limits.maxSubstitutions) {
    add('previous_removal', squadMessages.previousPlayerRemoval);
  }
  return issues;
}
