import { eq, sql } from 'drizzle-orm';
import type {
  AdminMatchResult,
  AdminQuestionAnswer,
  AdminStageScore,
  MatchResultBody,
  QuestionAnswerBody,
} from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { matches, predictorEvents, predictorStages, questionVariants } from '../../db/schema/index.ts';
import type { AuthUser } from '../../http/auth.ts';
import { badRequest, notFound, ruleBroken } from '../../http/errors.ts';
import { requestLiveStandings, scorePredictorStage } from '../scoring/index.ts';
import { itemScore, scoredEventsSql } from '../predictor/index.ts';
import { writeAuditLog } from '../audit/index.ts';
import { assertResultsComplete } from './missing-results.ts';
import { replaceMatchStats } from './player-stats.service.ts';

export const adminMessages = {
  matchNotQuestion: 'Результат матча вносится счётом матча',
  variantNeeded: 'Укажите верный вариант ответа',
  valueNeeded: 'Укажите верный числовой ответ',
  foreignVariant: 'Такого варианта ответа нет у этого вопроса',
  stageOpen: 'Приём прогнозов на этот тур ещё открыт: очки считаются после закрытия',
} as const;

/**
 * The main-time score of a match; the match becomes finished. Scoring the stage is a separate call;
 * the live places of a tour being played move with it.
 */
export async function setMatchResult(
  db: Db,
  admin: AuthUser,
  matchId: number,
  body: MatchResultBody,
): Promise<AdminMatchResult> {
  const result = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        homeScore: matches.homeScore,
        guestScore: matches.guestScore,
        isFinished: matches.isFinished,
      })
      .from(matches)
      .where(eq(matches.id, matchId))
      .for('update');
    if (!before) throw notFound();
    await tx
      .update(matches)
      .set({ homeScore: body.home_score, guestScore: body.guest_score, isFinished: true })
      .where(eq(matches.id, matchId));
    await writeAuditLog(tx, {
      userId: admin.id,
      action: 'match.result',
      entity: 'match',
      entityId: matchId,
      data: { before, after: { home_score: body.home_score, guest_score: body.guest_score } },
    });
    const result = {
      id: matchId,
      home_score: body.home_score,
      guest_score: body.guest_score,
      is_finished: true,
    };
    // Per-player statistics, when sent, replace the match's lines in the same transaction.
    if (body.stats === undefined) return result;
    return { ...result, stats_count: await replaceMatchStats(tx, admin, matchId, body.stats) };
  });
  requestLiveStandings(db, { matchId });
  return result;
}

/** The right answer of a question: a variant of its own, or a number for a numeric question. */
export async function setQuestionAnswer(
  db: Db,
  admin: AuthUser,
  eventId: number,
  body: QuestionAnswerBody,
): Promise<AdminQuestionAnswer> {
  const answered = await db.transaction(async (tx) => {
    const [event] = await tx
      .select({
        stageId: predictorEvents.stageId,
        kind: predictorEvents.kind,
        correctVariantId: predictorEvents.correctVariantId,
        correctValue: predictorEvents.correctValue,
      })
      .from(predictorEvents)
      .where(eq(predictorEvents.id, eventId))
      .for('update');
    if (!event) throw notFound();
    if (event.kind === 'match') throw ruleBroken(adminMessages.matchNotQuestion);
    const variants = await tx
      .select({ id: questionVariants.id })
      .from(questionVariants)
      .where(eq(questionVariants.eventId, eventId));
    const answer = { correctVariantId: null as number | null, correctValue: null as number | null };
    if (variants.length > 0) {
      if (body.variant_id == null) throw badRequest(adminMessages.variantNeeded, 'variant_id');
      if (!variants.some((v) => v.id === body.variant_id))
        throw badRequest(adminMessages.foreignVariant, 'variant_id');
      answer.correctVariantId = body.variant_id;
    } else {
      if (body.value == null) throw badRequest(adminMessages.valueNeeded, 'value');
      answer.correctValue = body.value;
    }
    await tx.update(predictorEvents).set(answer).where(eq(predictorEvents.id, eventId));
    await writeAuditLog(tx, {
      userId: admin.id,
      action: 'predictor_event.answer',
      entity: 'predictor_event',
      entityId: eventId,
      data: {
        before: { correctVariantId: event.correctVariantId, correctValue: event.correctValue },
        after: answer,
      },
    });
    return {
      stageId: event.stageId,
      answer: {
        id: eventId,
        correct_variant_id: answer.correctVariantId,
        correct_value: answer.correctValue,
      },
    };
  });
  // The tour's live places count the answer at once.
  requestLiveStandings(db, { predictorStageId: answered.stageId });
  return answered.answer;
}

/** Scores a closed stage (see scorePredictorStage); safe to run again after a corrected result. */
export async function scoreStage(
  db: Db,
  admin: AuthUser,
  stageId: number,
  now: Date,
): Promise<AdminStageScore> {
  const [stage] = await db
    .select({ closesAt: predictorStages.closesAt })
    .from(predictorStages)
    .where(eq(predictorStages.id, stageId))
    .limit(1);
  if (!stage) throw notFound();
  if (now.getTime() < stage.closesAt.getTime()) throw ruleBroken(adminMessages.stageOpen);
  await assertResultsComplete(db, 'predictor', stageId);
  return db.transaction(async (tx) => {
    await scorePredictorStage(tx, stageId);
    const { rows } = await tx.execute<{
      status: string;
      scored_at: Date | string;
      predictions: number;
      scored: number;
      users: number;
    }>(sql`
      select s.status, s.scored_at,
             (select count(*)::int from predictions p where p.stage_id = s.id) as predictions,
             (select count(*)::int from predictions p join ${scoredEventsSql(stageId)} ev on ev.id = p.event_id
              where p.stage_id = s.id and ${itemScore.grade} is not null) as scored,
             (select count(*)::int from predictor_stage_points sp where sp.stage_id = s.id) as users
      from predictor_stages s where s.id = ${stageId}`);
    const row = rows[0]!;
    const summary: AdminStageScore = {
      id: stageId,
      status: row.status,
      scored_at: new Date(row.scored_at).toISOString(),
      scored_predictions: row.scored,
      predictions: row.predictions,
      users: row.users,
    };
    await writeAuditLog(tx, {
      userId: admin.id,
      action: 'predictor_stage.score',
      entity: 'predictor_stage',
      entityId: stageId,
      data: summary,
    });
    return summary;
  });
}
