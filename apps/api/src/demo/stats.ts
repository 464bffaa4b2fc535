import type { DemoMatch } from './fixtures.ts';
import type { DemoPlayer } from './players.ts';
import type { Rng } from './random.ts';
import { findTeam } from './teams.ts';

/** One row of player_match_stats: only players who took the pitch get one. */
export type StatLine = {
  matchId: number;
  playerId: number;
  teamId: number;
  minutes: number;
  goals: number;
  assists: number;
  ownGoals: number;
  cleanSheets: number;
  goalsConceded: number;
  saves: number;
  penaltiesSaved: number;
  penaltiesMissed: number;
  yellowCards: number;
  redCards: number;
  bonus: number;
};

export type PlayedMatch = {
  matchId: number;
  homeScore: number;
  guestScore: number;
  homeBestPlayerId: number;
  guestBestPlayerId: number;
  lines: StatLine[];
};

/** A player's time on the pitch: minutes in (from, to]. */
type Spell = { player: DemoPlayer; from: number; to: number; line: StatLine };

const FORMATIONS: readonly [number, number, number][] = [
  [4, 4, 2],
  [4, 3, 3],
  [3, 5, 2],
  [4, 5, 1],
  [5, 3, 2],
];
const SCORER_WEIGHT = { 1: 0.02, 2: 1, 3: 3, 4: 6 } as const;
const ASSIST_WEIGHT = { 1: 0.2, 2: 2, 3: 4, 4: 3 } as const;
const OWN_GOAL_WEIGHT = { 1: 1, 2: 4, 3: 1, 4: 0.3 } as const;
const GOAL_BONUS = { 1: 6, 2: 6, 3: 5, 4: 4 } as const;

const onPitch = (spells: Spell[], minute: number) => spells.filter((s) => s.from < minute && minute <= s.to);

function emptyLine(matchId: number, player: DemoPlayer): StatLine {
  return {
    matchId,
    playerId: player.id,
    teamId: player.teamId,
    minutes: 0,
    goals: 0,
    assists: 0,
    ownGoals: 0,
    cleanSheets: 0,
    goalsConceded: 0,
    saves: 0,
    penaltiesSaved: 0,
    penaltiesMissed: 0,
    yellowCards: 0,
    redCards: 0,
    bonus: 0,
  };
}

/** Picks the eleven, sends some off, and makes up to three substitutions. */
function lineup(rng: Rng, matchId: number, squad: DemoPlayer[], mustStart: Set<number>): Spell[] {
  const [def, mid, fwd] = rng.pick(FORMATIONS);
  const need: Record<number, number> = { 1: 1, 2: def, 3: mid, 4: fwd };
  const ranked = [...squad].sort(
    (a, b) =>
      Number(mustStart.has(b.id)) - Number(mustStart.has(a.id)) ||
      b.quality + rng.next() * 0.4 - (a.quality + rng.next() * 0.4),
  );
  const starters: DemoPlayer[] = [];
  for (const position of [1, 2, 3, 4]) {
    starters.push(...ranked.filter((p) => p.position === position).slice(0, need[position]));
  }
  // Too few fit players in a line: fill the eleven with any outfield player left.
  for (const p of ranked) {
    if (starters.length >= 11) break;
    if (p.position !== 1 && !starters.includes(p)) starters.push(p);
  }
  const spells: Spell[] = starters.map((player) => ({
    player,
    from: 0,
    to: 90,
    line: emptyLine(matchId, player),
  }));
  for (const spell of spells) {
    const forced = mustStart.has(spell.player.id);
    if (spell.player.position !== 1 && (forced || rng.chance(0.003))) {
      spell.to = rng.int(35, 88);
      spell.line.redCards = 1;
    }
  }
  let bench = ranked.filter((p) => p.position !== 1 && !starters.includes(p));
  const subs = rng.int(1, 3);
  for (let i = 0; i < subs && bench.length > 0; i++) {
    const off = spells.filter((s) => s.from === 0 && s.to === 90 && s.player.position !== 1);
    if (off.length === 0) break;
    const out = rng.weighted(off, (s) => (s.player.position === 4 ? 3 : s.player.position === 3 ? 2 : 1));
    const sameLine = bench.filter((p) => p.position === out.player.position);
    const comes = rng.pick(sameLine.length > 0 ? sameLine : bench);
    bench = bench.filter((p) => p !== comes);
    const minute = rng.int(46, 88);
    out.to = minute;
    spells.push({ player: comes, from: minute, to: 90, line: emptyLine(matchId, comes) });
  }
  return spells;
}

function scoreGoal(rng: Rng, own: Spell[], rival: Spell[]): void {
  const minute = rng.int(1, 90);
  const ours = onPitch(own, minute);
  const theirs = onPitch(rival, minute);
  if (rng.chance(0.04)) {
    rng.weighted(theirs, (s) => OWN_GOAL_WEIGHT[s.player.position]).line.ownGoals++;
  } else {
    const scorer = rng.weighted(ours, (s) => SCORER_WEIGHT[s.player.position] * (0.4 + s.player.quality));
    scorer.line.goals++;
    const mates = ours.filter((s) => s !== scorer);
    if (mates.length > 0 && rng.chance(0.75)) {
      rng.weighted(mates, (s) => ASSIST_WEIGHT[s.player.position] * (0.4 + s.player.quality)).line.assists++;
    }
  }
  for (const s of theirs) s.line.goalsConceded++;
}

