import type { FantasyPlayer, FantasyStage, SaveSquadBody, SquadEntry as ApiEntry } from '@mliga/contract';
import {
  isFieldPosition,
  type Formation,
  type Squad,
  type SquadEntry,
  type SquadLimits,
  type SquadPlayer,
} from '@mliga/domain';
import { ApiError } from '../../../api/errors.ts';
import { ERRORS } from '../../../text/errors.ts';

/** A rulebook player that keeps the API's card for showing. */
export type BuilderPlayer = SquadPlayer & { card: FantasyPlayer };
export type BuilderEntry = SquadEntry & { player: BuilderPlayer };

/** Points and substitution marks of a scored (closed) stage, by player id. */
export type EntryMarks = Map<number, { points: number | null; substitutePlayerId: number | null }>;

export function toSquadPlayer(card: FantasyPlayer): BuilderPlayer {
  const position = card.fieldPosition.id;
  return {
    id: card.id,
    fieldPosition: isFieldPosition(position) ? position : 1,
    teamId: card.team?.id ?? null,
    price: card.price,
    status: card.status,
    card,
  };
}

export function toSquad(entries: readonly ApiEntry[], formation: Formation): Squad {
  return {
    formation,
    entries: entries.map((e) => ({
      player: toSquadPlayer(e.player),
      starter: e.position === 1,
      isCaptain: e.is_captain === 1,
    })),
  };
}

export function entryMarks(entries: readonly ApiEntry[]): EntryMarks {
  return new Map(
    entries.map((e) => [e.player.id, { points: e.points, substitutePlayerId: e.substitute_player_id }]),
  );
}

export function limitsOf(stage: FantasyStage, previousPlayerIds: readonly number[] | null): SquadLimits {
  return {
    maxPlayersFromTeam: stage.max_players_from_team_count,
    maxSubstitutions: stage.max_players_substitutions_count,
    previousPlayerIds,
  };
}

export const cardOf = (entry: SquadEntry): FantasyPlayer => (entry.player as BuilderPlayer).card;

export function saveBody(squad: Squad): SaveSquadBody {
  return {
    scheme: squad.formation,
    squad: squad.entries.map((e) => ({
      player_id: e.player.id,
      position: e.starter ? 1 : 0,
      is_captain: e.isCaptain ? 1 : 0,
    })),
  };
}

/** Spec 2 §8: a refused save shows every broken rule, line by line. */
export function saveErrorLines(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [ERRORS.network];
  const fromErrors = error.errors.map((e) => e.message).filter(Boolean);
  return fromErrors.length > 1 ? fromErrors : error.lines;
}

/** A squad's identity for the dirty flag: formation, players, their places and the captain. */
export function squadSignature(squad: Squad): string {
  return JSON.stringify([
    squad.formation,
    squad.entries.map((e) => [e.player.id, e.starter ? 1 : 0, e.isCaptain ? 1 : 0]),
  ]);
}
