import {
  FIELD_POSITIONS,
  SQUAD_BUDGET,
  startersByPosition,
  type FieldPosition,
  type Formation,
} from './formations.ts';

export const PLAYER_STATUSES = ['active', 'injury', 'potential_injury', 'disqualified'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

/** What the squad rules need to know about a player. */
export type SquadPlayer = {
  id: number;
  fieldPosition: FieldPosition;
  /** The player's club; a player without a club counts towards no club limit. */
  teamId: number | null;
  /** Coins, in steps of 0.5. */
  price: number;
  status: PlayerStatus | string;
};

export type SquadEntry = { player: SquadPlayer; starter: boolean; isCaptain: boolean };

/**
 * A squad as it is being built: entries keep their order (the order decides
 * which players of an overfull line are the surplus after a formation change).
 */
export type Squad = { formation: Formation; entries: readonly SquadEntry[] };

/** The stage's limits and the squad the team had in the previous stage. */
export type SquadLimits = {
  /** Coins; 100 unless the league says otherwise. */
  budget?: number;
  maxPlayersFromTeam: number;
  maxSubstitutions: number;
  /**
   * The players of the team's squad in the previous stage (saved or carried
   * over); null when the team has none, which makes this squad its first and free.
   */
  previousPlayerIds: readonly number[] | null;
  /**
   * The clubs with a match in the stage the squad is for: a newcomer of another club is
   * refused ('Команда игрока пропускает тур'). Left out, the rule is not checked.
   */
  playingTeamIds?: readonly number[];
};

export const emptySquad = (formation: Formation): Squad => ({ formation, entries: [] });

/** Prices are multiples of 0.5, so halves count exactly. */
const halves = (price: number) => Math.round(price * 2);

export function squadCost(entries: readonly SquadEntry[]): number {
  return entries.reduce((sum, e) => sum + halves(e.player.price), 0) / 2;
}

export function fitsBudget(cost: number, budget = SQUAD_BUDGET): boolean {
  return halves(cost) <= halves(budget);
}

export function clubCount(entries: readonly SquadEntry[], teamId: number | null): number {
  if (teamId === null) return 0;
  return entries.filter((e) => e.player.teamId === teamId).length;
}

export function positionEntries(entries: readonly SquadEntry[], position: FieldPosition): SquadEntry[] {
  return entries.filter((e) => e.player.fieldPosition === position);
}

/**
 * Players a formation has no place for: per line, the starters beyond the
 * formation's count and any second bench player, the later ones in the order.
 */
export function surplusPlayerIds(squad: Squad): Set<number> {
  const starters = startersByPosition(squad.formation);
  const surplus = new Set<number>();
  for (const position of FIELD_POSITIONS) {
    const line = positionEntries(squad.entries, position);
    line
      .filter((e) => e.starter)
      .slice(starters[position])
      .forEach((e) => surplus.add(e.player.id));
    line
      .filter((e) => !e.starter)
      .slice(1)
      .forEach((e) => surplus.add(e.player.id));
  }
  return surplus;
}

/** Players of the squad who were not in the previous stage's squad: each is one substitution. */
export function substitutionsMade(
  entries: readonly SquadEntry[],
  previousPlayerIds: readonly number[] | null,
): number {
  if (previousPlayerIds === null) return 0;
  const previous = new Set(previousPlayerIds);
  return entries.filter((e) => !previous.has(e.player.id)).length;
}

/** Players of the previous stage's squad that are no longer in this one. */
export function previousPlayersRemoved(
  entries: readonly SquadEntry[],
  previousPlayerIds: readonly number[] | null,
): number {
  if (previousPlayerIds === null) return 0;
  const current = new Set(entries.map((e) => e.player.id));
  return new Set(previousPlayerIds.filter((id) => !current.has(id))).size;
}

export const findEntry = (squad: Squad, playerId: number) =>
  squad.entries.find((e) => e.player.id === playerId);
