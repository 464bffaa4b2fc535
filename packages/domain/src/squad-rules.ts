import { FIELD_POSITIONS, SQUAD_SIZE, squadSlotsByPosition, startersByPosition } from './formations.ts';
import type { Formation } from './formations.ts';
import { squadMessages } from './squad-messages.ts';
import {
  clubCount,
  findEntry,
  fitsBudget,
  positionEntries,
  previousPlayersRemoved,
  squadCost,
  substitutionsMade,
  surplusPlayerIds,
  type Squad,
  type SquadLimits,
  type SquadPlayer,
} from './squad-state.ts';

/** The result of one edit: the new squad (the old one is never changed) and its notices, or a refusal. */
export type SquadChange = { ok: true; squad: Squad; notices: string[] } | { ok: false; error: string };

const refuse = (error: string): SquadChange => ({ ok: false, error });
const accept = (squad: Squad, notices: string[] = []): SquadChange => ({ ok: true, squad, notices });

/** Injury and suspected injury are told, never refused. */
export function playerNotices(player: SquadPlayer): string[] {
  if (player.status === 'injury') return [squadMessages.injury];
  if (player.status === 'potential_injury') return [squadMessages.potentialInjury];
  return [];
}

/**
 * Why a player cannot join the squad, in spec 2 §5's order, or null when he
 * can. The same checks as `addPlayer`, without building the new squad.
 */
export function addRefusal({
  squad,
  player,
  limits,
}: {
  squad: Squad;
  player: SquadPlayer;
  limits: SquadLimits;
}): string | null {
  const { entries, formation } = squad;
  if (findEntry(squad, player.id)) return squadMessages.alreadyInSquad;
  if (entries.length >= SQUAD_SIZE) return squadMessages.squadFull;
  if (player.status === 'disqualified') return squadMessages.disqualified;
  if (!fitsBudget(squadCost(entries) + player.price, limits.budget)) return squadMessages.budget;
  if (clubCount(entries, player.teamId) >= limits.maxPlayersFromTeam) {
    return squadMessages.clubLimit(limits.maxPlayersFromTeam);
  }
  const position = player.fieldPosition;
  if (positionEntries(entries, position).length >= squadSlotsByPosition(formation)[position]) {
    return squadMessages.positionFull(position, formation);
  }
  const previous = limits.previousPlayerIds;
  if (
    previous !== null &&
    !previous.includes(player.id) &&
    substitutionsMade(entries, previous) + 1 > limits.maxSubstitutions
  ) {
    return squadMessages.substitutions;
  }
  return null;
}

/** Adds a player: to the starting line if it has room, else to his position's bench slot. */
export function addPlayer(opts: { squad: Squad; player: SquadPlayer; limits: SquadLimits }): SquadChange {
  const refusal = addRefusal(opts);
  if (refusal) return refuse(refusal);
  const { squad, player } = opts;
  const starters = positionEntries(squad.entries, player.fieldPosition).filter((e) => e.starter).length;
  const starter = starters < startersByPosition(squad.formation)[player.fieldPosition];
  return accept(
    { ...squad, entries: [...squad.entries, { player, starter, isCaptain: false }] },
    playerNotices(player),
  );
}

/**
 * Removes a player (his captaincy goes with him). A player of the previous
 * stage's squad may leave only while the free substitutions can replace him.
 */
export function removePlayer({
  squad,
  playerId,
  limits,
}: {
  squad: Squad;
  playerId: number;
  limits: SquadLimits;
}): SquadChange {
  if (!findEntry(squad, playerId)) return refuse(squadMessages.notInSquad);
  const previous = limits.previousPlayerIds;
  if (
    previous !== null &&
    previous.includes(playerId) &&
    previousPlayersRemoved(squad.entries, previous) + 1 > limits.maxSubstitutions
  ) {
    return refuse(squadMessages.previousPlayerRemoval);
  }
  return accept({ ...squad, entries: squad.entries.filter((e) => e.player.id !== playerId) });
}

/**
 * Bench swap: the bench player starts, the starter of the same position goes
 * to the bench and loses the captaincy. The two also exchange their places in
 * the order, so the newcomer takes the starter's place in his line.
 */
export function swapWithBench({
  squad,
  benchPlayerId,
  starterPlayerId,
}: {
  squad: Squad;
  benchPlayerId: number;
  starterPlayerId: number;
}): SquadChange {
  const bench = findEntry(squad, benchPlayerId);
  const starter = findEntry(squad, starterPlayerId);
  if (
    !bench ||
    !starter ||
    bench.starter ||
    !starter.starter ||
    bench.player.fieldPosition !== starter.player.fieldPosition
  ) {
    return refuse(squadMessages.swap);
  }
  const entries = squad.entries.map((e) => {
    if (e === starter) return { ...bench, starter: true };
    if (e === bench) return { ...starter, starter: false, isCaptain: false };
    return e;
  });
  return accept({ ...squad, entries });
}

/** Makes a starter the one captain. */
export function setCaptain({ squad, playerId }: { squad: Squad; playerId: number }): SquadChange {
  const entry = findEntry(squad, playerId);
  if (!entry) return refuse(squadMessages.notInSquad);
  if (!entry.starter || surplusPlayerIds(squad).has(playerId)) return refuse(squadMessages.captainNotStarter);
  return accept({
    ...squad,
    entries: squad.entries.map((e) => ({ ...e, isCaptain: e.player.id === playerId })),
  });
}

/**
 * Switches the formation. Nobody moves: the players a line no longer has room
 * for become surplus (shown disabled) with a notice to remove them.
 */
export function changeFormation({ squad, formation }: { squad: Squad; formation: Formation }): {
  squad: Squad;
  surplusPlayerIds: Set<number>;
  notices: string[];
} {
  const next = { ...squad, formation };
  const surplus = surplusPlayerIds(next);
  const notices = FIELD_POSITIONS.filter((position) =>
    positionEntries(next.entries, position).some((e) => surplus.has(e.player.id)),
  ).map((position) => squadMessages.surplus(position, formation));
  return { squad: next, surplusPlayerIds: surplus, notices };
}

/**
 * Why the player table offers no add button for a player (spec 2 §5): null
 * when he can be added, else the tooltip to show (null where the spec gives none).
 */
export function addButtonBlock({
  squad,
  player,
  limits,
  stageOpen,
  teamPlays,
}: {
  squad: Squad;
  player: SquadPlayer;
  limits: SquadLimits;
  stageOpen: boolean;
  teamPlays: boolean;
}): { tooltip: string | null } | null {
  const position = player.fieldPosition;
  if (
    !stageOpen ||
    squad.entries.length >= SQUAD_SIZE ||
    player.status === 'disqualified' ||
    positionEntries(squad.entries, position).length >= squadSlotsByPosition(squad.formation)[position]
  ) {
    return { tooltip: null };
  }
  if (clubCount(squad.entries, player.teamId) >= limits.maxPlayersFromTeam) {
    return { tooltip: squadMessages.clubLimitTooltip };
  }
  if (!teamPlays) return { tooltip: squadMessages.noMatchTooltip };
  return null;
}