/** A rough match rating: it hands out bonus points 3-2-1 and names each side's best player. */
function rating(s: Spell): number {
  const l = s.line;
  const cleanSheet = l.goalsConceded === 0 && l.minutes >= 60 && s.player.position <= 2 ? 4 : 0;
  return (
    l.goals * GOAL_BONUS[s.player.position] +
    l.assists * 3 +
    cleanSheet +
    l.saves * 0.6 +
    l.penaltiesSaved * 4 +
    l.minutes / 45 -
    l.yellowCards -
    l.redCards * 3 -
    l.ownGoals * 2 -
    l.penaltiesMissed * 2 +
    s.player.quality
  );
}

function playMatch(
  rng: Rng,
  match: DemoMatch,
  home: DemoPlayer[],
  guest: DemoPlayer[],
  mustStart: Set<number>,
) {
  const homeSpells = lineup(rng, match.id, home, mustStart);
  const guestSpells = lineup(rng, match.id, guest, mustStart);
  const h = findTeam(match.homeTeamId).strength;
  const g = findTeam(match.guestTeamId).strength;
  const homeGoals = Math.min(7, rng.poisson(1.45 * Math.pow(h / g, 1.2)));
  const guestGoals = Math.min(7, rng.poisson(1.15 * Math.pow(g / h, 1.2)));
  for (let i = 0; i < homeGoals; i++) scoreGoal(rng, homeSpells, guestSpells);
  for (let i = 0; i < guestGoals; i++) scoreGoal(rng, guestSpells, homeSpells);
  for (const [own, rival, strengthRatio] of [
    [homeSpells, guestSpells, g / h],
    [guestSpells, homeSpells, h / g],
  ] as const) {
    const keeper = own.find((s) => s.player.position === 1) as Spell;
    keeper.line.saves += rng.poisson(2.6 * strengthRatio);
    if (rng.chance(0.08)) {
      const taker = onPitch(rival, rng.int(1, 90)).filter((s) => s.player.position >= 3);
      if (taker.length > 0) {
        rng.pick(taker).line.penaltiesMissed++;
        if (rng.chance(0.6)) {
          keeper.line.penaltiesSaved++;
          keeper.line.saves++;
        }
      }
    }
  }
  const spells = [...homeSpells, ...guestSpells];
  for (const s of spells) {
    s.line.minutes = s.to - s.from;
    s.line.cleanSheets = s.line.minutes >= 60 && s.line.goalsConceded === 0 ? 1 : 0;
    if (s.line.redCards === 0 && rng.chance(0.11 * (s.line.minutes / 90))) s.line.yellowCards = 1;
  }
  const ranked = [...spells].sort((a, b) => rating(b) - rating(a));
  ranked.slice(0, 3).forEach((s, i) => (s.line.bonus = 3 - i));
  const best = (own: Spell[]) => ranked.find((s) => own.includes(s)) as Spell;
  return {
    matchId: match.id,
    homeScore: homeGoals,
    guestScore: guestGoals,
    homeBestPlayerId: best(homeSpells).player.id,
    guestBestPlayerId: best(guestSpells).player.id,
    lines: spells.map((s) => s.line),
  };
}

/**
 * Plays the past tours in order. Injured players missed the last two of them;
 * a player sent off misses the next tour; the players now disqualified were
 * sent off in the last past tour (so their suspension is the current tour);
 * anyone else sent off then becomes disqualified too.
 */
export function playPastTours(
  rng: Rng,
  matches: DemoMatch[],
  players: DemoPlayer[],
  lastPast: number,
): PlayedMatch[] {
  const played: PlayedMatch[] = [];
  let suspended = new Set<number>();
  const disqualified = new Set(players.filter((p) => p.status === 'disqualified').map((p) => p.id));
  for (let tour = 1; tour <= lastPast; tour++) {
    const mustStart = tour === lastPast ? disqualified : new Set<number>();
    const fit = (p: DemoPlayer) =>
      mustStart.has(p.id) || (!suspended.has(p.id) && !(p.status === 'injury' && tour >= lastPast - 1));
    const next = new Set<number>();
    for (const match of matches.filter((m) => m.tour === tour)) {
      const home = players.filter((p) => p.teamId === match.homeTeamId && fit(p));
      const guest = players.filter((p) => p.teamId === match.guestTeamId && fit(p));
      const result = playMatch(rng, match, home, guest, mustStart);
      for (const line of result.lines) if (line.redCards > 0) next.add(line.playerId);
      played.push(result);
    }
    suspended = next;
  }
  for (const p of players) if (suspended.has(p.id)) p.status = 'disqualified';
  return played;
}
