import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.ts';
import { matches, playerMatchStats, squadPlayers, squads } from '../../src/db/schema/index.ts';
import type { SeededFantasy, SeededPlayer } from './fantasy.ts';

/** A statistics line as the admin API spells it; omitted figures are 0. */
export type StatInput = {
  minutes: number;
  goals_scored?: number;
  assists?: number;
  clean_sheets?: number;
  goals_conceded?: number;
  own_goals?: number;
  penalties_saved?: number;
  penalties_missed?: number;
  yellow_cards?: number;
  red_cards?: number;
  saves?: number;
  bonus?: number;
};

export { STAT_COLUMNS } from '@mliga/domain';

/** The club's player `index` (0–1 GK, 2–6 DEF, 7–11 MID, 12–14 FWD) of seedFantasy's club `club` (0–5). */
export const playerOf = (seed: SeededFantasy, club: number, index: number): SeededPlayer =>
  seed.players.filter((p) => p.teamId === seed.clubIds[club])[index]!;

/** The match of `tour` the club plays in. */
export async function matchOf(db: Db, seed: SeededFantasy, tour: number, club: number): Promise<number> {
  const clubId = seed.clubIds[club]!;
  for (const id of seed.matchIds.get(tour) ?? []) {
    const [m] = await db.select().from(matches).where(eq(matches.id, id));
    if (m && (m.homeTeamId === clubId || m.guestTeamId === clubId)) return id;
  }
  throw new Error(`club ${club} has no match in tour ${tour}`);
}

/** Writes (or rewrites) a player's line straight into player_match_stats. */
export async function putStats(db: Db, matchId: number, player: SeededPlayer, line: StatInput) {
  const values = {
    matchId,
    playerId: player.id,
    teamId: player.teamId,
    minutes: line.minutes,
    goals: line.goals_scored ?? 0,
    assists: line.assists ?? 0,
    cleanSheets: line.clean_sheets ?? 0,
    goalsConceded: line.goals_conceded ?? 0,
    ownGoals: line.own_goals ?? 0,
    penaltiesSaved: line.penalties_saved ?? 0,
    penaltiesMissed: line.penalties_missed ?? 0,
    yellowCards: line.yellow_cards ?? 0,
    redCards: line.red_cards ?? 0,
    saves: line.saves ?? 0,
    bonus: line.bonus ?? 0,
  };
  await db
    .delete(playerMatchStats)
    .where(and(eq(playerMatchStats.matchId, matchId), eq(playerMatchStats.playerId, player.id)));
  await db.insert(playerMatchStats).values(values);
}

/** Stores a squad for a stage as the save would: `starters` and `bench` are player ids, `captain` one of the starters. */
export async function putSquad(
  db: Db,
  opts: {
    fantasyTeamId: number;
    stageId: number;
    starters: number[];
    bench: number[];
    captain: number;
    cost: number;
    scheme?: string;
  },
) {
  const [squad] = await db
    .insert(squads)
    .values({
      fantasyTeamId: opts.fantasyTeamId,
      stageId: opts.stageId,
      scheme: opts.scheme ?? '4-4-2',
      cost: opts.cost,
    })
    .returning();
  await db.insert(squadPlayers).values([
    ...opts.starters.map((playerId) => ({
      squadId: squad!.id,
      playerId,
      position: 1,
      isCaptain: playerId === opts.captain,
    })),
    ...opts.bench.map((playerId) => ({ squadId: squad!.id, playerId, position: 0, isCaptain: false })),
  ]);
  return squad!;
}

/**
 * Ends every match of the tour (0:0 where no score is entered) and gives each match without
 * statistics a 0-minute line (worth nothing), so the stage may be scored: the back office
 * refuses a tour with a missing result.
 */
export async function finishTour(db: Db, seed: SeededFantasy, tour: number) {
  for (const id of seed.matchIds.get(tour) ?? []) {
    const [m] = await db.select().from(matches).where(eq(matches.id, id));
    await db
      .update(matches)
      .set({ isFinished: true, homeScore: m!.homeScore ?? 0, guestScore: m!.guestScore ?? 0 })
      .where(eq(matches.id, id));
    const [line] = await db.select().from(playerMatchStats).where(eq(playerMatchStats.matchId, id)).limit(1);
    const nobody = seed.players.findLast((p) => p.teamId === m!.homeTeamId)!;
    if (!line) await putStats(db, id, nobody, { minutes: 0 });
  }
}

export const scoreUrl = (stageId: number) => `/v1/admin/fantasy-stages/${stageId}/score/`;
