import type { FantasyPlayer, FantasyStage, SaveSquadBody, SquadEntry as ApiEntry } from '@mliga/contract';
import {
  FIELD_POSITIONS,
  FIELD_POSITION_NAMES,
  addButtonBlock,
  addRefusal,
  isFieldPosition,
  positionEntries,
  squadCost,
  squadMessages,
  squadSlotsByPosition,
  SQUAD_BUDGET,
  SQUAD_SIZE,
  type FieldPosition,
  type Formation,
  type Squad,
  type SquadEntry,
  type SquadLimits,
  type SquadPlayer,
} from '@mliga/domain';
import { ApiError } from '#api/errors.ts';
import { ERRORS } from '#text/errors.ts';
import { SQUAD } from '#text/fantasy.ts';
import { formatNumber } from './format.ts';

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
    budget: stage.budget,
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

/**
 * The name on a pitch tile: the surname, with the first name's initial when another player of
 * the squad has the same surname ('И. Иванов'), the whole first name when the initials match too.
 */
export function tileNames(players: readonly { id: number; name: string; surname: string; fio: string }[]) {
  const count = (key: (p: (typeof players)[number]) => string) => {
    const seen = new Map<string, number>();
    for (const p of players) seen.set(key(p), (seen.get(key(p)) ?? 0) + 1);
    return (p: (typeof players)[number]) => seen.get(key(p)) ?? 0;
  };
  const surname = (p: (typeof players)[number]) => (p.surname || p.fio).trim().toLocaleLowerCase('ru');
  const initial = (p: (typeof players)[number]) => p.name.trim().charAt(0).toLocaleUpperCase('ru');
  const sameSurname = count(surname);
  const sameInitial = count((p) => `${initial(p)} ${surname(p)}`);
  return new Map(
    players.map((p) => {
      const last = p.surname || p.fio;
      if (sameSurname(p) < 2 || !p.name.trim()) return [p.id, last];
      return [p.id, sameInitial(p) < 2 ? `${initial(p)}. ${last}` : `${p.name.trim()} ${last}`];
    }),
  );
}

/** After a formation change: the surplus to sell and the places to buy, per position (empty when none). */
export type FormationAdvice = {
  sell: { position: FieldPosition; count: number }[];
  buy: { position: FieldPosition; count: number }[];
};

export function formationAdvice(squad: Squad, surplus: ReadonlySet<number>): FormationAdvice | null {
  if (surplus.size === 0) return null;
  const slots = squadSlotsByPosition(squad.formation);
  const advice: FormationAdvice = { sell: [], buy: [] };
  for (const position of FIELD_POSITIONS) {
    const line = positionEntries(squad.entries, position);
    const extra = line.filter((e) => surplus.has(e.player.id)).length;
    if (extra > 0) advice.sell.push({ position, count: extra });
    const missing = slots[position] - (line.length - extra);
    if (missing > 0) advice.buy.push({ position, count: missing });
  }
  return advice;
}

/** «Схема 5-4-1: продайте одного НП, купите одного ЗЩ». */
export function adviceText(formation: Formation, advice: FormationAdvice): string {
  const short = (position: FieldPosition) => FIELD_POSITION_NAMES[position].shortName;
  return SQUAD.advice.text(formation, [
    ...advice.sell.map((s) => SQUAD.advice.sell(s.count, short(s.position))),
    ...advice.buy.map((b) => SQUAD.advice.buy(b.count, short(b.position))),
  ]);
}

/**
 * What the market row offers for a player not in the squad (spec 2 §5): `add` a live add button;
 * `disabled` the spec's greyed button with its reason (club limit, no match); `hidden` no button
 * (squad full, position full, disqualified); `refused` a live button whose tap is refused (budget,
 * substitutions). Every reason is shown as text in the row: a tooltip cannot be read on touch.
 */
export type MarketOffer =
  | { kind: 'add' }
  | { kind: 'disabled' | 'refused'; reason: string }
  /** No reason in the row when the squad is full: the market says it once above the list. */
  | { kind: 'hidden'; reason: string | null };

export function marketOffer(opts: {
  squad: Squad;
  card: FantasyPlayer;
  limits: SquadLimits;
  editable: boolean;
}): MarketOffer {
  const { squad, card, limits, editable } = opts;
  if (!editable) return { kind: 'hidden', reason: SQUAD.header.closed };
  const player = toSquadPlayer(card);
  const block = addButtonBlock({
    squad,
    player,
    limits,
    stageOpen: editable,
    teamPlays: card.rival_team !== null,
  });
  if (block?.tooltip) return { kind: 'disabled', reason: block.tooltip };
  if (block) {
    const position = player.fieldPosition;
    let reason: string | null = squadMessages.disqualified;
    if (squad.entries.length >= SQUAD_SIZE) reason = null;
    else if (
      positionEntries(squad.entries, position).length >= squadSlotsByPosition(squad.formation)[position]
    ) {
      reason = SQUAD.market.blocked.positionFull(FIELD_POSITION_NAMES[position].shortName, squad.formation);
    }
    return { kind: 'hidden', reason };
  }
  const refusal = addRefusal({ squad, player, limits });
  if (refusal === squadMessages.budget) {
    const short = squadCost(squad.entries) + player.price - (limits.budget ?? SQUAD_BUDGET);
    return { kind: 'refused', reason: SQUAD.market.blocked.budget(formatNumber(short)) };
  }
  if (refusal) return { kind: 'refused', reason: refusal };
  return { kind: 'add' };
}
