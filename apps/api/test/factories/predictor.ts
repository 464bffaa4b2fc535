import type { Db } from '../../src/db/connect.ts';
import {
  champs,
  matches,
  predictorEvents,
  predictorLeagues,
  predictorStages,
  questionVariants,
  seasons,
  teams,
} from '../../src/db/schema/index.ts';
import { createClockedTestApp, type ClockedTestApp } from '../helpers/test-app.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A test clock the app's deadlines read; tests move it. */
export type { Clock } from '../helpers/test-app.ts';
export type PredictorTestApp = ClockedTestApp;
export const createPredictorTestApp = createClockedTestApp;

export type SeededStage = {
  id: number;
  closesAt: Date;
  /** Match events in order, with their match ids. */
  matchEvents: { id: number; matchId: number }[];
  /** A question with two variants (3 points). */
  variantQuestion: { id: number; variantIds: [number, number] };
  /** A numeric question (5 points). */
  numericQuestion: { id: number };
};

export type SeededLeague = {
  seasonId: number;
  leagueId: number;
  generalChampId: number;
  partnerChampId: number;
  teamIds: number[];
  stages: SeededStage[];
};

let seq = 0;

/**
 * A season with an active predictor league of `tours` stages, each with
 * `matchesPerStage` matches, a two-variant question and a numeric question;
 * tour 1 starts `firstStartsIn` ms after `now`, one week apart; the general
 * and partner ratings exist. Stage 1 is current, the rest future.
 */
export async function seedPredictorLeague(
  db: Db,
  opts: { now: Date; tours?: number; matchesPerStage?: number; firstStartsIn?: number },
): Promise<SeededLeague> {
  const tours = opts.tours ?? 2;
  const perStage = opts.matchesPerStage ?? 3;
  const tag = ++seq;
  const [season] = await db
    .insert(seasons)
    .values({ name: `Сезон ${tag}`, year: '2026', isCurrent: tag === 1 })
    .returning();
  const teamRows = await db
    .insert(teams)
    .values(
      Array.from({ length: perStage * 2 }, (_, i) => ({
        name: `Команда ${tag}-${i + 1}`,
        shortName: `К${i + 1}`,
        logo: `/logos/${tag}-${i + 1}.svg`,
        logoWhite: `/logos/${tag}-${i + 1}-white.svg`,
      })),
    )
    .returning();
  const [league] = await db
    .insert(predictorLeagues)
    .values({ seasonId: season!.id, name: `Прогнозы ${tag}`, isActive: tag === 1 })
    .returning();
  const [general, partner] = await db
    .insert(champs)
    .values([
      { seasonId: season!.id, game: 'predictor', type: 'general', name: 'Общий рейтинг' },
      { seasonId: season!.id, game: 'predictor', type: 'partner', name: 'Рейтинг партнёра' },
    ])
    .returning();
  const stages: SeededStage[] = [];
  for (let tour = 1; tour <= tours; tour++) {
    const first = opts.now.getTime() + (opts.firstStartsIn ?? 2 * DAY) + (tour - 1) * 7 * DAY;
    const closesAt = new Date(first - HOUR);
    const [stage] = await db
      .insert(predictorStages)
      .values({
        leagueId: league!.id,
        name: `Тур ${tour}`,
        tour,
        status: tour === 1 ? 'current' : 'future',
        startAt: new Date(first),
        stopAt: new Date(first + DAY),
        closesAt,
      })
      .returning();
    const matchRows = await db
      .insert(matches)
      .values(
        Array.from({ length: perStage }, (_, i) => ({
          seasonId: season!.id,
          tour,
          startsAt: new Date(first + i * 2 * HOUR),
          homeTeamId: teamRows[2 * i]!.id,
          guestTeamId: teamRows[2 * i + 1]!.id,
        })),
      )
      .returning();
    const matchEvents = await db
      .insert(predictorEvents)
      .values(
        matchRows.map((m, i) => ({
          stageId: stage!.id,
          kind: 'match',
          matchId: m.id,
          startsAt: m.startsAt,
          sortOrder: i + 1,
        })),
      )
      .returning();
    const [variantQ, numericQ] = await db
      .insert(predictorEvents)
      .values([
        {
          stageId: stage!.id,
          kind: 'question',
          name: 'Будет ли удаление в туре?',
          image: '/q/red.svg',
          points: 3,
          startsAt: new Date(first),
          sortOrder: 10,
        },
        {
          stageId: stage!.id,
          kind: 'question',
          name: 'Сколько голов будет забито в туре?',
          image: '/q/goals.svg',
          points: 5,
          startsAt: new Date(first),
          sortOrder: 11,
        },
      ])
      .returning();
    const variants = await db
      .insert(questionVariants)
      .values([
        { eventId: variantQ!.id, name: 'Да', image: '/q/yes.svg', sortOrder: 1 },
        { eventId: variantQ!.id, name: 'Нет', image: '/q/no.svg', sortOrder: 2 },
      ])
      .returning();
    stages.push({
      id: stage!.id,
      closesAt,
      matchEvents: matchEvents.map((e) => ({ id: e.id, matchId: e.matchId! })),
      variantQuestion: { id: variantQ!.id, variantIds: [variants[0]!.id, variants[1]!.id] },
      numericQuestion: { id: numericQ!.id },
    });
  }
  return {
    seasonId: season!.id,
    leagueId: league!.id,
    generalChampId: general!.id,
    partnerChampId: partner!.id,
    teamIds: teamRows.map((t) => t.id),
    stages,
  };
}

export const predictionsUrl = (leagueId: number, stageId: number) =>
  `/v1/predictors/${leagueId}/stages/${stageId}/predictions/`;
