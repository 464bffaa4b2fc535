import type { FantasyDebrief } from '@mliga/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/connect.ts';
import { players } from '../../../db/schema/index.ts';
import type { AuthUser } from '../../../http/auth.ts';
import { notFound } from '../../../http/errors.ts';
import { findGeneralChampOfLeague, findRatingRows } from '../rating/rating.queries.ts';
import { findSquad, type StoredSquadEntry } from '../squad/squad.queries.ts';
import { stageOrNotFound } from '../squad/squad.service.ts';
import { findTeamOfUser, findTeamPointsByStage } from '../stages.queries.ts';

export const debriefMessages = { notScored: 'Итоги тура появятся после его расчёта' } as const;

/** A player's own points in the tour: a captain's shown points are doubled. */
const ownPoints = (e: StoredSquadEntry) => (e.isCaptain ? (e.points ?? 0) / 2 : (e.points ?? 0));

/**
 * The captain the squad had and the starter who would have made the best one (the most own
 * points; the lower player id on a tie), with what choosing them would have added; and the points
 * of the bench players who did not come on.
 */
export function captainAndBench(entries: StoredSquadEntry[]) {
  const starters = entries.filter((e) => e.starter);
  const captain = starters.find((e) => e.isCaptain) ?? null;
  const best =
    [...starters].sort((a, b) => ownPoints(b) - ownPoints(a) || a.playerId - b.playerId)[0] ?? null;
  const cameOn = new Set(starters.map((e) => e.substitutePlayerId).filter((id) => id !== null));
  const benchPoints = entries
    .filter((e) => !e.starter && !cameOn.has(e.playerId))
    .reduce((sum, e) => sum + (e.points ?? 0), 0);
  return {
    captain,
    best,
    gain: best ? ownPoints(best) - (captain ? ownPoints(captain) : 0) : 0,
    benchPoints,
  };
}

/**
 * GET /stages/{stageId}/debrief/: the user's fantasy tour once it is scored — points beside the
 * tour's average and best, place and movement, the best captain they could have chosen among
 * their starters, the bench points left unused and the way to the tour's best squad.
 */
export async function getFantasyDebrief(db: Db, user: AuthUser, stageId: number): Promise<FantasyDebrief> {
  const { stage, league } = await stageOrNotFound(db, stageId);
  if (stage.scoredAt === null) throw notFound(debriefMessages.notScored);
  const [team, general] = await Promise.all([
    findTeamOfUser(db, user.id, league.id),
    findGeneralChampOfLeague(db, league.id),
  ]);
  const [squad, points, rows] = team
    ? await Promise.all([
        findSquad(db, team.id, stage.id),
        findTeamPointsByStage(db, team.id, [stage.id]),
        general ? findRatingRows(db, general.id, [team.id]) : [],
      ])
    : [null, new Map<number, number>(), []];
  const row = rows[0];
  const mine = squad ? captainAndBench(squad.entries) : null;
  const ids = [mine?.captain?.playerId, mine?.best?.playerId].filter((id) => id !== undefined);
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: players.id, name: players.name, surname: players.surname })
            .from(players)
            .where(inArray(players.id, ids))
        ).map((p) => [p.id, `${p.name} ${p.surname}`.trim()]),
  );
  return {
    stage: { id: stage.id, name: stage.name },
    points: points.get(stage.id) ?? null,
    average: Math.round((stage.avgPoints ?? 0) * 10) / 10,
    best: stage.maxPoints ?? 0,
    place: row?.place ?? null,
    movement: row?.place != null && row.prevPlace !== null ? row.prevPlace - row.place : null,
    captain: mine?.captain
      ? { name: names.get(mine.captain.playerId) ?? '', points: mine.captain.points ?? 0 }
      : null,
    best_captain: mine?.best
      ? { name: names.get(mine.best.playerId) ?? '', points: ownPoints(mine.best), gain: mine.gain }
      : null,
    bench_points: mine?.benchPoints ?? 0,
    best_squad_champ_id: general?.id ?? null,
  };
}
