import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminIdParams, AdminMatchResultSheetResponse, type AdminMatchResultSheet } from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { matches, playerMatchStats } from '../../db/schema/index.ts';
import { requireAdmin } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';

const tags = ['admin'];

/** A match's stored score and every statistics line, in the wire names of the result call. */
export async function getMatchResultSheet(db: Db, matchId: number): Promise<AdminMatchResultSheet> {
  const [match] = await db
    .select({
      id: matches.id,
      homeScore: matches.homeScore,
      guestScore: matches.guestScore,
      isFinished: matches.isFinished,
    })
    .from(matches)
    .where(eq(matches.id, matchId));
  if (!match) throw notFound('Матч не найден');
  const stats = await db
    .select({
      player_id: playerMatchStats.playerId,
      team_id: playerMatchStats.teamId,
      minutes: playerMatchStats.minutes,
      goals_scored: playerMatchStats.goals,
      assists: playerMatchStats.assists,
      clean_sheets: playerMatchStats.cleanSheets,
      goals_conceded: playerMatchStats.goalsConceded,
      own_goals: playerMatchStats.ownGoals,
      penalties_saved: playerMatchStats.penaltiesSaved,
      penalties_missed: playerMatchStats.penaltiesMissed,
      yellow_cards: playerMatchStats.yellowCards,
      red_cards: playerMatchStats.redCards,
      saves: playerMatchStats.saves,
      bonus: playerMatchStats.bonus,
    })
    .from(playerMatchStats)
    .where(eq(playerMatchStats.matchId, matchId))
    .orderBy(asc(playerMatchStats.playerId));
  return {
    id: match.id,
    home_score: match.homeScore,
    guest_score: match.guestScore,
    is_finished: match.isFinished,
    stats,
  };
}

/** The back office's result form reads what is stored before a correction (role admin). */
export const adminMatchResultSheetRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/matches/:id/result/',
    {
      schema: {
        tags,
        summary: 'Счёт и статистика игроков матча, как они сохранены (для исправления результата)',
        params: AdminIdParams,
        response: { 200: AdminMatchResultSheetResponse },
      },
    },
    async (request) => {
      requireAdmin(request);
      return ok(await getMatchResultSheet(db, request.params.id));
    },
  );
};
