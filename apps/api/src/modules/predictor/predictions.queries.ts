import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/connect.ts';
import {
  matches,
  matchLive,
  predictions,
  predictorEvents,
  questionVariants,
  teams,
} from '../../db/schema/index.ts';
import { itemScore, scoredEventsSql } from './item-score.sql.ts';

const homeTeam = alias(teams, 'home_team');
const guestTeam = alias(teams, 'guest_team');

export type EventRow = typeof predictorEvents.$inferSelect;
export type VariantRow = { id: number; eventId: number; name: string; image: string | null };
export type PredictionRow = typeof predictions.$inferSelect & { grade: number | null; points: number | null };
export type TeamBrief = { id: number; name: string; logo: string };
export type StageEventRow = {
  event: EventRow;
  match: {
    id: number;
    startsAt: Date;
    homeScore: number | null;
    guestScore: number | null;
    isFinished: boolean;
  } | null;
  /** The match centre's state (issue 22); null for a match never followed live. */
  live: { status: string; minute: number } | null;
  home: TeamBrief | null;
  guest: TeamBrief | null;
};

/** The stage's events in display order, each match with its two teams. */
export async function findStageEvents(db: DbOrTx, stageId: number): Promise<StageEventRow[]> {
  return db
    .select({
      event: predictorEvents,
      match: {
        id: matches.id,
        startsAt: matches.startsAt,
        homeScore: matches.homeScore,
        guestScore: matches.guestScore,
        isFinished: matches.isFinished,
      },
      live: { status: matchLive.status, minute: matchLive.minute },
      home: { id: homeTeam.id, name: homeTeam.name, logo: homeTeam.logo },
      guest: { id: guestTeam.id, name: guestTeam.name, logo: guestTeam.logo },
    })
    .from(predictorEvents)
    .leftJoin(matches, eq(matches.id, predictorEvents.matchId))
    .leftJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .leftJoin(guestTeam, eq(guestTeam.id, matches.guestTeamId))
    .leftJoin(matchLive, eq(matchLive.matchId, matches.id))
    .where(eq(predictorEvents.stageId, stageId))
    .orderBy(asc(predictorEvents.sortOrder), asc(predictorEvents.id));
}

export async function findVariants(db: DbOrTx, eventIds: number[]): Promise<VariantRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select({
      id: questionVariants.id,
      eventId: questionVariants.eventId,
      name: questionVariants.name,
      image: questionVariants.image,
    })
    .from(questionVariants)
    .where(inArray(questionVariants.eventId, eventIds))
    .orderBy(asc(questionVariants.eventId), asc(questionVariants.sortOrder), asc(questionVariants.id));
}

/**
 * The user's predictions of the stage. Once the stage is scored, each carries its grade and
 * points, derived from the results by the scoring job's own expressions; null before that and
 * while an event's result is unknown.
 */
export async function findUserStagePredictions(
  db: DbOrTx,
  userId: number,
  stage: { id: number; scoredAt: Date | null },
): Promise<PredictionRow[]> {
  return findStagePredictionsOf(db, [userId], stage);
}

/** The same for several users (a private league's members, issue 23 §1). */
export async function findStagePredictionsOf(
  db: DbOrTx,
  userIds: number[],
  stage: { id: number; scoredAt: Date | null },
): Promise<PredictionRow[]> {
  if (userIds.length === 0) return [];
  const p = alias(predictions, 'p');
  const scored = stage.scoredAt !== null;
  return db
    .select({
      ...getTableColumns(p),
      grade: scored ? sql<number | null>`${itemScore.grade}` : sql<null>`null::int`,
      points: scored ? sql<number | null>`${itemScore.points}` : sql<null>`null::int`,
    })
    .from(p)
    .innerJoin(sql`${scoredEventsSql(stage.id)} ev`, sql`ev.id = ${p.eventId}`)
    .where(and(eq(p.stageId, stage.id), inArray(p.userId, userIds)));
}
