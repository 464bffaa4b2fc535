import { zeroStatLine, type WireStatLine } from './fantasy-stat-line.ts';

/**
 * A match entered event by event (issue 22, the match centre) gives every player's statistics
 * line, the same line the result form takes, so both paths end in the same points. FPL's rules:
 * minutes on the pitch (at least 1 for anyone who took it); goals conceded while on the pitch,
 * and after a red card until the end (the sent-off player goes on being charged); a clean sheet
 * for 60 minutes or more with nothing conceded; a red card includes any yellow, and a second
 * yellow is a red.
 */

export type MatchSide = 'home' | 'guest';

/** A player of either squad: the starters take the pitch at kick-off, the others may come on. */
export type MatchPlayer = { playerId: number; side: MatchSide; starter: boolean };

export type MatchEvent =
  | {
      kind: 'goal';
      minute: number;
      /** The scorer; for an own goal, the player who put it into his own net. */
      playerId: number;
      assistId?: number | null;
      penalty?: boolean;
      ownGoal?: boolean;
    }
  | {
      kind: 'yellow_card' | 'red_card' | 'penalty_saved' | 'penalty_missed';
      minute: number;
      playerId: number;
    }
  /** `playerId` leaves the pitch, `replacementId` comes on. */
  | { kind: 'substitution'; minute: number; playerId: number; replacementId: number }
  /** A goalkeeper's saves since the last count (one tap is one save). */
  | { kind: 'saves'; minute: number; playerId: number; count?: number };

export type MatchSheet = {
  players: readonly MatchPlayer[];
  /** In the order they happened: events of the same minute keep the order they were entered in. */
  events: readonly MatchEvent[];
  /** The minute the match ended, or, while it is played, the minute it has reached. */
  endMinute: number;
  /** Entered at full time. */
  bonus?: ReadonlyMap<number, number>;
};

export type DerivedMatch = {
  score: Record<MatchSide, number>;
  /** Every player who took the pitch or was booked, by player id. */
  lines: Map<number, WireStatLine>;
};

const MIN_CLEAN_SHEET_MINUTES = 60;

const other = (side: MatchSide): MatchSide => (side === 'home' ? 'guest' : 'home');

type Presence = { side: MatchSide; on: number | null; off: number | null; sentOff: boolean };

/** Replays the events in order; a player unknown to the sheet is refused (a pick outside both squads). */
export function deriveMatch(sheet: MatchSheet): DerivedMatch {
  const presence = new Map<number, Presence>();
  const lines = new Map<number, WireStatLine>();
  for (const p of sheet.players)
    presence.set(p.playerId, { side: p.side, on: p.starter ? 0 : null, off: null, sentOff: false });
  const known = (playerId: number): Presence => {
    const found = presence.get(playerId);
    if (!found) throw new RangeError(`player ${playerId} is in neither squad`);
    return found;
  };
  const line = (playerId: number): WireStatLine => {
    known(playerId);
    let found = lines.get(playerId);
    if (!found) lines.set(playerId, (found = zeroStatLine()));
    return found;
  };
  const charged = (p: Presence) => p.on !== null && (p.off === null || p.sentOff);
  const score: Record<MatchSide, number> = { home: 0, guest: 0 };

  for (const event of sheet.events) {
    const player = known(event.playerId);
    switch (event.kind) {
      case 'goal': {
        const scoring = event.ownGoal ? other(player.side) : player.side;
        score[scoring] += 1;
        if (event.ownGoal) line(event.playerId).own_goals += 1;
        else line(event.playerId).goals_scored += 1;
        if (event.assistId != null) line(event.assistId).assists += 1;
        for (const [id, p] of presence) if (p.side !== scoring && charged(p)) line(id).goals_conceded += 1;
        break;
      }
      case 'substitution': {
        player.off = event.minute;
        known(event.replacementId).on = event.minute;
        break;
      }
      case 'yellow_card': {
        const booked = line(event.playerId);
        if (booked.yellow_cards === 0 && booked.red_cards === 0) booked.yellow_cards = 1;
        else sendOff(booked, player, event.minute);
        break;
      }
      case 'red_card':
        sendOff(line(event.playerId), player, event.minute);
        break;
      case 'penalty_saved':
        line(event.playerId).penalties_saved += 1;
        break;
      case 'penalty_missed':
        line(event.playerId).penalties_missed += 1;
        break;
      case 'saves':
        line(event.playerId).saves += event.count ?? 1;
        break;
    }
  }

  for (const [id, p] of presence) {
    if (p.on === null) continue;
    const played = line(id);
    played.minutes = Math.max(1, (p.off ?? sheet.endMinute) - p.on);
    played.clean_sheets = played.minutes >= MIN_CLEAN_SHEET_MINUTES && played.goals_conceded === 0 ? 1 : 0;
  }
  for (const [id, points] of sheet.bonus ?? []) line(id).bonus = points;
  return { score, lines };
}

/** A red card (or a second yellow) includes the yellow, and the player leaves the pitch. */
function sendOff(booked: WireStatLine, player: Presence, minute: number) {
  booked.yellow_cards = 0;
  booked.red_cards = 1;
  if (player.on !== null && player.off === null) {
    player.off = minute;
    player.sentOff = true;
  }
}
