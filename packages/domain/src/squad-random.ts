import {
  FIELD_POSITIONS,
  SQUAD_BUDGET,
  SQUAD_SIZE,
  squadSlotsByPosition,
  startersByPosition,
  type FieldPosition,
  type Formation,
} from './formations.ts';
import {
  fitsBudget,
  type Squad,
  type SquadEntry,
  type SquadLimits,
  type SquadPlayer,
} from './squad-state.ts';
import { validateSquad } from './squad-validate.ts';

export type RandomSquadOptions = {
  /** The players to draw from (the caller leaves out whom it does not want, e.g. clubs without a match). */
  pool: readonly SquadPlayer[];
  formation: Formation;
  limits: SquadLimits;
  /** The previous stage's squad: with a substitution limit, the draw keeps enough of it. */
  previousPlayers?: readonly SquadPlayer[];
  /** A number in [0, 1), Math.random by default; tests pass a seeded one. */
  random?: () => number;
  attempts?: number;
};

const pickIndex = (random: () => number, length: number) => Math.floor(random() * length);

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = pickIndex(random, i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/**
 * The previous players kept: as many as the substitution limit requires, the
 * disqualified and those the formation has no room for leaving first.
 */
function keptPlayers(opts: RandomSquadOptions, random: () => number): SquadPlayer[] | null {
  const { limits, previousPlayers = [] } = opts;
  if (limits.previousPlayerIds === null) return [];
  const slots = squadSlotsByPosition(opts.formation);
  const order = shuffle(previousPlayers, random).sort(
    (a, b) => Number(a.status === 'disqualified') - Number(b.status === 'disqualified'),
  );
  const kept: SquadPlayer[] = [];
  for (const player of order) {
    if (kept.filter((p) => p.fieldPosition === player.fieldPosition).length < slots[player.fieldPosition]) {
      kept.push(player);
    }
  }
  const mustKeep = SQUAD_SIZE - Math.min(SQUAD_SIZE, limits.maxSubstitutions);
  if (kept.length < mustKeep) return null;
  return kept.slice(0, mustKeep);
}

/** Fills the free slots at random, keeping enough coins for the cheapest player of every slot left. */
function fill(kept: SquadPlayer[], opts: RandomSquadOptions, random: () => number): SquadPlayer[] | null {
  const { limits, formation } = opts;
  const budget = limits.budget ?? SQUAD_BUDGET;
  const chosen = [...kept];
  const slots = squadSlotsByPosition(formation);
  const open: FieldPosition[] = shuffle(
    FIELD_POSITIONS.flatMap((position) =>
      Array<FieldPosition>(
        Math.max(0, slots[position] - kept.filter((p) => p.fieldPosition === position).length),
      ).fill(position),
    ),
    random,
  );
  const taken = new Set(chosen.map((p) => p.id));
  const candidates = opts.pool.filter((p) => p.status !== 'disqualified');
  const cheapest = (position: FieldPosition) =>
    Math.min(
      ...candidates.filter((p) => p.fieldPosition === position && !taken.has(p.id)).map((p) => p.price),
    );
  for (let i = 0; i < open.length; i++) {
    const position = open[i] as FieldPosition;
    const cost = chosen.reduce((sum, p) => sum + p.price, 0);
    const reserve = open.slice(i + 1).reduce((sum, p) => sum + cheapest(p), 0);
    const options = candidates.filter(
      (p) =>
        p.fieldPosition === position &&
        !taken.has(p.id) &&
        (p.teamId === null ||
          chosen.filter((c) => c.teamId === p.teamId).length < limits.maxPlayersFromTeam) &&
        fitsBudget(cost + p.price + (Number.isFinite(reserve) ? reserve : 0), budget),
    );
    if (options.length === 0) return null;
    const pick = options[pickIndex(random, options.length)] as SquadPlayer;
    chosen.push(pick);
    taken.add(pick.id);
  }
  return chosen;
}

/** Healthy players start; the captain is drawn among the starters, the pricier the likelier. */
function arrange(players: SquadPlayer[], formation: Formation, random: () => number): Squad {
  const starters = startersByPosition(formation);
  const entries: SquadEntry[] = [];
  for (const position of FIELD_POSITIONS) {
    const line = shuffle(
      players.filter((p) => p.fieldPosition === position),
      random,
    ).sort((a, b) => Number(a.status !== 'active') - Number(b.status !== 'active'));
    line.forEach((player, i) => entries.push({ player, starter: i < starters[position], isCaptain: false }));
  }
  const onPitch = entries.filter((e) => e.starter);
  const total = onPitch.reduce((sum, e) => sum + e.player.price, 0);
  let ticket = random() * total;
  const captain = onPitch.find((e) => (ticket -= e.player.price) < 0) ?? onPitch[0];
  if (captain) captain.isCaptain = true;
  return { formation, entries };
}

/**
 * A random squad within every limit (budget, club limit, no disqualified
 * newcomer, positions of the formation, substitutions), or null when the pool
 * cannot make one in the given attempts.
 */
export function randomSquad(opts: RandomSquadOptions): Squad | null {
  const random = opts.random ?? Math.random;
  for (let attempt = 0; attempt < (opts.attempts ?? 30); attempt++) {
    const kept = keptPlayers(opts, random);
    if (kept === null) return null;
    const players = fill(kept, opts, random);
    if (!players) continue;
    const squad = arrange(players, opts.formation, random);
    if (validateSquad({ squad, limits: opts.limits }).length === 0) return squad;
  }
  return null;
}
